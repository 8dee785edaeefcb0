import { data } from "react-router";
import { cookiePolicyFor, sessionCustomerId } from "../../server/http/session";
import type { Shop } from "../../server/shop";

export { checkoutCartCookies, orderCartCookie } from "../../server/modules/checkout/cookies";

/**
 * The signed-in customer of a request, or null for a guest (checkout and confirmation pages serve
 * both). A slid session sends its cookie again through `responseHeaders`.
 */
export async function sessionCustomerOrNull(shop: Shop, request: Request, responseHeaders: Headers): Promise<number | null> {
  const policy = cookiePolicyFor(shop.env.SHOP_DOMAIN);
  return sessionCustomerId(shop.customers.sessions, request.headers.get("cookie"), policy, (value) => responseHeaders.append("Set-Cookie", value));
}

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
