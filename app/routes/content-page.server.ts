import type { LoaderFunctionArgs } from "react-router";
import { withCatalogPrices } from "../../server/modules/content/block-prices";
import { shopContext } from "../context";
import { loadContentPage } from "../lib/content-page.server";
import { hreflangKey, organizationJsonLd } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";

/** The home page (000 §2, route /): the channel's CMS page "/" (000 §7 Page content), its product blocks priced. */
export async function loadHomePage(args: LoaderFunctionArgs) {
  const { page } = await loadContentPage(args, "/");
  const { shop, storefront } = args.context.get(shopContext);
  // Organization structured data (issue 16): the brand, this storefront's home, logo, social profiles.
  const { footer } = await shop.content.getLayout(storefront.brChannel);
  const seo = await pageSeo(args, {
    title: page.title,
    seo: page.seo,
    hreflangKey: hreflangKey("cnt", "/"),
    jsonLd: ({ origin, brandName }) => organizationJsonLd({ name: brandName, url: `${origin}/`, logo: `${origin}/favicon.svg`, sameAs: footer.social.map((s) => s.url) }),
  });
  const blocks = await withCatalogPrices(page.blocks, shop.catalog, storefront, shop.logger);
  return { blocks, seo };
}

/**
 * The CMS page at the request's path (000 §2 catch-all), or 404 without one. Title, meta and
 * hreflang come from the page's SEO data (000 §3 Page SEO); product blocks are priced.
 */
export async function loadCmsPage(args: LoaderFunctionArgs) {
  const { page, path } = await loadContentPage(args);
  const image = page.blocks.find((b) => "image" in b && b.image && typeof b.image === "object") as { image?: { src: string } } | undefined;
  const seo = await pageSeo(args, { title: page.title, seo: page.seo, hreflangKey: hreflangKey("cnt", path), image: image?.image?.src ?? null });
  const { shop, storefront } = args.context.get(shopContext);
  const blocks = await withCatalogPrices(page.blocks, shop.catalog, storefront, shop.logger);
  return { blocks, seo };
}
