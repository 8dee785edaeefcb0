import type { LoaderFunctionArgs } from "react-router";
import { shopContext } from "../context";

/**
 * The country selector's list (000 §2 Country selector) as JSON, loaded by the browser when the
 * list is first needed (app/lib/countries.ts) rather than sent in every page's data: 62 storefronts
 * that few visitors ever look at. The same for every visitor, so the page cache and a CDN keep it.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { shop, port } = context.get(shopContext);
  return Response.json(shop.storefronts.countryLinks(port), {
    headers: { "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=600" },
  });
}
