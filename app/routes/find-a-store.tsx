import type { LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import { useLoaderData, useLocation } from "react-router";
import { parseFinderParams, searchChange } from "../components/stores/finder-logic";
import { StoreFinder } from "../components/stores/StoreFinder";
import { PRIVATE_NO_STORE } from "../lib/responses";
import { useRootData } from "../lib/root-data";
import { seoMeta } from "../lib/seo";
import { loadStoreFinder } from "./find-a-store.server";

/** The store finder /find-a-store (000 §2, 001 §2 Store finder; find-a-store.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return loadStoreFinder(args);
}

export const meta = seoMeta;
export const headers = () => PRIVATE_NO_STORE;

/**
 * 001 §4: only a changed location (or product) asks the server for the nearest stores again; a
 * changed type or view re-filters what the page has, and an unchanged search does nothing.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return searchChange(parseFinderParams(currentUrl.searchParams), parseFinderParams(nextUrl.searchParams)) === "location";
};

export default function FindAStoreRoute() {
  const loaded = useLoaderData<typeof loader>();
  // The type and view are read from the URL: a change of either does not run the loader again.
  const search = useLocation().search;
  const params = parseFinderParams(new URLSearchParams(search));
  const brand = useRootData()?.brandName ?? "";
  return <StoreFinder data={{ ...loaded, params }} brand={brand} />;
}
