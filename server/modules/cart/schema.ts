import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Carts (001 §3 Cart, §4 Cart lifecycle). A cart belongs to one channel; a guest cart has no
 * customer. Ids are random UUIDs: for a guest the id in the cookie is the only key to the cart.
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channelId: integer("channel_id").notNull(),
    customerId: integer("customer_id"),
    /** The currency code the cart was created in (the storefront's currency, 001 §4). */
    currency: text("currency").notNull(),
    /**
     * For a customer cart: the id it replaced ('' when the customer had none). Two requests that
     * both find the same stale id in the customer's form field try to create the same
     * (customer, channel, replaced id) row, so the unique index lets only one cart be made.
     */
    replacesCartId: text("replaces_cart_id"),
    /** A subscription frequency is attached (001 §4); set by the subscription issue. */
    isSubscription: boolean("is_subscription").notNull().default(false),
    subscriptionFrequencyId: text("subscription_frequency_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_customer_replacement").on(t.customerId, t.channelId, t.replacesCartId),
    index("carts_customer").on(t.customerId),
  ],
);

/** One line per product and variant (variant 0: a product without variants); adds merge into it. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    variantId: integer("variant_id").notNull().default(0),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_line").on(t.cartId, t.productId, t.variantId),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
