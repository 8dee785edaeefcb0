import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The built-in test card processor's own tables (DESIGN.md: only a token, brand, last four digits
 * and expiry are ever stored; never the number or the CVC). A vendor adapter keeps these at the
 * vendor instead. `outcome` is what a charge with the token will do: the processor decides it at
 * tokenisation from the test card number, like a real sandbox does.
 */
export const paymentTestTokens = pgTable("payment_test_tokens", {
  token: text("token").primaryKey(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expiryMonth: integer("expiry_month").notNull(),
  expiryYear: integer("expiry_year").notNull(),
  outcome: text("outcome").$type<"approve" | "decline" | "authenticate">().notNull(),
  /**
   * Who made the token (issue 12): a token is bound to the customer, or for a guest to the checkout,
   * that tokenised it; another caller's charge with it is refused.
   */
  ownerCustomerId: integer("owner_customer_id"),
  ownerCheckoutId: text("owner_checkout_id"),
  /** A token is good for one charge unless saved as a card, and only until it expires. */
  usedAt: timestamp("used_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Charges of the test processor, one per idempotency key: a retried charge answers the first result. */
export const paymentTestCharges = pgTable(
  "payment_test_charges",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    reference: text("reference").notNull().unique(),
    token: text("token").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** pending: waiting for the 3-D Secure challenge (decision 028). */
    outcome: text("outcome").$type<"approved" | "declined" | "pending">().notNull(),
    /** Set once the whole amount is refunded. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** Minor units refunded so far (partial refunds, issue 17). */
    refundedMinor: integer("refunded_minor").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_test_charges_token").on(t.token)],
);

/** Partial refunds of the test processor, one per idempotency key: a retried refund is one refund. */
export const paymentTestRefunds = pgTable("payment_test_refunds", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  reference: text("reference").notNull(),
  amountMinor: integer("amount_minor").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Adyen adapter's own records (docs/decisions/020). The card itself is kept in Adyen's vault:
 * `storedPaymentMethodId` is Adyen's token, `token` the opaque handle the shop holds. The row says
 * whose it is (issue 12 ownership) and whether it is one-off (expires, pays once) or kept as a saved
 * card, which Adyen does not know; never a card number or CVC.
 */
export const paymentAdyenTokens = pgTable(
  "payment_adyen_tokens",
  {
    token: text("token").primaryKey(),
    storedPaymentMethodId: text("stored_payment_method_id").notNull(),
    /** A new Adyen token given by the first subscription charge (recurringProcessingModel Subscription), used by renewals. */
    subscriptionPaymentMethodId: text("subscription_payment_method_id"),
    shopperReference: text("shopper_reference").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expiryMonth: integer("expiry_month").notNull(),
    expiryYear: integer("expiry_year").notNull(),
    ownerCustomerId: integer("owner_customer_id"),
    ownerCheckoutId: text("owner_checkout_id"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_adyen_tokens_expires").on(t.expiresAt)],
);

/**
 * Adyen charges by the shop's idempotency key (also sent as Adyen's Idempotency-Key header). The
 * request is stored before it is sent (it names the stored token, never card data), so an outcome
 * lost in transit is asked for again with the same key: Adyen answers the first result.
 */
export const paymentAdyenCharges = pgTable(
  "payment_adyen_charges",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    token: text("token").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    /** action: waiting for the shopper's 3-D Secure authentication (decision 028). */
    status: text("status").$type<"pending" | "action" | "authorised" | "refused" | "failed">().notNull(),
    pspReference: text("psp_reference").unique(),
    refundPspReference: text("refund_psp_reference"),
    /** From the REFUND webhook: true refunded, false the refund failed, null not told yet. */
    refundSucceeded: boolean("refund_succeeded"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_adyen_charges_token").on(t.token)],
);

/** Adyen's standard webhooks, once each (Adyen delivers at least once: a repeat is recorded once). */
export const paymentAdyenNotifications = pgTable(
  "payment_adyen_notifications",
  {
    id: serial("id").primaryKey(),
    pspReference: text("psp_reference").notNull(),
    originalReference: text("original_reference"),
    merchantReference: text("merchant_reference"),
    eventCode: text("event_code").notNull(),
    success: boolean("success").notNull(),
    amountMinor: integer("amount_minor"),
    currency: text("currency"),
    reason: text("reason"),
    eventDate: text("event_date"),
    live: boolean("live").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_adyen_notifications_event").on(t.pspReference, t.eventCode, t.success)],
);
