import { z } from "zod";
import { RpcError, rpcMethod, type RpcContext, type RpcMethods } from "../../http/rpc";
import { catalogContext } from "../catalog/service";
import { WishlistError } from "./service";
import { WISHLIST_MAX_ITEMS, type PublicWishlistView, type WishlistItemRef, type WishlistItemView, type WishlistView } from "./types";

/**
 * The wishlist at `POST /api/wishlist/{method}` (001 §3 Wishlist, §4 Wishlist, §9 page 50). A
 * customer's own list needs a signed-in customer; a wishlist id that is not theirs answers 404, as
 * an unknown one does. The public read by token, the product data of a guest's local list and the
 * default variant of a product card are open to anyone (reads only).
 */

const MAX_INT = 2_147_483_647;
const productId = z.number({ error: "wishlist:errors.invalidItem" }).int("wishlist:errors.invalidItem").positive("wishlist:errors.invalidItem").max(MAX_INT, "wishlist:errors.invalidItem");
const variantId = z.number({ error: "wishlist:errors.invalidItem" }).int("wishlist:errors.invalidItem").min(0, "wishlist:errors.invalidItem").max(MAX_INT, "wishlist:errors.invalidItem");
const wishlistId = z.number({ error: "wishlist:errors.notFound" }).int("wishlist:errors.notFound").positive("wishlist:errors.notFound").max(MAX_INT, "wishlist:errors.notFound").optional();
const page = z.number({ error: "wishlist:errors.invalidPage" }).int("wishlist:errors.invalidPage").positive("wishlist:errors.invalidPage").max(100_000, "wishlist:errors.invalidPage").optional().default(1);
const item = z.object({ product_id: productId, variant_id: variantId });
const items = z.array(item, { error: "wishlist:errors.invalidItem" }).max(WISHLIST_MAX_ITEMS, "wishlist:errors.full");

const ERRORS: Record<WishlistError["code"], { status: number; key: string }> = {
  notFound: { status: 404, key: "wishlist:errors.notFound" },
  productNotFound: { status: 400, key: "wishlist:errors.productNotFound" },
  full: { status: 400, key: "wishlist:errors.full" },
};

function translated(error: unknown): never {
  if (error instanceof WishlistError) {
    const { status, key } = ERRORS[error.code];
    throw new RpcError(status, key, { count: WISHLIST_MAX_ITEMS }, { code: error.code });
  }
  throw error;
}

async function own<T>(ctx: RpcContext, work: (customerId: number) => Promise<T>): Promise<T> {
  ctx.res.set("Cache-Control", "private, no-store");
  const customerId = await ctx.requireCustomer();
  try {
    return await work(customerId);
  } catch (error) {
    translated(error);
  }
}

/** The ids after a change: the browser's hearts and header count follow them. */
export interface WishlistIdsAnswer {
  item_ids: string[];
}

export const wishlistApi = {
  /** One page (50) of the customer's list with product data, its sharing state and token. */
  getWishlist: rpcMethod(z.object({ page, wishlist_id: wishlistId }), (input, ctx) =>
    own(ctx, (customerId): Promise<WishlistView> => ctx.shop.wishlists.view(customerId, catalogContext(ctx.storefront), input.page, input.wishlist_id)),
  ),

  /** Every item id of the customer's list (the hearts and the header count). */
  getItemIds: rpcMethod(z.object({}).optional().default({}), (_input, ctx) =>
    own(ctx, async (customerId): Promise<WishlistIdsAnswer> => ({ item_ids: await ctx.shop.wishlists.itemIds(customerId) })),
  ),

  /** Adds a product and variant; adding the same again does nothing (001 §4). */
  addItem: rpcMethod(item.extend({ wishlist_id: wishlistId }), (input, ctx) =>
    own(ctx, async (customerId): Promise<WishlistIdsAnswer> => {
      await ctx.shop.wishlists.add(customerId, input, catalogContext(ctx.storefront), input.wishlist_id);
      return { item_ids: await ctx.shop.wishlists.itemIds(customerId) };
    }),
  ),

  removeItem: rpcMethod(item.extend({ wishlist_id: wishlistId }), (input, ctx) =>
    own(ctx, async (customerId): Promise<WishlistIdsAnswer> => {
      await ctx.shop.wishlists.remove(customerId, input, input.wishlist_id);
      return { item_ids: await ctx.shop.wishlists.itemIds(customerId) };
    }),
  ),

  clear: rpcMethod(z.object({ wishlist_id: wishlistId }).optional().default({}), (input, ctx) =>
    own(ctx, async (customerId): Promise<WishlistIdsAnswer> => {
      await ctx.shop.wishlists.clear(customerId, input.wishlist_id);
      return { item_ids: [] };
    }),
  ),

  /** The guest's local list at login: nothing lost, no duplicates (001 §4 Wishlist). */
  merge: rpcMethod(z.object({ items }), (input, ctx) =>
    own(ctx, async (customerId): Promise<WishlistIdsAnswer> => {
      await ctx.shop.wishlists.merge(customerId, input.items, catalogContext(ctx.storefront));
      return { item_ids: await ctx.shop.wishlists.itemIds(customerId) };
    }),
  ),

  /** Shares the list by its token link (is_public) or stops sharing it. */
  setPublic: rpcMethod(z.object({ is_public: z.boolean({ error: "wishlist:errors.invalidPublic" }), wishlist_id: wishlistId }), (input, ctx) =>
    own(ctx, async (customerId) => {
      await ctx.shop.wishlists.setPublic(customerId, input.is_public, input.wishlist_id);
      const list = await ctx.shop.wishlists.own(customerId, input.wishlist_id);
      return { is_public: list.isPublic, token: list.token };
    }),
  ),

  /** The read-only shared list; 404 when the token is unknown or the list is private. */
  getPublicWishlist: rpcMethod(z.object({ token: z.string({ error: "wishlist:errors.notFound" }).min(1, "wishlist:errors.notFound").max(200, "wishlist:errors.notFound"), page }), async (input, ctx): Promise<PublicWishlistView> => {
    const view = await ctx.shop.wishlists.publicView(input.token, catalogContext(ctx.storefront), input.page);
    if (!view) throw new RpcError(404, "wishlist:errors.notFound");
    return view;
  }),

  /** Product data for a guest's local list (the sidebar), in the list's order. */
  describeItems: rpcMethod(z.object({ items }), async (input, ctx): Promise<{ items: WishlistItemView[] }> => ({
    items: await ctx.shop.wishlists.describe(input.items, catalogContext(ctx.storefront)),
  })),

  /** The variant a product card's heart adds (the product page's first choice); 404 for an unknown product. */
  defaultVariant: rpcMethod(z.object({ product_id: productId }), async (input, ctx): Promise<WishlistItemRef> => {
    const ref = await ctx.shop.wishlists.defaultVariant(input.product_id, catalogContext(ctx.storefront));
    if (!ref) throw new RpcError(404, "wishlist:errors.productNotFound");
    return ref;
  }),
} satisfies RpcMethods;
