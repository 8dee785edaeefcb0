import { redirect, type LoaderFunctionArgs } from "react-router";
import { shopContext } from "../context";
import { affiliateTarget, shopOrigins } from "../lib/guards";

/** Affiliate landing page: 301 to its `url` parameter, else / (001 §2 Route guards, 2). */
export function loader({ url, context }: LoaderFunctionArgs) {
  throw redirect(affiliateTarget(url, shopOrigins(context.get(shopContext))), 301);
}
