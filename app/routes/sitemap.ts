import type { LoaderFunctionArgs } from "react-router";
import { shopContext } from "../context";
import { buildSitemap, contentSitemapSource, type SitemapSource } from "../lib/sitemap.server";

/**
 * Where the sitemap's URLs come from. The catalogue adds its source here (categories under /c/,
 * products under /p/): `export const catalogSitemapSource: SitemapSource = async ({ shop, storefront }, origin) => [...]`.
 */
const SITEMAP_SOURCES: SitemapSource[] = [contentSitemapSource];

/** /sitemap.xml: every page of the current storefront with absolute URLs on its own host. */
export async function loader({ context }: LoaderFunctionArgs) {
  const body = await buildSitemap(context.get(shopContext), SITEMAP_SOURCES);
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=600",
    },
  });
}
