import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { UpdatePasswordPanel } from "../components/account/UpdatePasswordForm";
import { shopContext } from "../context";
import { PRIVATE_NO_STORE } from "../lib/responses";

/**
 * /updatepassword?token=… (000 §2 Routes): the page a reset mail links to. The token is checked at
 * once so an expired link says so before the shopper types a new password. Never cached: the URL
 * carries a secret.
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const { shop } = context.get(shopContext);
  const token = url.searchParams.get("token") ?? "";
  const tokenValid = token.length > 0 && token.length <= 200 && (await shop.customers.resetTokenIsValid(token));
  return data({ token: tokenValid ? token : "", tokenValid }, { headers: PRIVATE_NO_STORE });
}

export const headers = () => PRIVATE_NO_STORE;

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function UpdatePasswordRoute() {
  const { token, tokenValid } = useLoaderData<typeof loader>();
  return <UpdatePasswordPanel token={token} tokenValid={tokenValid} />;
}
