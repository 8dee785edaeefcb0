import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { BlockList } from "../components/blocks/BlockList";
import { loadContentPage } from "../lib/content-page.server";

/** Catch-all content page: an unknown route lands here and answers 404 without a CMS page (000 §2). */
export async function loader(args: LoaderFunctionArgs) {
  return loadContentPage(args);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [{ title: loaderData?.page.seo.seo_title ?? loaderData?.page.title }];

export default function ContentPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <BlockList blocks={page.blocks} />;
}
