/**
 * The store finder's shapes (issue 15; 001 §2 Store finder, §3 Store, §4 Store finder, §7 Stock and
 * stores service, Store contact service, §9). Browser code imports these with `import type` only.
 *
 * RPC: POST /api/stores/{method} (server/modules/stores/api.ts, `storesApi`):
 *   nearby                {latitude, longitude, type?, productId?}  → NearbyStores
 *   geocode               {query}                                  → GeocodeAnswer
 *   defaultLocation       {}                                       → StoreLocation (the storefront's market default)
 *   getStore              {id}                                     → StoreDetail (404 hidden/unknown)
 *   sendStoreContactEmail {storeId, email, phone, message}         → {sent: true}
 * Route loaders call the same rules directly: `shop.stores` (StoresService: nearby, geocode,
 * defaultLocation, getStore, sendContactMessage).
 */

/** 001 §4 accreditation levels (stored codes). Any other value, or none, hides a store. */
export const ACCREDITATION_LEVELS = ["junction", "hireDock", "serviceOnly", "electricOnly", "gold", "silver", "bronze", "approved"] as const;
export type AccreditationLevel = (typeof ACCREDITATION_LEVELS)[number];

/** 001 §2 filter: All Stores, Junction, Bike Hire Dock, Service Only, Electric Only, Gold Retailer, Retailer (Silver, Bronze, Approved). */
export const STORE_TYPE_FILTERS = ["all", "junction", "hireDock", "serviceOnly", "electricOnly", "gold", "retailer"] as const;
export type StoreTypeFilter = (typeof STORE_TYPE_FILTERS)[number];

/** Miles for the uk and us storefronts, kilometres elsewhere. */
export type DistanceUnit = "mi" | "km";

/** 001 §9: the finder's radius (300 miles, whatever the display unit). */
export const STORE_FINDER_RADIUS_MILES = 300;
/** 001 §9: store message below 1000 characters. */
export const STORE_MESSAGE_MAX = 999;

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Per weekday "09:00–18:00" (en dash), or null when closed. Every weekday is present. */
export type OpeningHours = Record<Weekday, string | null>;

export interface StoreAddress {
  street: string;
  city: string;
  postCode: string;
  /** ISO 3166 alpha-2, e.g. "GB". */
  countryCode: string;
}

/** A store as the finder lists it (map marker and grid card). */
export interface StoreCard {
  id: number;
  name: string;
  level: AccreditationLevel;
  address: StoreAddress;
  phone: string | null;
  email: string | null;
  website: string | null;
  latitude: number;
  longitude: number;
  /** From the searched point, in the answer's unit, rounded to 1 decimal. */
  distance: number;
  /** Whether the store takes contact messages (the detail page shows the form). */
  contactable: boolean;
  openingHours: OpeningHours;
}

export interface NearbyStores {
  unit: DistanceUnit;
  /** Within 300 miles; on "all" Junction stores first, then by distance; others by distance. */
  stores: StoreCard[];
}

/** A product the store holds (001 §7 stocks by product at a location). */
export interface StoreStockItem {
  productId: number;
  name: string;
  /** The product page path, e.g. "/foldwell-c-line/p/12" (as the catalogue's cards give it). */
  url: string;
  image: string | null;
  quantity: number;
}

/** The store page (/find-a-store/stores/{id}). `distance` is absent: no searched point. */
export interface StoreDetail extends Omit<StoreCard, "distance"> {
  unit: DistanceUnit;
  stock: StoreStockItem[];
}

/** A geocoded place from the shipped gazetteer (supported countries of 001 §2 only). */
export interface GeocodeResult {
  /** In the storefront's language where the gazetteer has it, else English/ASCII. */
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface GeocodeAnswer {
  results: GeocodeResult[];
}

/** Where the finder starts without a search (uk London, de Berlin, …; Global: London). */
export interface StoreLocation {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  unit: DistanceUnit;
}

export interface NearbyInput {
  latitude: number;
  longitude: number;
  type?: StoreTypeFilter;
  productId?: number;
}

export interface StoreContactInput {
  storeId: number;
  email: string;
  /** With the country code; spaces, dots, dashes and brackets are dropped, "+" and digits kept. */
  phone: string;
  message: string;
}
