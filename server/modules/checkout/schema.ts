import { sql } from "drizzle-orm";
import type { PostalAddress } from "../../../common/postal-address";
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** An address as the checkout form sends it (001 §3 address fields, §9 limits). */
export type CheckoutAddress = PostalAddress;

export type CheckoutStatus = "open" | "placing" | "completed";

/**
 * What the attempt in flight pays with (decision 028), kept while the checkout is placing so that a
 * payment decided later (3-D Secure details, a recovered attempt) still keeps the card when asked
 * for (saved card, a subscription's card). A provider token and what the shop shows of the card;
 * never card data. Cleared when the attempt ends.
 */
export interface PendingPayment {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** The shopper asked to save the card (a signed-in customer's new card). */
  save: boolean;
  /** The saved card paying, or null for a new card. */
  storedPaymentMethodId: number | null;
  /**
   * The provider asked the shopper to authenticate (3-D Secure): the attempt waits for them, and is
   * given up after AUTHENTICATION_STALE_MS, or at once when they place the order again.
   */
  awaitingAuthentication?: boolean;
}

/**
 * The shop's hosted checkout (001 §4 Checkout): one per cart while open. Ids are random UUIDs and
 * access is still checked against the session (the customer, or the guest's cart cookie).
 * `placing` marks an order attempt in flight: a second complete of the same checkout is refused.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id").notNull(),
    channelId: integer("channel_id").notNull(),
    customerId: integer("customer_id"),
    email: text("email").notNull(),
    shippingAddress: jsonb("shipping_address").$type<CheckoutAddress>(),
    billingAddress: jsonb("billing_address").$type<CheckoutAddress>(),
    billingSameAsShipping: boolean("billing_same_as_shipping").notNull().default(true),
    shippingMethodId: text("shipping_method_id"),
    customerMessage: text("customer_message").notNull().default(""),
    status: text("status").$type<CheckoutStatus>().notNull().default("open"),
    orderId: integer("order_id"),
    pendingPayment: jsonb("pending_payment").$type<PendingPayment>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One checkout in progress per cart: checkoutLogin reuses it (two concurrent logins meet here).
  (t) => [uniqueIndex("checkouts_open_cart").on(t.cartId).where(sql`status <> 'completed'`)],
);

export type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * Idempotency keys (DESIGN.md: the same key returns the first answer; the same key with another
 * body is refused). `answer` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    answerStatus: integer("answer_status"),
    answer: jsonb("answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
