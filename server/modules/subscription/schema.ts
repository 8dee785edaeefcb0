import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Subscription plans (001 §3 Subscription plan: sku, price, useProductPrice, billingName). A plan
 * makes one product subscribable; its frequencies and per-currency prices are below.
 */
export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull(),
    /** What the customer's statement and the account page call the plan. */
    billingName: text("billing_name").notNull(),
    /** When true the period price is the product's own price in the cart's currency, not the plan's. */
    useProductPrice: boolean("use_product_price").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("subscription_plans_sku").on(t.sku)],
);

/** How often a plan bills ("Monthly", "Quarterly"); the spec's frequency_id is this row's id. */
export const subscriptionFrequencies = pgTable(
  "subscription_frequencies",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: "cascade" }),
    /** Stable code (`monthly`, `quarterly`) for texts and tests; the name is shown. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    intervalMonths: integer("interval_months").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("subscription_frequencies_plan_code").on(t.planId, t.code), check("subscription_frequencies_interval", sql`${t.intervalMonths} > 0`)],
);

/** The price of one period of a frequency in a currency (minor units); a storefront sells in its currency. */
export const subscriptionPrices = pgTable(
  "subscription_prices",
  {
    frequencyId: integer("frequency_id")
      .notNull()
      .references(() => subscriptionFrequencies.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.frequencyId, t.currency] }), check("subscription_prices_amount", sql`${t.amountMinor} >= 0`)],
);

/**
 * Subscription statuses as stored: the second list of 001 §4 Statuses. The first list's names
 * (Active, Paused, Failed, Cancellation Requested) are their translated labels.
 */
export const SUBSCRIPTION_STATUSES = ["active", "paused", "cancelled", "failed", "completed", "cancellationRequested", "reviewCancellation", "cancellationInProgress"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The six cancellation reasons of 001 §4, as stored codes; their texts are translated. */
export const CANCELLATION_REASONS = ["dontNeedIt", "changeInCircumstances", "other", "endOfContract", "coolingOffPeriod", "bikePurchase"] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/**
 * A customer's subscription (001 §3 Subscription: plan, frequency, next payment date, status). The
 * period price and currency are fixed when it is taken out; the card in use is one of the
 * customer's stored payment methods (payment module), changed with updateSubscriptionPaymentMethod.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").notNull(),
    channelId: integer("channel_id").notNull(),
    planId: integer("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    frequencyId: integer("frequency_id")
      .notNull()
      .references(() => subscriptionFrequencies.id),
    productId: integer("product_id").notNull(),
    variantId: integer("variant_id").notNull().default(0),
    /** The order of the first period, written in the same transaction. */
    orderId: integer("order_id").notNull(),
    /** The cart the subscription was checked out from: one subscription per cart. */
    cartId: uuid("cart_id").notNull(),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull(),
    /** The stored payment method (payment module's id) charged each period. */
    storedPaymentMethodId: integer("stored_payment_method_id"),
    /** The day the next period is due (the storefront shows it as DD.MM.YYYY). */
    nextPaymentDate: date("next_payment_date", { mode: "string" }).notNull(),
    /** When the customer agreed, in the payment step, that the card is charged each period. */
    recurringConsentAt: timestamp("recurring_consent_at", { withTimezone: true }).notNull(),
    cancellationReason: text("cancellation_reason").$type<CancellationReason>(),
    cancellationRequestedAt: timestamp("cancellation_requested_at", { withTimezone: true }),
    /** When staff paused it (Paused, back office; decision 025); null when not paused. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_customer").on(t.customerId, t.id),
    index("subscriptions_due").on(t.nextPaymentDate).where(sql`${t.status} = 'active'`),
    uniqueIndex("subscriptions_cart").on(t.cartId),
  ],
);

export type SubscriptionChargeStatus = "pending" | "paid" | "declined" | "failed";

/**
 * The payment history (001 §3 paymentHistory): one row per charge attempt of a period. The first
 * period's row points at the checkout's order. `idempotencyKey` is what the payment provider is
 * given, so a crash between the charge and the commit, or a second billing process, can never charge
 * a period twice: a period has at most one attempt per number, and a retried key answers the
 * provider's first result.
 */
export const subscriptionCharges = pgTable(
  "subscription_charges",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** The first day of the period this charge pays for. */
    periodStart: date("period_start", { mode: "string" }).notNull(),
    attempt: integer("attempt").notNull().default(1),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<SubscriptionChargeStatus>().notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    providerReference: text("provider_reference"),
    orderId: integer("order_id"),
    /** When a declined attempt is tried again (the retry schedule), or null. */
    retryAt: timestamp("retry_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscription_charges_attempt").on(t.subscriptionId, t.periodStart, t.attempt),
    uniqueIndex("subscription_charges_key").on(t.idempotencyKey),
    index("subscription_charges_history").on(t.subscriptionId, t.id),
  ],
);

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionFrequencyRow = typeof subscriptionFrequencies.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChargeRow = typeof subscriptionCharges.$inferSelect;
