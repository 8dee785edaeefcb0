import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Taking and giving back stock for orders (DESIGN.md: stock never goes below zero). Each line is one
 * conditional UPDATE … WHERE quantity >= wanted: concurrent orders queue on the stock row's lock and
 * the loser re-reads the committed level, so the last units are sold exactly once. Lines are taken
 * in a fixed order (product, variant) so two orders never wait on each other's rows (no deadlock).
 * A product tracked per product keeps its level on variant 0 (catalog_stock_levels).
 */
export interface StockLine {
  productId: number;
  variantId: number;
  quantity: number;
}

const ordered = (lines: StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);

/**
 * Takes every line or none: answers the lines that were short (the caller rolls its transaction
 * back), and whether a level reached zero — the product now shows "Out of stock", so pages and
 * listings cached with its old stock are stale.
 */
export async function takeStock(tx: Database, locationId: number, lines: StockLine[]): Promise<{ short: StockLine[]; emptied: boolean }> {
  const short: StockLine[] = [];
  let emptied = false;
  for (const line of ordered(lines)) {
    const { rows } = (await tx.execute(sql`
      UPDATE catalog_stock_levels s SET quantity = s.quantity - ${line.quantity}
        FROM catalog_products p
       WHERE p.id = ${line.productId} AND s.location_id = ${locationId} AND s.product_id = p.id
         AND s.variant_id = CASE WHEN p.inventory_tracking = 'variant' THEN ${line.variantId}::int ELSE 0 END
         AND s.quantity >= ${line.quantity}
      RETURNING s.quantity`)) as unknown as { rows: Array<{ quantity: number | string }> };
    if (rows.length === 0) short.push(line);
    else if (Number(rows[0].quantity) === 0) emptied = true;
  }
  return { short, emptied };
}

/** Gives taken stock back (a declined payment); answers whether a level that was zero is stocked again. */
export async function returnStock(tx: Database, locationId: number, lines: StockLine[]): Promise<{ refilled: boolean }> {
  let refilled = false;
  for (const line of ordered(lines)) {
    const { rows } = (await tx.execute(sql`
      UPDATE catalog_stock_levels s SET quantity = s.quantity + ${line.quantity}
        FROM catalog_products p
       WHERE p.id = ${line.productId} AND s.location_id = ${locationId} AND s.product_id = p.id
         AND s.variant_id = CASE WHEN p.inventory_tracking = 'variant' THEN ${line.variantId}::int ELSE 0 END
      RETURNING s.quantity`)) as unknown as { rows: Array<{ quantity: number | string }> };
    if (rows.length > 0 && Number(rows[0].quantity) === line.quantity) refilled = true;
  }
  return { refilled };
}
