import { redirect } from "react-router";
import { cookiePolicyFor, markerCookie, sessionCustomerId } from "../../server/http/session";
import type { Shop } from "../../server/shop";
import type { AccountPageData } from "../components/account/account-pages";
import type { AccountPageName } from "../components/account/account-page-names";
import { loginRedirect } from "../lib/guards";
import { privateNotFound } from "./checkout.server";

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

const ORDERS_PER_PAGE = 10;

/**
 * The data of the pages that need more than the customer: order history (newest first, ?page=)
 * and order details (?orderId=; another customer's order, or none, is the 404 page).
 */
export async function loadPageData(shop: Shop, pageName: AccountPageName, customerId: number, url: URL): Promise<AccountPageData> {
  if (pageName === "order-history") {
    const page = Number(url.searchParams.get("page") ?? "1");
    return { orders: await shop.orders.listForCustomer(customerId, { page: Number.isSafeInteger(page) && page > 0 ? page : 1, limit: ORDERS_PER_PAGE }) };
  }
  if (pageName === "order-details") {
    const orderId = Number(url.searchParams.get("orderId"));
    const order = Number.isSafeInteger(orderId) && orderId > 0 ? await shop.orders.getForCustomer(customerId, orderId) : null;
    if (!order) privateNotFound();
    return { order };
  }
  return {};
}
