import { describe, expect, it } from "vitest";
import { allocate, computeDiscounts } from "./discounts";
import type { DiscountableLine, PromotionRules } from "./types";

// Issue 19: the discount calculation (pure): allocation to lines, stacking, free shipping, limits.
const rules = (over: Partial<PromotionRules>): PromotionRules => ({
  id: 1,
  code: "CODE",
  name: "Code",
  kind: "percentage",
  percentOff: 10,
  amountsOff: {},
  scope: "order",
  categoryIds: [],
  productIds: [],
  minimumOrder: {},
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  timesUsed: 0,
  perCustomerLimit: null,
  channelIds: [],
  enabled: true,
  ...over,
});
const lines: DiscountableLine[] = [
  { lineId: "a", productId: 1, variantId: 0, quantity: 3, unitMinor: 333, categoryIds: [10] },
  { lineId: "b", productId: 2, variantId: 0, quantity: 1, unitMinor: 1001, categoryIds: [20] },
];
const input = { channelId: 1, currency: "GBP", now: new Date("2026-06-01T00:00:00Z"), lines, shippingMinor: 495 };

describe("discounts (issue 19)", () => {
  it("allocates an amount over lines in proportion, summing exactly", () => {
    const shares = allocate(100, [{ id: "a", value: 1 }, { id: "b", value: 1 }, { id: "c", value: 1 }]);
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Object.values(shares).sort()).toEqual([33, 33, 34]);
  });

  it("stacks promotions on what the ones before left; a fixed amount never exceeds the goods", () => {
    const result = computeDiscounts([rules({ id: 1, code: null, percentOff: 50 }), rules({ id: 2, code: "BIG", kind: "fixed", amountsOff: { GBP: 999_999 } })], input);
    // 2000 of goods: 50 % = 1000, then the fixed amount takes the other 1000, never more.
    expect(result.applied.map((a) => a.goodsMinor)).toEqual([1000, 1000]);
    expect(result.goodsMinor).toBe(2000);
    for (const a of result.applied) expect(Object.values(a.perLine).reduce((x, y) => x + y, 0)).toBe(a.goodsMinor);
  });

  it("free shipping takes the shipping off, not the goods", () => {
    const result = computeDiscounts([rules({ kind: "freeShipping", percentOff: 0 })], input);
    expect(result).toMatchObject({ goodsMinor: 0, shippingMinor: 495 });
  });

  it("product scope reaches only its products; a used-up automatic promotion is skipped without a message", () => {
    const result = computeDiscounts([rules({ scope: "products", productIds: [2], percentOff: 10 }), rules({ id: 3, code: null, usageLimit: 1, timesUsed: 1 })], input);
    expect(result.applied).toHaveLength(1);
    expect(result.applied[0].perLine).toEqual({ b: 100 });
    expect(result.refused).toEqual([]);
  });
});
