import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * How long cached catalogue views live (stock moves without a catalogue epoch). A visitor chooses
 * their keys, so each cache is bounded in bytes too: issue 12.
 */
export const LISTING_TTL_MS = 30_000;

/** Shared by the catalogue's readers: raw rows, int[] parameters, minor units and the in-stock rule. */
export const major = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : minor / 100);
/** An int[] literal for `= ANY(...)`: one parameter whatever the list length. */
export const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** In stock at a location: available, and tracked stock above zero (or not tracked). */
export function inStockExpr(locationId: number): SQL {
  return sql`(p.availability = 'available' AND (p.inventory_tracking = 'none' OR EXISTS (
    SELECT 1 FROM catalog_stock_levels s WHERE s.product_id = p.id AND s.location_id = ${locationId} AND s.quantity > 0
      AND (s.variant_id = 0) = (p.inventory_tracking = 'product'))))`;
}
