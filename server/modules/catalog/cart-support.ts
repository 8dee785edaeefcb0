import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CatalogContext } from "./types";

/**
 * What the cart needs to know about the products in it (001 §3 Cart line, §5 Cart quantity, §7
 * inventoryCheck), read in ONE query whatever the number of lines: names in the locale, prices in
 * the storefront's currency and tax mode, limits, availability, variant attributes and the stock at
 * the channel's inventory location. Owned by the cart issue; it only reads catalogue tables.
 */
export interface CartProductDetails {
  productId: number;
  /** 0 for a product without variants. */
  variantId: number;
  /** False when the variant id does not belong to the product, or a variant is missing/unexpected. */
  variantMatches: boolean;
  name: string;
  /** The brand's name ('' when the product has none); order lines keep it (001 §3 Order products). */
  brand: string;
  /** The variant's SKU, else the product's. */
  sku: string;
  url: string;
  imageUrl: string;
  /** Minor units in the context's tax mode; null when the product has no price in the currency. */
  regularMinor: number | null;
  saleMinor: number | null;
  minimum: number;
  maximum: number;
  availability: "available" | "preorder" | "disabled";
  purchasingDisabled: boolean;
  /** Stock at the channel's location; null when the product does not track inventory. */
  inventoryLevel: number | null;
  /** The channel's inventory location; null when none is configured. */
  locationId: number | null;
  /** Variant attributes, e.g. Colour: Racing Green (000 §3 Cart line attributes). */
  options: Array<{ name: string; value: string }>;
}

export const lineKey = (productId: number, variantId: number) => `${productId}:${variantId}`;

const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

export async function cartProductDetails(
  db: Database,
  ctx: CatalogContext,
  refs: Array<{ productId: number; variantId: number }>,
): Promise<Map<string, CartProductDetails>> {
  const result = new Map<string, CartProductDetails>();
  if (refs.length === 0) return result;
  const price = sql.raw(ctx.taxMode === "inc" ? "pp.price_inc" : "pp.price_ex");
  const sale = sql.raw(ctx.taxMode === "inc" ? "pp.sale_price_inc" : "pp.sale_price_ex");
  const query = sql`
    WITH wanted AS (SELECT * FROM unnest(${intArray(refs.map((r) => r.productId))}, ${intArray(refs.map((r) => r.variantId))}) AS w(product_id, variant_id)),
         location AS (SELECT location_id FROM catalog_channel_locations WHERE channel_id = ${ctx.channelId})
    SELECT w.product_id, w.variant_id, p.slug, p.sku AS product_sku, v.sku AS variant_sku,
           coalesce(mn.value, p.name) AS name, coalesce((SELECT b.name FROM catalog_brands b WHERE b.id = p.brand_id), '') AS brand, p.availability, p.inventory_tracking,
           p.order_quantity_minimum AS minimum, p.order_quantity_maximum AS maximum,
           ${price} AS regular, ${sale} AS sale,
           coalesce(v.purchasing_disabled, false) AS purchasing_disabled,
           (v.id IS NOT NULL) AS variant_found,
           EXISTS (SELECT 1 FROM catalog_product_variants x WHERE x.product_id = p.id) AS has_variants,
           coalesce(v.image_url, (SELECT i.url FROM catalog_product_images i WHERE i.product_id = p.id ORDER BY i.sort_order, i.id LIMIT 1), '') AS image_url,
           (SELECT location_id FROM location) AS location_id,
           (SELECT s.quantity FROM catalog_stock_levels s
             WHERE s.location_id = (SELECT location_id FROM location) AND s.product_id = p.id
               AND s.variant_id = CASE WHEN p.inventory_tracking = 'variant' THEN w.variant_id ELSE 0 END) AS stock,
           (SELECT coalesce(json_agg(json_build_object('name', o.display_name, 'value', ov.label) ORDER BY o.sort_order), '[]'::json)
              FROM catalog_product_option_values ov JOIN catalog_product_options o ON o.id = ov.option_id
             WHERE v.id IS NOT NULL AND ov.id = ANY(v.option_value_ids)) AS options
      FROM wanted w
      JOIN catalog_products p ON p.id = w.product_id
      LEFT JOIN catalog_product_variants v ON v.id = w.variant_id AND v.product_id = p.id
      LEFT JOIN catalog_product_prices pp ON pp.product_id = p.id AND pp.currency = ${ctx.currency}
      LEFT JOIN catalog_product_metafields mn ON mn.product_id = p.id AND mn.locale = ${ctx.locale} AND mn.key = 'name'`;
  const { rows } = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  for (const r of rows) {
    const productId = Number(r.product_id);
    const variantId = Number(r.variant_id);
    const hasVariants = Boolean(r.has_variants);
    const tracking = String(r.inventory_tracking);
    const options = typeof r.options === "string" ? JSON.parse(r.options) : r.options;
    result.set(lineKey(productId, variantId), {
      productId,
      variantId,
      variantMatches: hasVariants ? Boolean(r.variant_found) : variantId === 0,
      name: String(r.name),
      brand: String(r.brand ?? ""),
      sku: String(r.variant_sku ?? r.product_sku),
      url: `/p/${productId}/${String(r.slug)}`,
      imageUrl: String(r.image_url ?? ""),
      regularMinor: r.regular === null ? null : Number(r.regular),
      saleMinor: r.sale === null ? null : Number(r.sale),
      minimum: Number(r.minimum),
      maximum: Number(r.maximum),
      availability: r.availability as CartProductDetails["availability"],
      purchasingDisabled: Boolean(r.purchasing_disabled),
      inventoryLevel: tracking === "none" ? null : Number(r.stock ?? 0),
      locationId: r.location_id === null || r.location_id === undefined ? null : Number(r.location_id),
      options: Array.isArray(options) ? (options as Array<{ name: string; value: string }>) : [],
    });
  }
  return result;
}

/** The inventory location a channel ships from, or null (001 §8 "Failed to get the channel inventory location."). */
export async function channelLocationId(db: Database, channelId: number): Promise<number | null> {
  const { rows } = (await db.execute(sql`SELECT location_id FROM catalog_channel_locations WHERE channel_id = ${channelId}`)) as unknown as {
    rows: Array<{ location_id: number }>;
  };
  return rows[0] ? Number(rows[0].location_id) : null;
}

export interface StockAtLocation {
  tracked: boolean;
  level: number;
  minimum: number;
  maximum: number;
  availability: "available" | "preorder" | "disabled";
}

/** Stock levels at a location for (product, variant) pairs; a product tracked per product reads variant 0. */
export async function stockAt(
  db: Database,
  locationId: number,
  refs: Array<{ productId: number; variantId: number }>,
): Promise<Map<string, StockAtLocation>> {
  const result = new Map<string, StockAtLocation>();
  if (refs.length === 0) return result;
  const query = sql`
    WITH wanted AS (SELECT * FROM unnest(${intArray(refs.map((r) => r.productId))}, ${intArray(refs.map((r) => r.variantId))}) AS w(product_id, variant_id))
    SELECT w.product_id, w.variant_id, p.inventory_tracking, p.availability,
           p.order_quantity_minimum AS minimum, p.order_quantity_maximum AS maximum,
           (SELECT s.quantity FROM catalog_stock_levels s
             WHERE s.location_id = ${locationId} AND s.product_id = p.id
               AND s.variant_id = CASE WHEN p.inventory_tracking = 'variant' THEN w.variant_id ELSE 0 END) AS stock
      FROM wanted w JOIN catalog_products p ON p.id = w.product_id`;
  const { rows } = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  for (const r of rows) {
    result.set(lineKey(Number(r.product_id), Number(r.variant_id)), {
      tracked: r.inventory_tracking !== "none",
      level: Number(r.stock ?? 0),
      minimum: Number(r.minimum),
      maximum: Number(r.maximum),
      availability: String(r.availability) as StockAtLocation["availability"],
    });
  }
  return result;
}
