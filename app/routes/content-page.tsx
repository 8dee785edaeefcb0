import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { BlockList } from "../components/blocks/BlockList";
import { seoMeta } from "../lib/seo";
import { loadCmsPage } from "./content-page.server";

/**
 * Catch-all content page (000 §2): the CMS page at this path, rendered block by block, or 404
 * without one (content-page.server.ts).
 */
export async function loader(args: LoaderFunctionArgs) {
  return loadCmsPage(args);
}

export const meta = seoMeta;

export default function ContentPageRoute() {
  const { blocks } = useLoaderData<typeof loader>();
  return <BlockList blocks={blocks} />;
}
