import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../seed/catalog/seed";
import { createTestShop } from "../../../tests/db";
import type { Shop } from "../../shop";
import { syncSearchIndexes } from "./search-sync";
import { catalogContext, relatedIds } from "./service";
import type { SearchHit } from "../search/types";
import { priceRow } from "./writer";

let shop: Shop;
const ctx = (code: string) => catalogContext(shop.storefronts.byCodeOrNull(code)!);
const productByName = async (name: string) => {
  const hits = await shop.catalog.searchHits("products_en-gb_gbp");
  const hit = hits.find((h) => h.name === name);
  if (!hit) throw new Error(`no product ${name}`);
  return hit.product;
};

beforeAll(async () => {
  shop = await createTestShop();
  await seedCatalog(shop.db);
}, 120_000);
afterAll(() => shop.database.close());

describe("display names and prices per storefront (001 §3 Category, §9 currencies)", () => {
  it("gives category display names in the storefront's locale", async () => {
    expect((await shop.catalog.getCategory({ url: "/c/bikes" }, "de-DE"))?.display_name).toBe("Fahrräder");
    expect((await shop.catalog.getCategory({ url: "/accessories/mudguards" }, "en-US"))?.display_name).toBe("Fenders");
    expect((await shop.catalog.getCategory({ url: "/accessories/mudguards" }, "en-GB"))?.display_name).toBe("Mudguards");
    // Descriptions are translated the same way (DISPLAY_DESCRIPTION), English where a locale has none.
    expect((await shop.catalog.getCategory({ url: "/c/bikes" }, "de-DE"))?.description).toBe(
      "Falträder, die sich wie große Räder fahren und in unter 20 Sekunden falten lassen.",
    );
    expect((await shop.catalog.getCategory({ url: "/accessories" }, "en-US"))?.description).toContain("fenders");
    expect((await shop.catalog.getCategory({ url: "/bikes/urban" }, "de-DE"))?.description).toBe("");
    const tree = await shop.catalog.getCategoryTree("ja-JP");
    expect(tree.map((c) => c.display_name)).toEqual(["自転車", "アクセサリー"]);
    expect(tree[0].children.map((c) => c.url)).toEqual(["/bikes/urban", "/bikes/explore", "/bikes/electric", "/bikes/titanium"]);
  });

  it("shows GBP inc-tax in the UK, USD ex-tax in the US and EUR inc-tax in Germany", async () => {
    const id = await productByName("Foldwell Urban 3");
    const uk = await shop.catalog.getProduct(id, ctx("uk"));
    const us = await shop.catalog.getProduct(id, ctx("us"));
    const de = await shop.catalog.getProduct(id, ctx("de"));
    expect([uk?.currency, uk?.tax_mode, uk?.price]).toEqual(["GBP", "inc", 1370]);
    expect([us?.currency, us?.tax_mode, us?.price]).toEqual(["USD", "ex", 1465]);
    expect([de?.currency, de?.tax_mode, de?.price]).toEqual(["EUR", "inc", 1595]);
    expect(de?.description).toContain("In weniger als 20 Sekunden");
    // The stored inc and ex amounts differ by the tax rate.
    expect(priceRow("USD", { price: 1465 })).toMatchObject({ priceEx: 146500, priceInc: 157121 });
    expect(priceRow("GBP", { price: 1370 })).toMatchObject({ priceInc: 137000, priceEx: 114167 });
  });

  it("shows sale prices with the regular price, and translated names", async () => {
    const id = await productByName("City Tote Bag");
    const fr = await shop.catalog.getProduct(id, ctx("fr"));
    expect(fr).toMatchObject({ name: "Sac cabas urbain", price: 98.95, sale_price: 78.95, calculated_price: 78.95 });
  });
});

describe("products (001 §3 Product)", () => {
  it("has variants with stock at the channel's location; one colour of the Urban 3 is out of stock", async () => {
    const product = (await shop.catalog.getProduct(await productByName("Foldwell Urban 3"), ctx("uk")))!;
    expect(product.inventory_tracking).toBe("variant");
    expect(product.options?.map((o) => o.key)).toEqual(["colour", "handlebars", "gears"]);
    expect(product.variants).toHaveLength(4 * 3 * 2);
    const orange = product.variants!.filter((v) => v.option_values.some((o) => o.label === "Flame Orange"));
    expect(orange.every((v) => v.inventory_level === 0)).toBe(true);
    const green = product.variants!.filter((v) => v.option_values.some((o) => o.label === "Racing Green"));
    expect(green.every((v) => v.inventory_level > 0)).toBe(true);
  });

  it("has the pre-order Titanium and the Inner Tube limited to 2–5 per customer", async () => {
    expect((await shop.catalog.getProduct(await productByName("Foldwell Titanium"), ctx("uk")))?.availability).toBe("preorder");
    const tube = await shop.catalog.getProduct(await productByName("Inner Tube 16 inch"), ctx("uk"));
    expect(tube).toMatchObject({ order_quantity_minimum: 2, order_quantity_maximum: 5, inventory_tracking: "product" });
    expect(await shop.catalog.purchaseInfo(shop.storefronts.byCodeOrNull("uk")!.channelId, tube!.id)).toMatchObject({ minimum: 2, maximum: 5, inventoryLevel: 150 });
  });

  it("uses related-product ids only when all are numbers (001 §3)", () => {
    expect(relatedIds([1, 2, 3])).toEqual([1, 2, 3]);
    expect(relatedIds([1, "2", 3])).toEqual([]);
    expect(relatedIds(null)).toEqual([]);
  });

  it("returns null for an unknown product and translated metafields per locale", async () => {
    expect(await shop.catalog.getProduct(999_999, ctx("uk"))).toBeNull();
    const id = await productByName("Inner Tube 16 inch");
    expect(await shop.catalog.getMetafields(id, "de-DE")).toEqual(
      expect.arrayContaining([{ key: "name", value: "Schlauch 16 Zoll", namespace: "de-DE" }]),
    );
  });

  it("offers the store finder for out-of-stock bikes in countries with stores only", async () => {
    const product = (await shop.catalog.getProduct(await productByName("Foldwell Urban 3"), ctx("uk")))!;
    expect(await shop.catalog.showsStoreFinderCta(product, "GB")).toBe(true);
    expect(await shop.catalog.showsStoreFinderCta(product, "FI")).toBe(false);
    const light = (await shop.catalog.getProduct(await productByName("Helmet Light"), ctx("uk")))!;
    expect(await shop.catalog.showsStoreFinderCta(light, "GB")).toBe(false);
  });
});

describe("back in stock (001 §4, §8)", () => {
  it("registers an email once per product and variant, refusing a duplicate", async () => {
    const id = await productByName("Helmet Light");
    const first = await shop.catalog.registerBackInStock({ channelId: 2, productId: id, email: "Rider@Example.com" });
    const again = await shop.catalog.registerBackInStock({ channelId: 2, productId: id, email: "rider@example.com " });
    const other = await shop.catalog.registerBackInStock({ channelId: 2, productId: id, email: "other@example.com" });
    expect(first).toEqual({ is_valid: true, status: 201 });
    expect(again).toEqual({ is_valid: false, status: 409 });
    expect(other.is_valid).toBe(true);
  });
});

describe("search hits (000 §3 Search hit)", () => {
  it("maps products to hits in the index's currency, tax mode and locale", async () => {
    const gb = await shop.catalog.searchHits("products_en-gb_gbp");
    const us = await shop.catalog.searchHits("products_en-us_usd");
    const urbanGb = gb.find((h) => h.name === "Foldwell Urban 3")!;
    const urbanUs = us.find((h) => h.name === "Foldwell Urban 3")!;
    expect(gb).toHaveLength(37);
    expect(urbanGb).toMatchObject({
      objectID: String(urbanGb.product),
      url: `/${urbanGb.product}/foldwell-urban-3`,
      price: 1370,
      was_price: null,
      weight: 11.8,
      product_stock: true,
      preOrder: false,
      colour: "Racing Green",
      brand: "Foldwell",
      sku: "FW-URBAN-3",
      custom_fields: { gear: "3-speed / 6-speed", material: "Steel" },
      category_urls: ["/bikes", "/bikes/urban", "/bikes/urban/3-speed", "/bikes/urban/6-speed"],
      created_order: urbanGb.product,
    });
    expect(urbanGb.colour_variants).toEqual(["Racing Green||#0f5b3a", "Midnight Black||#1f2326", "Cloud White||#e8ebe9", "Flame Orange||#e0531f"]);
    expect(urbanGb.colour_variants_stock).toEqual(["Racing Green||true", "Midnight Black||true", "Cloud White||true", "Flame Orange||false"]);
    expect(urbanGb.facets).toMatchObject({ lighting: ["Dynamo"], mudguards: ["Full length"], speed: expect.arrayContaining(["3-speed", "6-speed"]) });
    expect(urbanUs.price).toBe(1465);
    const titanium = gb.find((h) => h.name === "Foldwell Titanium")!;
    expect([titanium.preOrder, titanium.product_stock]).toEqual([true, false]);
    const tote = (await shop.catalog.searchHits("products_fr-fr_eur")).find((h) => h.sku === "FW-BAG-TOTE") as SearchHit;
    expect([tote.name, tote.price, tote.was_price]).toEqual(["Sac cabas urbain", 78.95, 98.95]);
  });

  it("hands hits for every storefront index to the search service when the shop has one", async () => {
    const calls: Array<[string, number]> = [];
    const fake = { catalog: shop.catalog, storefronts: shop.storefronts, search: { upsert: async (index: string, hits: unknown[]) => void calls.push([index, hits.length]) } };
    const ids = [await productByName("Foldwell Urban 3"), await productByName("Chain")];
    const written = await syncSearchIndexes(fake, ids);
    const indexes = new Set(shop.storefronts.all().filter((s) => !s.eCommDisabled).map((s) => s.searchIndex));
    expect(indexes).not.toContain("products_ja-jp_usd");
    expect(new Set(calls.map(([index]) => index))).toEqual(indexes);
    expect(calls.every(([, n]) => n === 2)).toBe(true);
    expect(written).toBe(indexes.size * 2);
    expect(await syncSearchIndexes({ catalog: shop.catalog, storefronts: shop.storefronts }, ids)).toBe(0);
  });
});

describe("product page cache (DESIGN.md performance targets; 001 §3 Product)", () => {
  it("answers a repeated product page from memory per storefront, shows a price change once the catalogue epoch moves, and knows no unknown product", async () => {
    const { eq, and } = await import("drizzle-orm");
    const { productPrices } = await import("./schema");
    const id = await productByName("Inner Tube 16 inch");
    const first = (await shop.catalog.productPage(id, ctx("uk")))!;
    expect(first.product.name).toBe("Inner Tube 16 inch");
    expect(await shop.catalog.productPage(id, ctx("uk"))).toBe(first);
    // Another storefront has its own language and currency.
    const german = (await shop.catalog.productPage(id, ctx("de")))!;
    expect(german).not.toBe(first);
    expect(german.product.name).not.toBe(first.product.name);

    const where = and(eq(productPrices.productId, id), eq(productPrices.currency, "GBP"));
    const [price] = await shop.db.select().from(productPrices).where(where);
    await shop.db.update(productPrices).set({ priceInc: price.priceInc + 100, salePriceInc: null }).where(where);
    try {
      await shop.catalog.changed();
      const after = (await shop.catalog.productPage(id, ctx("uk")))!;
      expect(after.product.price).toBe((price.priceInc + 100) / 100);
    } finally {
      await shop.db.update(productPrices).set({ priceInc: price.priceInc, salePriceInc: price.salePriceInc }).where(where);
      await shop.catalog.changed();
    }
    expect(await shop.catalog.productPage(999_999, ctx("uk"))).toBeNull();
  });
});

describe("CMS block cards cache (DESIGN.md performance targets; 001 §2 product card)", () => {
  it("answers repeated block cards from memory and shows a price change once the catalogue epoch moves", async () => {
    const { eq, and } = await import("drizzle-orm");
    const { productPrices } = await import("./schema");
    const id = await productByName("Inner Tube 16 inch");
    const first = await shop.catalog.blockCards([id], ctx("uk"));
    expect(first.map((c) => c.id)).toEqual([id]);
    expect(await shop.catalog.blockCards([id, id], ctx("uk"))).toBe(first);
    const where = and(eq(productPrices.productId, id), eq(productPrices.currency, "GBP"));
    const [price] = await shop.db.select().from(productPrices).where(where);
    await shop.db.update(productPrices).set({ priceInc: price.priceInc + 100, salePriceInc: null }).where(where);
    try {
      await shop.catalog.changed();
      const [after] = await shop.catalog.blockCards([id], ctx("uk"));
      expect(after.price).toBe((price.priceInc + 100) / 100);
    } finally {
      await shop.db.update(productPrices).set({ priceInc: price.priceInc, salePriceInc: price.salePriceInc }).where(where);
      await shop.catalog.changed();
    }
  });
});
