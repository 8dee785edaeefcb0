import type { DistanceUnit, StoreLocation } from "./types";

/**
 * 001 §2: the supported countries of the store search (about 55 to 60, ISO alpha-2): the countries
 * the shop has a storefront for. A geocoded place elsewhere is never answered.
 */
export const STORE_SEARCH_COUNTRIES: ReadonlySet<string> = new Set([
  "GB", "IE", "DE", "AT", "CH", "FR", "LU", "ES", "PT", "IT", "NL", "BE", "DK", "SE", "NO", "FI", "IS", "PL", "CZ", "SK",
  "SI", "HR", "HU", "RO", "BG", "GR", "CY", "MT", "EE", "LV", "LT", "US", "CA", "MX", "BR", "CL", "AR", "CO", "SG", "JP",
  "KR", "CN", "HK", "MO", "TW", "TH", "MY", "ID", "PH", "VN", "IN", "AU", "NZ", "AE", "SA", "QA", "KW", "IL", "TR", "ZA",
  "EG",
]);

/** Miles in the United Kingdom and the United States, kilometres elsewhere. */
export function distanceUnitFor(countryIso: string): DistanceUnit {
  return countryIso === "GB" || countryIso === "US" ? "mi" : "km";
}

interface DefaultPlace {
  name: string;
  /** The name in the market's own language when it differs (used when the storefront speaks it). */
  local?: { language: string; name: string };
  countryCode: string;
  latitude: number;
  longitude: number;
}

const LONDON: DefaultPlace = { name: "London", countryCode: "GB", latitude: 51.50853, longitude: -0.12574 };

/** 001 §2: default search locations per market (Belgium, France, Germany, Global, Italy, Japan, Netherlands, Singapore, Spain, UK, US). */
const DEFAULTS_BY_COUNTRY: Record<string, DefaultPlace> = {
  GB: LONDON,
  DE: { name: "Berlin", countryCode: "DE", latitude: 52.52437, longitude: 13.41053 },
  FR: { name: "Paris", countryCode: "FR", latitude: 48.85341, longitude: 2.3488 },
  NL: { name: "Amsterdam", countryCode: "NL", latitude: 52.37403, longitude: 4.88969 },
  US: { name: "New York", countryCode: "US", latitude: 40.71427, longitude: -74.00597 },
  SG: { name: "Singapore", countryCode: "SG", latitude: 1.28967, longitude: 103.85007 },
  JP: { name: "Tokyo", local: { language: "ja", name: "東京" }, countryCode: "JP", latitude: 35.6895, longitude: 139.69171 },
  ES: { name: "Madrid", countryCode: "ES", latitude: 40.4165, longitude: -3.70256 },
  IT: { name: "Milan", local: { language: "it", name: "Milano" }, countryCode: "IT", latitude: 45.46427, longitude: 9.18951 },
  BE: { name: "Brussels", local: { language: "fr", name: "Bruxelles" }, countryCode: "BE", latitude: 50.85045, longitude: 4.34878 },
};

/** Where the finder starts for a storefront's country without a search; Global (and every other country): London. */
export function defaultLocationFor(countryIso: string, locale: string): StoreLocation {
  const place = DEFAULTS_BY_COUNTRY[countryIso] ?? LONDON;
  const language = locale.split("-")[0];
  const name = place.local && place.local.language === language ? place.local.name : place.name;
  return { name, countryCode: place.countryCode, latitude: place.latitude, longitude: place.longitude, unit: distanceUnitFor(countryIso) };
}
