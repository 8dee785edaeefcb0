import type { PromotionKind, PromotionScope } from "./schema";

export type { PromotionKind, PromotionScope };

/** Why a code is refused (issue 19); each is a translated message in the `promotions` namespace. */
export type PromotionErrorCode =
  | "unknown"
  | "expired"
  | "notYetValid"
  | "usedUp"
  | "wrongStorefront"
  | "minimumNotReached"
  | "notApplicable"
  | "alreadyUsed"
  | "alreadyApplied"
  | "emptyCart";

export class PromotionError extends Error {
  constructor(
    readonly code: PromotionErrorCode,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** A promotion's rules as the discount calculation reads them. */
export interface PromotionRules {
  id: number;
  code: string | null;
  name: string;
  kind: PromotionKind;
  percentOff: number;
  amountsOff: Record<string, number>;
  scope: PromotionScope;
  categoryIds: number[];
  productIds: number[];
  minimumOrder: Record<string, number>;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  perCustomerLimit: number | null;
  channelIds: number[];
  enabled: boolean;
}

/** A cart or checkout line the discounts are computed on; money in minor units of the tax mode. */
export interface DiscountableLine {
  lineId: string;
  productId: number;
  variantId: number;
  quantity: number;
  /** What the shopper pays per unit (the special price when there is one). */
  unitMinor: number;
  /** The product's categories and their ancestors. */
  categoryIds: number[];
}

/** One promotion applied: its amount on the goods, per line, and on the shipping. */
export interface AppliedPromotion {
  promotionId: number;
  /** "" for an automatic promotion. */
  code: string;
  name: string;
  kind: PromotionKind;
  /** Off the goods, minor units. */
  goodsMinor: number;
  /** Off the shipping (free shipping), minor units. */
  shippingMinor: number;
  /** The goods discount allocated to lines: line id → minor units. */
  perLine: Record<string, number>;
}

export interface DiscountResult {
  applied: AppliedPromotion[];
  /** Codes on the cart that do not apply now, with the reason. */
  refused: Array<{ promotionId: number; code: string; name: string; reason: PromotionErrorCode }>;
  goodsMinor: number;
  shippingMinor: number;
}

/** A coupon as the cart shows it (001 §3 Cart coupons). Money in major units. */
export interface CartCouponView {
  code: string;
  name: string;
  /** What it takes off now (goods and shipping). */
  amount: number;
  /** Free shipping: the saving shows once a shipping method is chosen. */
  free_shipping: boolean;
  /** False when the code no longer applies to the cart (then `reason` says why: promotions:errors.<reason>). */
  applies: boolean;
  reason: PromotionErrorCode | null;
}

/** A promotion as the back office sees it. */
export interface PromotionAdminView {
  id: number;
  code: string | null;
  name: string;
  kind: PromotionKind;
  percent_off: number;
  amounts_off: Record<string, number>;
  scope: PromotionScope;
  category_ids: number[];
  product_ids: number[];
  minimum_order: Record<string, number>;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  times_used: number;
  per_customer_limit: number | null;
  channel_ids: number[];
  enabled: boolean;
}
