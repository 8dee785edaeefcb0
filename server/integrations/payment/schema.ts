import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
  outcome: text("outcome").$type<"approve" | "decline">().notNull(),
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
    outcome: text("outcome").$type<"approved" | "declined">().notNull(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_test_charges_token").on(t.token)],
);
