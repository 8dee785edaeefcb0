/**
 * The geocoding port (DESIGN.md, Vendors behind interfaces): a place name to coordinates. The
 * built-in implementation is the gazetteer shipped with the shop (gazetteer.ts, decision 022); a
 * vendor adapter would be another file with the same interface.
 */
export interface GeoPlace {
  /** In the asked language where the data has it, else the GeoNames name (English/ASCII or local). */
  name: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface GeocodeOptions {
  /** Only places in these countries (ISO alpha-2) are answered. */
  countries: ReadonlySet<string>;
  /** The shopper's locale (e.g. "ja-JP"): names and country names are read in it where possible. */
  locale: string;
  /** At most this many places (default 8). */
  limit?: number;
}

export interface Geocoder {
  search(query: string, options: GeocodeOptions): Promise<GeoPlace[]>;
  /** Prepares for a first search soon (loads data in the background); optional. */
  warm?(): void;
}
