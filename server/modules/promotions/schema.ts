import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export type PromotionKind = "percentage" | "fixed" | "freeShipping";
export type PromotionScope = "order" | "categories" | "products";

/**
 * Promotions (issue 19; 001 §3 Cart line coupons / coupon_amount, Order discount_amount,
 * coupon_discount, applied_discounts). A promotion with a code is a coupon the shopper types; one
 * without (`code` null) applies by itself to every cart it fits ("10 % off accessories this week").
 * Money in minor units per currency; `timesUsed` is the usage counter, moved by a conditional update
 * in the order's transaction so `usageLimit` holds under concurrency.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    /** Upper case; null for an automatic promotion. */
    code: text("code"),
    name: text("name").notNull(),
    kind: text("kind").$type<PromotionKind>().notNull(),
    /** Percent off (1–100) for `percentage`. */
    percentOff: integer("percent_off").notNull().default(0),
    /** Amount off per currency (minor units) for `fixed`. */
    amountsOff: jsonb("amounts_off").$type<Record<string, number>>().notNull().default({}),
    scope: text("scope").$type<PromotionScope>().notNull().default("order"),
    categoryIds: jsonb("category_ids").$type<number[]>().notNull().default([]),
    productIds: jsonb("product_ids").$type<number[]>().notNull().default([]),
    /** Minimum order value (the goods in scope, before the discount) per currency; absent: none. */
    minimumOrder: jsonb("minimum_order").$type<Record<string, number>>().notNull().default({}),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Total uses allowed (null: no limit) and uses so far. */
    usageLimit: integer("usage_limit"),
    timesUsed: integer("times_used").notNull().default(0),
    /** Uses allowed per customer (a guest is known by the order's email); null: no limit. */
    perCustomerLimit: integer("per_customer_limit"),
    /** Channels (storefronts) where it is valid; empty: every selling storefront. */
    channelIds: jsonb("channel_ids").$type<number[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotions_code").on(t.code),
    check("promotions_times_used", sql`${t.timesUsed} >= 0`),
  ],
);

/** Coupons a cart carries (the cart's id: a guest's cart is keyed by its cookie). */
export const cartCoupons = pgTable(
  "promotion_cart_coupons",
  {
    cartId: uuid("cart_id").notNull(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.promotionId] })],
);

/**
 * One use of a promotion by an order, claimed in the order's transaction (with the counter), given
 * back when the payment is declined or the attempt abandoned. Kept for the per-customer limit and
 * the back office's usage per code.
 */
export const promotionRedemptions = pgTable(
  "promotion_redemptions",
  {
    id: serial("id").primaryKey(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    customerId: integer("customer_id"),
    /** Lower case. */
    email: text("email").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotion_redemptions_order").on(t.promotionId, t.orderId),
    index("promotion_redemptions_customer").on(t.promotionId, t.customerId),
    index("promotion_redemptions_email").on(t.promotionId, t.email),
    index("promotion_redemptions_by_order").on(t.orderId),
  ],
);

/** What the order keeps of each discount (001 §3 Order products applied_discounts), per line. */
export const orderDiscounts = pgTable(
  "promotion_order_discounts",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    promotionId: integer("promotion_id"),
    code: text("code").notNull().default(""),
    name: text("name").notNull(),
    /** The order line's product and variant; null for the shipping (free shipping). */
    productId: integer("product_id"),
    variantId: integer("variant_id"),
    amountMinor: integer("amount_minor").notNull(),
  },
  (t) => [index("promotion_order_discounts_order").on(t.orderId)],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionRedemptionRow = typeof promotionRedemptions.$inferSelect;
