import { describe, expect, it } from "vitest";
import { activeFilterCount, categoryLabel, clearedFiltersUrl, pageUrl, parseResultsUrl, toggledFacetUrl } from "./search-url";

// 001 §9: search-results page, sort options, product filter facets; filters and page in the URL.
describe("results page URL", () => {
  it("reads term, 1-based page, sort and filters", () => {
    const state = parseResultsUrl(
      new URLSearchParams("q=urban&page=3&sort=price_asc&category=/bikes&colour=Red&colour=Blue&price_min=100&price_max=900&weight_max=12&in_stock=1"),
    );
    expect(state).toEqual({
      q: "urban",
      page: 2,
      sort: "price_asc",
      filters: { category_urls: ["/bikes"], colour: ["Red", "Blue"], price: { min: 100, max: 900 }, weight: { max: 12 }, inStock: true },
    });
  });

  it("drops what is malformed instead of failing", () => {
    const state = parseResultsUrl(new URLSearchParams(`page=-4&sort=random&price_min=abc&weight_min=-1&brand=&brand=${"x".repeat(300)}&in_stock=yes`));
    expect(state).toEqual({ q: "", page: 0, sort: "relevance", filters: {} });
    expect(parseResultsUrl(new URLSearchParams("page=1e9")).page).toBe(998);
  });

  it("converts weights from pounds on en-US", () => {
    const state = parseResultsUrl(new URLSearchParams("weight_max=22.0462262185"), { poundsPerUnit: 2.20462262185 });
    expect(state.filters.weight?.max).toBeCloseTo(10);
  });

  it("toggles a facet value and goes back to the first page", () => {
    const params = new URLSearchParams("q=bike&colour=Red&page=2");
    expect(toggledFacetUrl(params, "colour", "Blue")).toBe("/search?q=bike&colour=Red&colour=Blue");
    expect(toggledFacetUrl(params, "colour", "Red")).toBe("/search?q=bike");
    expect(toggledFacetUrl(params, "category_urls", "/bikes")).toBe("/search?q=bike&colour=Red&category=%2Fbikes");
  });

  it("builds page links and clears filters", () => {
    const params = new URLSearchParams("q=bike&colour=Red&sort=latest");
    expect(pageUrl(params, 1)).toBe("/search?q=bike&colour=Red&sort=latest&page=2");
    expect(pageUrl(new URLSearchParams("q=a&page=3"), 0)).toBe("/search?q=a");
    expect(clearedFiltersUrl(params)).toBe("/search?q=bike&sort=latest");
    expect(activeFilterCount({ colour: ["Red", "Blue"], price: { min: 1 }, inStock: true })).toBe(4);
  });

  it("labels categories by their last path segment", () => {
    expect(categoryLabel("/bikes/urban-bikes")).toBe("Urban bikes");
    expect(categoryLabel("/accessories")).toBe("Accessories");
  });
});
