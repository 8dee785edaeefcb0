import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { BlockList } from "../components/blocks/BlockList";
import { seoMeta } from "../lib/seo";
import { loadHomePage } from "./content-page.server";

/** The home page (000 §2, route /): the channel's CMS page "/" (000 §7 Page content). */
export async function loader(args: LoaderFunctionArgs) {
  return loadHomePage(args);
}

export const meta = seoMeta;

export default function HomeRoute() {
  const { blocks } = useLoaderData<typeof loader>();
  // The first block (the hero banner carousel) carries the page's h1.
  return <BlockList blocks={blocks} />;
}
