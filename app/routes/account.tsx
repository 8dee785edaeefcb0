import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AccountArea } from "../components/account/AccountArea";
import { isAccountPageName } from "../components/account/account-page-names";
import { translatorFor } from "../../server/http/server-i18n";
import { shopContext } from "../context";
import { pageTitle, titleSuffix } from "../lib/seo";
import { hasAuthenticatedMarker, loginRedirect } from "../lib/guards";
import { notFound, PRIVATE_NO_STORE } from "../lib/responses";
import { loadPageData, requireSessionCustomer } from "./account.server";

/**
 * Account area /my-{product}/{pageName?}: login required (001 §2 Route guards, 1). The marker cookie
 * guard answers first (no database work for visitors); then the server-side session must hold a
 * customer. Everything here is personal: `private, no-store`, never in the page cache.
 */
export async function loader({ request, url, params, context }: LoaderFunctionArgs) {
  if (!hasAuthenticatedMarker(request.headers.get("cookie"))) throw redirect(loginRedirect(url), { headers: PRIVATE_NO_STORE });
  const { shop, storefront } = context.get(shopContext);
  const pageName = params.pageName ?? "profile";
  const headers = new Headers(PRIVATE_NO_STORE);
  const customer = await requireSessionCustomer(shop, request, url, headers);
  if (!isAccountPageName(pageName)) notFound();
  const addresses = pageName === "shipping-details" ? await shop.customers.listAddresses(customer.id) : [];
  const pageData = await loadPageData(shop, pageName, customer.id, url);
  const title = pageTitle(translatorFor(storefront.locale)(`account:nav.${pageName}`), shop.env.BRAND_NAME, titleSuffix(storefront));
  return data({ pageName, customer, addresses, pageData, title }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(PRIVATE_NO_STORE);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export default function AccountRoute() {
  const { pageName, customer, addresses, pageData } = useLoaderData<typeof loader>();
  return <AccountArea pageName={pageName} customer={customer} addresses={addresses} pageData={pageData} />;
}
