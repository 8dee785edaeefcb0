import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, productCategories, productPrices, products } from "./schema";

export interface CatalogSitemap {
  /** Visible products with a price in the currency: product page path parts and their last change. */
  products: Array<{ id: number; slug: string; lastmod: Date }>;
  /** Categories whose subtree holds one of those products; lastmod is the category's own last change or its newest product's, whichever is later. */
  categories: Array<{ url: string; lastmod: Date }>;
}

/**
 * What a storefront's sitemap lists of the catalogue (issue 16, 000 §2 product and category
 * routes): the pages its shoppers can reach, i.e. products sold in its currency and the categories
 * that show them. lastmod is the last change (`updated_at`, kept by the catalogue writer and the
 * back office's writes), not the creation date: a category page changes with its own texts and with
 * the products it lists.
 */
export async function catalogSitemap(db: Database, currency: string): Promise<CatalogSitemap> {
  const [rows, links, tree] = await Promise.all([
    db
      .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
      .where(ne(products.availability, "disabled"))
      .orderBy(asc(products.id)),
    db.select({ productId: productCategories.productId, categoryId: productCategories.categoryId }).from(productCategories),
    db.select({ id: categories.id, url: categories.url, path: categories.path, published: categories.published, updatedAt: categories.updatedAt }).from(categories).orderBy(asc(categories.url)),
  ]);
  const changed = new Map(rows.map((r) => [r.id, r.updatedAt]));
  const newest = new Map<number, Date>();
  const pathOf = new Map(tree.map((c) => [c.id, c.path]));
  // Unpublished categories (issue 17) and their subtrees are not pages a shopper can reach.
  const hidden = new Set(tree.filter((c) => !c.published).map((c) => c.id));
  const reachable = (c: { id: number; path: number[] }) => !hidden.has(c.id) && !c.path.some((a) => hidden.has(a));
  for (const { productId, categoryId } of links) {
    const date = changed.get(productId);
    if (!date) continue;
    // A product shows on its category and every ancestor's page (listings read the subtree).
    for (const id of [categoryId, ...(pathOf.get(categoryId) ?? [])]) {
      const current = newest.get(id);
      if (!current || date > current) newest.set(id, date);
    }
  }
  return {
    products: rows.map((r) => ({ id: r.id, slug: r.slug, lastmod: r.updatedAt })),
    categories: tree
      .filter((c) => newest.has(c.id) && reachable(c))
      .map((c) => {
        const product = newest.get(c.id)!;
        return { url: c.url, lastmod: c.updatedAt > product ? c.updatedAt : product };
      }),
  };
}
