import type { AppliedPromotion, DiscountableLine, DiscountResult, PromotionErrorCode, PromotionRules } from "./types";

/**
 * The discount calculation (issue 19), pure: which promotions apply to a cart and what each takes
 * off each line. Automatic promotions first, then the cart's codes in the order they were added;
 * each works on what the ones before left, so the goods never go below zero.
 */

/** The date and storefront rules of a promotion, before any cart is looked at. */
export function timeAndPlaceProblem(rules: PromotionRules, channelId: number, now: Date): PromotionErrorCode | null {
  if (!rules.enabled) return "unknown";
  if (rules.endsAt && now >= rules.endsAt) return "expired";
  if (rules.startsAt && now < rules.startsAt) return "notYetValid";
  if (rules.channelIds.length > 0 && !rules.channelIds.includes(channelId)) return "wrongStorefront";
  return null;
}

/** The counter says no use is left (the order's transaction checks again under the row lock). */
export const usedUp = (rules: PromotionRules) => rules.usageLimit !== null && rules.timesUsed >= rules.usageLimit;

function inScope(rules: PromotionRules, line: DiscountableLine): boolean {
  if (rules.scope === "products") return rules.productIds.includes(line.productId);
  if (rules.scope === "categories") return line.categoryIds.some((id) => rules.categoryIds.includes(id));
  return true;
}

/** Splits `amount` over lines in proportion to their value, largest remainders first (sums exactly). */
export function allocate(amount: number, values: Array<{ id: string; value: number }>): Record<string, number> {
  const total = values.reduce((sum, v) => sum + v.value, 0);
  const out: Record<string, number> = {};
  if (total <= 0 || amount <= 0) return out;
  let given = 0;
  const remainders: Array<{ id: string; rest: number }> = [];
  for (const v of values) {
    const exact = (amount * v.value) / total;
    const floor = Math.floor(exact);
    out[v.id] = floor;
    given += floor;
    remainders.push({ id: v.id, rest: exact - floor });
  }
  remainders.sort((a, b) => b.rest - a.rest);
  for (let i = 0; given < amount && i < remainders.length; i++, given++) out[remainders[i].id] += 1;
  return out;
}

/**
 * What one promotion takes off, given what is left of each line; a reason instead when it does not
 * apply (dates, storefront, scope, minimum, currency).
 */
export function evaluate(
  rules: PromotionRules,
  input: { channelId: number; currency: string; now: Date; lines: DiscountableLine[]; left: Record<string, number>; shippingMinor: number },
): { ok: true; applied: AppliedPromotion } | { ok: false; reason: PromotionErrorCode } {
  const problem = timeAndPlaceProblem(rules, input.channelId, input.now);
  if (problem) return { ok: false, reason: problem };
  if (input.lines.length === 0) return { ok: false, reason: "emptyCart" };
  const eligible = input.lines.filter((l) => inScope(rules, l));
  if (eligible.length === 0) return { ok: false, reason: "notApplicable" };
  const minimum = rules.minimumOrder[input.currency] ?? 0;
  const orderValue = input.lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0);
  if (minimum > 0 && orderValue < minimum) return { ok: false, reason: "minimumNotReached" };
  const values = eligible.map((l) => ({ id: l.lineId, value: Math.max(0, input.left[l.lineId] ?? l.unitMinor * l.quantity) }));
  const base = values.reduce((sum, v) => sum + v.value, 0);
  let goods = 0;
  let shipping = 0;
  if (rules.kind === "percentage") goods = Math.round((base * Math.min(100, Math.max(0, rules.percentOff))) / 100);
  else if (rules.kind === "fixed") {
    const off = rules.amountsOff[input.currency];
    if (off === undefined || off <= 0) return { ok: false, reason: "wrongStorefront" };
    goods = Math.min(off, base);
  } else shipping = Math.max(0, input.shippingMinor);
  return {
    ok: true,
    applied: { promotionId: rules.id, code: rules.code ?? "", name: rules.name, kind: rules.kind, goodsMinor: goods, shippingMinor: shipping, perLine: allocate(goods, values) },
  };
}

/** Every promotion in turn over the lines (automatic ones, then codes): what applies and what does not. */
export function computeDiscounts(
  promotions: PromotionRules[],
  input: { channelId: number; currency: string; now: Date; lines: DiscountableLine[]; shippingMinor: number },
): DiscountResult {
  const left: Record<string, number> = Object.fromEntries(input.lines.map((l) => [l.lineId, l.unitMinor * l.quantity]));
  const result: DiscountResult = { applied: [], refused: [], goodsMinor: 0, shippingMinor: 0 };
  let shippingLeft = input.shippingMinor;
  for (const rules of promotions) {
    const outcome = evaluate(rules, { ...input, left, shippingMinor: shippingLeft });
    if (!outcome.ok) {
      if (rules.code) result.refused.push({ promotionId: rules.id, code: rules.code, name: rules.name, reason: outcome.reason });
      continue;
    }
    if (usedUp(rules)) {
      if (rules.code) result.refused.push({ promotionId: rules.id, code: rules.code, name: rules.name, reason: "usedUp" });
      continue;
    }
    const { applied } = outcome;
    for (const [lineId, amount] of Object.entries(applied.perLine)) left[lineId] -= amount;
    shippingLeft -= applied.shippingMinor;
    result.goodsMinor += applied.goodsMinor;
    result.shippingMinor += applied.shippingMinor;
    result.applied.push(applied);
  }
  return result;
}
