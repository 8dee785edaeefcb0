import { describe, expect, it } from "vitest";
import { clampQuantity, judgeQuantity } from "./quantity-rules";

// 000 §5 Cart quantity; 001 §5 (minimum default 1, maximum if set).
describe("cart quantity rules", () => {
  const tube = { minimum: 2, maximum: 5 };

  it("refuses going below the minimum or above the maximum", () => {
    expect(judgeQuantity(2, 1, tube)).toEqual({ send: false, error: "minimum", limit: 2 });
    expect(judgeQuantity(5, 6, tube)).toEqual({ send: false, error: "maximum", limit: 5 });
    expect(judgeQuantity(3, 4, tube)).toEqual({ send: true });
  });

  it("lets an invalid line move towards the allowed range, not further away", () => {
    expect(judgeQuantity(8, 7, tube)).toEqual({ send: true });
    expect(judgeQuantity(8, 9, tube)).toMatchObject({ send: false, error: "maximum" });
    expect(judgeQuantity(1, 2, { minimum: 3, maximum: 0 })).toEqual({ send: true });
    expect(judgeQuantity(2, 1, { minimum: 3, maximum: 0 })).toMatchObject({ send: false, error: "minimum", limit: 3 });
  });

  it("the minimum defaults to 1 and no maximum means no upper limit", () => {
    expect(judgeQuantity(1, 0, { minimum: 0, maximum: 0 })).toMatchObject({ send: false, error: "minimum", limit: 1 });
    expect(judgeQuantity(1, 500, { minimum: 0, maximum: 0 })).toEqual({ send: true });
  });

  it("clamps a selector's value to the limits", () => {
    expect(clampQuantity(1, tube)).toBe(2);
    expect(clampQuantity(9, tube)).toBe(5);
    expect(clampQuantity(0, { minimum: 0, maximum: 0 })).toBe(1);
    expect(clampQuantity(Number.NaN, tube)).toBe(2);
  });
});

// 001 §5: a quantity selector value is clamped to at least the minimum (default 1) and at most the maximum if set.
// The one clampQuantity, used by the product page's and the cart line's QuantitySelector.
describe("clampQuantity", () => {
  const limits = (minimum: number, maximum: number) => ({ minimum, maximum });

  it("defaults the minimum to 1 and has no maximum when none is set", () => {
    expect(clampQuantity(0, limits(0, 0))).toBe(1);
    expect(clampQuantity(-4, limits(0, 0))).toBe(1);
    expect(clampQuantity(250, limits(0, 0))).toBe(250);
    expect(clampQuantity(Number.NaN, limits(0, 0))).toBe(1);
    expect(clampQuantity(2.7, limits(0, 0))).toBe(2);
  });

  it("clamps to the product's minimum and maximum", () => {
    expect(clampQuantity(1, limits(2, 5))).toBe(2);
    expect(clampQuantity(3, limits(2, 5))).toBe(3);
    expect(clampQuantity(9, limits(2, 5))).toBe(5);
    // A maximum below the minimum never lets the value drop under the minimum.
    expect(clampQuantity(9, limits(4, 2))).toBe(4);
  });
});
