import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { withCatalogPrices } from "../../server/modules/content/block-prices";
import { BlockList } from "../components/blocks/BlockList";
import { shopContext } from "../context";
import { loadContentPage } from "../lib/content-page.server";
import { hreflangKey, seoMeta } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";

/**
 * Catch-all content page (000 §2): the CMS page at this path, rendered block by block, or 404
 * without one. Title, meta and hreflang come from the page's SEO data (000 §3 Page SEO).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { page, path } = await loadContentPage(args);
  const image = page.blocks.find((b) => "image" in b && b.image && typeof b.image === "object") as { image?: { src: string } } | undefined;
  const seo = await pageSeo(args, { title: page.title, seo: page.seo, hreflangKey: hreflangKey("cnt", path), image: image?.image?.src ?? null });
  const { shop, storefront } = args.context.get(shopContext);
  const blocks = await withCatalogPrices(page.blocks, shop.catalog, storefront, shop.logger);
  return { blocks, seo };
}

export const meta = seoMeta;

export default function ContentPageRoute() {
  const { blocks } = useLoaderData<typeof loader>();
  return <BlockList blocks={blocks} />;
}
