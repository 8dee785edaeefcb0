import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexDocument, MemoryIndex, type IndexQuery } from "./memory-index";
import { FACET_NAMES, type FacetName } from "./query";
import { makeHit } from "./test-hits";
import { similarity, textTrigrams, wordTrigrams } from "./trigrams";

// The in-process search index (docs/decisions/014); 000 §2 Search dropdown, 001 §9 facets and sorts.
const query = (overrides: Partial<IndexQuery>): IndexQuery => ({ term: "", page: 0, hitsPerPage: 18, sort: "relevance", filters: {}, facets: [], ...overrides });

describe("trigram similarity (as pg_trgm)", () => {
  it("pads words and compares trigram sets", () => {
    expect([...wordTrigrams("cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
    // foldwell has 9 trigrams, folwel 7, 4 shared: 4 / (9 + 7 - 4).
    expect(similarity(wordTrigrams("foldwell"), wordTrigrams("folwel"))).toBeCloseTo(1 / 3);
    expect(similarity(textTrigrams(["rear", "light"]), textTrigrams(["rear", "light"]))).toBe(1);
    expect(similarity(new Set(), wordTrigrams("x"))).toBe(0);
  });
});

describe("memory index", () => {
  const index = new MemoryIndex(
    [
      makeHit({ product: 1, name: "Front Light", description: "Bright", created_order: 1, price: 40 }),
      makeHit({ product: 2, name: "Rear Rack", description: "Carries a light load", created_order: 2, price: 60 }),
      makeHit({ product: 3, name: "Lighthouse Poster", created_order: 3, price: 10 }),
      makeHit({ product: 4, name: "Light Light Light", created_order: 4, price: 20 }),
    ].map(indexDocument),
  );
  const names = (q: Partial<IndexQuery>) => index.query(query(q)).hits.map((h) => h.name);

  it("ranks a name match above a description match, repeats a little higher, ties newest first", () => {
    expect(names({ term: "light" })).toEqual(["Light Light Light", "Lighthouse Poster", "Front Light", "Rear Rack"]);
    // As a non-final word "light" must match whole, so the poster drops out.
    expect(names({ term: "light front" })).toEqual(["Front Light"]);
    expect(names({ term: "light", hitsPerPage: 2, page: 1 })).toEqual(["Front Light", "Rear Rack"]);
  });

  it("corrects a misspelt word to at most three indexed words, never a known one", () => {
    expect(names({ term: "rackk" })).toEqual(["Rear Rack"]);
    // Like pg_trgm: "rak" shares 2 of 7 trigrams with "rack", below the 0.3 threshold.
    expect(names({ term: "rak" })).toEqual([]);
    expect(names({ term: "lihgt poster" })).toEqual([]);
    expect(names({ term: "posterr" })).toEqual(["Lighthouse Poster"]);
  });

  it("pages through a precomputed sort order", () => {
    expect(names({ sort: "price_asc", hitsPerPage: 2, page: 1 })).toEqual(["Front Light", "Rear Rack"]);
    expect(index.query(query({ sort: "price_asc", hitsPerPage: 2, page: 5 }))).toMatchObject({ hits: [], nbHits: 4, nbPages: 2 });
  });

  it("counts facets like a brute-force reference, for any filters (property)", () => {
    const colours = ["Red", "Blue", "Green"];
    const hits = Array.from({ length: 40 }, (_, i) =>
      makeHit({
        product: 100 + i, name: `Item ${i % 7}`, price: (i * 37) % 500, weight: (i * 13) % 20, product_stock: i % 3 !== 0,
        brand: ["Foldwell", "Crane", "Ortlieb"][i % 3], category_urls: i % 2 ? ["/bikes"] : ["/accessories"],
        facets: { colour: [colours[i % 3], colours[(i * 5) % 3]], speed: [`${i % 4}-speed`] },
      }),
    );
    const docs = hits.map(indexDocument);
    const big = new MemoryIndex(docs);
    const filtersArb = fc.record(
      {
        colour: fc.subarray(colours),
        brand: fc.subarray(["Foldwell", "Crane", "Ortlieb"]),
        price: fc.record({ min: fc.integer({ min: 0, max: 250 }), max: fc.integer({ min: 250, max: 500 }) }),
        inStock: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const result = big.query(query({ facets: [...FACET_NAMES], filters, hitsPerPage: 100 }));
        const passes = (doc: (typeof docs)[number], except?: FacetName | "ranges") =>
          (except === "colour" || !filters.colour?.length || doc.facets.colour.some((c) => filters.colour!.includes(c))) &&
          (except === "brand" || !filters.brand?.length || filters.brand.includes(doc.facets.brand[0])) &&
          (except === "ranges" || !filters.price || (doc.price >= filters.price.min && doc.price <= filters.price.max)) &&
          (!filters.inStock || doc.inStock);
        expect(result.nbHits).toBe(docs.filter((d) => passes(d)).length);
        for (const facet of FACET_NAMES) {
          const expected: Record<string, number> = {};
          for (const doc of docs.filter((d) => passes(d, facet))) for (const v of new Set(doc.facets[facet])) expected[v] = (expected[v] ?? 0) + 1;
          expect(result.facets[facet]).toEqual(expected);
        }
        const ranged = docs.filter((d) => passes(d, "ranges"));
        if (ranged.length > 0) expect(result.facets_stats.price).toEqual({ min: Math.min(...ranged.map((d) => d.price)), max: Math.max(...ranged.map((d) => d.price)) });
      }),
      { numRuns: 100 },
    );
  });
});
