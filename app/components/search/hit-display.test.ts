import { afterEach, describe, expect, it, vi } from "vitest";
import { colourSwatches, highlights, productHref } from "./hit-display";
import { throttle } from "./throttle";

// 000 §2 Search product card; 000 §9 infinite-scroll throttle.
describe("search product card data", () => {
  it("links to /p plus the url, lower-cased, without a trailing slash", () => {
    expect(productHref("/12/Foldwell-Urban-3/")).toBe("/p/12/foldwell-urban-3");
    expect(productHref("/12/foldwell-urban-3")).toBe("/p/12/foldwell-urban-3");
  });

  it("crosses out colours whose stock flag is false", () => {
    const swatches = colourSwatches({
      colour_variants: ["Racing Red||#C0392B", "Midnight Blue||#1f3a5f", "Odd||url(x)", "Racing Red||#000"],
      colour_variants_stock: ["Racing Red||true", "Midnight Blue||false"],
    });
    expect(swatches).toEqual([
      { name: "Racing Red", hex: "#C0392B", inStock: true },
      { name: "Midnight Blue", hex: "#1f3a5f", inStock: false },
      { name: "Odd", hex: "#9ca3af", inStock: true },
    ]);
  });

  it("shows gear and material highlights when present", () => {
    expect(highlights({ custom_fields: { gear: "6-speed", material: "Steel" } })).toEqual([
      { kind: "gear", value: "6-speed" },
      { kind: "material", value: "Steel" },
    ]);
    expect(highlights({ custom_fields: {} })).toEqual([]);
  });
});

describe("throttle", () => {
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per window with the latest arguments", () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const run = throttle((n: number) => calls.push(n), 100);
    run(1);
    run(2);
    run(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(100);
    run(4);
    expect(calls).toEqual([1, 3, 4]);
    run(5);
    run.cancel();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual([1, 3, 4]);
  });
});
