import { useSyncExternalStore } from "react";
import type { wishlistApi } from "../../../server/modules/wishlist/api";
import { rpc } from "../../lib/rpc-client";
import { hasMarkerCookie, onCustomerChange } from "../account/customer-store";
import { addLocal, browserStorage, clearLocal, itemId, newestFirstIds, readLocal, removeLocal, type ItemRef } from "./local-list";

/**
 * The shopper's wishlist in the browser (001 §4 Wishlist, Login state). Small on purpose: the
 * header button and the hearts use it on every page; the sidebar (loaded lazily) reads the items.
 *
 *   Guests keep the list in local storage (local-list.ts).
 *   Signed-in customers use the server's list (POST /api/wishlist/{method}).
 *   At login the guest's list is merged into the customer's (nothing lost, no duplicates) and the
 *   local copy emptied; logout returns to an empty guest list.
 *
 * The state is the ids (product id plus variant id), newest first: enough for the hearts' pressed
 * state and the header count. `version` moves on every change, so the sidebar knows to reload.
 */
export interface WishlistState {
  mode: "unknown" | "guest" | "customer";
  ids: readonly string[];
  version: number;
  /** The server's translated text of the last refused change, if any. */
  error: string | null;
}

export const wishlistCalls = rpc<typeof wishlistApi>("wishlist");

let state: WishlistState = { mode: "unknown", ids: [], version: 0, error: null };
const listeners = new Set<() => void>();

function setState(patch: Partial<WishlistState>) {
  state = { ...state, ...patch, version: state.version + 1 };
  for (const listener of listeners) listener();
}

let queue: Promise<unknown> = Promise.resolve();
/** Changes run one after another, so quick clicks never race each other. */
function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** Signed in: merge what the guest kept, then read the list's ids; refused (no session) stays a guest. */
async function syncCustomer(): Promise<void> {
  const storage = browserStorage();
  const local = readLocal(storage);
  const answer = local.length > 0 ? await wishlistCalls("merge", { items: local.map(({ product_id, variant_id }) => ({ product_id, variant_id })) }) : await wishlistCalls("getItemIds");
  if (answer.ok) {
    if (local.length > 0) clearLocal(storage);
    setState({ mode: "customer", ids: answer.data.item_ids, error: null });
    return;
  }
  if (answer.status === 401 || answer.status === 403) setState({ mode: "guest", ids: newestFirstIds(local) });
  else setState({ error: answer.error.message ?? null });
}

let started = false;
/** Once per page, after hydration: the list of whoever is there, and the switch at login and logout. */
export function startWishlist(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  let confirmedCustomer = false;
  if (hasMarkerCookie()) {
    void enqueue(syncCustomer).then(() => {
      confirmedCustomer = state.mode === "customer";
    });
  } else {
    setState({ mode: "guest", ids: newestFirstIds(readLocal(browserStorage())) });
  }
  onCustomerChange((customer) => {
    if (customer.status === "signedIn" && state.mode !== "customer") {
      void enqueue(syncCustomer).then(() => {
        confirmedCustomer = state.mode === "customer";
      });
    } else if (customer.status === "guest" && (state.mode === "customer" || confirmedCustomer)) {
      // Logout: an empty guest list (what the guest had was merged at login).
      confirmedCustomer = false;
      void enqueue(async () => {
        clearLocal(browserStorage());
        setState({ mode: "guest", ids: [], error: null });
      });
    }
  });
  // Another tab of a guest changed the list.
  window.addEventListener("storage", (event) => {
    if (state.mode === "guest" && (event.key === null || event.key === "wishlist")) setState({ ids: newestFirstIds(readLocal(browserStorage())) });
  });
}

async function change(guest: () => void, method: "addItem" | "removeItem", ref: ItemRef): Promise<boolean> {
  return enqueue(async () => {
    if (state.mode !== "customer") {
      guest();
      setState({ ids: newestFirstIds(readLocal(browserStorage())), error: null });
      return true;
    }
    const answer = await wishlistCalls(method, { product_id: ref.product_id, variant_id: ref.variant_id });
    if (answer.ok) {
      setState({ ids: answer.data.item_ids, error: null });
      return true;
    }
    setState({ error: answer.error.message ?? null });
    return false;
  });
}

export function addToWishlist(ref: ItemRef): Promise<boolean> {
  return change(() => addLocal(browserStorage(), ref), "addItem", ref);
}

export function removeFromWishlist(ref: ItemRef): Promise<boolean> {
  return change(() => removeLocal(browserStorage(), ref), "removeItem", ref);
}

export function clearWishlist(): Promise<boolean> {
  return enqueue(async () => {
    if (state.mode !== "customer") {
      clearLocal(browserStorage());
      setState({ ids: [], error: null });
      return true;
    }
    const answer = await wishlistCalls("clear");
    if (answer.ok) setState({ ids: [], error: null });
    else setState({ error: answer.error.message ?? null });
    return answer.ok;
  });
}

/** Toggles an item (the hearts). */
export function toggleWishlist(ref: ItemRef): Promise<boolean> {
  return state.ids.includes(itemId(ref)) ? removeFromWishlist(ref) : addToWishlist(ref);
}

/** The guest's local items, oldest first (the sidebar describes them through the server). */
export function guestItems(): ItemRef[] {
  return readLocal(browserStorage()).map(({ product_id, variant_id }) => ({ product_id, variant_id }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: WishlistState = { mode: "unknown", ids: [], version: 0, error: null };

export function useWishlist(): WishlistState {
  return useSyncExternalStore(subscribe, () => state, () => serverState);
}

export function useWishlistCount(): number {
  return useSyncExternalStore(subscribe, () => state.ids.length, () => 0);
}

/** Is this product (any variant when `variantId` is left out) in the list? */
export function useInWishlist(productId: number, variantId?: number | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (variantId === undefined || variantId === null ? state.ids.some((id) => id.startsWith(`${productId}-`)) : state.ids.includes(`${productId}-${variantId}`)),
    () => false,
  );
}

/** The product's items in the list (a card's heart removes them all). */
export function idsOfProduct(productId: number): ItemRef[] {
  return state.ids
    .filter((id) => id.startsWith(`${productId}-`))
    .map((id) => ({ product_id: productId, variant_id: Number(id.split("-")[1]) }));
}
