/**
 * The number of items in the shopper's cart, for the header badge (000 §2 Layout).
 *
 * The cart is personal, so the count is never part of the server-rendered (cached) HTML: the server
 * snapshot is always 0 and the browser fills it in after hydration. The cart module replaces this
 * body with its own store; the signature stays `useCartCount(): number`.
 */
export function useCartCount(): number {
  return 0;
}
