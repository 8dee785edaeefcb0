import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { StorePage } from "../components/stores/StorePage";
import { PRIVATE_NO_STORE } from "../lib/responses";
import { useRootData } from "../lib/root-data";
import { seoMeta } from "../lib/seo";
import { loadStore } from "./find-a-store.store.server";

/** One store /find-a-store/stores/{id} (000 §2, 001 §2; find-a-store.store.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return loadStore(args);
}

export const meta = seoMeta;
export const headers = () => PRIVATE_NO_STORE;

export default function StoreRoute() {
  const { store, tiles } = useLoaderData<typeof loader>();
  const brand = useRootData()?.brandName ?? "";
  return <StorePage store={store} tiles={tiles} brand={brand} />;
}
