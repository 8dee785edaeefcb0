import type { LoaderFunctionArgs } from "react-router";
import { renderableBlocks } from "../../server/modules/content/blocks";
import { shopContext } from "../context";
import { notFound } from "./responses";

/** Loads the CMS page at the request's path in the storefront's channel, or answers 404. */
export async function loadContentPage({ context, url }: Pick<LoaderFunctionArgs, "context" | "url">, path = url.pathname) {
  const { shop, storefront } = context.get(shopContext);
  const page = await shop.content.getPage(storefront.brChannel, path);
  if (!page) notFound();
  // Blocks are parsed (and sanitised) again before rendering: defence in depth (001 §2).
  return { page: { ...page, blocks: renderableBlocks(page.blocks) }, path };
}
