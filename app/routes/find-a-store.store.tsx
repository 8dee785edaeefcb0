import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { BlockList } from "../components/blocks/BlockList";
import { loadContentPage } from "../lib/content-page.server";

export async function loader(args: LoaderFunctionArgs) {
  return loadContentPage(args);
}

export default function Route() {
  const { page } = useLoaderData<typeof loader>();
  return <BlockList blocks={page.blocks} />;
}
