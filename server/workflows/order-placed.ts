/**
 * "An order was placed" (issue 18, metrics): told by the order-placement workflow once per order, at
 * the one transition that makes an order (its checkout placing → completed, under the checkout's
 * lock; place-order.ts `complete`), whether the shopper's request or the recovery of an abandoned
 * attempt made it. A replay of placeOrder's idempotency key answers the stored result and tells
 * nothing. Listeners are per shop (tests run several shops in one process).
 */
type Listener = () => void;
const listeners = new WeakMap<object, Set<Listener>>();

export function onOrderPlaced(shop: object, listener: Listener): void {
  let set = listeners.get(shop);
  if (!set) listeners.set(shop, (set = new Set()));
  set.add(listener);
}

export function orderPlaced(shop: object): void {
  for (const listener of listeners.get(shop) ?? []) listener();
}
