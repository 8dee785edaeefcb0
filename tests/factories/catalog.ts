import {
  ensureLocations,
  insertCategories,
  insertProducts,
  type CategoryInput,
  type CurrencyCode,
  type ProductInput,
} from "../../server/modules/catalog/writer";
import type { Shop } from "../../server/shop";

/**
 * Small catalogues for catalogue and content tests (issue 13): what a test needs and nothing of
 * the demo shop's (seed/catalog), so each figure a test asserts is written in the test itself.
 */

/** Regular prices as a merchant enters them, per currency: USD ex tax, the others inc tax. */
export function prices(amounts: Record<CurrencyCode, number>, sale?: Partial<Record<CurrencyCode, number>>): ProductInput["prices"] {
  const entry = (currency: CurrencyCode) => ({ price: amounts[currency], sale: sale?.[currency] });
  return { EUR: entry("EUR"), GBP: entry("GBP"), SGD: entry("SGD"), USD: entry("USD") };
}

/** A category; `displayNames` per locale where a test reads one. */
export function category(url: string, name: string, more: Omit<CategoryInput, "url" | "name"> = {}): CategoryInput {
  return { url, name, ...more };
}

/**
 * A product of brand Foldwell with no options, tracked as a product with 10 in stock at every
 * location, unless the test says otherwise.
 */
export function product(fields: Partial<ProductInput> & Pick<ProductInput, "name" | "sku" | "categoryUrls" | "prices">): ProductInput {
  return {
    brand: "Foldwell",
    description: `${fields.name}.`,
    weightGrams: 1000,
    inventoryTracking: "product",
    stock: () => 10,
    images: [],
    ...fields,
  };
}

/** A bike whose variants are every combination of its options (tracked per variant). */
export function bike(fields: Partial<ProductInput> & Pick<ProductInput, "name" | "sku" | "categoryUrls" | "prices" | "options">): ProductInput {
  return product({ inventoryTracking: "variant", weightGrams: 11_800, ...fields });
}

export interface TestCatalog {
  /** Product ids by SKU. */
  products: Record<string, number>;
  /** Category ids by url. */
  categories: Map<string, number>;
  /** Stock location ids by storefront location code (`uk`, `de`…). */
  locations: Map<string, number>;
}

/** Writes the categories and products for the shop's storefronts, stock locations included. */
export async function seedTestCatalog(shop: Shop, input: { categories: CategoryInput[]; products: ProductInput[] }): Promise<TestCatalog> {
  const locations = await ensureLocations(
    shop.db,
    shop.storefronts.all().map((s) => ({ channelId: s.channelId, currency: s.currency })),
  );
  const categories = await insertCategories(shop.db, input.categories);
  const ids = await insertProducts(shop.db, input.products);
  return { products: Object.fromEntries(input.products.map((p, i) => [p.sku, ids[i]])), categories, locations };
}
