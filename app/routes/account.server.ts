import { redirect } from "react-router";
import type { RequestShop } from "../../server/http/request-context";
import { cookiePolicyFor, markerCookie } from "../../server/http/session";
import type { AccountPageData } from "../components/account/account-pages";
import { isAccountPageName, type AccountPageName } from "../components/account/account-page-names";
import { loginRedirect } from "../lib/guards";
import { translatedTitle } from "../lib/page-title.server";
import { notFound } from "../lib/responses";
import { privateNotFound } from "./checkout.server";
import { loadRegisteredBikes } from "./bike-registration.server";

/**
 * The real session check behind the marker-cookie guard: the marker is only a UI hint, so a page
 * with personal data also needs a live server-side session. Without one the visitor goes to the
 * login modal and the stale marker is set to 0.
 */
export async function requireSessionCustomer(rs: RequestShop, url: URL) {
  const customerId = await rs.customerId();
  const customer = customerId === null ? null : await rs.shop.customers.get(customerId);
  if (!customer) {
    const policy = cookiePolicyFor(rs.shop.env.SHOP_DOMAIN);
    throw redirect(loginRedirect(url), { headers: { "Set-Cookie": markerCookie(false, policy), "Cache-Control": "private, no-store" } });
  }
  return customer;
}

/** One account page (behind the marker guard): the session's customer and the page's own data. */
export async function loadAccountPage(rs: RequestShop, pageName: string, url: URL) {
  const customer = await requireSessionCustomer(rs, url);
  if (!isAccountPageName(pageName)) notFound();
  const addresses = pageName === "shipping-details" ? await rs.shop.customers.listAddresses(customer.id) : [];
  const pageData = pageName === "registered-bikes" ? await loadRegisteredBikes(rs, customer, url) : await loadPageData(rs, pageName, customer.id, url);
  return { pageName, customer, addresses, pageData, title: translatedTitle(rs, `account:nav.${pageName}`) };
}

const ORDERS_PER_PAGE = 10;

/**
 * The data of the pages that need more than the customer: order history (newest first, ?page=)
 * and order details (?orderId=; another customer's order, or none, is the 404 page).
 */
async function loadPageData({ shop }: RequestShop, pageName: AccountPageName, customerId: number, url: URL): Promise<AccountPageData> {
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
