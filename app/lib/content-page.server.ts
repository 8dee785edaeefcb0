import type { LoaderFunctionArgs } from "react-router";
import { renderableBlocks } from "../../server/modules/content/blocks";
import { shopContext } from "../context";
import { previewOf } from "./preview.server";
import { notFound } from "./responses";

/**
 * Loads the CMS page at the request's path in the storefront's channel, or answers 404. In a staff
 * member's preview (000 §6) the page's draft, if it has one (a page never published is found too).
 */
export async function loadContentPage({ context, url, request }: Pick<LoaderFunctionArgs, "context" | "url" | "request">, path = url.pathname) {
  const { shop, storefront } = context.get(shopContext);
  const preview = await previewOf({ context, request });
  const page = preview ? await shop.content.preview.page(storefront.brChannel, path) : await shop.content.getPage(storefront.brChannel, path);
  if (!page) notFound();
  // Blocks are parsed (and sanitised) again before rendering: defence in depth (001 §2).
  return { page: { ...page, blocks: renderableBlocks(page.blocks) }, path };
}
