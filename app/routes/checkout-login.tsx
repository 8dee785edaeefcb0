import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CheckoutLoginPage } from "../components/checkout/CheckoutLoginPage";
import { shopContext } from "../context";
import { CHECKOUT_HEADERS, checkoutLoginTitle } from "./checkout.server";

/**
 * /checkout-login (000 §2; §4 Go to checkout step 4): sign in or continue as a guest
 * (components/checkout/CheckoutLoginPage.tsx). Personal: never cached, never indexed.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return data({ title: checkoutLoginTitle(context.get(shopContext)) }, { headers: CHECKOUT_HEADERS });
}

export const headers = () => CHECKOUT_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

export default function CheckoutLoginRoute() {
  useLoaderData<typeof loader>();
  return <CheckoutLoginPage />;
}
