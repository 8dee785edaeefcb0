import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CheckoutPage } from "../components/checkout/CheckoutPage";
import { shopContext } from "../context";
import { CHECKOUT_HEADERS, checkoutHeaders, loadCheckout } from "./checkout.server";

/** The hosted checkout /checkout/:checkoutId (issue 5): this session's checkout, or the 404 page (checkout.server.ts). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await loadCheckout(context.get(shopContext), params.checkoutId ?? "", request.headers.get("cookie"));
  return data(page, { headers: CHECKOUT_HEADERS });
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
