import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { BoundedCache } from "../../lib/bounded-cache";
import type { Storefront } from "../storefront/service";
import type { CardReader } from "./cards";
import { STORE_FINDER_CTA, type CategoryTree } from "./categories";
import type { Inventory } from "./inventory";
import { LISTING_TTL_MS, major } from "./read-support";
import type { ReviewsAndQuestions } from "./reviews";
import {
  brands,
  categoryMetafields,
  productCategories,
  productCustomFields,
  productImages,
  productMetafields,
  productOptions,
  productOptionValues,
  productPrices,
  products,
  productVariants,
  productVideos,
  stockLevels,
} from "./schema";
import type { CatalogContext, CategoryNode, Product, ProductCard, Question, Review } from "./types";

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

/** Related-product ids are used only if all are numbers (001 §3). */
export function relatedIds(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length === 0) return [];
  return raw.every((id) => typeof id === "number" && Number.isInteger(id)) ? (raw as number[]) : [];
}

/** Products in a storefront's currency, tax mode and locale, and the cached catalogue part of a product page. */
export class ProductReader {
  /** Product pages' catalogue data (product, related cards, breadcrumbs), same rules as category views. */
  private productPageCache = new BoundedCache<ProductPageData | null>({ maxBytes: PRODUCT_PAGE_CACHE_BYTES, ttlMs: LISTING_TTL_MS });

  constructor(
    private readonly db: Database,
    private readonly tree: CategoryTree,
    private readonly inventory: Inventory,
    private readonly cardReader: CardReader,
    private readonly feedback: ReviewsAndQuestions,
  ) {}

  invalidate(): void {
    this.productPageCache.invalidate();
  }

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
    const locationId = await this.inventory.locationOf(ctx.channelId);

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
    const { nodes } = await this.tree.load();
    const ids = new Set(product.categories.flatMap((id) => [id, ...(nodes.get(id)?.path ?? [])]));
    const [hit] = await this.db
      .select({ value: categoryMetafields.value })
      .from(categoryMetafields)
      .where(and(eq(categoryMetafields.key, STORE_FINDER_CTA), eq(categoryMetafields.scope, countryIso), inArray(categoryMetafields.categoryId, [...ids])))
      .limit(1);
    return hit?.value === "true";
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
        product.categories[0] ? this.tree.ancestry(product.categories[0], ctx.locale) : Promise.resolve([]),
        this.feedback.reviews(product.id),
        this.feedback.questions(product.id),
      ]);
      return { product, related, categoryWantsStoreFinder, ancestry, reviews, questions };
    });
  }

  /** Related products as cards, when the product lists them (only if all ids are numbers). */
  async relatedCards(product: Product, ctx: CatalogContext): Promise<ProductCard[]> {
    return this.cardReader.cards(product.related_products.filter((id) => id !== product.id), ctx);
  }

  /** Ids of every product (the search sync walks them in batches). */
  async productIds(): Promise<number[]> {
    const list = await this.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    return list.map((r) => r.id);
  }
}
