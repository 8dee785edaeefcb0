import { useLoaderData, useParams, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { SharedWishlistPage } from "../components/wishlist/SharedWishlistPage";
import { shopContext } from "../context";
import { sharedWishlistTitle } from "./wishlist-shared.server";

/**
 * /wishlist/{token} (001 §3 Wishlist token, issue 16): a customer's shared list, read-only. The
 * page itself is the same for every token (cacheable); the browser reads the list, so a list its
 * owner stops sharing answers "not found" at once. Never indexed.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return { title: sharedWishlistTitle(context.get(shopContext)) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

export default function SharedWishlistRoute() {
  useLoaderData<typeof loader>();
  const { token = "" } = useParams();
  return <SharedWishlistPage token={token} />;
}
