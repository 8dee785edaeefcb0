import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Marketing sign-ups (001 §3 Marketing sign-up payload: email, country, message, placement). One row
 * per email address: a repeated sign-up updates it instead of adding another.
 */
export const marketingSubscriptions = pgTable(
  "marketing_subscriptions",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased. */
    email: text("email").notNull(),
    country: text("country").notNull(),
    message: text("message").notNull().default(""),
    /** Where the sign-up came from: newsletter_modal, marketing_sign_up_block, registration, … */
    placement: text("placement").notNull(),
    channelId: integer("channel_id").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("marketing_subscriptions_email").on(t.email), index("marketing_subscriptions_channel").on(t.channelId)],
);
