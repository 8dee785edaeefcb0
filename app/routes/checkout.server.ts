import { data, redirect } from "react-router";
import type { RequestShop } from "../../server/http/request-context";
import { checkoutCartCookies, orderCartCookie } from "../../server/modules/checkout/cookies";
import { translatedTitle } from "../lib/page-title.server";

/** Personal pages: never cached (page cache, CDN, browser) and never indexed. */
export const CHECKOUT_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export function checkoutHeaders(loaderHeaders: Headers): Headers {
  const headers = new Headers(CHECKOUT_HEADERS);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The 404 page of a personal address (a checkout, an order): it says "not yours" to a stranger,
 * so no shared cache may keep it and show it to the owner later.
 */
export function privateNotFound(): never {
  throw data("This page could not be found", { status: 404, statusText: "This page could not be found", headers: CHECKOUT_HEADERS });
}

/**
 * The hosted checkout's data (issue 5), asked of the checkout service directly (no HTTP hop): a
 * customer's checkout needs that customer, a guest's needs the cart cookie naming its cart;
 * anything else is the 404 page. A completed checkout goes on to its order confirmation.
 */
export async function loadCheckout(rs: RequestShop, checkoutId: string, cookieHeader: string | null) {
  const { shop, storefront } = rs;
  if (!/^[0-9a-f-]{36}$/i.test(checkoutId)) privateNotFound();
  const customerId = await rs.customerId();
  const view = await shop.checkout.viewForSession(checkoutId.toLowerCase(), { storefront, customerId, cartCookie: checkoutCartCookies(cookieHeader) });
  if (!view) privateNotFound();
  if (view.status === "completed" && view.order_id !== null) {
    throw redirect(`/order-confirmation?orderId=${view.order_id}`, { headers: CHECKOUT_HEADERS });
  }
  const addresses = customerId === null ? [] : await shop.customers.listAddresses(customerId);
  return { view, addresses, signedIn: customerId !== null, title: translatedTitle(rs, "checkout:page.title") };
}

/**
 * The order confirmation's data (000 §2): the placed order for its customer, or for the guest whose
 * order-cart-id cookie names the order's cart; anyone else gets the 404 page. The owner rule is
 * the getOrderConfirmation RPC's (OrderService.orderForConfirmation).
 */
export async function loadOrderConfirmation(rs: RequestShop, orderIdParam: string | null, cookieHeader: string | null) {
  const orderId = Number(orderIdParam);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) privateNotFound();
  const customerId = await rs.customerId();
  const order = await rs.shop.orders.orderForConfirmation(orderId, { customerId, orderCartId: orderCartCookie(cookieHeader) });
  if (!order) privateNotFound();
  return { order, signedIn: customerId !== null, title: translatedTitle(rs, "checkout:confirmation.title") };
}

/** /checkout-login's title: the page itself is the browser's (a sign-in or a guest's email). */
export function checkoutLoginTitle(rs: RequestShop): string {
  return translatedTitle(rs, "checkout:login.title");
}
