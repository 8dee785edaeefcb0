import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

// 001 §9 (search, 12 per page), §2 category pages and the blog list (10 per page): one pagination.
describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and the current page's neighbours, with gaps between", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageWindow(7, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
