import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { translatorFor } from "../../server/http/server-i18n";
import { CheckoutPage } from "../components/checkout/CheckoutPage";
import { shopContext } from "../context";
import { pageTitle, titleSuffix } from "../lib/seo";
import { CHECKOUT_HEADERS, privateNotFound, checkoutCartCookies, checkoutHeaders, sessionCustomerOrNull } from "./checkout.server";

/**
 * The hosted checkout /checkout/:checkoutId (issue 5). The loader asks the checkout service
 * directly (no HTTP hop) whether this session may see the checkout: a customer's needs that
 * customer, a guest's needs the cart cookie naming its cart; anything else is the 404 page.
 * A completed checkout goes on to its order confirmation.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shop, storefront } = context.get(shopContext);
  const headers = new Headers(CHECKOUT_HEADERS);
  const checkoutId = params.checkoutId ?? "";
  if (!/^[0-9a-f-]{36}$/i.test(checkoutId)) privateNotFound();
  const customerId = await sessionCustomerOrNull(shop, request, headers);
  const view = await shop.checkout.viewForSession(checkoutId.toLowerCase(), {
    storefront,
    customerId,
    cartCookie: checkoutCartCookies(request.headers.get("cookie")),
  });
  if (!view) privateNotFound();
  if (view.status === "completed" && view.order_id !== null) {
    throw redirect(`/order-confirmation?orderId=${view.order_id}`, { headers });
  }
  const addresses = customerId === null ? [] : await shop.customers.listAddresses(customerId);
  const t = translatorFor(storefront.locale);
  const title = pageTitle(t("checkout:page.title"), shop.env.BRAND_NAME, titleSuffix(storefront));
  return data({ view, addresses, signedIn: customerId !== null, title }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => checkoutHeaders(errorHeaders ?? loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CheckoutRoute() {
  const { view, addresses, signedIn } = useLoaderData<typeof loader>();
  // A new checkout id (another tab, a restart) starts the steps afresh.
  return <CheckoutPage key={view.id} initialView={view} addresses={addresses} signedIn={signedIn} />;
}
