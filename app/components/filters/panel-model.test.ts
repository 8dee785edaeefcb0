import { describe, expect, it } from "vitest";
import { categoryFiltersCodec, parseListingState } from "../category/listing-state";
import { parseResultsUrl, searchFiltersCodec } from "../search/search-url";
import { categoryPanelModel, rangeChange, rangeGroup, searchPanelModel, type RangeGroup, type TermGroup } from "./panel-model";

// 001 §9: "Product filter facets: brand, lighting, price slider, colour, handlebars, speed,
// mudguards, weight slider, in-stock toggle"; §2 filter sidebar (category) and facets sidebar (search).

const categoryLabels = {
  facet: (f: string) => f.toUpperCase(),
  value: (_f: string, v: string) => `~${v}`,
  price: "Price",
  weight: "Weight",
};
const none = { value: "", count: 0, selected: false };
const listing = {
  facets: {
    brand: [{ value: "Foldwell", count: 9, selected: false }],
    lighting: [],
    colour: [
      { value: "Sand", count: 2, selected: true, hex: "#d8c3a5" },
      { value: "Storm Blue", count: 0, selected: false, hex: "#3b5b7a" },
    ],
    handlebars: [],
    speed: [{ ...none, value: "6", count: 4 }],
    mudguards: [],
  },
  priceRange: { min: 499.5, max: 3999 },
  weightRange: { min: 7.93, max: 21.08 },
  inStockCount: 8,
};

describe("category listing → filters panel (001 §9 facets, price and weight sliders, in-stock toggle)", () => {
  it("orders in-stock, price slider, the term facets with values, weight slider; empty facets are left out", () => {
    const model = categoryPanelModel(listing, { inStock: false }, categoryLabels);
    expect(model.inStock).toEqual({ param: "stock", checked: false, count: 8 });
    expect(model.groups.map((g) => g.key)).toEqual(["price", "colour", "brand", "speed", "weight"]);
    const colour = model.groups[1] as TermGroup;
    expect(colour.param).toBe("colour");
    expect(colour.label).toBe("COLOUR");
    expect(colour.options).toEqual([
      { value: "Sand", label: "~Sand", count: 2, selected: true, disabled: false, hex: "#d8c3a5", depth: 0 },
      // No product has it under the other filters: shown, not tickable.
      { value: "Storm Blue", label: "~Storm Blue", count: 0, selected: false, disabled: true, hex: "#3b5b7a", depth: 0 },
    ]);
    expect(model.activeCount).toBe(1);
  });

  it("gives the sliders whole-step bounds and the applied range (kilograms, the unit of the category URL)", () => {
    const model = categoryPanelModel(listing, { inStock: true, price: { min: 1000 }, weight: { min: 9, max: 14 } }, categoryLabels);
    const [price, weight] = model.groups.filter((g): g is RangeGroup => g.kind === "range");
    expect(price).toEqual({ kind: "range", key: "price", label: "Price", min: 499, max: 3999, step: 1, value: [1000, 3999] });
    expect(weight).toMatchObject({ key: "weight", min: 7.9, max: 21.1, step: 0.1, value: [9, 14] });
    expect(model.activeCount).toBe(4);
  });
});

describe("search result → filters panel (001 §9 facets sidebar)", () => {
  const labels = { facet: (f: string) => f, category: (url: string) => `cat:${url}`, price: "Price", weight: "Weight" };
  const result = {
    facets: { category_urls: { "/bikes/electric": 2, "/bikes": 30 }, brand: { Foldwell: 30, Acme: 30, Zed: 1 } },
    facets_stats: { price: { min: 7.45, max: 4200.2 }, weight: { min: 0.2, max: 20 } },
  };

  it("lists category paths by name with depth, other values by count; a ticked value missing from the counts stays with 0", () => {
    const model = searchPanelModel(result, { brand: ["Gone"] }, labels);
    expect(model.inStock).toEqual({ param: "in_stock", checked: false });
    expect(model.groups.map((g) => g.key)).toEqual(["category_urls", "brand", "price", "weight"]);
    const [category, brand] = model.groups as TermGroup[];
    expect(category.param).toBe("category");
    expect(category.options.map((o) => [o.value, o.label, o.depth])).toEqual([["/bikes", "cat:/bikes", 0], ["/bikes/electric", "cat:/bikes/electric", 1]]);
    expect(brand.options.map((o) => [o.value, o.count, o.selected, o.disabled])).toEqual([
      ["Acme", 30, false, false], ["Foldwell", 30, false, false], ["Zed", 1, false, false], ["Gone", 0, true, false],
    ]);
  });

  it("shows weights in the display unit of the search URL (pounds on en-US, 001 §9)", () => {
    const perUnit = 2.20462262185;
    const model = searchPanelModel(result, { weight: { max: 10 / perUnit }, inStock: true }, labels, perUnit);
    const weight = model.groups.find((g) => g.key === "weight") as RangeGroup;
    expect(weight).toMatchObject({ min: 0.4, max: 44.1, value: [0.4, 10] });
    expect(model.activeCount).toBe(2);
  });
});

describe("a slider's thumbs → a range filter", () => {
  const group = rangeGroup("price", "Price", { min: 100, max: 900 }, undefined, 1)!;
  it("treats a thumb at its bound as no limit and both at the bounds as no filter", () => {
    expect(rangeChange(group, [100, 900])).toBeUndefined();
    expect(rangeChange(group, [250, 900])).toEqual({ min: 250, max: undefined });
    expect(rangeChange(group, [100, 400])).toEqual({ min: undefined, max: 400 });
  });
  it("has no slider when the bounds leave nothing to choose", () => {
    expect(rangeGroup("weight", "Weight", { min: 12, max: 12 }, undefined, 0.1)).toBeNull();
    expect(rangeGroup("weight", "Weight", undefined, undefined, 0.1)).toBeNull();
  });
});

describe("each page's URL codec keeps its parameter names (a contract with bookmarks and the page cache)", () => {
  it("category: price=…-…&weight=…&stock=1, back to page 1 on a change", () => {
    const state = parseListingState(new URLSearchParams("colour=Sand&sort=price-asc&page=3"));
    let next = categoryFiltersCodec.apply(state, { kind: "range", key: "price", range: { min: 500, max: 2000 } });
    next = categoryFiltersCodec.apply(next, { kind: "range", key: "weight", range: { min: 8, max: 14 } });
    next = categoryFiltersCodec.apply(next, { kind: "inStock", checked: true });
    expect(categoryFiltersCodec.write(next)).toBe("?colour=Sand&price=500-2000&weight=8-14&stock=1&sort=price-asc");
    expect(categoryFiltersCodec.write(categoryFiltersCodec.apply(next, { kind: "term", key: "colour", value: "Sand" }))).toBe(
      "?price=500-2000&weight=8-14&stock=1&sort=price-asc",
    );
    expect(categoryFiltersCodec.write(categoryFiltersCodec.clear(next))).toBe("?sort=price-asc");
    expect(categoryFiltersCodec.read(new URLSearchParams(categoryFiltersCodec.write(next)))).toEqual(next);
  });

  it("search: price_min/price_max/weight_min/weight_max/in_stock, weights in pounds on en-US", () => {
    const perUnit = 2.20462262185;
    const codec = searchFiltersCodec({ poundsPerUnit: perUnit });
    const state = codec.read(new URLSearchParams("q=fold&category=%2Fbikes&sort=price_asc&page=2"));
    let next = codec.apply(state, { kind: "range", key: "price", range: { min: 500 } });
    next = codec.apply(next, { kind: "range", key: "weight", range: { min: 18, max: 30.5 } });
    next = codec.apply(next, { kind: "inStock", checked: true });
    const query = codec.write(next);
    expect(query).toBe("?q=fold&category=%2Fbikes&price_min=500&weight_min=18&weight_max=30.5&in_stock=1&sort=price_asc");
    expect(parseResultsUrl(new URLSearchParams(query), { poundsPerUnit: perUnit }).filters.weight?.max).toBeCloseTo(30.5 / perUnit);
    expect(codec.write(codec.apply(next, { kind: "term", key: "category_urls", value: "/bikes" }))).not.toContain("category=");
    expect(codec.write(codec.clear(next))).toBe("?q=fold&sort=price_asc");
  });
});
