/** What the wishlist API answers (001 §3 Wishlist, §4, §9 page size 50). */

export const WISHLIST_PAGE_SIZE = 50;
/** A list holds at most this many items; a merge or add beyond it is refused. */
export const WISHLIST_MAX_ITEMS = 500;

/** An item's key: the product id plus the variant id (0 for a product without variants). */
export const wishlistItemId = (productId: number, variantId: number) => `${productId}-${variantId}`;

export interface WishlistItemRef {
  product_id: number;
  variant_id: number;
}

/** available: can go to the cart; outOfStock: no stock at the storefront's location; gone: unknown, disabled or without a price here. */
export type WishlistItemStatus = "available" | "outOfStock" | "gone";

export interface WishlistItemView extends WishlistItemRef {
  /** product id plus variant id */
  id: string;
  added_at: string;
  status: WishlistItemStatus;
  /** wishlist_product_data (001 §3): null when the product is gone. */
  product: {
    name: string;
    url: string;
    image_url: string;
    /** Variant attributes, e.g. Colour: Racing Green. */
    options: Array<{ name: string; value: string }>;
    /** In the storefront's currency and tax mode, major units (as the cart answers prices). */
    price: number | null;
    sale_price: number | null;
    currency: string;
    preorder: boolean;
    /** The least the cart takes of it (order_quantity_minimum, at least 1). */
    minimum: number;
  } | null;
}

export interface WishlistPage {
  items: WishlistItemView[];
  page: number;
  page_size: number;
  total: number;
  pages: number;
}

/** The owner's view: the list, its sharing state and one page of items. */
export interface WishlistView extends WishlistPage {
  id: number;
  name: string;
  is_public: boolean;
  /** The share token (only ever answered to the owner). */
  token: string;
}

/** The public read by token: no ids, no token. */
export interface PublicWishlistView extends WishlistPage {
  name: string;
}
