import type { RequestShop } from "../../server/http/request-context";

/** One URL of the sitemap (sitemaps.org protocol 0.9). */
export interface SitemapEntry {
  /** Absolute URL on the current storefront's host. */
  loc: string;
  lastmod?: Date;
}

/**
 * A part of the sitemap: content pages and articles come from `contentSitemapSource`; the catalogue
 * adds its own source (categories, products) to the list in app/routes/sitemap.ts.
 */
export type SitemapSource = (request: RequestShop, origin: string) => Promise<SitemapEntry[]>;

/** The channel's CMS pages, the blog list and every blog article. */
export const contentSitemapSource: SitemapSource = async ({ shop, storefront }, origin) => {
  const channel = storefront.brChannel;
  const [pages, articles] = await Promise.all([shop.content.listKeys(channel, "page"), shop.content.listKeys(channel, "article")]);
  const entries: SitemapEntry[] = [{ loc: `${origin}/` }];
  for (const page of pages) entries.push({ loc: `${origin}${page.key === "/" ? "/" : page.key}`, lastmod: page.updatedAt });
  if (articles.length > 0) {
    const newest = articles.reduce((latest, a) => (a.updatedAt > latest ? a.updatedAt : latest), articles[0].updatedAt);
    entries.push({ loc: `${origin}/blog`, lastmod: newest });
  }
  for (const article of articles) entries.push({ loc: `${origin}/blog/${article.key}`, lastmod: article.updatedAt });
  return entries;
};

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The sitemap document; a URL listed by two sources appears once. */
export function renderSitemap(entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.loc)) continue;
    seen.add(entry.loc);
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    urls.push(`  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Collects every source's entries for the current storefront and renders them. */
export async function buildSitemap(request: RequestShop, sources: SitemapSource[]): Promise<string> {
  const origin = request.shop.storefronts.originOf(request.storefront, request.port);
  const parts = await Promise.all(sources.map((source) => source(request, origin)));
  return renderSitemap(parts.flat());
}
