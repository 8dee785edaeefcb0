import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CacheEpochs } from "../cache/epochs";
import { BoundedCache } from "../../lib/bounded-cache";
import type { SearchHit } from "../search/types";
import type { Storefront, StorefrontDirectory } from "../storefront/service";
import {
  backInStockRegistrations,
  brands,
  categories,
  categoryMetafields,
  channelLocations,
  productCategories,
  productCustomFields,
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
} from "./schema";
import {
  TERM_FACETS,
  type CatalogContext,
  type CategoryNode,
  type FacetValue,
  type Listing,
  type ListingQuery,
  type Product,
  type ProductCard,
  type Question,
  type Review,
  type TermFacet,
} from "./types";

/**
 * Category views kept per process, keys (filters, sort, page) and cards counted in bytes, and how
 * long (stock moves without a catalogue epoch). A visitor chooses the keys: issue 12.
 */
const LISTING_CACHE_BYTES = 16 * 1024 * 1024;
const FACET_CACHE_BYTES = 8 * 1024 * 1024;
const BLOCK_CARDS_CACHE_BYTES = 8 * 1024 * 1024;
const LISTING_TTL_MS = 30_000;
/** Product pages' catalogue data kept per process (~20-60 KB each). */
const PRODUCT_PAGE_CACHE_BYTES = 48 * 1024 * 1024;

/** The catalogue part of a product page: the same for every visitor of a storefront. */
export interface ProductPageData {
  product: Product;
  related: ProductCard[];
  categoryWantsStoreFinder: boolean;
  ancestry: CategoryNode[];
  /** Approved ones only: submissions wait for moderation, and approvals come with catalogue writes. */
  reviews: Review[];
  questions: Question[];
}

export const DISPLAY_NAME = "DISPLAY_NAME";
/** A category's description per locale, beside DISPLAY_NAME. */
export const DISPLAY_DESCRIPTION = "DISPLAY_DESCRIPTION";
export const STORE_FINDER_CTA = "DISPLAY_STORE_FINDER_CTA_FOR_OOS_PRODUCTS";
/** Custom fields shown as the search card's highlights (000 §2 Search product card). */
const GEAR_FIELD = "Gears";
const MATERIAL_FIELD = "Frame material";

/** The catalogue context of a storefront. */
export function catalogContext(storefront: Storefront, currency?: string): CatalogContext {
  const cur = currency ?? storefront.currency;
  return {
    currency: cur,
    // The storefront's own tax mode for its currency; another currency follows the 001 §9 rule.
    taxMode: cur === storefront.currency ? storefront.taxMode : cur === "USD" ? "ex" : "inc",
    locale: storefront.locale,
    channelId: storefront.channelId,
    countryIso: storefront.country.iso,
  };
}

const major = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : minor / 100);
/** An int[] literal for `= ANY(...)`: one parameter whatever the list length. */
const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Related-product ids are used only if all are numbers (001 §3). */
export function relatedIds(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length === 0) return [];
  return raw.every((id) => typeof id === "number" && Number.isInteger(id)) ? (raw as number[]) : [];
}

export interface BackInStockResult {
  is_valid: boolean;
  status: number;
}

/**
 * The catalogue's rules: reads in a storefront's currency, tax mode and locale, listings with
 * facet counts in SQL, search hits, reviews, questions and back-in-stock registrations.
 */
export class CatalogService {
  private treeMemo: Promise<{
    nodes: Map<number, Omit<CategoryNode, "display_name" | "children">>;
    names: Map<string, string>;
    descriptions: Map<string, string>;
  }> | null = null;
  private locationMemo = new Map<number, Promise<number | null>>();
  private hexMemo: Promise<Map<string, string>> | null = null;
  /**
   * Category views of this process (facet counts, page, cards). Dropped when the catalogue epoch
   * moves; kept at most LISTING_TTL_MS since stock changes (orders) move no epoch.
   */
  /** Facet counts and slider bounds per category and filters (any sort or page), same rules. */
  private facetCache = new BoundedCache<ListingStatRow[]>({ maxBytes: FACET_CACHE_BYTES, ttlMs: LISTING_TTL_MS });
  private listingCache = new BoundedCache<Listing>({ maxBytes: LISTING_CACHE_BYTES, ttlMs: LISTING_TTL_MS });
  /** Product pages' catalogue data (product, related cards, breadcrumbs), same rules. */
  private productPageCache = new BoundedCache<ProductPageData | null>({ maxBytes: PRODUCT_PAGE_CACHE_BYTES, ttlMs: LISTING_TTL_MS });
  /** Cards of the products CMS blocks name (home and content pages), same rules. */
  private blockCardsCache = new BoundedCache<ProductCard[]>({ maxBytes: BLOCK_CARDS_CACHE_BYTES, ttlMs: LISTING_TTL_MS });

  constructor(
    private readonly db: Database,
    private readonly epochs: CacheEpochs,
    private readonly storefronts: StorefrontDirectory,
  ) {
    epochs.onChange(() => {
      this.treeMemo = null;
      this.hexMemo = null;
      this.locationMemo.clear();
      this.listingCache.invalidate();
      this.facetCache.invalidate();
      this.productPageCache.invalidate();
      this.blockCardsCache.invalidate();
    });
  }

  /** Tells every process that catalogue pages are stale (page cache, category tree memo). */
  async changed(): Promise<void> {
    await this.epochs.bump("catalog");
  }

  // ---------------------------------------------------------------- categories

  private loadTree() {
    this.treeMemo ??= (async () => {
      const [list, names] = await Promise.all([
        this.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
        this.db.select().from(categoryMetafields).where(inArray(categoryMetafields.key, [DISPLAY_NAME, DISPLAY_DESCRIPTION])),
      ]);
      const byKey = (key: string) =>
        new Map(names.filter((m) => m.key === key).map((m) => [`${m.categoryId}:${m.scope}`, m.value]));
      const nodes = new Map(
        list.map((c) => [c.id, { id: c.id, parent_id: c.parentId, name: c.name, url: c.url, path: c.path, depth: c.depth, description: c.description }]),
      );
      return { nodes, names: byKey(DISPLAY_NAME), descriptions: byKey(DISPLAY_DESCRIPTION) };
    })();
    this.treeMemo.catch(() => (this.treeMemo = null));
    return this.treeMemo;
  }

  private async node(id: number, locale: string, withChildren: boolean): Promise<CategoryNode | null> {
    const { nodes, names, descriptions } = await this.loadTree();
    const base = nodes.get(id);
    if (!base) return null;
    const build = (n: typeof base): CategoryNode => ({
      ...n,
      display_name: names.get(`${n.id}:${locale}`) ?? names.get(`${n.id}:en-GB`) ?? n.name,
      description: descriptions.get(`${n.id}:${locale}`) ?? descriptions.get(`${n.id}:en-GB`) ?? n.description,
      children: withChildren ? [...nodes.values()].filter((c) => c.parent_id === n.id).map(build) : [],
    });
    return build(base);
  }

  /** getCategoryTree (001 §7): the whole tree with display names in the locale. */
  async getCategoryTree(locale: string): Promise<CategoryNode[]> {
    const { nodes } = await this.loadTree();
    const roots = [...nodes.values()].filter((n) => n.parent_id === null);
    return (await Promise.all(roots.map((r) => this.node(r.id, locale, true)))).filter((n): n is CategoryNode => n !== null);
  }

  /** getCategory (001 §7) by id or by url (`/bikes/urban`, with or without /c). */
  async getCategory(ref: { id?: number; url?: string }, locale: string): Promise<CategoryNode | null> {
    const { nodes } = await this.loadTree();
    let id = ref.id;
    if (id === undefined && ref.url !== undefined) {
      const url = `/${ref.url}`.replace(/\/{2,}/g, "/").replace(/^\/c\//, "/").replace(/\/$/, "").toLowerCase();
      id = [...nodes.values()].find((n) => n.url === url)?.id;
    }
    return id === undefined ? null : this.node(id, locale, true);
  }

  /** The category and its ancestors, root first (breadcrumbs). */
  async ancestry(id: number, locale: string): Promise<CategoryNode[]> {
    const self = await this.node(id, locale, false);
    if (!self) return [];
    const ancestors = await Promise.all(self.path.map((a) => this.node(a, locale, false)));
    return [...ancestors.filter((n): n is CategoryNode => n !== null), self];
  }

  /** getAllCategoryConfigMetafields (001 §7): every category metafield with one of the keys. */
  async getCategoryMetafields(keys: string[]) {
    if (keys.length === 0) return [];
    const list = await this.db.select().from(categoryMetafields).where(inArray(categoryMetafields.key, keys));
    return list.map((m) => ({ category_id: m.categoryId, key: m.key, namespace: m.scope, value: m.value }));
  }

  // ---------------------------------------------------------------- stock

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

  // ---------------------------------------------------------------- products

  /** getProductById (001 §7): null when unknown or disabled. `include` narrows the sub-resources. */
  async getProduct(id: number, ctx: CatalogContext, include?: string[]): Promise<Product | null> {
    const [row] = await this.db
      .select({ product: products, brand: brands.name, price: productPrices })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, ctx.currency)))
      .where(eq(products.id, id));
    if (!row || row.product.availability === "disabled") return null;
    const p = row.product;
    const wants = (part: string) => !include || include.includes(part);
    const locationId = await this.locationOf(ctx.channelId);

    const [meta, options, values, variants, stock, images, videos, fields, cats] = await Promise.all([
      this.db.select().from(productMetafields).where(and(eq(productMetafields.productId, id), eq(productMetafields.locale, ctx.locale))),
      this.db.select().from(productOptions).where(eq(productOptions.productId, id)).orderBy(asc(productOptions.sortOrder)),
      this.db
        .select({ value: productOptionValues })
        .from(productOptionValues)
        .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
        .where(eq(productOptions.productId, id))
        .orderBy(asc(productOptionValues.sortOrder)),
      this.db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.id)),
      locationId === null
        ? Promise.resolve([])
        : this.db.select().from(stockLevels).where(and(eq(stockLevels.productId, id), eq(stockLevels.locationId, locationId))),
      wants("images") ? this.db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sortOrder)) : Promise.resolve([]),
      wants("videos") ? this.db.select().from(productVideos).where(eq(productVideos.productId, id)) : Promise.resolve([]),
      wants("custom_fields")
        ? this.db.select().from(productCustomFields).where(eq(productCustomFields.productId, id)).orderBy(asc(productCustomFields.sortOrder))
        : Promise.resolve([]),
      this.db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)),
    ]);
    const metaValue = (key: string) => meta.find((m) => m.key === key)?.value;
    const stockOf = (variantId: number) => stock.find((s) => s.variantId === variantId)?.quantity ?? 0;
    const optionOf = new Map(options.map((o) => [o.id, o]));
    const valueOf = new Map(values.map(({ value }) => [value.id, value]));
    const amounts = this.amounts(row.price, ctx.taxMode);

    const product: Product = {
      id: p.id,
      name: metaValue("name") ?? p.name,
      slug: p.slug,
      url: `/p/${p.id}/${p.slug}`,
      sku: p.sku,
      brand_id: p.brandId,
      brand_name: row.brand ?? "",
      description: metaValue("description") ?? p.description,
      currency: ctx.currency,
      tax_mode: ctx.taxMode,
      ...amounts,
      weight: p.weightGrams / 1000,
      inventory_tracking: p.inventoryTracking,
      inventory_level:
        p.inventoryTracking === "product" ? stockOf(0) : p.inventoryTracking === "variant" ? variants.reduce((sum, v) => sum + stockOf(v.id), 0) : 0,
      availability: p.availability,
      order_quantity_minimum: p.orderQuantityMinimum,
      order_quantity_maximum: p.orderQuantityMaximum,
      categories: cats.map((c) => c.id),
      related_products: relatedIds(p.relatedProducts),
      has_size_guide: p.hasSizeGuide,
    };
    if (wants("images"))
      product.images = images.map((i) => ({ id: i.id, url_standard: i.url, description: i.alt, is_thumbnail: i.isThumbnail, option_value_id: i.optionValueId }));
    if (wants("videos")) product.videos = videos.map((v) => ({ title: v.title, video_url: v.videoUrl, thumbnail_url: v.thumbnailUrl }));
    if (wants("custom_fields")) product.custom_fields = fields.map((f) => ({ id: f.id, name: f.name, value: f.value }));
    if (wants("options"))
      product.options = options.map((o) => ({
        id: o.id,
        key: o.key,
        display_name: o.displayName,
        sort_order: o.sortOrder,
        option_values: values
          .filter(({ value }) => value.optionId === o.id)
          .map(({ value }) => ({ id: value.id, label: value.label, is_default: value.isDefault, sort_order: value.sortOrder, value_data: value.hex ? { colors: [value.hex] } : null })),
      }));
    if (wants("variants"))
      product.variants = variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        option_values: v.optionValueIds
          .map((vid) => valueOf.get(vid))
          .filter((value) => value !== undefined)
          .map((value) => ({ id: value.id, label: value.label, option_id: value.optionId, option_display_name: optionOf.get(value.optionId)?.displayName ?? "" })),
        inventory_level: p.inventoryTracking === "variant" ? stockOf(v.id) : p.inventoryTracking === "product" ? stockOf(0) : 0,
        purchasing_disabled: v.purchasingDisabled,
        inventory_warning_level: v.inventoryWarningLevel,
        image_url: v.imageUrl,
      }));
    return product;
  }

  /** getProductsById (001 §7): in the order asked, unknown ids left out. */
  async getProductsById(ids: number[], ctx: CatalogContext): Promise<Product[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.getProduct(id, ctx)));
    return found.filter((p): p is Product => p !== null);
  }

  /** getMetafields (001 §7): the product's translated fields in one locale. */
  async getMetafields(productId: number, locale: string) {
    const list = await this.db
      .select()
      .from(productMetafields)
      .where(and(eq(productMetafields.productId, productId), eq(productMetafields.locale, locale)));
    return list.map((m) => ({ key: m.key, value: m.value, namespace: m.locale }));
  }

  async getBrands() {
    return this.db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
  }

  private amounts(price: typeof productPrices.$inferSelect | null, taxMode: "inc" | "ex") {
    const regular = price ? (taxMode === "inc" ? price.priceInc : price.priceEx) : 0;
    const sale = price ? (taxMode === "inc" ? price.salePriceInc : price.salePriceEx) : null;
    return { price: major(regular)!, sale_price: major(sale), calculated_price: major(sale ?? regular)! };
  }

  /** Out of stock here and a category (or an ancestor) asks for the store finder in this country. */
  async showsStoreFinderCta(product: Product, countryIso: string): Promise<boolean> {
    if (product.categories.length === 0) return false;
    const { nodes } = await this.loadTree();
    const ids = new Set(product.categories.flatMap((id) => [id, ...(nodes.get(id)?.path ?? [])]));
    const [hit] = await this.db
      .select({ value: categoryMetafields.value })
      .from(categoryMetafields)
      .where(and(eq(categoryMetafields.key, STORE_FINDER_CTA), eq(categoryMetafields.scope, countryIso), inArray(categoryMetafields.categoryId, [...ids])))
      .limit(1);
    return hit?.value === "true";
  }

  // ---------------------------------------------------------------- listings

  /**
   * The listing's candidate rows: visible products of a category subtree with a price here, each
   * with its brand and its facet values as 'facet=value' (read once, so filters and counts need
   * no further joins). The subtree's ids come from the memoised tree.
   */
  private listingBase(subtree: number[], ctx: CatalogContext, locationId: number, needs = { facets: true, stock: true }): SQL {
    const price = ctx.taxMode === "inc" ? sql.raw("coalesce(pp.sale_price_inc, pp.price_inc)") : sql.raw("coalesce(pp.sale_price_ex, pp.price_ex)");
    const inSubtree = sql`SELECT product_id FROM catalog_product_categories WHERE category_id = ANY(${intArray(subtree)})`;
    // A page of an already counted view needs the facet values and stock only to filter by them.
    return sql`
      SELECT p.id, br.name AS brand, p.weight_grams, ${price} AS price, coalesce(m.value, p.name) AS name,
        ${needs.stock ? inStockExpr(locationId) : sql`NULL::boolean`} AS in_stock,
        ${needs.facets ? sql`coalesce(fv.list, '{}')` : sql`'{}'::text[]`} AS fv
      FROM catalog_products p
      JOIN catalog_product_prices pp ON pp.product_id = p.id AND pp.currency = ${ctx.currency}
      ${needs.facets ? sql`LEFT JOIN (SELECT product_id, array_agg(facet || '=' || value) AS list FROM catalog_product_facets
                 WHERE product_id IN (${inSubtree}) GROUP BY product_id) fv ON fv.product_id = p.id` : sql``}
      LEFT JOIN catalog_brands br ON br.id = p.brand_id
      LEFT JOIN catalog_product_metafields m ON m.product_id = p.id AND m.locale = ${ctx.locale} AND m.key = 'name'
      WHERE p.availability <> 'disabled' AND p.id IN (${inSubtree})`;
  }

  /**
   * A category view (001 §9): products matching the filters, sorted and paged, plus disjunctive
   * facet counts (each facet counted with every other filter applied) and slider bounds. A view
   * not seen yet takes one statement over the category's rows read once; its counts are kept per
   * category and filters (facetCache), so another page or sort of it only reads the page. Whole
   * views are cached too (listingCache).
   */
  async listCategory(categoryId: number, query: ListingQuery, ctx: CatalogContext): Promise<Listing> {
    const key = JSON.stringify([categoryId, ctx.currency, ctx.taxMode, ctx.locale, ctx.channelId, listingKey(query)]);
    return this.listingCache.get(key, () => this.computeListing(categoryId, query, ctx));
  }

  private async computeListing(categoryId: number, query: ListingQuery, ctx: CatalogContext): Promise<Listing> {
    const locationId = (await this.locationOf(ctx.channelId)) ?? -1;
    const { nodes } = await this.loadTree();
    const subtree = [...nodes.values()].filter((n) => n.id === categoryId || n.path.includes(categoryId)).map((n) => n.id);
    const filters = listingFilters(query);
    const where = (...except: string[]) => {
      const parts = Object.entries(filters)
        .filter(([key, part]) => !except.includes(key) && part)
        .map(([, part]) => part!);
      return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
    };
    // The brand is a column; the other facets are 'facet=value' entries of fv.
    const pairs = sql`(b.fv || ('brand=' || coalesce(b.brand, '')))`;
    // Facets without a filter of their own count the rows that pass every filter, all in one pass;
    // each filtered facet counts its own values over the rows that pass the other filters.
    const filtered = TERM_FACETS.filter((facet) => filters[facet]);
    const counts = [
      sql`SELECT split_part(v, '=', 1) AS facet, substr(v, strpos(v, '=') + 1) AS value, count(*)::int AS n
          FROM hits b, unnest(${pairs}) AS v
          WHERE ${filtered.length ? sql`split_part(v, '=', 1) NOT IN (${sql.join(filtered.map((f) => sql`${f}`), sql`, `)})` : sql`TRUE`}
          GROUP BY v`,
      ...filtered.map(
        (facet) => sql`SELECT ${facet} AS facet, substr(v, ${facet.length + 2}) AS value, count(*)::int AS n
          FROM b, unnest(${pairs}) AS v WHERE ${where(facet)} AND v LIKE ${`${facet}=%`} GROUP BY v`,
      ),
    ];
    const order = {
      latest: sql`b.id DESC`,
      oldest: sql`b.id ASC`,
      "name-asc": sql`lower(b.name) COLLATE "C" ASC, b.id ASC`,
      "name-desc": sql`lower(b.name) COLLATE "C" DESC, b.id DESC`,
      "price-desc": sql`b.price DESC, b.id DESC`,
      "price-asc": sql`b.price ASC, b.id ASC`,
    }[query.sort];

    const pageOf = (from: SQL) => sql`(SELECT json_agg(b.id ORDER BY ${order}) FROM (
      SELECT b.id, b.name, b.price FROM ${from} ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}) AS b)`;
    const facetKey = JSON.stringify([categoryId, ctx.currency, ctx.taxMode, ctx.locale, ctx.channelId, listingKey({ ...query, sort: "latest", page: 1, pageSize: 0 })]);
    const counted = this.facetCache.peek(facetKey);
    let stats: ListingStatRow[];
    let rawPage: number[] | string | null;
    if (counted) {
      stats = counted;
      const needs = { facets: TERM_FACETS.some((facet) => facet !== "brand" && filters[facet]), stock: Boolean(filters.inStock) };
      const [row] = await rows<{ page: number[] | string | null }>(
        this.db,
        sql`WITH b AS MATERIALIZED (${this.listingBase(subtree, ctx, locationId, needs)}) SELECT ${pageOf(sql`b WHERE ${where()}`)} AS page`,
      );
      rawPage = row?.page ?? null;
    } else {
      const generation = this.facetCache.generation;
      stats = await rows<ListingStatRow>(
        this.db,
        sql`WITH b AS MATERIALIZED (${this.listingBase(subtree, ctx, locationId)}),
          hits AS MATERIALIZED (SELECT * FROM b WHERE ${where()})
        SELECT facet, value, n, NULL::int AS lo, NULL::int AS hi, NULL::int AS wlo, NULL::int AS whi, NULL::int AS stock, NULL::json AS page
        FROM (${sql.join(counts, sql` UNION ALL `)}) AS c
        UNION ALL
        SELECT '_stats', NULL, count(*) FILTER (WHERE ${where()})::int,
          min(price) FILTER (WHERE ${where("price")})::int, max(price) FILTER (WHERE ${where("price")})::int,
          min(weight_grams) FILTER (WHERE ${where("weight")})::int, max(weight_grams) FILTER (WHERE ${where("weight")})::int,
          count(*) FILTER (WHERE ${where("inStock")} AND b.in_stock)::int,
          ${pageOf(sql`hits b`)}
        FROM b`,
      );
      rawPage = stats.find((s) => s.facet === "_stats")?.page ?? null;
      this.facetCache.put(facetKey, stats.map((s) => ({ ...s, page: null })), generation);
    }

    const summary = stats.find((s) => s.facet === "_stats");
    const total = Number(summary?.n ?? 0);
    const pageIds = (typeof rawPage === "string" ? (JSON.parse(rawPage) as number[]) : (rawPage ?? [])).map(Number);
    const [cards, hexes] = await Promise.all([this.cards(pageIds, ctx), this.colourHexes()]);
    const facets = Object.fromEntries(
      TERM_FACETS.map((facet) => {
        const selected = new Set(query.terms[facet] ?? []);
        const values: FacetValue[] = stats
          .filter((s) => s.facet === facet && s.value !== null && s.value !== "")
          .map((s) => ({ value: s.value!, count: Number(s.n), selected: selected.has(s.value!), ...(facet === "colour" ? { hex: hexes.get(s.value!) } : {}) }));
        // A selected value that no longer matches anything stays visible so it can be unticked.
        for (const value of selected) if (!values.some((v) => v.value === value)) values.push({ value, count: 0, selected: true });
        values.sort((a, b) => a.value.localeCompare(b.value, "en", { numeric: true }));
        return [facet, values];
      }),
    ) as Record<TermFacet, FacetValue[]>;

    return {
      products: cards,
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
      facets,
      priceRange: { min: Math.floor(Number(summary?.lo ?? 0) / 100), max: Math.ceil(Number(summary?.hi ?? 0) / 100) },
      weightRange: { min: Math.floor(Number(summary?.wlo ?? 0) / 100) / 10, max: Math.ceil(Number(summary?.whi ?? 0) / 100) / 10 },
      inStockCount: Number(summary?.stock ?? 0),
    };
  }

  /** Swatch colour of each colour name (memoised with the tree: it reads every option value). */
  private colourHexes(): Promise<Map<string, string>> {
    this.hexMemo ??= rows<{ label: string; hex: string }>(
      this.db,
      sql`SELECT DISTINCT ON (v.label) v.label, v.hex FROM catalog_product_option_values v
          JOIN catalog_product_options o ON o.id = v.option_id WHERE o.key = 'colour' AND v.hex IS NOT NULL ORDER BY v.label, v.id`,
    ).then((list) => new Map(list.map((r) => [r.label, r.hex])));
    this.hexMemo.catch(() => (this.hexMemo = null));
    return this.hexMemo;
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
    const locationId = (await this.locationOf(ctx.channelId)) ?? -1;
    const found = await this.cardRows(ids, ctx, locationId);
    const byId = new Map(found.map((c) => [c.card.id, c.card]));
    return ids.map((id) => byId.get(id)).filter((c): c is ProductCard => c !== undefined);
  }

  /**
   * The rows behind cards and search hits, for some products or (ids null) every visible one, in a
   * fixed number of queries whatever the count.
   */
  private async cardRows(ids: number[] | null, ctx: CatalogContext, locationId: number) {
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

  /**
   * What a product page shows from the catalogue, cached like category views: a full render of a
   * product page otherwise ran a dozen queries (product, options, variants, stock, images, related
   * cards, breadcrumbs, approved reviews and questions) for data that changes only with the
   * catalogue. Null for an unknown or disabled product. A submitted review or question is not in it
   * until approved (it waits for moderation either way).
   */
  async productPage(id: number, ctx: CatalogContext): Promise<ProductPageData | null> {
    const key = `${id}|${ctx.channelId}|${ctx.currency}|${ctx.taxMode}|${ctx.locale}|${ctx.countryIso}`;
    return this.productPageCache.get(key, async () => {
      const product = await this.getProduct(id, ctx);
      if (!product) return null;
      const [related, categoryWantsStoreFinder, ancestry, reviews, questions] = await Promise.all([
        this.relatedCards(product, ctx),
        this.showsStoreFinderCta(product, ctx.countryIso),
        product.categories[0] ? this.ancestry(product.categories[0], ctx.locale) : Promise.resolve([]),
        this.reviews(product.id),
        this.questions(product.id),
      ]);
      return { product, related, categoryWantsStoreFinder, ancestry, reviews, questions };
    });
  }

  /** Related products as cards, when the product lists them (only if all ids are numbers). */
  async relatedCards(product: Product, ctx: CatalogContext): Promise<ProductCard[]> {
    return this.cards(product.related_products.filter((id) => id !== product.id), ctx);
  }

  // ---------------------------------------------------------------- search hand-off

  /** The currency, tax mode, locale and stock location of a search index `products_{locale}_{currency}`. */
  async searchIndexContext(searchIndex: string): Promise<{ ctx: CatalogContext; locationId: number } | null> {
    const storefront = this.storefronts.all().find((s) => s.searchIndex === searchIndex);
    let ctx: CatalogContext;
    if (storefront) ctx = catalogContext(storefront);
    else {
      const match = /^products_([a-z]{2})-([a-z]{2})_([a-z]{3})$/.exec(searchIndex);
      if (!match) return null;
      const currency = match[3].toUpperCase();
      ctx = { currency, taxMode: currency === "USD" ? "ex" : "inc", locale: `${match[1]}-${match[2].toUpperCase()}`, channelId: -1, countryIso: "" };
    }
    return { ctx, locationId: (await this.locationOf(ctx.channelId)) ?? -1 };
  }

  /** Every visible product as a search hit for one index (000 §3 Search hit). */
  searchHits(searchIndex: string): Promise<SearchHit[]> {
    return this.buildHits(searchIndex, null);
  }

  searchHitsForProducts(searchIndex: string, productIds: number[]): Promise<SearchHit[]> {
    return productIds.length === 0 ? Promise.resolve([]) : this.buildHits(searchIndex, productIds);
  }

  private async buildHits(searchIndex: string, ids: number[] | null): Promise<SearchHit[]> {
    const target = await this.searchIndexContext(searchIndex);
    if (!target) return [];
    const only = (column: SQL) => (ids ? sql`${column} = ANY(${intArray(ids)})` : sql`TRUE`);
    const [cardRows, cats, facets, { nodes }] = await Promise.all([
      this.cardRows(ids, target.ctx, target.locationId),
      rows<{ product_id: number; category_id: number }>(
        this.db,
        sql`SELECT product_id, category_id FROM catalog_product_categories WHERE ${only(sql`product_id`)}`,
      ),
      rows<{ product_id: number; facet: string; value: string }>(
        this.db,
        sql`SELECT product_id, facet, value FROM catalog_product_facets WHERE ${only(sql`product_id`)}`,
      ),
      this.loadTree(),
    ]);
    // A product is listed under its categories and all their ancestors (the memoised tree has the paths).
    const catsOf = new Map<number, Set<string>>();
    for (const c of cats) {
      const node = nodes.get(Number(c.category_id));
      if (!node) continue;
      const urls = catsOf.get(Number(c.product_id)) ?? new Set<string>();
      for (const id of [...node.path, node.id]) {
        const url = nodes.get(id)?.url;
        if (url !== undefined) urls.add(url);
      }
      catsOf.set(Number(c.product_id), urls);
    }
    const facetsOf = new Map<number, SearchHit["facets"]>();
    for (const f of facets) {
      const entry = facetsOf.get(Number(f.product_id)) ?? {};
      const key = f.facet as keyof SearchHit["facets"];
      entry[key] = [...(entry[key] ?? []), f.value];
      facetsOf.set(Number(f.product_id), entry);
    }
    return cardRows.map(({ card, sku, description, defaultColour }) => ({
      objectID: String(card.id),
      product: card.id,
      url: card.url.slice("/p".length),
      name: card.name,
      image: card.image,
      image_alt: card.imageAlt,
      price: card.price,
      was_price: card.wasPrice,
      weight: card.weightKg,
      product_stock: card.inStock,
      preOrder: card.preOrder,
      colour: defaultColour,
      colour_variants: card.colours.map((c) => `${c.label}||${c.hex}`),
      colour_variants_stock: card.colours.map((c) => `${c.label}||${c.inStock}`),
      custom_fields: card.highlights,
      category_urls: [...(catsOf.get(card.id) ?? [])].sort(),
      brand: card.brand,
      description,
      sku,
      facets: facetsOf.get(card.id) ?? {},
      created_order: card.id,
    }));
  }

  /** Ids of every product (the search sync walks them in batches). */
  async productIds(): Promise<number[]> {
    const list = await this.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    return list.map((r) => r.id);
  }

  // ---------------------------------------------------------------- reviews, questions, back in stock

  async reviews(productId: number): Promise<Review[]> {
    const list = await this.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, "approved")))
      .orderBy(sql`${productReviews.createdAt} DESC`, sql`${productReviews.id} DESC`)
      .limit(50);
    return list.map((r) => ({ id: r.id, author_name: r.authorName, title: r.title, text: r.text, rating: r.rating, created_at: r.createdAt.toISOString() }));
  }

  async questions(productId: number): Promise<Question[]> {
    const list = await this.db
      .select()
      .from(productQuestions)
      .where(and(eq(productQuestions.productId, productId), eq(productQuestions.status, "approved")))
      .orderBy(sql`${productQuestions.id} DESC`)
      .limit(50);
    return list.map((q) => ({ id: q.id, author_name: q.authorName, question: q.question, answer: q.answer, created_at: q.createdAt.toISOString() }));
  }

  /** A new review waits for moderation; the input is already validated. */
  async addReview(productId: number, input: { authorName: string; email: string; title: string; text: string; rating: number; locale: string }) {
    const [row] = await this.db.insert(productReviews).values({ productId, ...input, status: "pending" }).returning({ id: productReviews.id });
    return row.id;
  }

  async addQuestion(productId: number, input: { authorName: string; email: string; question: string }) {
    const [row] = await this.db.insert(productQuestions).values({ productId, ...input, status: "pending" }).returning({ id: productQuestions.id });
    return row.id;
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

/** A row of a category view's counting statement (facet values, or the one `_stats` row). */
interface ListingStatRow {
  facet: string;
  value: string | null;
  n: number | null;
  lo: number | null;
  hi: number | null;
  wlo: number | null;
  whi: number | null;
  stock: number | null;
  page: number[] | string | null;
}

/** The parts of a listing query that shape the answer, in a fixed order (a cache key). */
function listingKey(query: ListingQuery): unknown[] {
  return [
    TERM_FACETS.map((facet) => query.terms[facet] ?? []),
    query.price?.min ?? null, query.price?.max ?? null, query.weight?.min ?? null, query.weight?.max ?? null,
    query.inStock === true, query.sort, query.page, query.pageSize,
  ];
}

/** In stock at a location: available, and tracked stock above zero (or not tracked). */
function inStockExpr(locationId: number): SQL {
  return sql`(p.availability = 'available' AND (p.inventory_tracking = 'none' OR EXISTS (
    SELECT 1 FROM catalog_stock_levels s WHERE s.product_id = p.id AND s.location_id = ${locationId} AND s.quantity > 0
      AND (s.variant_id = 0) = (p.inventory_tracking = 'product'))))`;
}

/** One SQL condition per active filter over the listing's `b` rows (null when not filtering). */
function listingFilters(query: ListingQuery): Record<string, SQL | null> {
  const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  const filters: Record<string, SQL | null> = {};
  for (const facet of TERM_FACETS) {
    const values = query.terms[facet] ?? [];
    if (values.length === 0) filters[facet] = null;
    else if (facet === "brand") filters[facet] = sql`b.brand IN (${list(values)})`;
    else filters[facet] = sql`b.fv && ARRAY[${list(values.map((v) => `${facet}=${v}`))}]::text[]`;
  }
  const range = (column: SQL, scale: number, r?: { min?: number; max?: number }) => {
    const parts: SQL[] = [];
    if (r?.min !== undefined) parts.push(sql`${column} >= ${Math.round(r.min * scale)}`);
    if (r?.max !== undefined) parts.push(sql`${column} <= ${Math.round(r.max * scale)}`);
    return parts.length ? sql.join(parts, sql` AND `) : null;
  };
  filters.price = range(sql`b.price`, 100, query.price);
  filters.weight = range(sql`b.weight_grams`, 1000, query.weight);
  filters.inStock = query.inStock ? sql`b.in_stock` : null;
  return filters;
}
