import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The catalogue (001 §3 Product, Category, Brand; §4 Back-in-stock). Money is stored in minor units
 * (cents, pence) as integers; weights in grams. Everything a listing filters or sorts on is a
 * column or an indexed row, so facet counts are plain SQL.
 */

export const brands = pgTable("catalog_brands", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/** A category tree up to 5 levels (000 §9); `url` is `/bikes/urban`, `path` the ancestor ids. */
export const categories = pgTable(
  "catalog_categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    url: text("url").notNull().unique(),
    path: integer("path").array().notNull().default([]),
    depth: smallint("depth").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    description: text("description").notNull().default(""),
    /** Unpublished (issue 17, back office): hidden with its subtree from the tree, category pages, search and sitemap. */
    published: boolean("published").notNull().default(true),
    /** The category's last change (the seed's insert, a back-office write): the sitemap's lastmod (issue 16). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalog_categories_parent").on(t.parentId)],
);

/**
 * Category metafields (001 §3): DISPLAY_NAME per locale (`scope` = locale code) and
 * DISPLAY_STORE_FINDER_CTA_FOR_OOS_PRODUCTS per country (`scope` = ISO alpha-2).
 */
export const categoryMetafields = pgTable(
  "catalog_category_metafields",
  {
    categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    scope: text("scope").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.key, t.scope] }), index("catalog_category_metafields_key").on(t.key)],
);

export type InventoryTracking = "none" | "product" | "variant";
export type Availability = "available" | "preorder" | "disabled";

export const products = pgTable(
  "catalog_products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sku: text("sku").notNull().unique(),
    brandId: integer("brand_id").references(() => brands.id),
    description: text("description").notNull().default(""),
    weightGrams: integer("weight_grams").notNull().default(0),
    inventoryTracking: text("inventory_tracking").$type<InventoryTracking>().notNull().default("none"),
    availability: text("availability").$type<Availability>().notNull().default("available"),
    /** 0 means no limit; a quantity selector clamps to at least 1 (001 §5). */
    orderQuantityMinimum: integer("order_quantity_minimum").notNull().default(0),
    orderQuantityMaximum: integer("order_quantity_maximum").notNull().default(0),
    /** Raw list: used only when every entry is a number (001 §3). */
    relatedProducts: jsonb("related_products").$type<unknown[]>().notNull().default([]),
    /** Set on frame products: the size guide modal is offered. */
    hasSizeGuide: boolean("has_size_guide").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The product's last change (texts, prices, settings, images, variants, stock… in the back office): the sitemap's lastmod (issue 16). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalog_products_availability").on(t.availability)],
);

/**
 * Prices per currency (001 §3 price, sale_price, calculated_price; §9 USD ex-tax, others inc-tax).
 * Both tax modes are stored so a storefront reads its own column without arithmetic.
 */
export const productPrices = pgTable(
  "catalog_product_prices",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    priceInc: integer("price_inc").notNull(),
    priceEx: integer("price_ex").notNull(),
    salePriceInc: integer("sale_price_inc"),
    salePriceEx: integer("sale_price_ex"),
    /** Tax rate in basis points (2000 = 20%) the amounts were derived with. */
    taxRateBp: integer("tax_rate_bp").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);

/** Product options (001 §3 options: sort_order, option_values with is_default and label). */
export const productOptions = pgTable(
  "catalog_product_options",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** Stable key: `colour`, `handlebars`, `gears`. */
    key: text("key").notNull(),
    displayName: text("display_name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("catalog_product_options_product").on(t.productId)],
);

export const productOptionValues = pgTable(
  "catalog_product_option_values",
  {
    id: serial("id").primaryKey(),
    optionId: integer("option_id").notNull().references(() => productOptions.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** Swatch colour for colour options (`#0f3d2e`). */
    hex: text("hex"),
    isDefault: boolean("is_default").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("catalog_product_option_values_option").on(t.optionId)],
);

/** Variants (001 §3: sku, option_values, inventory_level, purchasing_disabled, inventory_warning_level). */
export const productVariants = pgTable(
  "catalog_product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull().unique(),
    optionValueIds: integer("option_value_ids").array().notNull().default([]),
    purchasingDisabled: boolean("purchasing_disabled").notNull().default(false),
    inventoryWarningLevel: integer("inventory_warning_level").notNull().default(0),
    imageUrl: text("image_url"),
  },
  (t) => [index("catalog_product_variants_product").on(t.productId)],
);

export const productImages = pgTable(
  "catalog_product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull().default(""),
    /** Images of one colour are shown when that colour is selected; null means every colour. */
    optionValueId: integer("option_value_id"),
    isThumbnail: boolean("is_thumbnail").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("catalog_product_images_product").on(t.productId)],
);

export const productVideos = pgTable(
  "catalog_product_videos",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    videoUrl: text("video_url").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
  },
  (t) => [index("catalog_product_videos_product").on(t.productId)],
);

/** Custom fields: the technical spec, and the gear and material highlights of search cards. */
export const productCustomFields = pgTable(
  "catalog_product_custom_fields",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    value: text("value").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("catalog_product_custom_fields_product").on(t.productId)],
);

/** Translated names and descriptions per locale (001 §7 getMetafields: productId, locale). */
export const productMetafields = pgTable(
  "catalog_product_metafields",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale, t.key] })],
);

export const productCategories = pgTable(
  "catalog_product_categories",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("catalog_product_categories_category").on(t.categoryId)],
);

/**
 * Facet values per product (001 §9 facets: colour, lighting, handlebars, speed, mudguards), kept
 * as rows so a listing counts them with one GROUP BY. Written from options and spec on save.
 */
export const productFacets = pgTable(
  "catalog_product_facets",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    facet: text("facet").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.facet, t.value] }), index("catalog_product_facets_value").on(t.facet, t.value)],
);

/** Warehouses; every channel ships from one of them (001 §7 stock service, inventoryCheck). */
export const inventoryLocations = pgTable("catalog_inventory_locations", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});

export const channelLocations = pgTable("catalog_channel_locations", {
  channelId: integer("channel_id").primaryKey(),
  locationId: integer("location_id").notNull().references(() => inventoryLocations.id),
});

/** Stock per location: `variantId` 0 holds the product-level level (inventory_tracking product). */
export const stockLevels = pgTable(
  "catalog_stock_levels",
  {
    locationId: integer("location_id").notNull().references(() => inventoryLocations.id),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.productId, t.variantId] }), index("catalog_stock_levels_product").on(t.productId)],
);

/** Moderation of reviews and questions (issue 17): new submissions wait; only approved ones are shown. */
export const MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const productReviews = pgTable(
  "catalog_product_reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    email: text("email").notNull().default(""),
    title: text("title").notNull(),
    text: text("text").notNull(),
    rating: smallint("rating").notNull(),
    locale: text("locale").notNull().default("en-GB"),
    /** New reviews wait for moderation before they are shown; staff approve or reject them (back office). */
    status: text("status").$type<ModerationStatus>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a staff member last approved or rejected it (who: the staff audit log). */
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [index("catalog_product_reviews_product").on(t.productId, t.status)],
);

export const productQuestions = pgTable(
  "catalog_product_questions",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    email: text("email").notNull().default(""),
    question: text("question").notNull(),
    answer: text("answer"),
    status: text("status").$type<ModerationStatus>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    /** When the shop's answer was written (back office). */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [index("catalog_product_questions_product").on(t.productId, t.status)],
);

/** Back-in-stock registrations (001 §4): one per product, variant (0 = none) and email. */
export const backInStockRegistrations = pgTable(
  "catalog_back_in_stock",
  {
    id: serial("id").primaryKey(),
    channelId: integer("channel_id").notNull(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").notNull().default(0),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the back-in-stock mail went out (server/jobs/back-in-stock.ts, issue 16); null until then. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("catalog_back_in_stock_unique").on(t.productId, t.variantId, t.email)],
);
