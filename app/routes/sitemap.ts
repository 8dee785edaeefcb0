import type { LoaderFunctionArgs } from "react-router";
import { shopContext } from "../context";
import { notFound } from "../lib/responses";
import { buildSitemap, catalogSitemapSource, contentSitemapSource, type SitemapSource } from "../lib/sitemap.server";

/** Where the sitemap's URLs come from: the CMS pages and blog, then the categories and products. */
const SITEMAP_SOURCES: SitemapSource[] = [contentSitemapSource, catalogSitemapSource];

/**
 * /sitemap.xml: every page of the current storefront with absolute URLs on its own host; a sitemap
 * index over /sitemap.xml?part=N when the site outgrows one file (app/lib/sitemap.server.ts).
 */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const body = await buildSitemap(context.get(shopContext), SITEMAP_SOURCES, url.searchParams.get("part"));
  if (body === null) notFound();
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=600",
    },
  });
}
