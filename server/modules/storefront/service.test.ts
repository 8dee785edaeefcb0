import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import type { Shop } from "../../shop";

// 000 §1 (storefront chosen by host name), 000 §2 (country selector), 001 §9 (locales, currencies).
describe("storefront directory", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(async () => shop.database.close());

  it("seeds about 62 storefronts, each with the config fields of 000 §3", () => {
    const all = shop.storefronts.all();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.length).toBeLessThanOrEqual(64);
    for (const s of all) {
      expect(s.name).toMatch(/^foldwell-[a-z]+$/);
      expect(["EUR", "GBP", "SGD", "USD"]).toContain(s.currency);
      expect(s.taxMode).toBe(s.currency === "USD" ? "ex" : "inc");
      expect(s.searchIndex).toMatch(/^products_/);
    }
    expect(new Set(all.map((s) => s.channelId)).size).toBe(all.length);
  });

  it.each([
    ["uk.localhost:3000", "uk", "en-GB", "GBP", false],
    ["de.localhost:3000", "de", "de-DE", "EUR", false],
    ["fr.localhost", "fr", "fr-FR", "EUR", false],
    ["es.localhost:8080", "es", "es-ES", "EUR", false],
    ["it.localhost:3000", "it", "it-IT", "EUR", false],
    ["nl.localhost:3000", "nl", "nl-NL", "EUR", false],
    ["be.localhost:3000", "be", "en-BE", "EUR", false],
    ["us.localhost:3000", "us", "en-US", "USD", false],
    ["sg.localhost:3000", "sg", "en-SG", "SGD", false],
    ["jp.localhost:3000", "jp", "ja-JP", "USD", true],
  ])("host %s picks the %s storefront (%s, %s, content-only: %s)", (host, code, locale, currency, contentOnly) => {
    const storefront = shop.storefronts.resolve(host);
    expect(storefront.code).toBe(code);
    expect(storefront.locale).toBe(locale);
    expect(storefront.currency).toBe(currency);
    expect(storefront.eCommDisabled).toBe(contentOnly);
  });

  it("gives the default storefront to the bare domain, www and unknown hosts", () => {
    for (const host of ["localhost:3000", "www.localhost:3000", "nowhere.localhost:3000", "example.org", undefined]) {
      expect(shop.storefronts.resolve(host).isDefault).toBe(true);
    }
  });

  it("lists countries by name with links to their subdomains, keeping the port", () => {
    const links = shop.storefronts.countryLinks("3000");
    const labels = links.map((l) => l.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
    expect(links.find((l) => l.code === "uk")?.href).toBe("http://uk.localhost:3000");
    expect(links.find((l) => l.code === "www")?.href).toBe("http://localhost:3000");
  });

  it("keeps each port's links apart however many ports forged Host headers name", () => {
    for (let port = 4000; port < 4100; port++) {
      expect(shop.storefronts.countryLinks(String(port)).find((l) => l.code === "uk")?.href).toBe(`http://uk.localhost:${port}`);
    }
    expect(shop.storefronts.countryLinks("3000").find((l) => l.code === "uk")?.href).toBe("http://uk.localhost:3000");
    expect(shop.storefronts.countryLinks().find((l) => l.code === "uk")?.href).toBe("http://uk.localhost");
  });

  it("shows a text flag for Hong Kong, Macao and Taiwan only", () => {
    const textFlags = shop.storefronts.countryLinks().filter((l) => l.textFlag).map((l) => l.iso).sort();
    expect(textFlags).toEqual(["HK", "MO", "TW"]);
  });
});

describe("storefronts on a production domain", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createTestShop({ SHOP_DOMAIN: "foldwell.com" });
  });
  afterAll(async () => shop.database.close());

  it("uses SHOP_DOMAIN in place of localhost and https", () => {
    const uk = shop.storefronts.resolve("uk.foldwell.com");
    expect(uk.code).toBe("uk");
    expect(uk.protocol).toBe("https");
    expect(uk.channelPublicHost).toBe("uk.foldwell.com");
    expect(shop.storefronts.resolve("uk.localhost:3000").isDefault).toBe(true);
  });
});
