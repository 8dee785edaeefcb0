import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Customer wishlists (001 §3 Wishlist: id, name, customer_id, items, is_public, token). One list a
 * customer; guests keep theirs in the browser's local storage and it is merged into this one at
 * login (001 §4 Wishlist). The token is random and names the list's public (read-only) page.
 */
export const wishlists = pgTable(
  "wishlists",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** The owner (customer module's customers.id; no cross-module reference). */
    customerId: integer("customer_id").notNull(),
    isPublic: boolean("is_public").notNull().default(false),
    /** 24 random bytes in lower-case hex (page paths are lower-cased): the share link /wishlist/{token}. */
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlists_customer").on(t.customerId), uniqueIndex("wishlists_token").on(t.token)],
);

/**
 * A wishlist's items: one row per product and variant (001 §3: the item id is the product id plus
 * the variant id; variant 0 for a product without variants), so adding the same twice is one row.
 */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    wishlistId: integer("wishlist_id")
      .notNull()
      .references(() => wishlists.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    variantId: integer("variant_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.wishlistId, t.productId, t.variantId] }), index("wishlist_items_added").on(t.wishlistId, t.addedAt)],
);
