import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "../../db/client";
import { CacheEpochs } from "../cache/epochs";
import { SEARCH_SORTS } from "./query";
import { SearchService } from "./service";
import { makeHit } from "./test-hits";
import type { SearchHit } from "./types";

// Migrating a fresh database can take a minute on a busy machine, hence the long setup timeout.
// 000 §2 Search dropdown, §3 Search hit, §7 Search; 001 §8 (no products found), §9 (page sizes,
// sort options, product filter facets).
const INDEX = "products_en-gb_gbp";
const OTHER_INDEX = "products_de-de_eur";

const catalogue: SearchHit[] = [
  makeHit({
    product: 1, name: "Foldwell Urban 3", price: 1299, weight: 11.2, created_order: 1, sku: "FW-U3",
    category_urls: ["/bikes", "/bikes/urban"], brand: "Foldwell",
    colour_variants: ["Racing Red||#c0392b", "Midnight Blue||#1f3a5f"], colour_variants_stock: ["Racing Red||true", "Midnight Blue||false"],
    facets: { colour: ["Red", "Blue"], handlebars: ["Flat"], speed: ["3-speed"], mudguards: ["Yes"], lighting: ["Dynamo"] },
    description: "<p>The city commuter that folds in <strong>twenty seconds</strong>.</p>",
  }),
  makeHit({
    product: 2, name: "Foldwell Urban 6", price: 1499, weight: 11.8, created_order: 2, sku: "FW-U6",
    category_urls: ["/bikes", "/bikes/urban"], brand: "Foldwell",
    facets: { colour: ["Black"], handlebars: ["Flat"], speed: ["6-speed"], mudguards: ["Yes"], lighting: ["Battery"] },
  }),
  makeHit({
    product: 3, name: "Foldwell Explore 12", price: 2199, weight: 12.9, created_order: 3, sku: "FW-E12",
    category_urls: ["/bikes", "/bikes/explore"], brand: "Foldwell", product_stock: false,
    facets: { colour: ["Green"], handlebars: ["Raised"], speed: ["12-speed"], mudguards: ["No"], lighting: ["None"] },
  }),
  makeHit({
    product: 4, name: "Foldwell Electric C Line", price: 3250, was_price: 3500, weight: 16.5, created_order: 4, sku: "FW-ECL",
    category_urls: ["/bikes", "/bikes/electric"], brand: "Foldwell", preOrder: true,
    facets: { colour: ["Blue"], handlebars: ["Raised"], speed: ["6-speed"], mudguards: ["Yes"], lighting: ["Battery"] },
  }),
  makeHit({
    product: 5, name: "Saddle Bag", price: 85, weight: 0.6, created_order: 5, sku: "ACC-BAG",
    category_urls: ["/accessories", "/accessories/bags"], brand: "Ortlieb", custom_fields: {},
    facets: { colour: ["Black"] }, description: "Waterproof roll-top bag for urban rides.",
  }),
  makeHit({
    product: 6, name: "Bell", price: 15, weight: 0.1, created_order: 6, sku: "ACC-BELL",
    category_urls: ["/accessories"], brand: "Crane", custom_fields: {}, facets: { colour: ["Silver"] },
  }),
];

describe("search service", () => {
  let handle: DatabaseHandle;
  let search: SearchService;

  beforeAll(async () => {
    handle = await createTestDatabase();
    search = new SearchService(handle.db);
    await search.upsert(INDEX, catalogue);
    await search.upsert(OTHER_INDEX, [makeHit({ product: 101, name: "Foldwell Urban 3 (DE)", category_urls: ["/fahrraeder"] })]);
  }, 240_000);
  afterAll(async () => handle.close());

  const names = (hits: SearchHit[]) => hits.map((h) => h.name);

  it("finds a product by a word of its name", async () => {
    const result = await search.query(INDEX, { query: "explore" });
    expect(names(result.hits)).toEqual(["Foldwell Explore 12"]);
    expect(result).toMatchObject({ nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 18 });
  });

  it("tolerates typos: 'folwel urbn' finds Foldwell Urban 3", async () => {
    const result = await search.query(INDEX, { query: "folwel urbn" });
    expect(names(result.hits)).toContain("Foldwell Urban 3");
    expect(names(result.hits)).not.toContain("Bell");
  });

  it("matches the last word as a prefix while the visitor types", async () => {
    expect(names((await search.query(INDEX, { query: "fold" })).hits)).toHaveLength(4);
    expect(names((await search.query(INDEX, { query: "urban el" })).hits)).toEqual([]);
    expect(names((await search.query(INDEX, { query: "foldwell elec" })).hits)).toEqual(["Foldwell Electric C Line"]);
  });

  it("requires every word, so unrelated words give 'No products found'", async () => {
    const result = await search.query(INDEX, { query: "urban xylophone" });
    expect(result).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });

  it("ranks a name match above a description match", async () => {
    const result = await search.query(INDEX, { query: "urban" });
    expect(names(result.hits).slice(0, 2).sort()).toEqual(["Foldwell Urban 3", "Foldwell Urban 6"]);
    expect(names(result.hits).at(-1)).toBe("Saddle Bag");
  });

  it("searches sku, highlights, colour names and text without markup", async () => {
    expect(names((await search.query(INDEX, { query: "FW-E12" })).hits)).toEqual(["Foldwell Explore 12"]);
    expect(names((await search.query(INDEX, { query: "racing red" })).hits)).toEqual(["Foldwell Urban 3"]);
    expect(names((await search.query(INDEX, { query: "twenty seconds" })).hits)).toEqual(["Foldwell Urban 3"]);
    expect(names((await search.query(INDEX, { query: "strong" })).hits)).toEqual([]);
  });

  it("lists the whole index for a blank term and nothing for a term without words", async () => {
    expect((await search.query(INDEX, { query: "  " })).nbHits).toBe(catalogue.length);
    expect((await search.query(INDEX, { query: "!!! ***" })).nbHits).toBe(0);
  });

  it("searches only its own index (000 §3 searchIndex)", async () => {
    expect(names((await search.query(OTHER_INDEX, { query: "urban" })).hits)).toEqual(["Foldwell Urban 3 (DE)"]);
    expect(names((await search.query(INDEX, { query: "urban 3" })).hits)).not.toContain("Foldwell Urban 3 (DE)");
    expect((await search.query("products_nowhere", { query: "" })).nbHits).toBe(0);
    // A word only the other index holds is no typo correction here.
    expect((await search.query(INDEX, { query: "fahrraeder" })).nbHits).toBe(0);
  });

  it("pages with 0-based pages and a hits-per-page limit", async () => {
    const first = await search.query(INDEX, { query: "", hitsPerPage: 4, sort: "oldest" });
    const second = await search.query(INDEX, { query: "", hitsPerPage: 4, page: 1, sort: "oldest" });
    expect(first).toMatchObject({ nbHits: 6, nbPages: 2, page: 0, hitsPerPage: 4 });
    expect(first.hits.map((h) => h.product)).toEqual([1, 2, 3, 4]);
    expect(second.hits.map((h) => h.product)).toEqual([5, 6]);
    const beyond = await search.query(INDEX, { query: "", hitsPerPage: 4, page: 7 });
    expect(beyond).toMatchObject({ hits: [], nbHits: 6, page: 7, nbPages: 2 });
  });

  it.each([
    ["latest", [6, 5, 4, 3, 2, 1]],
    ["oldest", [1, 2, 3, 4, 5, 6]],
    ["name_asc", [6, 4, 3, 1, 2, 5]],
    ["name_desc", [5, 2, 1, 3, 4, 6]],
    ["price_desc", [4, 3, 2, 1, 5, 6]],
    ["price_low", [6, 5, 1, 2, 3, 4]],
  ] as const)("sorts %s (001 §9)", async (sort, expected) => {
    const key = sort === "price_low" ? "price_asc" : sort;
    const result = await search.query(INDEX, { query: "", sort: key });
    expect(result.hits.map((h) => h.product)).toEqual(expected);
  });

  it("offers relevance and the six sorts of 001 §9", () => {
    expect(SEARCH_SORTS).toEqual(["relevance", "latest", "oldest", "name_asc", "name_desc", "price_desc", "price_asc"]);
  });

  it("counts facets, each ignoring its own filter", async () => {
    const result = await search.query(INDEX, { query: "", facets: ["*"], filters: { colour: ["Blue"] } });
    expect(result.hits.map((h) => h.product).sort()).toEqual([1, 4]);
    // Colour counts ignore the colour filter so other colours stay visible.
    expect(result.facets.colour).toEqual({ Black: 2, Blue: 2, Red: 1, Green: 1, Silver: 1 });
    // Other facets count only the blue products.
    expect(result.facets.handlebars).toEqual({ Flat: 1, Raised: 1 });
    expect(result.facets.category_urls).toEqual({ "/bikes": 2, "/bikes/urban": 1, "/bikes/electric": 1 });
    expect(result.facets.brand).toEqual({ Foldwell: 2 });
    expect(result.facets_stats).toEqual({ price: { min: 1299, max: 3250 }, weight: { min: 11.2, max: 16.5 } });
  });

  it("returns only the facets asked for", async () => {
    const result = await search.query(INDEX, { query: "urban", facets: ["category_urls"] });
    expect(Object.keys(result.facets)).toEqual(["category_urls"]);
    expect(result.facets.category_urls).toEqual({ "/bikes": 2, "/bikes/urban": 2, "/accessories": 1, "/accessories/bags": 1 });
    expect((await search.query(INDEX, { query: "urban" })).facets).toEqual({});
  });

  it("filters by category, several values of one facet (or), several facets (and), ranges and stock", async () => {
    const ids = async (filters: object) =>
      (await search.query(INDEX, { query: "", sort: "oldest", filters })).hits.map((h) => h.product);
    expect(await ids({ category_urls: ["/accessories"] })).toEqual([5, 6]);
    expect(await ids({ colour: ["Green", "Silver"] })).toEqual([3, 6]);
    expect(await ids({ colour: ["Blue"], speed: ["6-speed"] })).toEqual([4]);
    expect(await ids({ price: { min: 1000, max: 2200 } })).toEqual([1, 2, 3]);
    expect(await ids({ weight: { max: 1 } })).toEqual([5, 6]);
    expect(await ids({ category_urls: ["/bikes"], inStock: true })).toEqual([1, 2, 4]);
    expect(await ids({ brand: ["Nobody"] })).toEqual([]);
  });

  it("keeps slider bounds independent of the range filters", async () => {
    const result = await search.query(INDEX, { query: "", facets: ["brand"], filters: { price: { max: 100 } } });
    expect(result.nbHits).toBe(2);
    expect(result.facets.brand).toEqual({ Ortlieb: 1, Crane: 1 });
    expect(result.facets_stats.price).toEqual({ min: 15, max: 3250 });
  });

  it("returns the stored hit unchanged (000 §3 Search hit)", async () => {
    const [hit] = (await search.query(INDEX, { query: "explore" })).hits;
    expect(hit).toEqual(catalogue[2]);
  });

  it("upsert replaces a hit with the same objectID, and remove deletes", async () => {
    const own = new SearchService(handle.db);
    const index = "products_upsert_test";
    await own.upsert(index, [makeHit({ product: 900, name: "Old Name Trailer" })]);
    await own.upsert(index, [makeHit({ product: 900, name: "Cargo Trailer", price: 499 })]);
    expect(await own.count(index)).toBe(1);
    expect((await own.query(index, { query: "old name" })).nbHits).toBe(0);
    const [hit] = (await own.query(index, { query: "cargo" })).hits;
    expect(hit).toMatchObject({ objectID: "900", name: "Cargo Trailer", price: 499 });

    await own.upsert(index, [makeHit({ product: 901, name: "Rear Rack" })]);
    await own.remove(index, ["900"]);
    expect(await own.count(index)).toBe(1);
    expect((await own.query(index, { query: "cargo" })).nbHits).toBe(0);
    // Its words are gone from the typo dictionary too: "trailr" corrects to nothing.
    expect((await own.query(index, { query: "trailr" })).nbHits).toBe(0);
    expect((await own.query(index, { query: "rear rackk" })).nbHits).toBe(1);
    await own.remove(index, []);
    await own.clear(index);
    expect(await own.count(index)).toBe(0);
  });

  it("falls back to a near-exact fuzzy match of the whole name when no word matches", async () => {
    const index = "products_fallback_test";
    await search.upsert(index, [makeHit({ product: 970, name: "Foldwell GT" }), makeHit({ product: 971, name: "Rear Light" })]);
    // "gx" is too short to correct and starts no word, but the whole name is close.
    expect((await search.query(index, { query: "foldwell gx" })).hits.map((h) => h.name)).toEqual(["Foldwell GT"]);
    expect((await search.query(index, { query: "rear gx" })).nbHits).toBe(0);
  });

  it("answers a repeated query from its cache, and a write in this process shows at once", async () => {
    const index = "products_cache_test";
    await search.upsert(index, [makeHit({ product: 980, name: "Cargo Trailer" })]);
    const first = await search.query(index, { query: "cargo", filters: { brand: ["Foldwell"], inStock: true } });
    // The same query with its filters written in another order is the same cached answer.
    expect(await search.query(index, { query: "cargo", filters: { inStock: true, brand: ["Foldwell"] } })).toBe(first);
    await search.upsert(index, [makeHit({ product: 981, name: "Cargo Bag" })]);
    expect((await search.query(index, { query: "cargo", filters: { brand: ["Foldwell"], inStock: true } })).nbHits).toBe(2);
    await search.remove(index, ["980"]);
    expect((await search.query(index, { query: "cargo" })).hits.map((h) => h.name)).toEqual(["Cargo Bag"]);
  });

  it("drops its cached answers when another process writes (catalogue cache epoch)", async () => {
    const index = "products_epoch_test";
    const here = new CacheEpochs(handle.db);
    const there = new CacheEpochs(handle.db);
    const reader = new SearchService(handle.db, here);
    const writer = new SearchService(handle.db, there);
    await writer.upsert(index, [makeHit({ product: 990, name: "Rear Pannier" })]);
    await here.poll(); // this process knows the epoch of the first write
    expect((await reader.query(index, { query: "pannier" })).nbHits).toBe(1);
    await writer.upsert(index, [makeHit({ product: 991, name: "Front Pannier" })]);
    here.start(20);
    try {
      await vi.waitFor(async () => expect((await reader.query(index, { query: "pannier" })).nbHits).toBe(2), { timeout: 10_000 });
    } finally {
      here.stop();
    }
  });

  it("gives a hit a new version only when it changes, so other processes re-read only changed hits", async () => {
    const index = "products_version_test";
    const versionOf = async () => {
      const result = (await handle.db.execute(sql`SELECT version::text AS v FROM search_documents WHERE index_name = ${index} AND object_id = '960'`)) as unknown as { rows: Array<{ v: string }> };
      return result.rows[0]?.v;
    };
    await search.upsert(index, [makeHit({ product: 960, name: "Chain Lock" })]);
    const first = await versionOf();
    await search.upsert(index, [makeHit({ product: 960, name: "Chain Lock" })]);
    expect(await versionOf()).toBe(first);
    await search.upsert(index, [makeHit({ product: 960, name: "Chain Lock XL" })]);
    expect(BigInt((await versionOf())!)).toBeGreaterThan(BigInt(first!));
    expect((await search.query(index, { query: "xl" })).hits.map((h) => h.name)).toEqual(["Chain Lock XL"]);
  });

  it("keeps the last of several hits with one objectID in one batch", async () => {
    const index = "products_dupes_test";
    await search.upsert(index, [makeHit({ product: 950, name: "First" }), makeHit({ product: 950, name: "Second" })]);
    expect((await search.query(index, { query: "" })).hits.map((h) => h.name)).toEqual(["Second"]);
  });

  it("refuses a malformed hit instead of storing it", async () => {
    await expect(search.upsert("products_bad", [makeHit({ price: Number.NaN })])).rejects.toThrow(/not valid/);
    expect(await search.count("products_bad")).toBe(0);
  });

  it("answers a 1000-character query and quotes, operators and NUL characters", async () => {
    const long = "urban ".repeat(170).slice(0, 1000);
    expect((await search.query(INDEX, { query: long })).nbHits).toBeGreaterThan(0);
    for (const odd of ["'", "''; DROP TABLE search_documents; --", "a & b | !c", "foo:*", "\u0000urban", "\\", "(((", "🚲 urban", "urbán", "῍", "\u0301\u0302"]) {
      // No brand is named like these, so the filter leaves nothing: an answer, empty, not an error.
      const result = await search.query(INDEX, { query: odd, facets: ["*"], filters: { brand: [odd] } });
      expect(result.nbHits, JSON.stringify(odd)).toBe(0);
      expect(result.hits).toEqual([]);
    }
    expect((await search.query(INDEX, { query: "urbán" })).nbHits).toBeGreaterThan(0);
    expect(await search.count(INDEX)).toBe(catalogue.length);
  });

  it("never throws on arbitrary strings and always answers a valid shape (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 300 }), fc.string({ maxLength: 50 }), async (term, value) => {
        const result = await search.query(INDEX, { query: term, facets: ["colour"], filters: { colour: [value] } });
        expect(Array.isArray(result.hits)).toBe(true);
        expect(result.nbHits).toBeGreaterThanOrEqual(result.hits.length);
        expect(result.nbPages).toBe(Math.ceil(result.nbHits / result.hitsPerPage));
        expect(typeof result.facets.colour).toBe("object");
      }),
      { numRuns: 60 },
    );
  }, 180_000);

  it("issue 12: 10,000 distinct hostile queries (1,000-character terms, 50 filter values of 200 characters) leave the result cache within its byte budget", async () => {
    const cache = (search as unknown as { cache: { size: number; bytes?: number; maxBytes?: number } }).cache;
    const filler = "x".repeat(200);
    let keyChars = 0;
    for (let i = 0; i < 10_000; i++) {
      const query = `${i}`.padEnd(1000, "q");
      const brand = Array.from({ length: 50 }, (_, j) => `${i}-${j}-${filler}`.slice(0, 200));
      const params = { query, filters: { brand } };
      keyChars = JSON.stringify([INDEX, query, 0, 18, "relevance", [], brand]).length;
      expect((await search.query(INDEX, params)).nbHits).toBe(0);
    }
    // Whatever the cache says it holds, its keys alone (two bytes a character) stay within 32 MB.
    const budget = 32 * 1024 * 1024;
    expect(cache.size * keyChars * 2).toBeLessThanOrEqual(budget);
    expect(cache.bytes).toBeLessThanOrEqual(budget);
    expect(cache.maxBytes).toBeLessThanOrEqual(budget);
    // Still a cache: the most recent answer comes back without a computation.
    expect(cache.size).toBeGreaterThan(100);
  }, 180_000);
});
