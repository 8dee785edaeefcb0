import { redirect } from "react-router";
import { cookiePolicyFor, markerCookie, sessionCustomerId } from "../../server/http/session";
import type { Shop } from "../../server/shop";
import { loginRedirect } from "../lib/guards";

/**
 * The real session check behind the marker-cookie guard: the marker is only a UI hint, so a page
 * with personal data also needs a live server-side session. Without one the visitor goes to the
 * login modal and the stale marker is set to 0.
 */
export async function requireSessionCustomer(shop: Shop, request: Request, url: URL, responseHeaders: Headers) {
  const policy = cookiePolicyFor(shop.env.SHOP_DOMAIN);
  const cookieHeader = request.headers.get("cookie");
  const customerId = await sessionCustomerId(shop.customers.sessions, cookieHeader, policy, (value) => responseHeaders.append("Set-Cookie", value));
  const customer = customerId === null ? null : await shop.customers.get(customerId);
  if (!customer) {
    throw redirect(loginRedirect(url), { headers: { "Set-Cookie": markerCookie(false, policy), "Cache-Control": "private, no-store" } });
  }
  return customer;
}
