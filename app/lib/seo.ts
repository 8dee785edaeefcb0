import type { MetaDescriptor } from "react-router";
import type { HreflangItem, PageSeo } from "../../server/modules/content/types";

/**
 * SEO of a page (000 §3 Page SEO, Hreflang item; 000 §9 page title template), computed once by the
 * route's loader with `pageSeo()` from ./seo.server and turned into tags by `seoMeta`:
 *
 *   loader:  return { page, seo: await pageSeo(args, { title: page.title, seo: page.seo, hreflangKey: hreflangKey("cnt", path) }) };
 *   route:   export const meta = seoMeta;
 *
 * The loader does the work (translations, origin, hreflang lookup) so the meta function stays pure
 * and the same on the server and in the browser. CMS scripts (`seo.scripts`) are rendered by
 * <SeoScripts /> in the document head with the response's CSP nonce.
 */
export interface SeoData {
  /** The full document title: '{title} | {product name} {suffix}'. */
  title: string;
  description: string | null;
  /** Absolute URL of this page on the current storefront's host. */
  canonical: string;
  /** The same page on the other storefronts, in their languages. */
  alternates: HreflangItem[];
  /** The CMS meta list (description, robots, og:* ...). */
  meta: PageSeo["meta"];
  scripts: PageSeo["scripts"];
  /** The storefront's locale, e.g. en-GB (og:locale uses en_GB). */
  locale: string;
  siteName: string;
  image: string | null;
  type: "website" | "article" | "product";
  /** Open Graph product tags (og:type "product"): the price shoppers of this storefront pay, when it sells online. */
  price?: { amount: string; currency: string } | null;
  /** Structured data (schema.org) for the page, rendered as application/ld+json. */
  jsonLd: Record<string, unknown> | null;
}

export interface TitleStorefront {
  isDefault: boolean;
  locale: string;
  country: { iso: string; label: string };
}

/**
 * The page title template of 000 §9: '{title} | {product name} {suffix}', e.g.
 * "Running shoes | Foldwell United Kingdom". The product name is the brand name.
 */
export function pageTitle(title: string, brandName: string, suffix: string): string {
  const site = `${brandName} ${suffix}`.trim();
  const page = title.trim();
  return page ? `${page} | ${site}` : site;
}

/**
 * The title suffix is the storefront's country, named in the storefront's language ("United
 * Kingdom" on uk, "Deutschland" on de, "日本" on jp), so a shopper and a search engine can tell the
 * country sites apart. The default storefront has no country and shows its label ("Global").
 */
export function titleSuffix(storefront: TitleStorefront): string {
  if (storefront.isDefault) return storefront.country.label;
  const key = `${storefront.locale}\u0000${storefront.country.iso}\u0000${storefront.country.label}`;
  let suffix = titleSuffixes.get(key);
  if (suffix === undefined) {
    try {
      const names = new Intl.DisplayNames([storefront.locale], { type: "region", fallback: "none" });
      suffix = names.of(storefront.country.iso) ?? storefront.country.label;
    } catch {
      suffix = storefront.country.label;
    }
    titleSuffixes.set(key, suffix);
  }
  return suffix;
}

/**
 * Each storefront's suffix, worked out once: making an Intl.DisplayNames on every page's title was
 * ~1 % of a server render (docs/decisions/031). The keys are the storefronts' own (one per store
 * configuration, not per request), so the map stays as small as the storefront list.
 */
const titleSuffixes = new Map<string, string>();

/** The canonical path of a page: lower case, no trailing slash (001 §2 Route guards, 3). */
export function normaliseSeoPath(path: string): string {
  const trimmed = `/${path}`.replace(/\/{2,}/g, "/").replace(/\/$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

/**
 * Origin plus path. The query string is left out except the parameters named in `keep` (a list page
 * keeps `page`, so page 2 is its own canonical page).
 */
export function canonicalUrl(origin: string, path: string, query?: URLSearchParams, keep: string[] = []): string {
  const params = new URLSearchParams();
  for (const name of keep) {
    const value = query?.get(name);
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return `${origin.replace(/\/$/, "")}${normaliseSeoPath(path)}${search ? `?${search}` : ""}`;
}

/**
 * The hreflang key of a page (000 §7 Hreflang lookup): a prefix — cnt- for content, cat- for a
 * category, prd- for a product — plus the path without its leading slash, or `home` for /.
 * `hreflangKey("cnt", "/")` is "cnt-home"; `hreflangKey("cat", "/c/bikes/folding")` is "cat-c/bikes/folding".
 */
export function hreflangKey(prefix: "cnt" | "cat" | "prd", path: string): string {
  const normalised = normaliseSeoPath(path);
  return `${prefix}-${normalised === "/" ? "home" : normalised.slice(1)}`;
}

const SAFE_TAG_NAME = /^[a-z:_-]{1,60}$/i;
// Open Graph and article tags are RDFa properties; everything else is a named meta tag.
const PROPERTY_TAG = /^(og|article|product|fb):/i;

/** The CMS meta list (000 §3: tag_name, content) as React Router meta descriptors. */
export function cmsMetaDescriptors(meta: PageSeo["meta"]): MetaDescriptor[] {
  return meta
    .filter((m) => SAFE_TAG_NAME.test(m.tag_name) && m.tag_name.toLowerCase() !== "title")
    .map((m) => (PROPERTY_TAG.test(m.tag_name) ? { property: m.tag_name, content: m.content } : { name: m.tag_name, content: m.content }));
}

/** The description of a page: the CMS's description tag, else the one the route gives. */
export function descriptionOf(meta: PageSeo["meta"], fallback?: string | null): string | null {
  return meta.find((m) => m.tag_name.toLowerCase() === "description")?.content ?? fallback ?? null;
}

/** All head tags of a page: title, CMS meta, description, Open Graph, canonical, hreflang, JSON-LD. */
export function seoDescriptors(seo: SeoData): MetaDescriptor[] {
  const cms = cmsMetaDescriptors(seo.meta);
  const has = (key: "name" | "property", value: string) =>
    cms.some((d) => (d as Record<string, unknown>)[key] === value);
  const tags: MetaDescriptor[] = [{ title: seo.title }, ...cms];
  if (seo.description && !has("name", "description")) tags.push({ name: "description", content: seo.description });
  const og: Array<[string, string | null]> = [
    ["og:title", seo.title],
    ["og:description", seo.description],
    ["og:type", seo.type],
    ["og:url", seo.canonical],
    ["og:site_name", seo.siteName],
    ["og:locale", seo.locale.replace("-", "_")],
    ["og:image", seo.image],
  ];
  if (seo.price) og.push(["product:price:amount", seo.price.amount], ["product:price:currency", seo.price.currency]);
  for (const [property, content] of og) if (content && !has("property", property)) tags.push({ property, content });
  if (!has("name", "twitter:card")) tags.push({ name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" });
  tags.push({ tagName: "link", rel: "canonical", href: seo.canonical });
  for (const alternate of seo.alternates) tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.lang, href: alternate.href });
  if (seo.jsonLd) tags.push({ "script:ld+json": seo.jsonLd });
  return tags;
}

/**
 * A route's meta export in one line: `export const meta = seoMeta;` with `seo` in its loader data.
 * A route whose loader threw (404) renders no page tags.
 */
export function seoMeta({ loaderData }: { loaderData?: { seo?: SeoData } | null }): MetaDescriptor[] {
  return loaderData?.seo ? seoDescriptors(loaderData.seo) : [];
}

/** CMS scripts may come from this shop or over https (the CMS validates this too). */
export function safeScripts(scripts: PageSeo["scripts"]): PageSeo["scripts"] {
  return scripts.filter((s) => /^(\/(?!\/)|https:\/\/)/.test(s.src));
}

/** schema.org BlogPosting for an article page. */
export function articleJsonLd(article: {
  title: string;
  description: string | null;
  url: string;
  image: string | null;
  publishedAt: string;
  author: string;
  publisher: string;
  locale: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    ...(article.description ? { description: article.description } : {}),
    ...(article.image ? { image: [article.image] } : {}),
    datePublished: article.publishedAt,
    inLanguage: article.locale,
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: article.publisher },
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
  };
}

/** schema.org BreadcrumbList (category and product pages): each crumb's name and absolute URL. */
export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

/** schema.org Organization (home page): the brand, its storefront's home, logo and social profiles. */
export function organizationJsonLd(org: { name: string; url: string; logo: string; sameAs: string[] }): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: org.name,
    url: org.url,
    logo: org.logo,
    ...(org.sameAs.length > 0 ? { sameAs: org.sameAs } : {}),
  };
}
