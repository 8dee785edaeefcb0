import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Bike registrations (001 §3 Bike registration: first name, last name, a 10-digit serial number,
 * date registered, bikeRegistrationId). A serial number is registered once (the unique index). The
 * email is stored lower-cased; a customer sees the bikes registered under their id and those
 * registered with their email before they had an account (matched at read time).
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
