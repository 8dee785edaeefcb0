import type { AccreditationLevel, DistanceUnit, StoreCard, StoreTypeFilter } from "../../../server/modules/stores/types";

/**
 * The store finder's rules that need no server (001 §2 Store finder, §4 Store finder): which
 * stores a type shows and in what order, what a search changed, and the page's URL parameters.
 * The loader (find-a-store.server.ts) and the page read the same parameters, so a search works
 * without JavaScript (a GET form) and with it (React Router navigation, re-filtered in place).
 */

export const TYPE_FILTERS = ["all", "junction", "hireDock", "serviceOnly", "electricOnly", "gold", "retailer"] as const satisfies readonly StoreTypeFilter[];

/** "Retailer" covers Silver, Bronze and Approved (001 §2). */
const RETAILER_LEVELS: readonly AccreditationLevel[] = ["silver", "bronze", "approved"];

export function levelMatches(level: AccreditationLevel, type: StoreTypeFilter): boolean {
  if (type === "all") return true;
  if (type === "retailer") return RETAILER_LEVELS.includes(level);
  return level === type;
}

/**
 * The stores a type shows: on All, Junction stores first, then by distance; on any other type by
 * distance (001 §2). Ties keep the server's order.
 */
export function storesForType<T extends Pick<StoreCard, "level" | "distance">>(stores: readonly T[], type: StoreTypeFilter): T[] {
  const shown = stores.filter((s) => levelMatches(s.level, type));
  const junctionFirst = (s: T) => (type === "all" && s.level === "junction" ? 0 : 1);
  return shown
    .map((store, index) => ({ store, index }))
    .sort((a, b) => junctionFirst(a.store) - junctionFirst(b.store) || a.store.distance - b.store.distance || a.index - b.index)
    .map(({ store }) => store);
}

export type FinderView = "map" | "grid";

/** What the URL of /find-a-store says: the searched place (or point), the type, the view, a product. */
export interface FinderParams {
  /** The typed place, or the label of a chosen suggestion / "my location". */
  q: string;
  /** A point (a chosen suggestion or the browser's location); without it `q` is geocoded. */
  point: { latitude: number; longitude: number } | null;
  type: StoreTypeFilter;
  /** The map by default (001 §2 Screen-state defaults). */
  view: FinderView;
  /** Stores with this product in stock (the product page's call to action). */
  productId: number | null;
}

const coordinate = (value: string | null, limit: number): number | null => {
  if (value === null || !/^-?\d{1,3}(\.\d{1,8})?$/.test(value.trim())) return null;
  const n = Number(value);
  return Math.abs(n) <= limit ? n : null;
};

export function parseFinderParams(search: URLSearchParams): FinderParams {
  const type = search.get("type");
  const latitude = coordinate(search.get("lat"), 90);
  const longitude = coordinate(search.get("lng"), 180);
  const productId = search.get("productId");
  return {
    q: (search.get("q") ?? "").trim().slice(0, 100),
    point: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    type: (TYPE_FILTERS as readonly string[]).includes(type ?? "") ? (type as StoreTypeFilter) : "all",
    view: search.get("view") === "grid" ? "grid" : "map",
    productId: productId && /^\d{1,9}$/.test(productId) ? Number(productId) : null,
  };
}

/** The query string of a finder state; defaults are left out so the plain page stays /find-a-store. */
export function finderSearch(params: FinderParams): string {
  const out = new URLSearchParams();
  if (params.q) out.set("q", params.q);
  if (params.point) {
    out.set("lat", params.point.latitude.toFixed(5));
    out.set("lng", params.point.longitude.toFixed(5));
  }
  if (params.productId !== null) out.set("productId", String(params.productId));
  if (params.type !== "all") out.set("type", params.type);
  if (params.view !== "map") out.set("view", params.view);
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The part of a search the server answers: the place (or point) and the product. */
function locationKey(p: FinderParams): string {
  const point = p.point ? `${p.point.latitude.toFixed(5)},${p.point.longitude.toFixed(5)}` : "";
  // A point decides the place; its label is only shown. Without one, the typed place is geocoded.
  return JSON.stringify([p.point ? "" : p.q.toLowerCase(), point, p.productId]);
}

/**
 * 001 §4: a search with unchanged location and type does nothing; a changed location asks the
 * server for the nearest stores again; a changed type (or view) only re-filters in the browser.
 */
export function searchChange(before: FinderParams, after: FinderParams): "none" | "location" | "filter" {
  if (locationKey(before) !== locationKey(after)) return "location";
  if (before.type !== after.type || before.view !== after.view) return "filter";
  return "none";
}

/** A distance in the market's unit (miles for uk and us, kilometres elsewhere), in the page's language. */
export function formatDistance(distance: number, unit: DistanceUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: unit === "mi" ? "mile" : "kilometer", unitDisplay: "short", maximumFractionDigits: 1 }).format(distance);
}

/** Directions to a store on OpenStreetMap (no key, works in every market). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/directions?to=${latitude.toFixed(5)}%2C${longitude.toFixed(5)}`;
}
