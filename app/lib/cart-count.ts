import { useCartItemCount } from "./cart-client";

/**
 * The number of items in the shopper's cart, for the header badge (000 §2 Layout).
 *
 * The cart is personal, so the count is never part of the server-rendered (cached) HTML: the server
 * snapshot is always 0 and the browser fills it in once the cart sidebar has loaded the cart
 * (app/lib/cart-client.ts).
 */
export function useCartCount(): number {
  return useCartItemCount();
}
