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

/**
 * The catalogue's pages (000 §2: /c/{category url}, /p/{id}/{slug}): the categories and products a
 * shopper of this storefront can reach; none on a content-only storefront (no catalogue pages).
 */
export const catalogSitemapSource: SitemapSource = async ({ shop, storefront }, origin) => {
  if (storefront.eCommDisabled) return [];
  const { categories, products } = await shop.catalog.sitemap(storefront.currency);
  return [
    ...categories.map((c) => ({ loc: `${origin}/c${c.url}`, lastmod: c.lastmod })),
    ...products.map((p) => ({ loc: `${origin}/p/${p.id}/${encodeURIComponent(p.slug)}`, lastmod: p.lastmod })),
  ];
};

/** The sitemaps.org limit of URLs in one sitemap file; above it /sitemap.xml is a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** Entries without repeats: a URL listed by two sources appears once. */
function distinct(entries: SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc));
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A sitemap document (urlset). */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = distinct(entries).map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${day(entry.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemap index: one entry per part, dated by the part's newest entry. */
function renderSitemapIndex(origin: string, parts: SitemapEntry[][]): string {
  const items = parts.map((part, i) => {
    const newest = part.reduce<Date | null>((latest, e) => (e.lastmod && (!latest || e.lastmod > latest) ? e.lastmod : latest), null);
    const lastmod = newest ? `<lastmod>${day(newest)}</lastmod>` : "";
    return `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The sitemap of the current storefront from every source. Up to `limit` URLs it is one urlset; a
 * larger site gets a sitemap index at /sitemap.xml whose parts are /sitemap.xml?part=1, 2, ...
 * (sitemaps.org: at most 50,000 URLs per file). A part that does not exist is null (404).
 */
export async function buildSitemap(request: RequestShop, sources: SitemapSource[], part: string | null = null, limit = SITEMAP_URL_LIMIT): Promise<string | null> {
  const origin = request.shop.storefronts.originOf(request.storefront, request.port);
  const entries = distinct((await Promise.all(sources.map((source) => source(request, origin)))).flat());
  const parts: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += limit) parts.push(entries.slice(i, i + limit));
  if (part === null) return parts.length > 1 ? renderSitemapIndex(origin, parts) : renderSitemap(entries);
  const index = /^[1-9]\d{0,5}$/.test(part) ? Number(part) - 1 : -1;
  return parts.length > 1 && index < parts.length && index >= 0 ? renderSitemap(parts[index]) : null;
}
