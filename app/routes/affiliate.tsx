import { redirect, type LoaderFunctionArgs } from "react-router";
import { shopContext } from "../context";
import { affiliateTarget } from "../lib/guards";

/** Affiliate landing page: 301 to its `url` parameter, else / (001 §2 Route guards, 2). */
export function loader({ url, context }: LoaderFunctionArgs) {
  const { shop } = context.get(shopContext);
  throw redirect(affiliateTarget(url, shop.env.SHOP_DOMAIN), 301);
}
