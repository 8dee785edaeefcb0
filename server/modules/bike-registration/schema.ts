import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Bike registrations (001 §3 Bike registration: first name, last name, a 10-digit serial number,
 * date registered, bikeRegistrationId). A serial number is registered once (the unique index). The
 * email is stored lower-cased. A customer sees the bikes under their id only: those registered while
 * signed in, and a guest's registration once it was confirmed from the link mailed to its email by
 * a customer signed in with that email (`bike_registration_tokens`). A matching email alone shows
 * nothing, as sign-up does not prove the address (issue 16, privacy).
 */
export const bikeRegistrations = pgTable(
  "bike_registrations",
  {
    id: serial("id").primaryKey(),
    /** What the shopper is shown and quotes (bikeRegistrationId), e.g. `BR-7KQ2M9XD`. */
    publicId: text("public_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    serialNumber: text("serial_number").notNull(),
    purchasedOn: date("purchased_on", { mode: "string" }).notNull(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    channelId: integer("channel_id").notNull(),
    /** The signed-in customer who registered it (customer module's customers.id; no cross-module reference). */
    customerId: integer("customer_id"),
  },
  (t) => [
    uniqueIndex("bike_registrations_serial").on(t.serialNumber),
    uniqueIndex("bike_registrations_public_id").on(t.publicId),
    index("bike_registrations_email").on(t.email),
    index("bike_registrations_customer").on(t.customerId),
  ],
);

export type BikeRegistrationRow = typeof bikeRegistrations.$inferSelect;

/**
 * The single-use links that attach a guest's registration to an account (issue 16): only the
 * SHA-256 of the token is stored, as for password reset links. A link is written when its mail is
 * sent (the outbox row holds no secret) and works once, until `expires_at`.
 */
export const bikeRegistrationTokens = pgTable(
  "bike_registration_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => bikeRegistrations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("bike_registration_tokens_registration").on(t.registrationId)],
);
