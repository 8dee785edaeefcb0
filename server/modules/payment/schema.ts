import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A customer's saved cards (001 §7 Card payments: storedPaymentMethods). Only the provider's token,
 * the brand, the last four digits and the expiry: never a card number (DESIGN.md).
 */
export const storedPaymentMethods = pgTable(
  "stored_payment_methods",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").notNull(),
    provider: text("provider").notNull(),
    providerToken: text("provider_token").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expiryMonth: integer("expiry_month").notNull(),
    expiryYear: integer("expiry_year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stored_payment_methods_customer").on(t.customerId), uniqueIndex("stored_payment_methods_token").on(t.customerId, t.providerToken)],
);

export type StoredPaymentMethodRow = typeof storedPaymentMethods.$inferSelect;
