import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { TestChallengePage } from "../components/checkout/TestChallengePage";
import { shopContext } from "../context";
import { CHECKOUT_HEADERS, checkoutHeaders, loadCheckout, privateNotFound } from "./checkout.server";
import { translatedTitle } from "../lib/page-title.server";

/**
 * /checkout/3ds-challenge?reference=…&checkoutId=… (decision 028): the built-in test processor's
 * authentication page for this session's pending payment; another's checkout is the 404 page.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const rs = context.get(shopContext);
  const reference = url.searchParams.get("reference") ?? "";
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(reference)) privateNotFound();
  const { view } = await loadCheckout(rs, url.searchParams.get("checkoutId") ?? "", request.headers.get("cookie"));
  return data(
    { checkoutId: view.id, reference, total: view.totals.total, currency: view.currency, title: translatedTitle(rs, "checkout:challenge.title") },
    { headers: CHECKOUT_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => checkoutHeaders(errorHeaders ?? loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function TestChallengeRoute() {
  const { checkoutId, reference, total, currency } = useLoaderData<typeof loader>();
  return <TestChallengePage checkoutId={checkoutId} reference={reference} total={total} currency={currency} />;
}
