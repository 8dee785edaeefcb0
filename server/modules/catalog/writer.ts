import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  brands,
  categories,
  categoryMetafields,
  channelLocations,
  inventoryLocations,
  productCategories,
  productCustomFields,
  productFacets,
  productImages,
  productMetafields,
  productOptions,
  productOptionValues,
  productPrices,
  productQuestions,
  productReviews,
  products,
  productVariants,
  productVideos,
  stockLevels,
  type Availability,
  type InventoryTracking,
} from "./schema";

export type CurrencyCode = "EUR" | "GBP" | "SGD" | "USD";
export const CURRENCIES: CurrencyCode[] = ["EUR", "GBP", "SGD", "USD"];

/**
 * Tax rates the inc/ex amounts are derived with (basis points). USD prices are entered and shown
 * ex-tax (001 §9), the others are entered inc-tax.
 */
export const TAX_RATE_BP: Record<CurrencyCode, number> = { EUR: 2000, GBP: 2000, SGD: 900, USD: 725 };

/** A price as a merchant enters it: USD ex-tax, other currencies inc-tax, in major units. */
export interface PriceInput {
  price: number;
  sale?: number;
}

export interface OptionInput {
  key: "colour" | "handlebars" | "gears";
  displayName: string;
  values: Array<{ label: string; hex?: string; isDefault?: boolean }>;
}

export interface ProductInput {
  name: string;
  sku: string;
  slug?: string;
  brand: string;
  description: string;
  weightGrams: number;
  inventoryTracking: InventoryTracking;
  availability?: Availability;
  orderQuantityMinimum?: number;
  orderQuantityMaximum?: number;
  /** SKUs of related products; resolved to ids after the batch is written. */
  relatedSkus?: string[];
  hasSizeGuide?: boolean;
  categoryUrls: string[];
  prices: Record<CurrencyCode, PriceInput>;
  options?: OptionInput[];
  /**
   * Stock per location code. For variant tracking the function gets the variant's option labels
   * (in option order) and answers that variant's level.
   */
  stock?: (labels: string[], location: string) => number;
  images: Array<{ url: string; alt: string; colour?: string }>;
  videos?: Array<{ title: string; videoUrl: string; thumbnailUrl: string }>;
  customFields?: Array<{ name: string; value: string }>;
  /** Facet values that do not come from options: lighting, mudguards, speed. */
  facets?: Partial<Record<"lighting" | "mudguards" | "speed", string[]>>;
  translations?: Record<string, { name?: string; description?: string }>;
  reviews?: Array<{ authorName: string; title: string; text: string; rating: number }>;
  questions?: Array<{ authorName: string; question: string; answer: string }>;
  createdAt?: Date;
  /** The last change; defaults to `createdAt` (or now). */
  updatedAt?: Date;
}

export interface CategoryInput {
  url: string;
  name: string;
  description?: string;
  displayNames?: Record<string, string>;
  /** The description per locale (DISPLAY_DESCRIPTION metafields). */
  displayDescriptions?: Record<string, string>;
  /** Countries (ISO alpha-2) where out-of-stock products offer the store finder. */
  storeFinderCtaCountries?: string[];
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const toMinor = (major: number) => Math.round(major * 100);

/** Inc and ex amounts of an entered price (minor units). */
export function priceRow(currency: CurrencyCode, input: PriceInput) {
  const rate = TAX_RATE_BP[currency];
  const both = (major: number) => {
    const entered = toMinor(major);
    return currency === "USD"
      ? { inc: Math.round((entered * (10000 + rate)) / 10000), ex: entered }
      : { inc: entered, ex: Math.round((entered * 10000) / (10000 + rate)) };
  };
  const regular = both(input.price);
  const sale = input.sale === undefined ? null : both(input.sale);
  return {
    currency,
    priceInc: regular.inc,
    priceEx: regular.ex,
    salePriceInc: sale?.inc ?? null,
    salePriceEx: sale?.ex ?? null,
    taxRateBp: rate,
  };
}

/** Multi-row inserts stay far below PostgreSQL's 65535 parameters per statement. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function ensureLocations(db: Database, channels: Array<{ channelId: number; currency: string }>) {
  const wanted = [
    { code: "eu", name: "Foldwell EU warehouse (Rotterdam)" },
    { code: "uk", name: "Foldwell UK warehouse (London)" },
    { code: "us", name: "Foldwell US warehouse (Portland)" },
    { code: "sg", name: "Foldwell Asia warehouse (Singapore)" },
  ];
  await db.insert(inventoryLocations).values(wanted).onConflictDoNothing();
  const rows = await db.select().from(inventoryLocations);
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  const codeFor: Record<string, string> = { EUR: "eu", GBP: "uk", USD: "us", SGD: "sg" };
  const mapping = channels.map((c) => ({ channelId: c.channelId, locationId: byCode.get(codeFor[c.currency] ?? "eu")! }));
  if (mapping.length > 0) await db.insert(channelLocations).values(mapping).onConflictDoNothing();
  return byCode;
}

export async function insertCategories(db: Database, inputs: CategoryInput[]): Promise<Map<string, number>> {
  const sorted = [...inputs].sort((a, b) => a.url.split("/").length - b.url.split("/").length);
  const ids = new Map((await db.select({ id: categories.id, url: categories.url, path: categories.path }).from(categories)).map((r) => [r.url, r]));
  for (const [index, input] of sorted.entries()) {
    const parentUrl = input.url.slice(0, input.url.lastIndexOf("/"));
    const parent = parentUrl ? ids.get(parentUrl) : undefined;
    if (parentUrl && !parent) throw new Error(`Category ${input.url} needs its parent ${parentUrl} first`);
    const path = parent ? [...parent.path, parent.id] : [];
    if (path.length >= 5) throw new Error(`Category ${input.url} is deeper than 5 levels`);
    const [row] = await db
      .insert(categories)
      .values({ parentId: parent?.id ?? null, name: input.name, url: input.url, path, depth: path.length, sortOrder: index, description: input.description ?? "" })
      .returning({ id: categories.id, url: categories.url, path: categories.path });
    ids.set(row.url, row);
    const metafields = [
      ...Object.entries(input.displayNames ?? {}).map(([locale, value]) => ({ categoryId: row.id, key: "DISPLAY_NAME", scope: locale, value })),
      ...Object.entries(input.displayDescriptions ?? {}).map(([locale, value]) => ({ categoryId: row.id, key: "DISPLAY_DESCRIPTION", scope: locale, value })),
      ...(input.storeFinderCtaCountries ?? []).map((iso) => ({ categoryId: row.id, key: "DISPLAY_STORE_FINDER_CTA_FOR_OOS_PRODUCTS", scope: iso, value: "true" })),
    ];
    if (metafields.length > 0) await db.insert(categoryMetafields).values(metafields);
  }
  return new Map([...ids].map(([url, r]) => [url, r.id]));
}

/**
 * Writes a batch of products with everything that belongs to them, in a few multi-row statements
 * per table (the 10,000-product generator relies on this being fast). Returns the new ids.
 */
export async function insertProducts(db: Database, inputs: ProductInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const brandNames = [...new Set(inputs.map((p) => p.brand))];
  await db.insert(brands).values(brandNames.map((name) => ({ name }))).onConflictDoNothing();
  const brandIds = new Map((await db.select().from(brands).where(inArray(brands.name, brandNames))).map((b) => [b.name, b.id]));
  const categoryIds = new Map((await db.select({ id: categories.id, url: categories.url }).from(categories)).map((c) => [c.url, c.id]));
  const locations = await db.select().from(inventoryLocations);

  const inserted = await db
    .insert(products)
    .values(
      inputs.map((p) => ({
        name: p.name,
        slug: p.slug ?? slugify(p.name),
        sku: p.sku,
        brandId: brandIds.get(p.brand)!,
        description: p.description,
        weightGrams: p.weightGrams,
        inventoryTracking: p.inventoryTracking,
        availability: p.availability ?? "available",
        orderQuantityMinimum: p.orderQuantityMinimum ?? 0,
        orderQuantityMaximum: p.orderQuantityMaximum ?? 0,
        hasSizeGuide: p.hasSizeGuide ?? false,
        ...(p.createdAt ? { createdAt: p.createdAt } : {}),
        // The last change (sitemap lastmod, issue 16): given, else when it was added.
        ...(p.updatedAt || p.createdAt ? { updatedAt: p.updatedAt ?? p.createdAt } : {}),
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
  const ids = inputs.map((p) => idBySku.get(p.sku)!);

  // Options and their values, then variants made of every combination of values.
  const optionRows = inputs.flatMap((p, i) =>
    (p.options ?? []).map((o, sortOrder) => ({ productId: ids[i], key: o.key, displayName: o.displayName, sortOrder })),
  );
  const optionIds = new Map<string, number>();
  await insertChunked(optionRows, 2000, async (chunk) => {
    const rows = await db.insert(productOptions).values(chunk).returning({ id: productOptions.id, productId: productOptions.productId, key: productOptions.key });
    for (const r of rows) optionIds.set(`${r.productId}:${r.key}`, r.id);
  });
  const valueRows = inputs.flatMap((p, i) =>
    (p.options ?? []).flatMap((o) =>
      o.values.map((v, sortOrder) => ({
        optionId: optionIds.get(`${ids[i]}:${o.key}`)!,
        label: v.label,
        hex: v.hex ?? null,
        isDefault: v.isDefault ?? sortOrder === 0,
        sortOrder,
      })),
    ),
  );
  const valueIds = new Map<string, number>();
  await insertChunked(valueRows, 2000, async (chunk) => {
    const rows = await db.insert(productOptionValues).values(chunk).returning({ id: productOptionValues.id, optionId: productOptionValues.optionId, label: productOptionValues.label });
    for (const r of rows) valueIds.set(`${r.optionId}:${r.label}`, r.id);
  });

  const variantRows: Array<typeof productVariants.$inferInsert & { labels: string[] }> = [];
  inputs.forEach((p, i) => {
    const options = p.options ?? [];
    if (options.length === 0) return;
    for (const combo of combinations(options.map((o) => o.values.map((v) => v.label)))) {
      const optionValueIds = combo.map((label, k) => valueIds.get(`${optionIds.get(`${ids[i]}:${options[k].key}`)}:${label}`)!);
      const colour = options.findIndex((o) => o.key === "colour");
      const image = colour >= 0 ? p.images.find((img) => img.colour === combo[colour])?.url : undefined;
      variantRows.push({
        productId: ids[i],
        sku: `${p.sku}-${combo.map((l) => slugify(l).toUpperCase()).join("-")}`,
        optionValueIds,
        inventoryWarningLevel: 2,
        imageUrl: image ?? p.images[0]?.url ?? null,
        labels: combo,
      });
    }
  });
  const stockRows: Array<typeof stockLevels.$inferInsert> = [];
  await insertChunked(variantRows, 2000, async (chunk) => {
    const rows = await db
      .insert(productVariants)
      .values(chunk.map(({ labels: _labels, ...row }) => row))
      .returning({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku });
    rows.forEach((r, k) => {
      const input = inputs[ids.indexOf(r.productId)];
      if (input.inventoryTracking !== "variant") return;
      for (const location of locations) {
        stockRows.push({ locationId: location.id, productId: r.productId, variantId: r.id, quantity: input.stock?.(chunk[k].labels, location.code) ?? 0 });
      }
    });
  });
  inputs.forEach((p, i) => {
    if (p.inventoryTracking !== "product") return;
    for (const location of locations) stockRows.push({ locationId: location.id, productId: ids[i], variantId: 0, quantity: p.stock?.([], location.code) ?? 0 });
  });
  await insertChunked(stockRows, 5000, (chunk) => db.insert(stockLevels).values(chunk));

  await insertChunked(
    inputs.flatMap((p, i) => CURRENCIES.map((c) => ({ productId: ids[i], ...priceRow(c, p.prices[c]) }))),
    2000,
    (chunk) => db.insert(productPrices).values(chunk),
  );

  const colourValueId = (i: number, colour?: string) => {
    if (!colour) return null;
    return valueIds.get(`${optionIds.get(`${ids[i]}:colour`)}:${colour}`) ?? null;
  };
  await insertChunked(
    inputs.flatMap((p, i) =>
      p.images.map((img, sortOrder) => ({ productId: ids[i], url: img.url, alt: img.alt, optionValueId: colourValueId(i, img.colour), isThumbnail: sortOrder === 0, sortOrder })),
    ),
    2000,
    (chunk) => db.insert(productImages).values(chunk),
  );
  await insertChunked(
    inputs.flatMap((p, i) => (p.videos ?? []).map((v) => ({ productId: ids[i], ...v }))),
    2000,
    (chunk) => db.insert(productVideos).values(chunk),
  );
  await insertChunked(
    inputs.flatMap((p, i) => (p.customFields ?? []).map((f, sortOrder) => ({ productId: ids[i], ...f, sortOrder }))),
    3000,
    (chunk) => db.insert(productCustomFields).values(chunk),
  );
  await insertChunked(
    inputs.flatMap((p, i) =>
      Object.entries(p.translations ?? {}).flatMap(([locale, t]) =>
        Object.entries(t)
          .filter(([, value]) => value)
          .map(([key, value]) => ({ productId: ids[i], locale, key, value: value! })),
      ),
    ),
    3000,
    (chunk) => db.insert(productMetafields).values(chunk),
  );
  await insertChunked(
    inputs.flatMap((p, i) =>
      p.categoryUrls.map((url) => {
        const categoryId = categoryIds.get(url);
        if (!categoryId) throw new Error(`Unknown category ${url} for ${p.sku}`);
        return { productId: ids[i], categoryId };
      }),
    ),
    5000,
    (chunk) => db.insert(productCategories).values(chunk),
  );
  await insertChunked(
    inputs.flatMap((p, i) => facetRows(ids[i], p)),
    5000,
    (chunk) => db.insert(productFacets).values(chunk).onConflictDoNothing(),
  );
  await insertChunked(
    inputs.flatMap((p, i) => (p.reviews ?? []).map((r) => ({ productId: ids[i], ...r, status: "approved" as const }))),
    2000,
    (chunk) => db.insert(productReviews).values(chunk),
  );
  await insertChunked(
    inputs.flatMap((p, i) => (p.questions ?? []).map((q) => ({ productId: ids[i], ...q, status: "approved" as const }))),
    2000,
    (chunk) => db.insert(productQuestions).values(chunk),
  );

  // Related products point at SKUs that may be in this batch or already stored.
  const relatedSkus = [...new Set(inputs.flatMap((p) => p.relatedSkus ?? []))];
  if (relatedSkus.length > 0) {
    const known = new Map((await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, relatedSkus))).map((r) => [r.sku, r.id]));
    for (const [i, p] of inputs.entries()) {
      if (!p.relatedSkus?.length) continue;
      const related = p.relatedSkus.map((s) => known.get(s)).filter((id): id is number => id !== undefined);
      await db.update(products).set({ relatedProducts: related }).where(eq(products.id, ids[i]));
    }
  }
  return ids;
}

/** The facet rows of one product: colour and handlebars from options, speed from gears, the rest from the spec. */
function facetRows(productId: number, p: ProductInput) {
  const rows: Array<{ productId: number; facet: string; value: string }> = [];
  for (const o of p.options ?? []) {
    const facet = o.key === "gears" ? "speed" : o.key;
    for (const v of o.values) rows.push({ productId, facet, value: v.label });
  }
  for (const [facet, values] of Object.entries(p.facets ?? {})) for (const value of values ?? []) rows.push({ productId, facet, value });
  return rows;
}

function combinations(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

/** Sets one stock level (tests and the admin path use it). */
export async function setStockLevel(db: Database, input: { locationId: number; productId: number; variantId?: number; quantity: number }) {
  await db
    .insert(stockLevels)
    .values({ locationId: input.locationId, productId: input.productId, variantId: input.variantId ?? 0, quantity: input.quantity })
    .onConflictDoUpdate({ target: [stockLevels.locationId, stockLevels.productId, stockLevels.variantId], set: { quantity: sql`excluded.quantity` } });
}
