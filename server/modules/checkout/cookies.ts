import { stringifySetCookie } from "cookie";
import type { Response } from "express";
import { cookiePolicyFor, readCookie } from "../../http/session";
import { CART_COOKIE, ORDER_CART_COOKIE, SITE_URL_COOKIE } from "../../../common/cookie-names";
import { isCartId } from "../cart/service";

/**
 * The checkout cookies (000 §7, 001 §4 Checkout): the site host in `vsf-site-url` and the order's
 * cart id in `order-cart-id`, both for CHECKOUT_COOKIE_MAX_AGE. The order cart id is the guest's
 * key to the checkout and the order confirmation, so it is httpOnly.
 */

export function setCheckoutCookies(res: Response, options: { siteUrl: string; cartId: string; maxAge: number; shopDomain: string }): void {
  const { secure } = cookiePolicyFor(options.shopDomain);
  res.append("Set-Cookie", stringifySetCookie({ name: SITE_URL_COOKIE, value: options.siteUrl, sameSite: "lax", secure, path: "/", maxAge: options.maxAge }));
  res.append(
    "Set-Cookie",
    stringifySetCookie({ name: ORDER_CART_COOKIE, value: options.cartId, httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: options.maxAge }),
  );
}

/**
 * Logout (issue 12): the checkout cookies go with the session, so the next person at this browser
 * cannot open the last order's checkout or confirmation with them. Same attributes as when set.
 */
export function clearCheckoutCookies(res: Response, shopDomain: string): void {
  const { secure } = cookiePolicyFor(shopDomain);
  res.append("Set-Cookie", stringifySetCookie({ name: SITE_URL_COOKIE, value: "", sameSite: "lax", secure, path: "/", maxAge: 0 }));
  res.append("Set-Cookie", stringifySetCookie({ name: ORDER_CART_COOKIE, value: "", httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 }));
}

/**
 * The cart ids a guest proves a checkout with: `order-cart-id` and the cart cookie. Route loaders
 * pass this as `CheckoutSession.cartCookie`.
 */
export function checkoutCartCookies(cookieHeader: string | null | undefined): string[] {
  return [readCookie(cookieHeader, ORDER_CART_COOKIE), readCookie(cookieHeader, CART_COOKIE)].filter(isCartId).map((id) => id.toLowerCase());
}

/** Only the `order-cart-id` cookie (the order confirmation's guest key). */
export function orderCartCookie(cookieHeader: string | null | undefined): string | undefined {
  const order = readCookie(cookieHeader, ORDER_CART_COOKIE);
  return isCartId(order) ? order.toLowerCase() : undefined;
}
