import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { withCatalogPrices } from "../../server/modules/content/block-prices";
import { BlockList } from "../components/blocks/BlockList";
import { shopContext } from "../context";
import { loadContentPage } from "../lib/content-page.server";
import { hreflangKey, seoMeta } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";

/** The home page (000 §2, route /): the channel's CMS page "/" (000 §7 Page content). */
export async function loader(args: LoaderFunctionArgs) {
  const { page } = await loadContentPage(args, "/");
  const seo = await pageSeo(args, { title: page.title, seo: page.seo, hreflangKey: hreflangKey("cnt", "/") });
  const { shop, storefront } = args.context.get(shopContext);
  const blocks = await withCatalogPrices(page.blocks, shop.catalog, storefront, shop.logger);
  return { blocks, seo };
}

export const meta = seoMeta;

export default function HomeRoute() {
  const { blocks } = useLoaderData<typeof loader>();
  // The first block (the hero banner carousel) carries the page's h1.
  return <BlockList blocks={blocks} />;
}
