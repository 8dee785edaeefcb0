import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AccountArea } from "../components/account/AccountArea";
import { shopContext } from "../context";
import { hasAuthenticatedMarker, loginRedirect } from "../lib/guards";
import { PRIVATE_NO_STORE } from "../lib/responses";
import { loadAccountPage } from "./account.server";

/**
 * Account area /my-{product}/{pageName?}: login required (001 §2 Route guards, 1). The marker cookie
 * guard answers first (no database work for visitors); then the server-side session must hold a
 * customer (account.server.ts). Everything here is personal: `private, no-store`, never in the page cache.
 */
export async function loader({ request, url, params, context }: LoaderFunctionArgs) {
  if (!hasAuthenticatedMarker(request.headers.get("cookie"))) throw redirect(loginRedirect(url), { headers: PRIVATE_NO_STORE });
  const page = await loadAccountPage(context.get(shopContext), params.pageName ?? "profile", url);
  return data(page, { headers: PRIVATE_NO_STORE });
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
