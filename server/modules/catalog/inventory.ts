import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { backInStockRegistrations, channelLocations, products, productVariants, stockLevels } from "./schema";
import { rows } from "./read-support";

export interface BackInStockResult {
  is_valid: boolean;
  status: number;
}

/** Stock: the channel's location (memoised), stock levels, what the cart checks, back-in-stock registrations. */
export class Inventory {
  private locationMemo = new Map<number, Promise<number | null>>();

  constructor(private readonly db: Database) {}

  invalidate(): void {
    this.locationMemo.clear();
  }

  /** The inventory location a channel ships from ("Failed to get the channel inventory location." when none). */
  locationOf(channelId: number): Promise<number | null> {
    let pending = this.locationMemo.get(channelId);
    if (!pending) {
      pending = this.db
        .select({ id: channelLocations.locationId })
        .from(channelLocations)
        .where(eq(channelLocations.channelId, channelId))
        .then((r) => r[0]?.id ?? null);
      this.locationMemo.set(channelId, pending);
    }
    return pending;
  }

  /** Stock service: POST /location/{id}/stocks/by-product-id (001 §7). */
  async stocksByProductId(locationId: number, productIds: number[]) {
    if (productIds.length === 0) return [];
    const list = await this.db
      .select({ product_id: stockLevels.productId, variant_id: stockLevels.variantId, quantity: stockLevels.quantity, sku: sql<string | null>`coalesce(${productVariants.sku}, ${products.sku})` })
      .from(stockLevels)
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .leftJoin(productVariants, eq(productVariants.id, stockLevels.variantId))
      .where(and(eq(stockLevels.locationId, locationId), inArray(stockLevels.productId, productIds)));
    return list;
  }

  /** Stock service: POST /location/{id}/stocks by SKU (variant or product SKUs). */
  async stocksBySku(locationId: number, skus: string[]) {
    if (skus.length === 0) return [];
    const list = await rows<{ sku: string; product_id: number; variant_id: number; quantity: number }>(
      this.db,
      sql`SELECT coalesce(v.sku, p.sku) AS sku, s.product_id, s.variant_id, s.quantity
          FROM catalog_stock_levels s
          JOIN catalog_products p ON p.id = s.product_id
          LEFT JOIN catalog_product_variants v ON v.id = s.variant_id
          WHERE s.location_id = ${locationId} AND coalesce(v.sku, p.sku) IN (${sql.join(skus.map((s) => sql`${s}`), sql`, `)})`,
    );
    return list;
  }

  /**
   * What the cart needs to check a line: limits, availability and stock of the product or variant
   * at the channel's location (`null` level when the product does not track inventory).
   */
  async purchaseInfo(channelId: number, productId: number, variantId?: number) {
    const [product] = await this.db.select().from(products).where(eq(products.id, productId));
    if (!product) return null;
    const locationId = await this.locationOf(channelId);
    let level: number | null = null;
    if (product.inventoryTracking !== "none" && locationId !== null) {
      const [row] = await this.db
        .select({ quantity: stockLevels.quantity })
        .from(stockLevels)
        .where(and(eq(stockLevels.locationId, locationId), eq(stockLevels.productId, productId), eq(stockLevels.variantId, product.inventoryTracking === "variant" ? (variantId ?? -1) : 0)));
      level = row?.quantity ?? 0;
    }
    return {
      productId,
      sku: product.sku,
      availability: product.availability,
      minimum: product.orderQuantityMinimum,
      maximum: product.orderQuantityMaximum,
      inventoryTracking: product.inventoryTracking,
      inventoryLevel: level,
    };
  }

  /**
   * Back-in-stock register (001 §4, §7): answers is_valid and status; a second registration of the
   * same email for the same product and variant is refused (001 §8 "Email is already registered.").
   */
  async registerBackInStock(input: { channelId: number; productId: number; variantId?: number; email: string }): Promise<BackInStockResult> {
    const inserted = await this.db
      .insert(backInStockRegistrations)
      .values({ channelId: input.channelId, productId: input.productId, variantId: input.variantId ?? 0, email: input.email.trim().toLowerCase() })
      .onConflictDoNothing()
      .returning({ id: backInStockRegistrations.id });
    return inserted.length > 0 ? { is_valid: true, status: 201 } : { is_valid: false, status: 409 };
  }

  /** Does the variant belong to the product (forms must not register foreign ids)? */
  async variantBelongs(productId: number, variantId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    return row !== undefined;
  }
}
