import { describe, expect, it } from "vitest";
import { listingSearch, parseListingState } from "../category/listing-state";

// 001 §2 filter sidebar and §9 sort options: the whole view lives in the URL.
describe("listing state in the URL", () => {
  it("round-trips filters, sliders, stock, sort, page and view", () => {
    const search = "?colour=Sand&colour=Storm+Blue&brand=Foldwell&price=500-2000&weight=-12.5&stock=1&sort=price-asc&page=2&view=list";
    const state = parseListingState(new URLSearchParams(search));
    expect(state).toEqual({
      terms: { brand: ["Foldwell"], colour: ["Sand", "Storm Blue"] },
      price: { min: 500, max: 2000 },
      weight: { min: undefined, max: 12.5 },
      inStock: true,
      sort: "price-asc",
      page: 2,
      view: "list",
    });
    expect(parseListingState(new URLSearchParams(listingSearch(state)))).toEqual(state);
  });

  it("ignores values that do not parse instead of failing", () => {
    const state = parseListingState(new URLSearchParams("?sort=cheapest&page=-3&price=abc&view=table&colour="));
    expect(state).toMatchObject({ sort: "latest", page: 1, price: undefined, view: "grid", terms: {} });
    expect(listingSearch(state)).toBe("");
  });
});
