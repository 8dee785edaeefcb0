import type { LoaderFunctionArgs } from "react-router";
import { shopContext } from "../context";
import { accountPath } from "../../common/brand";

/** robots.txt: crawl everything except the account area and the APIs; where the sitemap is. */
function robotsTxt(origin: string, brandName: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${accountPath(brandName)}`,
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader({ context }: LoaderFunctionArgs) {
  const { shop, storefront, port } = context.get(shopContext);
  const origin = shop.storefronts.originOf(storefront, port);
  return new Response(robotsTxt(origin, shop.env.BRAND_NAME), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=600",
    },
  });
}
