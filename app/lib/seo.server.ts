import type { LoaderFunctionArgs } from "react-router";
import { hreflangTargets } from "../../server/modules/content/service";
import type { PageSeo } from "../../server/modules/content/types";
import { shopContext } from "../context";
import { canonicalUrl, descriptionOf, pageTitle, safeScripts, titleSuffix, type SeoData } from "./seo";

export interface PageSeoInput {
  /** The page's own title; the CMS's seo_title wins when it is set. */
  title: string;
  /** The CMS page's SEO block (000 §3 Page SEO), if the page comes from the CMS. */
  seo?: PageSeo | null;
  /** Made with `hreflangKey()` from ./seo; without it the page has no alternate links. */
  hreflangKey?: string | null;
  /** The description when the CMS meta list has none. */
  description?: string | null;
  /** Query parameters that make a page of its own (`page` on a list). */
  keepQuery?: string[];
  /** Image path or URL for Open Graph; a path is made absolute on the current host. */
  image?: string | null;
  type?: SeoData["type"];
  /** A product page's price for the Open Graph product tags. */
  price?: SeoData["price"];
  jsonLd?: (context: { canonical: string; origin: string; brandName: string; image: string | null }) => Record<string, unknown>;
}

/**
 * The SEO of the page a loader is serving (see ./seo for the usage). The origin is the current
 * storefront's own host, so every country site has its own canonical URLs.
 */
export async function pageSeo({ context, url }: Pick<LoaderFunctionArgs, "context" | "url">, input: PageSeoInput): Promise<SeoData> {
  const { shop, storefront, port } = context.get(shopContext);
  const brandName = shop.env.BRAND_NAME;
  const origin = shop.storefronts.originOf(storefront, port);
  const canonical = canonicalUrl(origin, url.pathname, url.searchParams, input.keepQuery);
  const alternates = input.hreflangKey
    ? await shop.content.hreflang(input.hreflangKey, hreflangTargets(shop.storefronts.all(), (s) => shop.storefronts.originOf(s, port)))
    : [];
  const meta = input.seo?.meta ?? [];
  const image = input.image ? (input.image.startsWith("/") ? `${origin}${input.image}` : input.image) : null;
  return {
    title: pageTitle(input.seo?.seo_title || input.title, brandName, titleSuffix(storefront)),
    description: descriptionOf(meta, input.description),
    canonical,
    alternates,
    meta,
    scripts: safeScripts(input.seo?.scripts ?? []),
    locale: storefront.locale,
    siteName: brandName,
    image,
    type: input.type ?? "website",
    ...(input.price && { price: input.price }),
    jsonLd: input.jsonLd ? input.jsonLd({ canonical, origin, brandName, image }) : null,
  };
}
