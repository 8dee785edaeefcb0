import { describe, expect, it } from "vitest";
import type { CatalogService } from "../catalog/service";
import type { Storefront } from "../storefront/service";
import { withCatalogPrices } from "./block-prices";
import { parseBlocks } from "./blocks";

// 001 §2 product card: prices come from the catalogue; 000 §1 eCommDisabled storefronts sell nothing.
const image = { src: "/images/content/bike-city.svg", alt: "Bike" };
const blocks = parseBlocks([
  { type: "productCard", id: "card", productId: 2, headline: "Urban 3", image, url: "/p/2/old-slug" },
  {
    type: "productLine",
    id: "line",
    title: "Bikes",
    products: [
      { productId: 4, headline: "Explore 6", image, url: "/p/4/explore-6" },
      { productId: 999, headline: "Gone", image, url: "/p/999/gone" },
    ],
  },
]);
const storefront = { currency: "GBP", taxMode: "inc", locale: "en-GB", channelId: 2, country: { iso: "GB" }, eCommDisabled: false } as unknown as Storefront;
const catalog = {
  async blockCards(ids: number[]) {
    const known = [
      { id: 2, url: "/p/2/foldwell-urban-3", price: 1395, wasPrice: 1595 },
      { id: 4, url: "/p/4/foldwell-explore-6", price: 1695, wasPrice: null },
    ];
    return known.filter((c) => ids.includes(c.id));
  },
} as unknown as CatalogService;

describe("withCatalogPrices", () => {
  it("adds the catalogue's price and url to product cards and lines; unknown products stay as they are", async () => {
    const [card, line] = await withCatalogPrices(blocks, catalog, storefront);
    expect(card).toMatchObject({ url: "/p/2/foldwell-urban-3", price: { amount: 1395, currency: "GBP", was: 1595 } });
    expect(line).toMatchObject({
      products: [
        { url: "/p/4/foldwell-explore-6", price: { amount: 1695, currency: "GBP" } },
        { url: "/p/999/gone" },
      ],
    });
    expect((line as Extract<typeof line, { type: "productLine" }>).products[1]).not.toHaveProperty("price");
  });

  it("shows no prices on a content-only storefront, and none when the catalogue fails", async () => {
    expect(await withCatalogPrices(blocks, catalog, { ...storefront, eCommDisabled: true } as Storefront)).toBe(blocks);
    const failing = { blockCards: async () => Promise.reject(new Error("down")) } as unknown as CatalogService;
    const errors: unknown[] = [];
    expect(await withCatalogPrices(blocks, failing, storefront, { error: (e: unknown) => errors.push(e) } as never)).toBe(blocks);
    expect(errors).toHaveLength(1);
  });
});
