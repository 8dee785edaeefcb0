import { describe, expect, it } from "vitest";
import { categorySlugs } from "./catalog.server";

// 000 §2: the category page is /c/{slug_1}/…/{slug_5}; its route is one splat, `c/*`.
describe("categorySlugs", () => {
  it("answers the one to five slugs of a category path", () => {
    expect(categorySlugs("bikes")).toEqual(["bikes"]);
    expect(categorySlugs("bikes/urban/single-speed")).toEqual(["bikes", "urban", "single-speed"]);
    expect(categorySlugs("a/b/c/d/e")).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("refuses no slug, more than five and empty ones", () => {
    expect(categorySlugs(undefined)).toBeNull();
    expect(categorySlugs("")).toBeNull();
    expect(categorySlugs("a/b/c/d/e/f")).toBeNull();
    expect(categorySlugs("bikes//urban")).toBeNull();
    expect(categorySlugs("bikes/")).toBeNull();
  });
});
