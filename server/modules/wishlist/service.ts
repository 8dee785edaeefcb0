import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartProductDetails, lineKey, type CartProductDetails } from "../catalog/cart-support";
import type { CatalogService } from "../catalog/service";
import type { CatalogContext } from "../catalog/types";
import { wishlistItems, wishlists } from "./schema";
import {
  WISHLIST_MAX_ITEMS,
  WISHLIST_PAGE_SIZE,
  wishlistItemId,
  type PublicWishlistView,
  type WishlistItemRef,
  type WishlistItemStatus,
  type WishlistItemView,
  type WishlistPage,
  type WishlistView,
} from "./types";

export type WishlistErrorCode = "notFound" | "productNotFound" | "full";

/** A wishlist rule was broken; the API turns the code into a status and a translated message. */
export class WishlistError extends Error {
  constructor(readonly code: WishlistErrorCode) {
    super(code);
  }
}

type WishlistRow = typeof wishlists.$inferSelect;

/**
 * Customers' wishlists (001 §3 Wishlist, §4 Wishlist, §9 page size 50). One list a customer, made on
 * first use; items are unique per product and variant, so adding the same again changes nothing,
 * and a guest's list merged at login adds only what is missing. Product data is read in the
 * storefront's currency, tax mode and locale at read time, so a list never shows a stale price,
 * and an item whose product is gone or out of stock says so. Another customer's list is not found.
 */
export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
  ) {}

  /** The customer's list (made on first use); `wishlistId`, when given, must be theirs. */
  async own(customerId: number, wishlistId?: number): Promise<WishlistRow> {
    if (wishlistId !== undefined) {
      const [row] = await this.db.select().from(wishlists).where(eq(wishlists.id, wishlistId));
      if (!row || row.customerId !== customerId) throw new WishlistError("notFound");
      return row;
    }
    const [existing] = await this.db.select().from(wishlists).where(eq(wishlists.customerId, customerId));
    if (existing) return existing;
    await this.db
      .insert(wishlists)
      .values({ customerId, name: "", token: randomBytes(24).toString("hex") })
      .onConflictDoNothing({ target: wishlists.customerId });
    const [made] = await this.db.select().from(wishlists).where(eq(wishlists.customerId, customerId));
    return made;
  }

  /** One page of the customer's list, newest first. */
  async view(customerId: number, ctx: CatalogContext, page = 1, wishlistId?: number): Promise<WishlistView> {
    const list = await this.own(customerId, wishlistId);
    return { id: list.id, name: list.name, is_public: list.isPublic, token: list.token, ...(await this.page(list.id, ctx, page)) };
  }

  /**
   * One page of the customer's list if they have one, else null: a read that never makes the list
   * (the back office's customer details, issue 17), unlike `view`, which makes it on first use.
   */
  async find(customerId: number, ctx: CatalogContext, page = 1): Promise<WishlistView | null> {
    const [list] = await this.db.select().from(wishlists).where(eq(wishlists.customerId, customerId));
    if (!list) return null;
    return { id: list.id, name: list.name, is_public: list.isPublic, token: list.token, ...(await this.page(list.id, ctx, page)) };
  }

  /** Every item id of the customer's list (the hearts' pressed state), newest first. */
  async itemIds(customerId: number): Promise<string[]> {
    const list = await this.own(customerId);
    const rows = await this.db
      .select({ productId: wishlistItems.productId, variantId: wishlistItems.variantId })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, list.id))
      .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId), desc(wishlistItems.variantId));
    return rows.map((r) => wishlistItemId(r.productId, r.variantId));
  }

  /** Adds a product and variant; already there, nothing changes (001 §4). An unknown product or variant is refused. */
  async add(customerId: number, ref: WishlistItemRef, ctx: CatalogContext, wishlistId?: number): Promise<void> {
    const list = await this.own(customerId, wishlistId);
    const details = await cartProductDetails(this.db, ctx, [{ productId: ref.product_id, variantId: ref.variant_id }]);
    if (!isListable(details.get(lineKey(ref.product_id, ref.variant_id)))) throw new WishlistError("productNotFound");
    await this.db.transaction(async (tx) => {
      // One writer a list at a time, so the size limit holds under concurrent adds.
      await tx.execute(sql`SELECT id FROM wishlists WHERE id = ${list.id} FOR UPDATE`);
      const [{ n }] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.wishlistId, list.id));
      const [present] = await tx
        .select({ p: wishlistItems.productId })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.wishlistId, list.id), eq(wishlistItems.productId, ref.product_id), eq(wishlistItems.variantId, ref.variant_id)));
      if (present) return;
      if (n >= WISHLIST_MAX_ITEMS) throw new WishlistError("full");
      await tx.insert(wishlistItems).values({ wishlistId: list.id, productId: ref.product_id, variantId: ref.variant_id }).onConflictDoNothing();
      await tx.update(wishlists).set({ updatedAt: sql`now()` }).where(eq(wishlists.id, list.id));
    });
  }

  async remove(customerId: number, ref: WishlistItemRef, wishlistId?: number): Promise<void> {
    const list = await this.own(customerId, wishlistId);
    await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, list.id), eq(wishlistItems.productId, ref.product_id), eq(wishlistItems.variantId, ref.variant_id)));
  }

  async clear(customerId: number, wishlistId?: number): Promise<void> {
    const list = await this.own(customerId, wishlistId);
    await this.db.delete(wishlistItems).where(eq(wishlistItems.wishlistId, list.id));
  }

  /**
   * The guest's local list into the customer's at login (001 §4): every item the catalogue knows is
   * kept, those already there are not added twice; the guest's order (oldest first) is kept as the
   * items' added times, after what the customer had. Items of unknown products are dropped.
   */
  async merge(customerId: number, refs: WishlistItemRef[], ctx: CatalogContext): Promise<void> {
    const list = await this.own(customerId);
    const unique = [...new Map(refs.map((r) => [wishlistItemId(r.product_id, r.variant_id), r])).values()];
    if (unique.length === 0) return;
    const details = await cartProductDetails(
      this.db,
      ctx,
      unique.map((r) => ({ productId: r.product_id, variantId: r.variant_id })),
    );
    const known = unique.filter((r) => {
      const d = details.get(lineKey(r.product_id, r.variant_id));
      return d !== undefined && d.variantMatches;
    });
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM wishlists WHERE id = ${list.id} FOR UPDATE`);
      const existing = await tx.select({ productId: wishlistItems.productId, variantId: wishlistItems.variantId }).from(wishlistItems).where(eq(wishlistItems.wishlistId, list.id));
      const have = new Set(existing.map((r) => wishlistItemId(r.productId, r.variantId)));
      const missing = known.filter((r) => !have.has(wishlistItemId(r.product_id, r.variant_id)));
      const room = Math.max(0, WISHLIST_MAX_ITEMS - existing.length);
      if (missing.length > room) throw new WishlistError("full");
      if (missing.length === 0) return;
      // The guest's list is oldest first: one millisecond apart keeps that order among the new items.
      const base = Date.now() - missing.length;
      await tx
        .insert(wishlistItems)
        .values(missing.map((r, i) => ({ wishlistId: list.id, productId: r.product_id, variantId: r.variant_id, addedAt: new Date(base + i) })))
        .onConflictDoNothing();
      await tx.update(wishlists).set({ updatedAt: sql`now()` }).where(eq(wishlists.id, list.id));
    });
  }

  /** Shares the list by its token link, or stops sharing it. */
  async setPublic(customerId: number, isPublic: boolean, wishlistId?: number): Promise<void> {
    const list = await this.own(customerId, wishlistId);
    await this.db.update(wishlists).set({ isPublic, updatedAt: sql`now()` }).where(eq(wishlists.id, list.id));
  }

  /** The read-only page of a shared list; null when the token is unknown or the list is private. */
  async publicView(token: string, ctx: CatalogContext, page = 1): Promise<PublicWishlistView | null> {
    const [list] = await this.db.select().from(wishlists).where(eq(wishlists.token, token));
    if (!list || !list.isPublic) return null;
    return { name: list.name, ...(await this.page(list.id, ctx, page)) };
  }

  /**
   * The variant a product card's heart adds: the all-default one, else the first in stock, else the
   * first (as the product page chooses); 0 for a product without variants; null when unknown.
   */
  async defaultVariant(productId: number, ctx: CatalogContext): Promise<WishlistItemRef | null> {
    const product = await this.catalog.getProduct(productId, ctx, ["variants", "options"]);
    if (!product) return null;
    const variants = product.variants ?? [];
    if (variants.length === 0) return { product_id: product.id, variant_id: 0 };
    const defaults = new Set((product.options ?? []).flatMap((o) => o.option_values.filter((v) => v.is_default).map((v) => v.id)));
    const chosen =
      variants.find((v) => v.option_values.every((ov) => defaults.has(ov.id))) ?? variants.find((v) => v.inventory_level > 0) ?? variants[0];
    return { product_id: product.id, variant_id: chosen.id };
  }

  /** Product data for refs without a stored list (a guest's local list shown in the sidebar). */
  async describe(refs: WishlistItemRef[], ctx: CatalogContext): Promise<WishlistItemView[]> {
    const details = await cartProductDetails(
      this.db,
      ctx,
      refs.map((r) => ({ productId: r.product_id, variantId: r.variant_id })),
    );
    return refs.map((r) => itemView(r, null, details.get(lineKey(r.product_id, r.variant_id)), ctx));
  }

  private async page(wishlistId: number, ctx: CatalogContext, page: number): Promise<WishlistPage> {
    const [{ total }] = await this.db.select({ total: count() }).from(wishlistItems).where(eq(wishlistItems.wishlistId, wishlistId));
    const rows = await this.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, wishlistId))
      .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId), desc(wishlistItems.variantId))
      .limit(WISHLIST_PAGE_SIZE)
      .offset((page - 1) * WISHLIST_PAGE_SIZE);
    const details = await cartProductDetails(
      this.db,
      ctx,
      rows.map((r) => ({ productId: r.productId, variantId: r.variantId })),
    );
    return {
      items: rows.map((r) => itemView({ product_id: r.productId, variant_id: r.variantId }, r.addedAt, details.get(lineKey(r.productId, r.variantId)), ctx)),
      page,
      page_size: WISHLIST_PAGE_SIZE,
      total,
      pages: Math.max(1, Math.ceil(total / WISHLIST_PAGE_SIZE)),
    };
  }
}

function isListable(d: CartProductDetails | undefined): d is CartProductDetails {
  return d !== undefined && d.variantMatches && d.availability !== "disabled";
}

function statusOf(d: CartProductDetails | undefined): WishlistItemStatus {
  if (!isListable(d) || d.regularMinor === null) return "gone";
  if (d.availability === "preorder") return "available";
  if (d.purchasingDisabled) return "outOfStock";
  if (d.inventoryLevel !== null && d.inventoryLevel < Math.max(1, d.minimum)) return "outOfStock";
  return "available";
}

function itemView(ref: WishlistItemRef, addedAt: Date | null, d: CartProductDetails | undefined, ctx: CatalogContext): WishlistItemView {
  const status = statusOf(d);
  return {
    id: wishlistItemId(ref.product_id, ref.variant_id),
    product_id: ref.product_id,
    variant_id: ref.variant_id,
    added_at: (addedAt ?? new Date(0)).toISOString(),
    status,
    product:
      d && isListable(d)
        ? {
            name: d.name,
            url: d.url,
            image_url: d.imageUrl,
            options: d.options,
            price: d.regularMinor === null ? null : Math.round(d.regularMinor) / 100,
            sale_price: d.saleMinor === null ? null : Math.round(d.saleMinor) / 100,
            currency: ctx.currency,
            preorder: d.availability === "preorder",
            minimum: Math.max(1, d.minimum),
          }
        : null,
  };
}
