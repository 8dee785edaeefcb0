import type { Database } from "../../db/client";
import type { CacheEpochs } from "../cache/epochs";
import type { SearchHit } from "../search/types";
import type { StorefrontDirectory } from "../storefront/service";
import { CardReader } from "./cards";
import { CategoryTree } from "./categories";
import { Inventory, type BackInStockResult } from "./inventory";
import { ListingReader } from "./listing";
import { ProductReader, type ProductPageData } from "./product-reads";
import { ReviewsAndQuestions } from "./reviews";
import { SearchHitBuilder } from "./search-hits";
import { catalogSitemap, type CatalogSitemap } from "./sitemap";
import type { CatalogContext, CategoryNode, Listing, ListingQuery, Product, ProductCard, Question, Review } from "./types";

export { DISPLAY_DESCRIPTION, DISPLAY_NAME, STORE_FINDER_CTA } from "./categories";
export type { BackInStockResult } from "./inventory";
export { catalogContext, relatedIds, type ProductPageData } from "./product-reads";

/**
 * The catalogue's rules: reads in a storefront's currency, tax mode and locale, listings with
 * facet counts in SQL, search hits, reviews, questions and back-in-stock registrations.
 *
 * The facade the rest of the shop calls; each seam lives in its own file beside it: categories.ts
 * (the memoised tree), inventory.ts (locations, stock, back in stock), product-reads.ts (products
 * and product pages), listing.ts (category views), cards.ts (product cards), search-hits.ts (the
 * hand-off to search), reviews.ts (reviews and questions). Every cache and memo is dropped when the
 * catalogue epoch moves.
 */
export class CatalogService {
  private readonly tree: CategoryTree;
  private readonly inventory: Inventory;
  private readonly cardReader: CardReader;
  private readonly listings: ListingReader;
  private readonly feedback: ReviewsAndQuestions;
  private readonly productReader: ProductReader;
  private readonly hits: SearchHitBuilder;
  private readonly reads: Database;

  constructor(
    private readonly db: Database,
    private readonly epochs: CacheEpochs,
    storefronts: StorefrontDirectory,
    /**
     * Where catalogue reads go (products, categories, listings, search-index builds, the sitemap):
     * the read replica when DATABASE_REPLICA_URL is set (issue 18, decision 026). Reviews and
     * questions (shoppers write them and read them back) and the epochs stay on the primary `db`.
     */
    reads: Database = db,
  ) {
    this.tree = new CategoryTree(reads);
    this.inventory = new Inventory(reads);
    this.cardReader = new CardReader(reads, this.inventory);
    this.listings = new ListingReader(reads, this.tree, this.inventory, this.cardReader);
    this.feedback = new ReviewsAndQuestions(db);
    this.productReader = new ProductReader(reads, this.tree, this.inventory, this.cardReader, this.feedback);
    this.hits = new SearchHitBuilder(reads, storefronts, this.tree, this.inventory, this.cardReader);
    this.reads = reads;
    epochs.onChange(() => {
      this.tree.invalidate();
      this.listings.invalidate();
      this.inventory.invalidate();
      this.productReader.invalidate();
      this.cardReader.invalidate();
    });
  }

  /** Tells every process that catalogue pages are stale (page cache, category tree memo). */
  async changed(): Promise<void> {
    await this.epochs.bump("catalog");
  }

  // ---------------------------------------------------------------- categories (categories.ts)

  /** getCategoryTree (001 §7): the whole tree with display names in the locale. */
  getCategoryTree(locale: string): Promise<CategoryNode[]> {
    return this.tree.getCategoryTree(locale);
  }

  /** getCategory (001 §7) by id or by url (`/bikes/urban`, with or without /c). */
  getCategory(ref: { id?: number; url?: string }, locale: string): Promise<CategoryNode | null> {
    return this.tree.getCategory(ref, locale);
  }

  /** The category and its ancestors, root first (breadcrumbs). */
  ancestry(id: number, locale: string): Promise<CategoryNode[]> {
    return this.tree.ancestry(id, locale);
  }

  /** getAllCategoryConfigMetafields (001 §7): every category metafield with one of the keys. */
  getCategoryMetafields(keys: string[]) {
    return this.tree.getCategoryMetafields(keys);
  }

  // ---------------------------------------------------------------- stock (inventory.ts)

  /** The inventory location a channel ships from ("Failed to get the channel inventory location." when none). */
  locationOf(channelId: number): Promise<number | null> {
    return this.inventory.locationOf(channelId);
  }

  /** Stock service: POST /location/{id}/stocks/by-product-id (001 §7). */
  stocksByProductId(locationId: number, productIds: number[]) {
    return this.inventory.stocksByProductId(locationId, productIds);
  }

  /** Stock service: POST /location/{id}/stocks by SKU (variant or product SKUs). */
  stocksBySku(locationId: number, skus: string[]) {
    return this.inventory.stocksBySku(locationId, skus);
  }

  /** What the cart needs to check a line (see Inventory.purchaseInfo). */
  purchaseInfo(channelId: number, productId: number, variantId?: number) {
    return this.inventory.purchaseInfo(channelId, productId, variantId);
  }

  // ---------------------------------------------------------------- products (product-reads.ts)

  /** getProductById (001 §7): null when unknown or disabled. `include` narrows the sub-resources. */
  getProduct(id: number, ctx: CatalogContext, include?: string[]): Promise<Product | null> {
    return this.productReader.getProduct(id, ctx, include);
  }

  /** getProductsById (001 §7): in the order asked, unknown ids left out. */
  getProductsById(ids: number[], ctx: CatalogContext): Promise<Product[]> {
    return this.productReader.getProductsById(ids, ctx);
  }

  /** getMetafields (001 §7): the product's translated fields in one locale. */
  getMetafields(productId: number, locale: string) {
    return this.productReader.getMetafields(productId, locale);
  }

  getBrands() {
    return this.productReader.getBrands();
  }

  /** Out of stock here and a category (or an ancestor) asks for the store finder in this country. */
  showsStoreFinderCta(product: Product, countryIso: string): Promise<boolean> {
    return this.productReader.showsStoreFinderCta(product, countryIso);
  }

  /** The catalogue part of a product page, cached like category views (see ProductReader.productPage). */
  productPage(id: number, ctx: CatalogContext): Promise<ProductPageData | null> {
    return this.productReader.productPage(id, ctx);
  }

  /** Related products as cards, when the product lists them (only if all ids are numbers). */
  relatedCards(product: Product, ctx: CatalogContext): Promise<ProductCard[]> {
    return this.productReader.relatedCards(product, ctx);
  }

  /** The catalogue's part of a storefront's sitemap (issue 16): its products and categories, with lastmod. */
  sitemap(currency: string): Promise<CatalogSitemap> {
    return catalogSitemap(this.reads, currency);
  }

  /** Ids of every product (the search sync walks them in batches). */
  productIds(): Promise<number[]> {
    return this.productReader.productIds();
  }

  // ---------------------------------------------------------------- listings and cards (listing.ts, cards.ts)

  /** A category view (001 §9) with disjunctive facet counts and slider bounds (see ListingReader). */
  listCategory(categoryId: number, query: ListingQuery, ctx: CatalogContext): Promise<Listing> {
    return this.listings.listCategory(categoryId, query, ctx);
  }

  /** Cards for the products a CMS page's blocks name, cached. */
  blockCards(ids: number[], ctx: CatalogContext): Promise<ProductCard[]> {
    return this.cardReader.blockCards(ids, ctx);
  }

  /** Cards for listings and related products, in the order of `ids`. */
  cards(ids: number[], ctx: CatalogContext): Promise<ProductCard[]> {
    return this.cardReader.cards(ids, ctx);
  }

  // ---------------------------------------------------------------- search hand-off (search-hits.ts)

  /** The currency, tax mode, locale and stock location of a search index `products_{locale}_{currency}`. */
  searchIndexContext(searchIndex: string): Promise<{ ctx: CatalogContext; locationId: number } | null> {
    return this.hits.searchIndexContext(searchIndex);
  }

  /** Every visible product as a search hit for one index (000 §3 Search hit). */
  searchHits(searchIndex: string): Promise<SearchHit[]> {
    return this.hits.searchHits(searchIndex);
  }

  searchHitsForProducts(searchIndex: string, productIds: number[]): Promise<SearchHit[]> {
    return this.hits.searchHitsForProducts(searchIndex, productIds);
  }

  // ---------------------------------------------------------------- reviews, questions (reviews.ts), back in stock (inventory.ts)

  reviews(productId: number): Promise<Review[]> {
    return this.feedback.reviews(productId);
  }

  questions(productId: number): Promise<Question[]> {
    return this.feedback.questions(productId);
  }

  /** A new review waits for moderation; the input is already validated. */
  addReview(productId: number, input: { authorName: string; email: string; title: string; text: string; rating: number; locale: string }) {
    return this.feedback.addReview(productId, input);
  }

  addQuestion(productId: number, input: { authorName: string; email: string; question: string }) {
    return this.feedback.addQuestion(productId, input);
  }

  /** Back-in-stock register (001 §4, §7); a second registration of the same email is refused. */
  registerBackInStock(input: { channelId: number; productId: number; variantId?: number; email: string }): Promise<BackInStockResult> {
    return this.inventory.registerBackInStock(input);
  }

  /** Does the variant belong to the product (forms must not register foreign ids)? */
  variantBelongs(productId: number, variantId: number): Promise<boolean> {
    return this.inventory.variantBelongs(productId, variantId);
  }
}
