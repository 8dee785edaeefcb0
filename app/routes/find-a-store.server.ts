import { data, type LoaderFunctionArgs } from "react-router";
import { translatorFor } from "../../server/http/server-i18n";
import type { StoreCard, StoreLocation } from "../../server/modules/stores/types";
import { parseFinderParams, type FinderParams } from "../components/stores/finder-logic";
import type { MapTiles } from "../components/stores/map-types";
import { shopContext } from "../context";
import { PRIVATE_NO_STORE } from "../lib/responses";
import { pageSeo } from "../lib/seo.server";
import { requestCatalogContext } from "./catalog.server";

export interface FinderData {
  params: FinderParams;
  /** Where the list is measured from: the searched place or point, else the market's default. */
  place: { name: string; latitude: number; longitude: number };
  /** Whether the place is the market's default (no search yet). */
  isDefault: boolean;
  /** A typed place the gazetteer does not know (its own message; the list is empty). */
  placeNotFound: boolean;
  /** Every store of every type near the place: the page filters by type itself (001 §4). */
  stores: StoreCard[];
  unit: StoreLocation["unit"];
  /** The product whose stock is asked for (the product page's call to action). */
  product: { id: number; name: string; url: string } | null;
  tiles: MapTiles | null;
}

/**
 * /find-a-store (001 §2 Store finder, §4): without a search the market's default location and its
 * nearest stores, rendered here so the list works without JavaScript. `q` is geocoded from the
 * shipped gazetteer (the first answer); `lat`/`lng` (a chosen suggestion, the browser's location)
 * are used as they are. The type is applied by the page, not here: a changed type only re-filters.
 * Never stored by the page cache (server/http/page-cache-key.ts): every search is its own page.
 */
export async function loadStoreFinder(args: LoaderFunctionArgs) {
  const { context, url } = args;
  const rs = context.get(shopContext);
  const { shop, storefront } = rs;
  const params = parseFinderParams(url.searchParams);
  const home = shop.stores.defaultLocation(storefront);
  let place: FinderData["place"] | null = { name: home.name, latitude: home.latitude, longitude: home.longitude };
  let isDefault = true;
  if (params.point) {
    place = { name: params.q, ...params.point };
    isDefault = false;
  } else if (params.q) {
    const [first] = (await shop.stores.geocode(params.q, storefront)).results;
    place = first ? { name: first.name, latitude: first.latitude, longitude: first.longitude } : null;
    isDefault = false;
  }
  let product: FinderData["product"] = null;
  if (params.productId !== null) {
    const card = (await shop.catalog.cards([params.productId], requestCatalogContext(rs)))[0];
    product = card ? { id: card.id, name: card.name, url: card.url } : null;
  }
  const nearby = place
    ? await shop.stores.nearby({ latitude: place.latitude, longitude: place.longitude, type: "all", productId: params.productId ?? undefined }, storefront)
    : { unit: home.unit, stores: [] };
  const t = translatorFor(storefront.locale);
  const seo = await pageSeo(args, {
    title: t("stores:title"),
    description: t("stores:metaDescription", { brand: shop.env.BRAND_NAME }),
  });
  const body: FinderData & { seo: typeof seo } = {
    params,
    // An unknown place keeps the typed text; the list is empty (the no-results message).
    place: place ?? { name: params.q, latitude: home.latitude, longitude: home.longitude },
    isDefault,
    placeNotFound: place === null,
    stores: nearby.stores,
    unit: nearby.unit,
    product,
    tiles: mapTiles(shop.env),
    seo,
  };
  return data(body, { headers: PRIVATE_NO_STORE });
}

/** MAP_TILE_URL switches the map from the shipped country shapes to real tiles. */
export function mapTiles(env: { MAP_TILE_URL?: string; MAP_TILE_ATTRIBUTION?: string }): MapTiles | null {
  return env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? "" } : null;
}
