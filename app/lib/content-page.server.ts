import type { LoaderFunctionArgs } from "react-router";
import { shopContext } from "../context";
import { notFound } from "./responses";

/** Loads the CMS page at the request's path in the storefront's channel, or answers 404. */
export async function loadContentPage({ context, url }: Pick<LoaderFunctionArgs, "context" | "url">, path = url.pathname) {
  const { shop, storefront } = context.get(shopContext);
  const page = await shop.content.getPage(storefront.brChannel, path);
  if (!page) notFound();
  return { page, path };
}
