import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { BlockList } from "../components/blocks/BlockList";
import { loadContentPage } from "../lib/content-page.server";
import { hreflangKey, seoMeta } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";

/**
 * The financing-provider FAQ page (000 §2: its path is named after the provider): a CMS page like
 * any other, with its questions in an faq block.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { page, path } = await loadContentPage(args);
  const seo = await pageSeo(args, { title: page.title, seo: page.seo, hreflangKey: hreflangKey("cnt", path) });
  return { blocks: page.blocks, seo };
}

export const meta = seoMeta;

export default function FinancingFaqRoute() {
  const { blocks } = useLoaderData<typeof loader>();
  return <BlockList blocks={blocks} />;
}
