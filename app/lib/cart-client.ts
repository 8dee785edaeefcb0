import { useSyncExternalStore } from "react";
import type { CartLineItem, CartView, InventoryCheckLine } from "../../server/modules/cart/types";
import type { subscriptionsApi } from "../../server/modules/subscription/api";
import { pushEvent } from "./analytics";
import { ApiError, callRpc, type CommerceApi, type RpcInput } from "./rpc-client";

/**
 * The shopper's cart in the browser (001 §4 Cart lifecycle, 000 §2 Cart sidebar). The cart is
 * personal, so it is never part of the server-rendered (page-cached) HTML: it is loaded here,
 * through POST /api/commerce/{method}, after hydration. The server keeps the cart id (cookie or
 * customer form field); the browser never chooses which cart it reads.
 *
 *   loadCart()                  once per page (and again after login/logout)
 *   addToCart(items)            → { ok, message }
 *   changeQuantity(line, qty)   / removeLine(line) / clearCart()
 *   checkInventory()            per-line checks (000 §3) → the invalid lines
 *   useCart()                   the state, re-rendering on change
 *
 * Changes run one after another through a queue, so two quick clicks never race each other, and
 * each change answers the whole cart, which replaces the state.
 */
export type { CartLineItem, CartView, InventoryCheckLine };

export interface CartState {
  status: "idle" | "loading" | "ready" | "error";
  cart: CartView | null;
  /** Per-line checks by line id, from the last inventory check. */
  checks: Readonly<Record<string, InventoryCheckLine>>;
  /** Changes queued or in flight: the checkout button waits for them (000 §2). */
  busy: number;
  /** Line ids with a change in flight. */
  busyLines: ReadonlySet<string>;
}

export interface CartResult {
  ok: boolean;
  /** The server's translated message when the change was refused (001 §8). */
  message?: string;
}

const initialState: CartState = { status: "idle", cart: null, checks: {}, busy: 0, busyLines: new Set() };
let state: CartState = initialState;
const listeners = new Set<() => void>();

function setState(patch: Partial<CartState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Commerce calls: the data, or an ApiError with the server's translated message and status. */
const call = callRpc<CommerceApi>("commerce");

let queue: Promise<unknown> = Promise.resolve();
/** Runs changes one at a time, in the order they were asked for. */
function enqueue<T>(work: () => Promise<T>, lineId?: string): Promise<T> {
  setState({ busy: state.busy + 1, busyLines: lineId ? new Set([...state.busyLines, lineId]) : state.busyLines });
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run.finally(() => {
    const busyLines = new Set(state.busyLines);
    if (lineId) busyLines.delete(lineId);
    setState({ busy: Math.max(0, state.busy - 1), busyLines });
  });
}

export function lineItems(cart: CartView | null): CartLineItem[] {
  return cart?.line_items.physical_items ?? [];
}

/** Issue 19: the gift certificates the cart buys (001 §3 line_items.gift_certificates). */
export function giftCertificateItems(cart: CartView | null): CartView["line_items"]["gift_certificates"] {
  return cart?.line_items.gift_certificates ?? [];
}

/** Items in the cart: the products' quantities and each gift certificate bought. */
export function itemCount(cart: CartView | null): number {
  return lineItems(cart).reduce((sum, line) => sum + line.quantity, 0) + giftCertificateItems(cart).length;
}

// ------------------------------------------------------------------ analytics (001 §4 tag-manager events)

function analyticsItem(line: Pick<CartLineItem, "sku" | "name" | "sale_price" | "options">, quantity: number) {
  return {
    item_id: line.sku,
    item_name: line.name,
    item_variant: line.options.map((o) => o.value).join(" / ") || undefined,
    price: line.sale_price,
    quantity,
  };
}

function pushCartEvent(event: "add_to_cart" | "remove_from_cart" | "view_cart", items: ReturnType<typeof analyticsItem>[]) {
  const currency = state.cart?.currency.code;
  const value = Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
  pushEvent({ event: "ecommerce_clear", ecommerce: null });
  pushEvent({ event, ecommerce: { currency, value, items } });
}

/** The sidebar opened (000 §4 Cart sidebar: a cart analytics event). */
export function trackCartViewed(): void {
  pushCartEvent(
    "view_cart",
    lineItems(state.cart).map((line) => analyticsItem(line, line.quantity)),
  );
}

// ------------------------------------------------------------------ loading and checks

let loading: Promise<void> | null = null;

/** Loads the session's cart (and its per-line checks); a second call while loading shares the first. */
export function loadCart(options: { force?: boolean } = {}): Promise<void> {
  if (loading && !options.force) return loading;
  setState({ status: state.cart ? state.status : "loading" });
  loading = enqueue(async () => {
    try {
      const cart = await call("getCart");
      setState({ cart, status: "ready" });
      if (lineItems(cart).length > 0) await runCheck();
    } catch {
      setState({ status: "error" });
    }
  });
  return loading;
}

async function runCheck(): Promise<InventoryCheckLine[]> {
  // Without items the check is of the session's cart, whose lines come back with their ids.
  const items = (await call("inventoryCheck")).items as Array<InventoryCheckLine & { line_id: string }>;
  const checks: Record<string, InventoryCheckLine> = {};
  for (const item of items) checks[item.line_id] = item;
  setState({ checks });
  return items.filter((item) => !item.is_valid);
}

/** Re-checks the cart's inventory (000 §4 Go to checkout step 1): answers the invalid lines. */
export function checkInventory(): Promise<InventoryCheckLine[]> {
  return enqueue(async () => {
    if (lineItems(state.cart).length === 0) return [];
    return runCheck();
  });
}

type CartChange = "addCartItems" | "updateCartItem" | "removeCartItem" | "deleteCart" | "applyCoupon" | "removeCoupon" | "addGiftCertificate" | "removeGiftCertificateItem";

/** Applies a changed cart and refreshes the checks; a refused change leaves the cart as it was. */
async function change<K extends CartChange>(method: K, body: RpcInput<CommerceApi[K]>, lineId?: string): Promise<CartResult> {
  return enqueue(async () => {
    try {
      const cart: CartView = await call<CartChange>(method, body);
      setState({ cart, status: "ready", checks: lineItems(cart).length === 0 ? {} : state.checks });
      if (lineItems(cart).length > 0) await runCheck().catch(() => []);
      return { ok: true };
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "";
      // A cart that disappeared (another tab cleared it) is reloaded.
      if (error instanceof ApiError && error.status === 404) {
        const cart = await call("getCart").catch(() => null);
        if (cart) setState({ cart });
      }
      return { ok: false, message };
    }
  }, lineId);
}

// ------------------------------------------------------------------ changes

export interface AddItem {
  product_id: number;
  variant_id?: number;
  quantity: number;
}

export async function addToCart(items: AddItem[]): Promise<CartResult> {
  const result = await change("addCartItems", { data: { line_items: items } });
  if (result.ok) {
    const lines = lineItems(state.cart);
    pushCartEvent(
      "add_to_cart",
      items.flatMap((item) => {
        const line = lines.find((l) => l.product_id === item.product_id && l.variant_id === (item.variant_id ?? 0));
        return line ? [analyticsItem(line, item.quantity)] : [];
      }),
    );
  }
  return result;
}

/** A coupon code typed into the cart (issue 19): the totals change at once; a refusal keeps the cart. */
export function applyCoupon(code: string): Promise<CartResult> {
  return change("applyCoupon", { code });
}

/** Takes a code off the cart (issue 19). */
export function removeCoupon(code: string): Promise<CartResult> {
  return change("removeCoupon", { code });
}

/**
 * Issue 19: the cart buys a gift certificate (amount in major units of the storefront's currency).
 * A refusal carries the server's translated message and field issues, and keeps the cart.
 */
export async function addGiftCertificate(input: RpcInput<CommerceApi["addGiftCertificate"]>): Promise<CartResult & { issues?: Array<{ path: string; message: string }> }> {
  return enqueue(async () => {
    try {
      const cart: CartView = await call("addGiftCertificate", input);
      setState({ cart, status: "ready" });
      const added = giftCertificateItems(cart).at(-1);
      if (added) pushCartEvent("add_to_cart", [{ item_id: "gift-certificate", item_name: added.name, item_variant: undefined, price: added.amount, quantity: 1 }]);
      return { ok: true };
    } catch (error) {
      return error instanceof ApiError ? { ok: false, message: error.message, issues: error.issues } : { ok: false, message: "" };
    }
  });
}

/** Issue 19: a bought gift certificate leaves the cart. */
export async function removeGiftCertificate(item: CartView["line_items"]["gift_certificates"][number]): Promise<CartResult> {
  const result = await change("removeGiftCertificateItem", { itemId: item.id }, item.id);
  if (result.ok) pushCartEvent("remove_from_cart", [{ item_id: "gift-certificate", item_name: item.name, item_variant: undefined, price: item.amount, quantity: 1 }]);
  return result;
}

/**
 * Subscribes: the product with a frequency attached, making the cart a subscription cart (001 §4,
 * §7 Subscription service addToCart). A refusal carries the server's text (001 §6, §8).
 */
export function addSubscription(input: RpcInput<(typeof subscriptionsApi)["addToCart"]>): Promise<CartResult> {
  return enqueue(async () => {
    try {
      const cart: CartView = await callRpc<typeof subscriptionsApi>("subscriptions")("addToCart", input);
      setState({ cart, status: "ready" });
      await runCheck().catch(() => []);
      pushCartEvent("add_to_cart", lineItems(cart).map((line) => analyticsItem(line, line.quantity)));
      return { ok: true };
    } catch (error) {
      return { ok: false, message: error instanceof ApiError ? error.message : "" };
    }
  });
}

export async function changeQuantity(line: CartLineItem, quantity: number): Promise<CartResult> {
  const cartId = state.cart?.id;
  if (!cartId || quantity === line.quantity) return { ok: true };
  const result = await change(
    "updateCartItem",
    { cartId, itemId: line.id, data: { line_item: { quantity, product_id: line.product_id } } },
    line.id,
  );
  if (result.ok) {
    const delta = quantity - line.quantity;
    pushCartEvent(delta > 0 ? "add_to_cart" : "remove_from_cart", [analyticsItem(line, Math.abs(delta))]);
  }
  return result;
}

export async function removeLine(line: CartLineItem): Promise<CartResult> {
  const cartId = state.cart?.id;
  if (!cartId) return { ok: false };
  const result = await change("removeCartItem", { cartId, itemId: line.id }, line.id);
  if (result.ok) pushCartEvent("remove_from_cart", [analyticsItem(line, line.quantity)]);
  return result;
}

export async function clearCart(): Promise<CartResult> {
  const before = lineItems(state.cart);
  const result = await change("deleteCart", {});
  if (result.ok && before.length > 0) pushCartEvent("remove_from_cart", before.map((line) => analyticsItem(line, line.quantity)));
  return result;
}

// ------------------------------------------------------------------ React

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, () => state, () => initialState);
}

/** The header badge's number: 0 on the server and until the cart has loaded. */
export function useCartItemCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => itemCount(state.cart),
    () => 0,
  );
}
