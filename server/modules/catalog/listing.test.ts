import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import { bike, category, prices, product, seedTestCatalog } from "../../../tests/factories/catalog";
import type { Shop } from "../../shop";
import { insertProducts, type OptionInput, type ProductInput } from "./writer";
import { catalogContext } from "./service";
import type { ListingQuery } from "./types";

// Category listings (001 §9 facets, sort options, page sizes) on a small catalogue of their own
// (issue 13: not the demo shop), so every count asserted is visible here:
//
//   bike                        category   colours                handlebars  speed     lighting  GBP   kg
//   Foldwell Urban 1            urban      Racing Green, M. Black Low         1-speed   None      1030  10.4
//   Foldwell Urban 3            urban      M. Black, Flame Orange Mid         3-speed   Dynamo    1370  11.8
//   Foldwell Titanium           urban      M. Black               Low         2-speed   None      3870   8.9  pre-order, none in stock
//   Foldwell Titanium Superlight urban     Raw Titanium           Low         2-speed   None      4300   7.9
//   Foldwell Explore 6          explore    Sand, M. Black         High, Mid   12-speed  Dynamo    1630  12.9
//   Foldwell Explore 12         explore    Racing Green           High        12-speed  Battery   1980  13.4
//   Foldwell Electric Explore   explore    Sand                   High        6-speed   Battery   3350  18.1
//
// and 5 lights and 20 bells in the accessories.
const colours = (...labels: string[]): OptionInput => ({ key: "colour", displayName: "Colour", values: labels.map((label) => ({ label })) });
const handlebars = (...labels: string[]): OptionInput => ({ key: "handlebars", displayName: "Handlebars", values: labels.map((label) => ({ label })) });
const gbp = (amount: number) => prices({ EUR: Math.round(amount * 1.16), GBP: amount, SGD: Math.round(amount * 1.68), USD: Math.round(amount * 1.07) });
const testBike = (name: string, url: string, options: OptionInput[], speed: string, lighting: string, price: number, kg: number, more: Partial<ProductInput> = {}) =>
  bike({ name, sku: name.toUpperCase().replace(/\W+/g, "-"), categoryUrls: [url], options, prices: gbp(price), weightGrams: kg * 1000, facets: { speed: [speed], lighting: [lighting] }, ...more });
const LIGHTS: Array<[string, number]> = [["Rear Light", 25], ["Light Set", 59], ["Dynamo Front Light", 89], ["Helmet Light", 45], ["Battery Front Light", 39]];

let shop: Shop;
const ctx = (code: string) => catalogContext(shop.storefronts.byCodeOrNull(code)!);
const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ terms: {}, sort: "latest", page: 1, pageSize: 12, ...over });
const categoryId = async (url: string) => (await shop.catalog.getCategory({ url }, "en-GB"))!.id;
const bikesId = () => categoryId("/bikes");

beforeAll(async () => {
  shop = await createTestShop();
  await seedTestCatalog(shop, {
    categories: [
      category("/bikes", "Bikes"),
      category("/bikes/urban", "Urban"),
      category("/bikes/explore", "Explore"),
      category("/accessories", "Accessories"),
      category("/accessories/lights", "Lights"),
      category("/accessories/bells", "Bells"),
    ],
    products: [
      testBike("Foldwell Urban 1", "/bikes/urban", [colours("Racing Green", "Midnight Black"), handlebars("Low")], "1-speed", "None", 1030, 10.4),
      testBike("Foldwell Urban 3", "/bikes/urban", [colours("Midnight Black", "Flame Orange"), handlebars("Mid")], "3-speed", "Dynamo", 1370, 11.8),
      testBike("Foldwell Titanium", "/bikes/urban", [colours("Midnight Black"), handlebars("Low")], "2-speed", "None", 3870, 8.9, { availability: "preorder", stock: () => 0 }),
      testBike("Foldwell Titanium Superlight", "/bikes/urban", [colours("Raw Titanium"), handlebars("Low")], "2-speed", "None", 4300, 7.9),
      testBike("Foldwell Explore 6", "/bikes/explore", [colours("Sand", "Midnight Black"), handlebars("High", "Mid")], "12-speed", "Dynamo", 1630, 12.9),
      testBike("Foldwell Explore 12", "/bikes/explore", [colours("Racing Green"), handlebars("High")], "12-speed", "Battery", 1980, 13.4),
      testBike("Foldwell Electric Explore", "/bikes/explore", [colours("Sand"), handlebars("High")], "6-speed", "Battery", 3350, 18.1),
      ...LIGHTS.map(([name, price]) => product({ name, sku: name.toUpperCase().replace(/\W+/g, "-"), categoryUrls: ["/accessories/lights"], prices: gbp(price) })),
      ...Array.from({ length: 20 }, (_, i) => product({ name: `Bell ${i + 1}`, sku: `BELL-${i + 1}`, categoryUrls: ["/accessories/bells"], prices: gbp(15 + i) })),
    ],
  });
}, 120_000);
afterAll(() => shop.database.close());

describe("category listings (001 §9 facets, sort options, page sizes)", () => {
  it("counts facets in SQL and keeps the counts of a facet's other values when it is filtered (disjunctive)", async () => {
    const all = await shop.catalog.listCategory(await bikesId(), query(), ctx("uk"));
    expect(all.total).toBe(7);
    const colour = Object.fromEntries(all.facets.colour.map((f) => [f.value, f.count]));
    expect(colour["Midnight Black"]).toBe(4);
    expect(colour["Sand"]).toBe(2);
    expect(all.facets.brand).toEqual([{ value: "Foldwell", count: 7, selected: false }]);

    const sand = await shop.catalog.listCategory(await bikesId(), query({ terms: { colour: ["Sand"] } }), ctx("uk"));
    expect(sand.products.map((p) => p.name).sort()).toEqual(["Foldwell Electric Explore", "Foldwell Explore 6"]);
    // The colour facet itself still shows what choosing another colour would add.
    expect(sand.facets.colour.find((f) => f.value === "Midnight Black")?.count).toBe(4);
    expect(sand.facets.colour.find((f) => f.value === "Sand")?.selected).toBe(true);
    // Other facets are narrowed to the Sand bikes.
    expect(sand.facets.handlebars).toEqual([
      { value: "High", count: 2, selected: false },
      { value: "Mid", count: 1, selected: false },
    ]);
  });

  it("filters by several facets, the price and weight sliders and the in-stock toggle", async () => {
    const id = await bikesId();
    const both = await shop.catalog.listCategory(id, query({ terms: { lighting: ["Dynamo"], speed: ["12-speed"] } }), ctx("uk"));
    expect(both.products.map((p) => p.name)).toEqual(["Foldwell Explore 6"]);

    const cheap = await shop.catalog.listCategory(id, query({ price: { max: 1400 } }), ctx("uk"));
    expect(cheap.products.every((p) => p.price <= 1400)).toBe(true);
    expect(cheap.products.map((p) => p.name).sort()).toEqual(["Foldwell Urban 1", "Foldwell Urban 3"]);

    const light = await shop.catalog.listCategory(id, query({ weight: { max: 9 } }), ctx("uk"));
    expect(light.products.map((p) => p.name).sort()).toEqual(["Foldwell Titanium", "Foldwell Titanium Superlight"]);

    const inStock = await shop.catalog.listCategory(id, query({ inStock: true }), ctx("uk"));
    // The pre-order Titanium is not in stock; everything else has some variant in stock.
    expect(inStock.products.map((p) => p.name)).not.toContain("Foldwell Titanium");
    expect(inStock.total).toBe(6);
    expect(inStock.products.every((p) => p.inStock)).toBe(true);
  });

  it("sorts by each of the six options", async () => {
    const id = await categoryId("/accessories/lights");
    const names = async (sort: ListingQuery["sort"]) => (await shop.catalog.listCategory(id, query({ sort }), ctx("uk"))).products.map((p) => p.name);
    const prices = async (sort: ListingQuery["sort"]) => (await shop.catalog.listCategory(id, query({ sort }), ctx("uk"))).products.map((p) => p.price);
    const ids = async (sort: ListingQuery["sort"]) => (await shop.catalog.listCategory(id, query({ sort }), ctx("uk"))).products.map((p) => p.id);
    const latest = await ids("latest");
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
    expect(await ids("oldest")).toEqual([...latest].reverse());
    expect(await names("name-asc")).toEqual(["Battery Front Light", "Dynamo Front Light", "Helmet Light", "Light Set", "Rear Light"]);
    expect(await names("name-desc")).toEqual(["Rear Light", "Light Set", "Helmet Light", "Dynamo Front Light", "Battery Front Light"]);
    expect(await prices("price-desc")).toEqual([89, 59, 45, 39, 25]);
    expect(await prices("price-asc")).toEqual([25, 39, 45, 59, 89]);
  });

  it("pages by the page size and reports the page count", async () => {
    const id = await categoryId("/accessories");
    const first = await shop.catalog.listCategory(id, query({ pageSize: 12 }), ctx("uk"));
    const third = await shop.catalog.listCategory(id, query({ pageSize: 12, page: 3 }), ctx("uk"));
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(3);
    expect(first.products).toHaveLength(12);
    expect(third.products).toHaveLength(1);
  });
});

// Last in the file: it adds a product to /bikes/urban.
describe("category view cache (DESIGN.md performance targets)", () => {
  it("answers a repeated view from memory and shows catalogue changes once the catalogue epoch moves", async () => {
    const id = await bikesId();
    const before = await shop.catalog.listCategory(id, query({ terms: { colour: ["Sand"] } }), ctx("uk"));
    expect(await shop.catalog.listCategory(id, query({ terms: { colour: ["Sand"] } }), ctx("uk"))).toBe(before);
    await insertProducts(shop.db, [
      bike({ name: "Foldwell Cache Test", sku: "FW-CACHE-TEST", inventoryTracking: "none", categoryUrls: ["/bikes/urban"], prices: gbp(1500), facets: { speed: ["3-speed"] }, options: [colours("Sand")] }),
    ]);
    await shop.catalog.changed();
    const after = await shop.catalog.listCategory(id, query({ terms: { colour: ["Sand"] } }), ctx("uk"));
    expect(after.total).toBe(before.total + 1);
    expect(after.products[0]?.name).toBe("Foldwell Cache Test");
    expect(after.facets.colour.find((f) => f.value === "Sand")?.count).toBe((before.facets.colour.find((f) => f.value === "Sand")?.count ?? 0) + 1);
  });
});
