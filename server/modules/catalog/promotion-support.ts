import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, productCategories } from "./schema";

/**
 * The categories of products with every ancestor (issue 19: a promotion on "Accessories" reaches
 * the products of its subcategories). Product id → category ids.
 */
export async function productCategoryIds(db: Database, productIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return out;
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId, path: categories.path })
    .from(productCategories)
    .innerJoin(categories, sql`${categories.id} = ${productCategories.categoryId}`)
    .where(inArray(productCategories.productId, ids));
  for (const row of rows) {
    const list = out.get(row.productId) ?? [];
    for (const id of [row.categoryId, ...(row.path ?? [])]) if (!list.includes(id)) list.push(id);
    out.set(row.productId, list);
  }
  return out;
}
