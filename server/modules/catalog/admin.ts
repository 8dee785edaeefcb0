import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recordAudit } from "../staff/audit";
import type { StaffActor } from "../staff/types";
import type { StorefrontDirectory } from "../storefront/service";
import { DISPLAY_NAME } from "./categories";
import { intArray, rows } from "./read-support";
import {
  backInStockRegistrations,
  brands,
  categories,
  categoryMetafields,
  inventoryLocations,
  productCategories,
  productCustomFields,
  productFacets,
  productImages,
  productMetafields,
  productOptions,
  productOptionValues,
  productPrices,
  products,
  productVariants,
  stockLevels,
  type Availability,
  type InventoryTracking,
} from "./schema";
import { syncSearchIndexes, type SearchSink } from "./search-sync";
import type { CatalogService } from "./service";
import { CURRENCIES, priceRow, slugify, TAX_RATE_BP, type CurrencyCode } from "./writer";

/**
 * The staff side of the catalogue (issue 17, 001 §3 Product and Category): lists and edits
 * products, prices, variants, stock, categories. Every write is one transaction with its audit-log
 * entry (recordAudit, before and after), and afterwards reaches the storefront at once: the
 * catalogue cache epoch moves (page cache, category tree, product-page, listing and card caches in
 * every process) and the changed products' search hits are rebuilt in every selling storefront's
 * index (removed where the product is no longer visible).
 *
 * Unpublishing a product is its availability `disabled` (what every storefront reader already
 * hides); a category has its own `published` flag (its subtree is hidden with it).
 */

/** Stock at or below this is low for a product tracked per product (variants carry their own warning level). */
export const PRODUCT_LOW_STOCK_LEVEL = 2;
export const ADMIN_PAGE_SIZE = 25;

export type CatalogAdminErrorCode = "productNotFound" | "categoryNotFound" | "variantNotFound" | "locationNotFound" | "skuTaken" | "minAboveMax" | "unknownCategory" | "optionNotFound" | "valueExists";

/** A refusal the admin API turns into a translated 4xx (admin-catalogue:errors.<code>). */
export class CatalogAdminError extends Error {
  constructor(
    readonly code: CatalogAdminErrorCode,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(code);
  }
}

export interface CatalogAdminShop {
  db: Database;
  catalog: CatalogService;
  storefronts: StorefrontDirectory;
  search?: SearchSink & { remove(indexName: string, objectIDs: string[]): Promise<unknown> };
}

export interface AdminProductRow {
  id: number;
  name: string;
  sku: string;
  brand: string;
  availability: Availability;
  inventoryTracking: InventoryTracking;
  /** The regular price in each currency as entered (USD ex tax, others inc tax), major units. */
  prices: Record<string, number>;
  /** Units over every location (null when not tracked). */
  stock: number | null;
  lowStock: boolean;
}

export interface LowStockRow {
  productId: number;
  productName: string;
  variantId: number;
  sku: string;
  locationId: number;
  locationName: string;
  quantity: number;
  warningLevel: number;
}

export interface AdminPrice {
  currency: CurrencyCode;
  /** As entered: USD ex tax, the others inc tax, major units. */
  price: number;
  sale: number | null;
  taxMode: "inc" | "ex";
  taxRateBp: number;
}

export interface AdminProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  brand: string;
  description: string;
  url: string;
  availability: Availability;
  inventoryTracking: InventoryTracking;
  orderQuantityMinimum: number;
  orderQuantityMaximum: number;
  hasSizeGuide: boolean;
  /** The locales the storefronts show, each with its own name and description (empty: the default is shown). */
  texts: Array<{ locale: string; name: string; description: string }>;
  prices: AdminPrice[];
  options: Array<{ id: number; key: string; displayName: string; values: Array<{ id: number; label: string; hex: string | null; isDefault: boolean }> }>;
  variants: Array<{ id: number; sku: string; labels: string[]; purchasingDisabled: boolean; inventoryWarningLevel: number; stock: Record<number, number> }>;
  /** Product-level stock per location (inventory tracking `product`). */
  stock: Record<number, number>;
  locations: Array<{ id: number; code: string; name: string }>;
  images: Array<{ id: number; url: string; alt: string; sortOrder: number }>;
  customFields: Array<{ name: string; value: string }>;
  categoryIds: number[];
  backInStockWaiting: number;
}

export interface AdminCategory {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
  depth: number;
  published: boolean;
  displayNames: Record<string, string>;
  productCount: number;
}

const toMajor = (minor: number | null) => (minor === null ? null : minor / 100);

export class CatalogAdmin {
  constructor(private readonly shop: CatalogAdminShop) {}

  private get db(): Database {
    return this.shop.db;
  }

  /** The locales the selling and content storefronts show, default storefront's first. */
  locales(): string[] {
    const all = this.shop.storefronts.all();
    const first = all.find((s) => s.isDefault)?.locale;
    return [...new Set([...(first ? [first] : []), ...all.map((s) => s.locale).sort()])];
  }

  // ------------------------------------------------------------------ reads

  /** Products by name or SKU (variant SKUs too), paged; `lowStock` keeps those with a low level somewhere. */
  async listProducts(input: { query?: string; page?: number; pageSize?: number; lowStock?: boolean }): Promise<{ items: AdminProductRow[]; total: number; page: number; pageSize: number }> {
    const pageSize = Math.min(100, Math.max(1, input.pageSize ?? ADMIN_PAGE_SIZE));
    const page = Math.max(1, input.page ?? 1);
    const term = (input.query ?? "").trim().toLowerCase();
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const conditions = [sql`TRUE`];
    if (term) {
      conditions.push(sql`(lower(p.name) LIKE ${like} OR lower(p.sku) LIKE ${like}
        OR EXISTS (SELECT 1 FROM catalog_product_variants v WHERE v.product_id = p.id AND lower(v.sku) LIKE ${like})
        OR EXISTS (SELECT 1 FROM catalog_product_metafields m WHERE m.product_id = p.id AND m.key = 'name' AND lower(m.value) LIKE ${like}))`);
    }
    if (input.lowStock) conditions.push(sql`p.id IN (SELECT product_id FROM (${this.lowStockSql()}) low)`);
    const where = sql.join(conditions, sql` AND `);
    const [{ n }] = await rows<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM catalog_products p WHERE ${where}`);
    const list = await rows<{ id: number; name: string; sku: string; brand: string | null; availability: Availability; inventory_tracking: InventoryTracking }>(
      this.db,
      sql`SELECT p.id, p.name, p.sku, b.name AS brand, p.availability, p.inventory_tracking
          FROM catalog_products p LEFT JOIN catalog_brands b ON b.id = p.brand_id
          WHERE ${where} ORDER BY p.name, p.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    );
    const ids = list.map((r) => Number(r.id));
    const [priceRows, stockRows, lowRows] = ids.length
      ? await Promise.all([
          this.db.select().from(productPrices).where(inArray(productPrices.productId, ids)),
          rows<{ product_id: number; total: number }>(
            this.db,
            sql`SELECT s.product_id, sum(s.quantity)::int AS total FROM catalog_stock_levels s JOIN catalog_products p ON p.id = s.product_id
                WHERE s.product_id = ANY(${intArray(ids)}) AND (s.variant_id = 0) = (p.inventory_tracking = 'product') GROUP BY s.product_id`,
          ),
          rows<{ product_id: number }>(this.db, sql`SELECT DISTINCT product_id FROM (${this.lowStockSql()}) low WHERE product_id = ANY(${intArray(ids)})`),
        ])
      : [[], [], []];
    const low = new Set(lowRows.map((r) => Number(r.product_id)));
    const items = list.map((r) => {
      const id = Number(r.id);
      const entered: Record<string, number> = {};
      for (const p of priceRows.filter((x) => x.productId === id)) entered[p.currency] = (p.currency === "USD" ? p.priceEx : p.priceInc) / 100;
      const total = stockRows.find((s) => Number(s.product_id) === id)?.total;
      return {
        id,
        name: r.name,
        sku: r.sku,
        brand: r.brand ?? "",
        availability: r.availability,
        inventoryTracking: r.inventory_tracking,
        prices: entered,
        stock: r.inventory_tracking === "none" ? null : Number(total ?? 0),
        lowStock: low.has(id),
      };
    });
    return { items, total: Number(n), page, pageSize };
  }

  /** Tracked stock rows at or below their warning level (variants: their own level; products: PRODUCT_LOW_STOCK_LEVEL). */
  private lowStockSql() {
    return sql`SELECT s.product_id, s.variant_id, s.location_id, s.quantity,
        CASE WHEN s.variant_id = 0 THEN ${PRODUCT_LOW_STOCK_LEVEL} ELSE v.inventory_warning_level END AS warning_level
      FROM catalog_stock_levels s
      JOIN catalog_products p ON p.id = s.product_id
      LEFT JOIN catalog_product_variants v ON v.id = s.variant_id
      WHERE p.inventory_tracking <> 'none' AND p.availability <> 'disabled'
        AND (s.variant_id = 0) = (p.inventory_tracking = 'product')
        AND s.quantity <= CASE WHEN s.variant_id = 0 THEN ${PRODUCT_LOW_STOCK_LEVEL} ELSE v.inventory_warning_level END`;
  }

  /** The low-stock list: each tracked level at or below its warning level, emptiest first. */
  async lowStock(input: { page?: number; pageSize?: number } = {}): Promise<{ items: LowStockRow[]; total: number; page: number; pageSize: number }> {
    const pageSize = Math.min(200, Math.max(1, input.pageSize ?? 50));
    const page = Math.max(1, input.page ?? 1);
    const [{ n }] = await rows<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM (${this.lowStockSql()}) low`);
    const list = await rows<{ product_id: number; product_name: string; variant_id: number; sku: string; location_id: number; location_name: string; quantity: number; warning_level: number }>(
      this.db,
      sql`SELECT low.product_id, p.name AS product_name, low.variant_id, coalesce(v.sku, p.sku) AS sku, low.location_id, l.name AS location_name, low.quantity, low.warning_level
          FROM (${this.lowStockSql()}) low
          JOIN catalog_products p ON p.id = low.product_id
          LEFT JOIN catalog_product_variants v ON v.id = low.variant_id
          JOIN catalog_inventory_locations l ON l.id = low.location_id
          ORDER BY low.quantity, p.name, sku, l.name LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    );
    return {
      items: list.map((r) => ({
        productId: Number(r.product_id),
        productName: r.product_name,
        variantId: Number(r.variant_id),
        sku: r.sku,
        locationId: Number(r.location_id),
        locationName: r.location_name,
        quantity: Number(r.quantity),
        warningLevel: Number(r.warning_level),
      })),
      total: Number(n),
      page,
      pageSize,
    };
  }

  /** Everything the product editor shows; null when there is no such product. */
  async product(id: number): Promise<AdminProduct | null> {
    const [row] = await this.db.select({ product: products, brand: brands.name }).from(products).leftJoin(brands, eq(brands.id, products.brandId)).where(eq(products.id, id));
    if (!row) return null;
    const [meta, priceRows, options, values, variants, stock, locations, images, fields, cats, waiting] = await Promise.all([
      this.db.select().from(productMetafields).where(eq(productMetafields.productId, id)),
      this.db.select().from(productPrices).where(eq(productPrices.productId, id)),
      this.db.select().from(productOptions).where(eq(productOptions.productId, id)).orderBy(asc(productOptions.sortOrder), asc(productOptions.id)),
      this.db
        .select({ value: productOptionValues })
        .from(productOptionValues)
        .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
        .where(eq(productOptions.productId, id))
        .orderBy(asc(productOptionValues.sortOrder), asc(productOptionValues.id)),
      this.db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.id)),
      this.db.select().from(stockLevels).where(eq(stockLevels.productId, id)),
      this.db.select().from(inventoryLocations).orderBy(asc(inventoryLocations.id)),
      this.db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sortOrder), asc(productImages.id)),
      this.db.select().from(productCustomFields).where(eq(productCustomFields.productId, id)).orderBy(asc(productCustomFields.sortOrder), asc(productCustomFields.id)),
      this.db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)),
      rows<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM catalog_back_in_stock WHERE product_id = ${id} AND notified_at IS NULL`),
    ]);
    const p = row.product;
    const valueLabel = new Map(values.map(({ value }) => [value.id, value.label]));
    const stockOf = (variantId: number) => Object.fromEntries(stock.filter((s) => s.variantId === variantId).map((s) => [s.locationId, s.quantity]));
    const metaOf = (locale: string, key: string) => meta.find((m) => m.locale === locale && m.key === key)?.value ?? "";
    return {
      id: p.id,
      name: p.name,
      slug: p.slug,
      sku: p.sku,
      brand: row.brand ?? "",
      description: p.description,
      url: `/p/${p.id}/${p.slug}`,
      availability: p.availability,
      inventoryTracking: p.inventoryTracking,
      orderQuantityMinimum: p.orderQuantityMinimum,
      orderQuantityMaximum: p.orderQuantityMaximum,
      hasSizeGuide: p.hasSizeGuide,
      texts: this.locales().map((locale) => ({ locale, name: metaOf(locale, "name"), description: metaOf(locale, "description") })),
      prices: CURRENCIES.map((currency) => {
        const price = priceRows.find((r) => r.currency === currency);
        const ex = currency === "USD";
        return {
          currency,
          price: price ? (ex ? price.priceEx : price.priceInc) / 100 : 0,
          sale: price ? toMajor(ex ? price.salePriceEx : price.salePriceInc) : null,
          taxMode: ex ? ("ex" as const) : ("inc" as const),
          taxRateBp: price?.taxRateBp ?? TAX_RATE_BP[currency],
        };
      }),
      options: options.map((o) => ({
        id: o.id,
        key: o.key,
        displayName: o.displayName,
        values: values.filter(({ value }) => value.optionId === o.id).map(({ value }) => ({ id: value.id, label: value.label, hex: value.hex, isDefault: value.isDefault })),
      })),
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        labels: v.optionValueIds.map((vid) => valueLabel.get(vid) ?? "?"),
        purchasingDisabled: v.purchasingDisabled,
        inventoryWarningLevel: v.inventoryWarningLevel,
        stock: stockOf(v.id),
      })),
      stock: stockOf(0),
      locations: locations.map((l) => ({ id: l.id, code: l.code, name: l.name })),
      images: images.map((i) => ({ id: i.id, url: i.url, alt: i.alt, sortOrder: i.sortOrder })),
      customFields: fields.map((f) => ({ name: f.name, value: f.value })),
      categoryIds: cats.map((c) => c.id).sort((a, b) => a - b),
      backInStockWaiting: Number(waiting[0]?.n ?? 0),
    };
  }

  /** Back-in-stock registrations of a product (read-only; the back-in-stock job mails them). */
  async backInStockRegistrations(productId: number) {
    const list = await this.db
      .select({ registration: backInStockRegistrations, variantSku: productVariants.sku })
      .from(backInStockRegistrations)
      .leftJoin(productVariants, eq(productVariants.id, backInStockRegistrations.variantId))
      .where(eq(backInStockRegistrations.productId, productId))
      .orderBy(asc(backInStockRegistrations.createdAt), asc(backInStockRegistrations.id));
    const channels = new Map(this.shop.storefronts.all().map((s) => [s.channelId, s.code]));
    return list.map(({ registration: r, variantSku }) => ({
      id: r.id,
      email: r.email,
      storefront: channels.get(r.channelId) ?? String(r.channelId),
      variantSku: variantSku ?? null,
      createdAt: r.createdAt.toISOString(),
      notifiedAt: r.notifiedAt ? r.notifiedAt.toISOString() : null,
    }));
  }

  /** The whole category tree, flat in tree order, with display names per locale and direct product counts. */
  async categories(): Promise<AdminCategory[]> {
    const [list, names, counts] = await Promise.all([
      this.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
      this.db.select().from(categoryMetafields).where(eq(categoryMetafields.key, DISPLAY_NAME)),
      rows<{ category_id: number; n: number }>(this.db, sql`SELECT category_id, count(*)::int AS n FROM catalog_product_categories GROUP BY category_id`),
    ]);
    const count = new Map(counts.map((c) => [Number(c.category_id), Number(c.n)]));
    const toRow = (c: (typeof list)[number]): AdminCategory => ({
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      url: c.url,
      depth: c.depth,
      published: c.published,
      displayNames: Object.fromEntries(names.filter((m) => m.categoryId === c.id).map((m) => [m.scope, m.value])),
      productCount: count.get(c.id) ?? 0,
    });
    // Depth-first: each category followed by its children, in their sort order.
    const ordered: AdminCategory[] = [];
    const visit = (parentId: number | null) => {
      for (const c of list.filter((x) => x.parentId === parentId)) {
        ordered.push(toRow(c));
        visit(c.id);
      }
    };
    visit(null);
    return ordered;
  }

  // ------------------------------------------------------------------ writes

  /** One audited change: `change` runs in a transaction and answers before/after for the log. */
  private async write<T>(
    actor: StaffActor,
    entry: { action: string; entity: string; entityId: number },
    change: (tx: Database) => Promise<{ before: unknown; after: unknown; result: T }>,
  ): Promise<T> {
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const { before, after, result } = await change(tx);
      // The product's or category's last change: the sitemap's lastmod (issue 16).
      if (entry.entity === "product") await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, entry.entityId));
      if (entry.entity === "category") await tx.update(categories).set({ updatedAt: new Date() }).where(eq(categories.id, entry.entityId));
      await recordAudit(tx, actor, { ...entry, before, after });
      return result;
    });
  }

  /** After a write: every process's caches drop their catalogue, and the products' hits are rebuilt. */
  private async published(productIds: number[]): Promise<void> {
    await this.shop.catalog.changed();
    if (productIds.length === 0 || !this.shop.search) return;
    await syncSearchIndexes({ catalog: this.shop.catalog, storefronts: this.shop.storefronts, search: this.shop.search }, productIds);
    // A product no longer visible (unpublished) builds no hit: take its old one out of every index.
    const visible = await rows<{ id: number }>(this.db, sql`SELECT id FROM catalog_products WHERE id = ANY(${intArray(productIds)}) AND availability <> 'disabled'`);
    const shown = new Set(visible.map((r) => Number(r.id)));
    const gone = productIds.filter((id) => !shown.has(id)).map(String);
    if (gone.length === 0) return;
    const indexes = [...new Set(this.shop.storefronts.all().filter((s) => !s.eCommDisabled).map((s) => s.searchIndex))];
    for (const index of indexes) await this.shop.search.remove(index, gone);
  }

  private async lockProduct(tx: Database, id: number) {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!row) throw new CatalogAdminError("productNotFound", 404);
    return row;
  }

  /** Name and description: `locale` null edits the default (the product's own fields), a locale its translation (empty clears it). */
  async updateTexts(actor: StaffActor, input: { productId: number; locale: string | null; name: string; description: string }): Promise<void> {
    await this.write(actor, { action: "product.updateTexts", entity: "product", entityId: input.productId }, async (tx) => {
      const product = await this.lockProduct(tx, input.productId);
      if (input.locale === null) {
        const before = { name: product.name, description: product.description };
        await tx.update(products).set({ name: input.name, description: input.description }).where(eq(products.id, product.id));
        return { before, after: { name: input.name, description: input.description }, result: undefined };
      }
      const locale = input.locale;
      const meta = await tx.select().from(productMetafields).where(and(eq(productMetafields.productId, product.id), eq(productMetafields.locale, locale)));
      const value = (key: string) => meta.find((m) => m.key === key)?.value ?? "";
      const before = { locale, name: value("name"), description: value("description") };
      for (const [key, text] of [["name", input.name], ["description", input.description]] as const) {
        const where = and(eq(productMetafields.productId, product.id), eq(productMetafields.locale, locale), eq(productMetafields.key, key));
        if (text.trim() === "") await tx.delete(productMetafields).where(where);
        else
          await tx
            .insert(productMetafields)
            .values({ productId: product.id, locale, key, value: text })
            .onConflictDoUpdate({ target: [productMetafields.productId, productMetafields.locale, productMetafields.key], set: { value: text } });
      }
      return { before, after: { locale, name: input.name.trim() ? input.name : "", description: input.description.trim() ? input.description : "" }, result: undefined };
    });
    await this.published([input.productId]);
  }

  /** Prices as entered (USD ex tax, the others inc tax), major units; `sale` null removes the sale price. */
  async updatePrices(actor: StaffActor, input: { productId: number; prices: Array<{ currency: CurrencyCode; price: number; sale: number | null }> }): Promise<void> {
    await this.write(actor, { action: "product.updatePrices", entity: "product", entityId: input.productId }, async (tx) => {
      await this.lockProduct(tx, input.productId);
      const before = await tx.select().from(productPrices).where(eq(productPrices.productId, input.productId));
      const after = [];
      for (const p of input.prices) {
        const values = priceRow(p.currency, { price: p.price, sale: p.sale ?? undefined });
        after.push(values);
        await tx
          .insert(productPrices)
          .values({ productId: input.productId, ...values })
          .onConflictDoUpdate({
            target: [productPrices.productId, productPrices.currency],
            set: { priceInc: values.priceInc, priceEx: values.priceEx, salePriceInc: values.salePriceInc, salePriceEx: values.salePriceEx, taxRateBp: values.taxRateBp },
          });
      }
      const changed = new Set(input.prices.map((p) => p.currency));
      return { before: before.filter((b) => changed.has(b.currency as CurrencyCode)), after, result: undefined };
    });
    await this.published([input.productId]);
  }

  /**
   * Availability (available, pre-order, disabled = unpublished), inventory tracking, purchase
   * limits (0 = none, 001 §5) and the size guide. Tracking that starts makes the stock rows it
   * needs (0 at every location), so the levels can be set next.
   */
  async updateSettings(
    actor: StaffActor,
    input: { productId: number; availability?: Availability; inventoryTracking?: InventoryTracking; orderQuantityMinimum?: number; orderQuantityMaximum?: number; hasSizeGuide?: boolean },
  ): Promise<void> {
    await this.write(actor, { action: "product.updateSettings", entity: "product", entityId: input.productId }, async (tx) => {
      const product = await this.lockProduct(tx, input.productId);
      const before = {
        availability: product.availability,
        inventoryTracking: product.inventoryTracking,
        orderQuantityMinimum: product.orderQuantityMinimum,
        orderQuantityMaximum: product.orderQuantityMaximum,
        hasSizeGuide: product.hasSizeGuide,
      };
      const after = {
        availability: input.availability ?? before.availability,
        inventoryTracking: input.inventoryTracking ?? before.inventoryTracking,
        orderQuantityMinimum: input.orderQuantityMinimum ?? before.orderQuantityMinimum,
        orderQuantityMaximum: input.orderQuantityMaximum ?? before.orderQuantityMaximum,
        hasSizeGuide: input.hasSizeGuide ?? before.hasSizeGuide,
      };
      if (after.orderQuantityMaximum > 0 && after.orderQuantityMinimum > after.orderQuantityMaximum) throw new CatalogAdminError("minAboveMax");
      await tx.update(products).set(after).where(eq(products.id, product.id));
      if (after.inventoryTracking !== "none" && after.inventoryTracking !== before.inventoryTracking) await this.ensureStockRows(tx, product.id, after.inventoryTracking);
      return { before, after, result: undefined };
    });
    await this.published([input.productId]);
  }

  /** Publish (available, or pre-order when `preorder`) or unpublish (disabled: 404 page, gone from listings and search). */
  async setPublished(actor: StaffActor, input: { productId: number; published: boolean; preorder?: boolean }): Promise<void> {
    await this.write(actor, { action: input.published ? "product.publish" : "product.unpublish", entity: "product", entityId: input.productId }, async (tx) => {
      const product = await this.lockProduct(tx, input.productId);
      const availability: Availability = input.published ? (input.preorder ? "preorder" : product.availability === "disabled" ? "available" : product.availability) : "disabled";
      await tx.update(products).set({ availability }).where(eq(products.id, product.id));
      return { before: { availability: product.availability }, after: { availability }, result: undefined };
    });
    await this.published([input.productId]);
  }

  private async ensureStockRows(tx: Database, productId: number, tracking: InventoryTracking) {
    const locations = await tx.select({ id: inventoryLocations.id }).from(inventoryLocations);
    const variantIds = tracking === "variant" ? (await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId))).map((v) => v.id) : [0];
    const wanted = locations.flatMap((l) => variantIds.map((variantId) => ({ locationId: l.id, productId, variantId, quantity: 0 })));
    if (wanted.length > 0) await tx.insert(stockLevels).values(wanted).onConflictDoNothing();
  }

  /** Replaces the custom fields (the technical spec, search-card highlights), in the order given. */
  async updateCustomFields(actor: StaffActor, input: { productId: number; fields: Array<{ name: string; value: string }> }): Promise<void> {
    await this.write(actor, { action: "product.updateCustomFields", entity: "product", entityId: input.productId }, async (tx) => {
      await this.lockProduct(tx, input.productId);
      const before = await tx.select({ name: productCustomFields.name, value: productCustomFields.value }).from(productCustomFields).where(eq(productCustomFields.productId, input.productId)).orderBy(asc(productCustomFields.sortOrder), asc(productCustomFields.id));
      await tx.delete(productCustomFields).where(eq(productCustomFields.productId, input.productId));
      if (input.fields.length > 0) await tx.insert(productCustomFields).values(input.fields.map((f, sortOrder) => ({ productId: input.productId, name: f.name, value: f.value, sortOrder })));
      return { before, after: input.fields, result: undefined };
    });
    await this.published([input.productId]);
  }

  /** The product's categories (it is listed under each and their ancestors). */
  async setCategories(actor: StaffActor, input: { productId: number; categoryIds: number[] }): Promise<void> {
    const wanted = [...new Set(input.categoryIds)].sort((a, b) => a - b);
    await this.write(actor, { action: "product.setCategories", entity: "product", entityId: input.productId }, async (tx) => {
      await this.lockProduct(tx, input.productId);
      if (wanted.length > 0) {
        const known = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, wanted));
        if (known.length !== wanted.length) throw new CatalogAdminError("unknownCategory");
      }
      const before = (await tx.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, input.productId))).map((r) => r.id).sort((a, b) => a - b);
      await tx.delete(productCategories).where(eq(productCategories.productId, input.productId));
      if (wanted.length > 0) await tx.insert(productCategories).values(wanted.map((categoryId) => ({ productId: input.productId, categoryId })));
      return { before: { categoryIds: before }, after: { categoryIds: wanted }, result: undefined };
    });
    await this.published([input.productId]);
  }

  /** A variant's SKU, purchasing switch and low-stock warning level. */
  async updateVariant(actor: StaffActor, input: { productId: number; variantId: number; sku?: string; purchasingDisabled?: boolean; inventoryWarningLevel?: number }): Promise<void> {
    await this.write(actor, { action: "variant.update", entity: "product", entityId: input.productId }, async (tx) => {
      await this.lockProduct(tx, input.productId);
      const [variant] = await tx.select().from(productVariants).where(and(eq(productVariants.id, input.variantId), eq(productVariants.productId, input.productId)));
      if (!variant) throw new CatalogAdminError("variantNotFound", 404);
      const after = {
        sku: input.sku?.trim() || variant.sku,
        purchasingDisabled: input.purchasingDisabled ?? variant.purchasingDisabled,
        inventoryWarningLevel: input.inventoryWarningLevel ?? variant.inventoryWarningLevel,
      };
      if (after.sku !== variant.sku && (await this.skuTaken(tx, after.sku))) throw new CatalogAdminError("skuTaken", 409);
      await tx.update(productVariants).set(after).where(eq(productVariants.id, variant.id));
      return { before: { variantId: variant.id, sku: variant.sku, purchasingDisabled: variant.purchasingDisabled, inventoryWarningLevel: variant.inventoryWarningLevel }, after: { variantId: variant.id, ...after }, result: undefined };
    });
    await this.published([input.productId]);
  }

  private async skuTaken(tx: Database, sku: string): Promise<boolean> {
    const found = await rows<{ n: number }>(tx, sql`SELECT (SELECT count(*) FROM catalog_products WHERE sku = ${sku}) + (SELECT count(*) FROM catalog_product_variants WHERE sku = ${sku}) AS n`);
    return Number(found[0]?.n ?? 0) > 0;
  }

  /**
   * Adds a value to one of the product's options (a new colour, say): a variant is made for every
   * combination with the other options' values (SKU from the product's and the labels), with no
   * stock yet, and the value joins the product's facets.
   */
  async addOptionValue(actor: StaffActor, input: { productId: number; optionId: number; label: string; hex?: string | null }): Promise<{ variantIds: number[] }> {
    const result = await this.write(actor, { action: "variant.add", entity: "product", entityId: input.productId }, async (tx) => {
      const product = await this.lockProduct(tx, input.productId);
      const options = await tx.select().from(productOptions).where(eq(productOptions.productId, product.id)).orderBy(asc(productOptions.sortOrder), asc(productOptions.id));
      const option = options.find((o) => o.id === input.optionId);
      if (!option) throw new CatalogAdminError("optionNotFound", 404);
      const values = await tx.select().from(productOptionValues).where(inArray(productOptionValues.optionId, options.map((o) => o.id))).orderBy(asc(productOptionValues.sortOrder), asc(productOptionValues.id));
      const label = input.label.trim();
      if (values.some((v) => v.optionId === option.id && v.label.toLowerCase() === label.toLowerCase())) throw new CatalogAdminError("valueExists", 409);
      const sortOrder = Math.max(-1, ...values.filter((v) => v.optionId === option.id).map((v) => v.sortOrder)) + 1;
      const [value] = await tx.insert(productOptionValues).values({ optionId: option.id, label, hex: input.hex ?? null, isDefault: false, sortOrder }).returning();
      // Every combination holding the new value, options in their order.
      let combos: Array<Array<{ id: number; label: string }>> = [[]];
      for (const o of options) {
        const choices = o.id === option.id ? [{ id: value.id, label: value.label }] : values.filter((v) => v.optionId === o.id).map((v) => ({ id: v.id, label: v.label }));
        combos = combos.flatMap((prefix) => choices.map((c) => [...prefix, c]));
      }
      const variantRows = [];
      for (const combo of combos) {
        const sku = `${product.sku}-${combo.map((c) => slugify(c.label).toUpperCase()).join("-")}`;
        if (await this.skuTaken(tx, sku)) throw new CatalogAdminError("skuTaken", 409);
        variantRows.push({ productId: product.id, sku, optionValueIds: combo.map((c) => c.id), inventoryWarningLevel: 2 });
      }
      const inserted = variantRows.length ? await tx.insert(productVariants).values(variantRows).returning({ id: productVariants.id, sku: productVariants.sku }) : [];
      if (product.inventoryTracking === "variant") await this.ensureStockRows(tx, product.id, "variant");
      const facet = option.key === "gears" ? "speed" : option.key;
      await tx.insert(productFacets).values({ productId: product.id, facet, value: label }).onConflictDoNothing();
      return {
        before: null,
        after: { option: option.key, value: label, variants: inserted.map((v) => v.sku) },
        result: { variantIds: inserted.map((v) => v.id) },
      };
    });
    await this.published([input.productId]);
    return result;
  }

  /**
   * Sets one stock level (variant 0: the product's own level). Answers whether the level came
   * back from zero, so the caller can start the back-in-stock run at once (its query finds the
   * registrations by stock above zero at the channel's location).
   */
  async setStock(actor: StaffActor, input: { productId: number; variantId: number; locationId: number; quantity: number }): Promise<{ restocked: boolean }> {
    const result = await this.write(actor, { action: "stock.set", entity: "product", entityId: input.productId }, async (tx) => {
      const product = await this.lockProduct(tx, input.productId);
      if (input.variantId !== 0) {
        const [variant] = await tx.select({ id: productVariants.id }).from(productVariants).where(and(eq(productVariants.id, input.variantId), eq(productVariants.productId, product.id)));
        if (!variant) throw new CatalogAdminError("variantNotFound", 404);
      }
      const [location] = await tx.select().from(inventoryLocations).where(eq(inventoryLocations.id, input.locationId));
      if (!location) throw new CatalogAdminError("locationNotFound", 404);
      const key = and(eq(stockLevels.locationId, location.id), eq(stockLevels.productId, product.id), eq(stockLevels.variantId, input.variantId));
      const [current] = await tx.select().from(stockLevels).where(key).for("update");
      const before = current?.quantity ?? 0;
      await tx
        .insert(stockLevels)
        .values({ locationId: location.id, productId: product.id, variantId: input.variantId, quantity: input.quantity })
        .onConflictDoUpdate({ target: [stockLevels.locationId, stockLevels.productId, stockLevels.variantId], set: { quantity: input.quantity } });
      return {
        before: { variantId: input.variantId, location: location.code, quantity: before },
        after: { variantId: input.variantId, location: location.code, quantity: input.quantity },
        result: { restocked: before <= 0 && input.quantity > 0 },
      };
    });
    await this.published([input.productId]);
    return result;
  }

  /** Image order (ids in the new order; the first is the thumbnail) and removal of the ids left out. */
  async setImages(actor: StaffActor, input: { productId: number; imageIds: number[] }): Promise<{ removedUrls: string[] }> {
    const result = await this.write(actor, { action: "product.setImages", entity: "product", entityId: input.productId }, async (tx) => {
      await this.lockProduct(tx, input.productId);
      const current = await tx.select().from(productImages).where(eq(productImages.productId, input.productId)).orderBy(asc(productImages.sortOrder), asc(productImages.id));
      const keep = input.imageIds.filter((id, i) => input.imageIds.indexOf(id) === i && current.some((c) => c.id === id));
      const removed = current.filter((c) => !keep.includes(c.id));
      if (removed.length > 0) await tx.delete(productImages).where(inArray(productImages.id, removed.map((r) => r.id)));
      for (const [sortOrder, id] of keep.entries()) await tx.update(productImages).set({ sortOrder, isThumbnail: sortOrder === 0 }).where(eq(productImages.id, id));
      return {
        before: current.map((c) => c.url),
        after: keep.map((id) => current.find((c) => c.id === id)!.url),
        result: { removedUrls: removed.map((r) => r.url) },
      };
    });
    await this.published([input.productId]);
    return result;
  }

  /** Adds an image (already stored) at the end of the product's list. */
  async addImage(actor: StaffActor, input: { productId: number; url: string; alt: string }): Promise<{ id: number }> {
    const result = await this.write(actor, { action: "product.addImage", entity: "product", entityId: input.productId }, async (tx) => {
      await this.lockProduct(tx, input.productId);
      const current = await tx.select({ sortOrder: productImages.sortOrder }).from(productImages).where(eq(productImages.productId, input.productId));
      const sortOrder = current.length === 0 ? 0 : Math.max(...current.map((c) => c.sortOrder)) + 1;
      const [row] = await tx.insert(productImages).values({ productId: input.productId, url: input.url, alt: input.alt, isThumbnail: current.length === 0, sortOrder }).returning({ id: productImages.id });
      return { before: null, after: { url: input.url, alt: input.alt }, result: { id: row.id } };
    });
    await this.published([input.productId]);
    return result;
  }

  /** Renames a category: its own name and its display name per locale (empty: the locale shows the default). */
  async renameCategory(actor: StaffActor, input: { categoryId: number; name?: string; displayNames?: Record<string, string> }): Promise<void> {
    await this.write(actor, { action: "category.rename", entity: "category", entityId: input.categoryId }, async (tx) => {
      const [category] = await tx.select().from(categories).where(eq(categories.id, input.categoryId)).for("update");
      if (!category) throw new CatalogAdminError("categoryNotFound", 404);
      const names = await tx.select().from(categoryMetafields).where(and(eq(categoryMetafields.categoryId, category.id), eq(categoryMetafields.key, DISPLAY_NAME)));
      const beforeNames = Object.fromEntries(names.map((m) => [m.scope, m.value]));
      const name = input.name?.trim() || category.name;
      if (name !== category.name) await tx.update(categories).set({ name }).where(eq(categories.id, category.id));
      const afterNames = { ...beforeNames };
      for (const [locale, raw] of Object.entries(input.displayNames ?? {})) {
        const value = raw.trim();
        const where = and(eq(categoryMetafields.categoryId, category.id), eq(categoryMetafields.key, DISPLAY_NAME), eq(categoryMetafields.scope, locale));
        if (value === "") {
          await tx.delete(categoryMetafields).where(where);
          delete afterNames[locale];
        } else {
          await tx
            .insert(categoryMetafields)
            .values({ categoryId: category.id, key: DISPLAY_NAME, scope: locale, value })
            .onConflictDoUpdate({ target: [categoryMetafields.categoryId, categoryMetafields.key, categoryMetafields.scope], set: { value } });
          afterNames[locale] = value;
        }
      }
      return { before: { name: category.name, displayNames: beforeNames }, after: { name, displayNames: afterNames }, result: undefined };
    });
    await this.published([]);
  }

  /** Publishes or unpublishes a category; unpublished, it and its subtree leave the tree, their pages, search hits and the sitemap. */
  async setCategoryPublished(actor: StaffActor, input: { categoryId: number; published: boolean }): Promise<void> {
    const productIds = await this.write(actor, { action: input.published ? "category.publish" : "category.unpublish", entity: "category", entityId: input.categoryId }, async (tx) => {
      const [category] = await tx.select().from(categories).where(eq(categories.id, input.categoryId)).for("update");
      if (!category) throw new CatalogAdminError("categoryNotFound", 404);
      await tx.update(categories).set({ published: input.published }).where(eq(categories.id, category.id));
      const inSubtree = await rows<{ product_id: number }>(
        tx,
        sql`SELECT DISTINCT pc.product_id FROM catalog_product_categories pc JOIN catalog_categories c ON c.id = pc.category_id
            WHERE c.id = ${category.id} OR ${category.id} = ANY(c.path)`,
      );
      return { before: { published: category.published }, after: { published: input.published }, result: inSubtree.map((r) => Number(r.product_id)) };
    });
    // Their hits carry the category URLs they are listed under.
    await this.published(productIds);
  }
}
