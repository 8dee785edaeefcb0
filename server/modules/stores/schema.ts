import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { OpeningHours } from "./types";

/**
 * Physical stores of the finder (001 §3 Store: location, type, phone, email, address; attributes
 * accreditation level, website, contactable and show-on-finder flags; geometry). The geometry is a
 * latitude/longitude pair; nearest-store queries use the `cube` + `earthdistance` extensions (no
 * PostGIS) with a GiST index on `ll_to_earth`, in PGlite and PostgreSQL alike.
 */
export const stores = pgTable(
  "stores",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** 001 §4 accreditation level code (types.ts ACCREDITATION_LEVELS); any other value or null hides the store. */
    accreditationLevel: text("accreditation_level"),
    street: text("street").notNull(),
    city: text("city").notNull(),
    postCode: text("post_code").notNull(),
    /** ISO 3166 alpha-2. */
    countryCode: text("country_code").notNull(),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    contactable: boolean("contactable").notNull().default(false),
    showOnFinder: boolean("show_on_finder").notNull().default(true),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Weekday → "09:00–18:00" or null (closed). */
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stores_earth").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`)],
);

/**
 * Stock per location (001 §7 Stock and stores service: stocks by product at a location): a store is
 * its own location. Product ids point at the catalogue by value (a module never references another
 * module's tables); the catalogue's service gives their names, pages and images.
 */
export const storeStock = pgTable(
  "store_stock",
  {
    storeId: integer("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] }), index("store_stock_product").on(t.productId)],
);
