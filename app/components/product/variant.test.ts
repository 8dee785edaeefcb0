import { describe, expect, it } from "vitest";
import { listingSearch, parseListingState } from "../category/listing-state";
import { clampQuantity } from "./variant";

// 001 §5: a quantity selector value is clamped to at least the minimum (default 1) and at most the maximum if set.
describe("clampQuantity", () => {
  it("defaults the minimum to 1 and has no maximum when none is set", () => {
    expect(clampQuantity(0, 0, 0)).toBe(1);
    expect(clampQuantity(-4, 0, 0)).toBe(1);
    expect(clampQuantity(250, 0, 0)).toBe(250);
    expect(clampQuantity(Number.NaN, 0, 0)).toBe(1);
    expect(clampQuantity(2.7, 0, 0)).toBe(2);
  });

  it("clamps to the product's minimum and maximum", () => {
    expect(clampQuantity(1, 2, 5)).toBe(2);
    expect(clampQuantity(3, 2, 5)).toBe(3);
    expect(clampQuantity(9, 2, 5)).toBe(5);
    // A maximum below the minimum never lets the value drop under the minimum.
    expect(clampQuantity(9, 4, 2)).toBe(4);
  });
});

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
