import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A name/value pair stored on the customer (001 §3 form_fields; one holds the customer's cart id). */
export interface FormField {
  name: string;
  value: string;
}

/** Identity-check result kept for the subscription issue (001 §4 Verification status). */
export type VerificationStatus = "REJECTED" | "PENDING" | "VERIFIED" | "NEW_VERIFICATION_REQUIRED";

/** A registered customer (000 §3 Customer, 001 §3 Customer). Emails are stored lower-cased. */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** `$argon2id$v=19$m=…,t=…,p=…$salt$hash` (PHC string): parameters travel with the hash. */
    passwordHash: text("password_hash").notNull(),
    /** accepts_product_review_abandoned_cart_emails: the marketing opt-in. */
    acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
    /** The custom field `country`: the trade-platform country id (ISO 3166 alpha-2). */
    country: text("country"),
    formFields: jsonb("form_fields").$type<FormField[]>().notNull().default([]),
    verificationStatus: text("onfido_verification_status").$type<VerificationStatus>(),
    /** The channel (storefront) the customer registered on. */
    channelId: integer("channel_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customers_email").on(t.email)],
);

/** The customer's address book (001 §3 Customer address). */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address1: text("address1").notNull(),
    /** Apartment, suite or building. */
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    stateOrProvince: text("state_or_province").notNull().default(""),
    postalCode: text("postal_code").notNull(),
    /** ISO 3166 alpha-2. */
    countryCode: text("country_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_addresses_customer").on(t.customerId)],
);

/**
 * Server-side sessions (DESIGN.md, Sessions). The cookie holds a 128-bit random token; only its
 * SHA-256 is stored, so a copy of the table cannot be replayed as cookies.
 */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("customer_sessions_customer").on(t.customerId)],
);

/** Single-use, expiring password reset tokens; only the token's SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_customer").on(t.customerId)],
);

/**
 * Browsers a customer has signed in from (issue 12): the `known-device` cookie holds a random token
 * whose SHA-256 is stored here, and such a browser skips the per-account login wait, so an attacker
 * guessing elsewhere cannot lock the owner out.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_devices_customer").on(t.customerId)],
);
