import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { BoundedCache } from "../../lib/bounded-cache";
import type { Inventory } from "./inventory";
import { inStockExpr, intArray, LISTING_TTL_MS, rows } from "./read-support";
import type { CatalogContext, ProductCard } from "./types";

const BLOCK_CARDS_CACHE_BYTES = 8 * 1024 * 1024;
/** Custom fields shown as the search card's highlights (000 §2 Search product card). */
const GEAR_FIELD = "Gears";
const MATERIAL_FIELD = "Frame material";

/** The row behind a product card and a search hit. */
export interface CardRow {
  card: ProductCard;
  sku: string;
  description: string;
  defaultColour: string;
}

/** Product cards (listings, related products, CMS blocks) and the rows search hits are built from. */
export class CardReader {
  /** Cards of the products CMS blocks name (home and content pages), same rules as category views. */
  private blockCardsCache = new BoundedCache<ProductCard[]>({ maxBytes: BLOCK_CARDS_CACHE_BYTES, ttlMs: LISTING_TTL_MS });

  constructor(
    private readonly db: Database,
    private readonly inventory: Inventory,
  ) {}

  invalidate(): void {
    this.blockCardsCache.invalidate();
  }

  /**
   * Cards for the products a CMS page's blocks name, cached: the home page's product blocks cost
   * four catalogue queries (~8 ms on PGlite) on every full render for data that changes with the
   * catalogue only.
   */
  async blockCards(ids: number[], ctx: CatalogContext): Promise<ProductCard[]> {
    const wanted = [...new Set(ids)].sort((a, b) => a - b);
    const key = `${ctx.channelId}|${ctx.currency}|${ctx.taxMode}|${ctx.locale}|${wanted.join(",")}`;
    return this.blockCardsCache.get(key, () => this.cards(wanted, ctx));
  }

  /** Cards for listings and related products, in the order of `ids`. */
  async cards(ids: number[], ctx: CatalogContext): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const locationId = (await this.inventory.locationOf(ctx.channelId)) ?? -1;
    const found = await this.cardRows(ids, ctx, locationId);
    const byId = new Map(found.map((c) => [c.card.id, c.card]));
    return ids.map((id) => byId.get(id)).filter((c): c is ProductCard => c !== undefined);
  }

  /**
   * The rows behind cards and search hits, for some products or (ids null) every visible one, in a
   * fixed number of queries whatever the count.
   */
  async cardRows(ids: number[] | null, ctx: CatalogContext, locationId: number): Promise<CardRow[]> {
    const only = (column: SQL) => (ids ? sql`${column} = ANY(${intArray(ids)})` : sql`TRUE`);
    const price = ctx.taxMode === "inc" ? sql.raw("pp.price_inc") : sql.raw("pp.price_ex");
    const sale = ctx.taxMode === "inc" ? sql.raw("pp.sale_price_inc") : sql.raw("pp.sale_price_ex");
    const [base, thumbs, colours, fields] = await Promise.all([
      rows<{
        id: number; slug: string; sku: string; name: string; description: string; brand: string | null; price: number | null;
        sale: number | null; weight_grams: number; availability: string; in_stock: boolean; tracking: string;
      }>(
        this.db,
        sql`SELECT p.id, p.slug, p.sku, coalesce(mn.value, p.name) AS name, coalesce(md.value, p.description) AS description,
                   br.name AS brand, ${price} AS price, ${sale} AS sale, p.weight_grams, p.availability,
                   p.inventory_tracking AS tracking, ${inStockExpr(locationId)} AS in_stock
            FROM catalog_products p
            JOIN catalog_product_prices pp ON pp.product_id = p.id AND pp.currency = ${ctx.currency}
            LEFT JOIN catalog_brands br ON br.id = p.brand_id
            LEFT JOIN catalog_product_metafields mn ON mn.product_id = p.id AND mn.locale = ${ctx.locale} AND mn.key = 'name'
            LEFT JOIN catalog_product_metafields md ON md.product_id = p.id AND md.locale = ${ctx.locale} AND md.key = 'description'
            WHERE p.availability <> 'disabled' AND ${only(sql`p.id`)}
            ORDER BY p.id`,
      ),
      rows<{ product_id: number; url: string; alt: string }>(
        this.db,
        sql`SELECT DISTINCT ON (product_id) product_id, url, alt FROM catalog_product_images WHERE ${only(sql`product_id`)} ORDER BY product_id, sort_order, id`,
      ),
      rows<{ product_id: number; label: string; hex: string | null; in_stock: boolean; is_default: boolean }>(
        this.db,
        sql`SELECT o.product_id, v.label, v.hex, v.is_default,
                   EXISTS (SELECT 1 FROM catalog_product_variants pv JOIN catalog_stock_levels s ON s.variant_id = pv.id
                           AND s.product_id = pv.product_id AND s.location_id = ${locationId} AND s.quantity > 0
                           WHERE pv.product_id = o.product_id AND v.id = ANY(pv.option_value_ids)) AS in_stock
            FROM catalog_product_options o JOIN catalog_product_option_values v ON v.option_id = o.id
            WHERE o.key = 'colour' AND ${only(sql`o.product_id`)} ORDER BY o.product_id, v.sort_order`,
      ),
      rows<{ product_id: number; name: string; value: string }>(
        this.db,
        sql`SELECT product_id, name, value FROM catalog_product_custom_fields WHERE name IN (${GEAR_FIELD}, ${MATERIAL_FIELD}) AND ${only(sql`product_id`)}`,
      ),
    ]);
    const group = <T extends { product_id: number }>(list: T[]) => {
      const map = new Map<number, T[]>();
      for (const r of list) {
        const key = Number(r.product_id);
        map.set(key, [...(map.get(key) ?? []), r]);
      }
      return map;
    };
    const thumbOf = new Map(thumbs.map((t) => [Number(t.product_id), t]));
    const coloursOf = group(colours);
    const fieldsOf = group(fields);
    return base.map((r) => {
      const id = Number(r.id);
      const inStock = Boolean(r.in_stock);
      const colourRows = coloursOf.get(id) ?? [];
      const regular = Number(r.price ?? 0);
      const card: ProductCard = {
        id,
        name: r.name,
        url: `/p/${id}/${r.slug}`,
        image: thumbOf.get(id)?.url ?? "",
        imageAlt: thumbOf.get(id)?.alt ?? r.name,
        brand: r.brand ?? "",
        price: (r.sale ?? regular) / 100,
        wasPrice: r.sale === null ? null : regular / 100,
        inStock,
        preOrder: r.availability === "preorder",
        weightKg: r.weight_grams / 1000,
        colours: colourRows.map((c) => ({
          label: c.label,
          hex: c.hex ?? "#999999",
          // Without variant stock a colour is as available as its product.
          inStock: r.tracking === "variant" ? Boolean(c.in_stock) && r.availability === "available" : inStock,
        })),
        highlights: {
          gear: fieldsOf.get(id)?.find((f) => f.name === GEAR_FIELD)?.value,
          material: fieldsOf.get(id)?.find((f) => f.name === MATERIAL_FIELD)?.value,
        },
      };
      return { card, sku: r.sku, description: r.description, defaultColour: colourRows.find((c) => c.is_default)?.label ?? colourRows[0]?.label ?? "" };
    });
  }
}
