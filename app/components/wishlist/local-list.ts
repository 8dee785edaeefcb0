/**
 * A guest's wishlist in the browser's local storage (001 §3 Guest wishlist, §4 Wishlist): items of
 * product id plus variant id, oldest first. Adding an item already there does nothing; removing and
 * clearing rewrite the storage. Pure functions over a Storage, tested without a browser.
 */

export const LOCAL_WISHLIST_KEY = "wishlist";
/** As many as the server keeps (server/modules/wishlist/types.ts WISHLIST_MAX_ITEMS). */
export const LOCAL_WISHLIST_MAX = 500;

export interface LocalItem {
  product_id: number;
  variant_id: number;
  added_at: string;
}

export type ItemRef = Pick<LocalItem, "product_id" | "variant_id">;

export const itemId = (ref: ItemRef) => `${ref.product_id}-${ref.variant_id}`;

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const isId = (value: unknown, min: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= min && value <= 2_147_483_647;

/** The stored list; anything unreadable (another app's value, a hand edit) counts as empty, bad entries are skipped, duplicates kept once. */
export function readLocal(storage: KeyValueStore | null): LocalItem[] {
  if (!storage) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(LOCAL_WISHLIST_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const items: LocalItem[] = [];
  for (const entry of raw) {
    if (typeof entry !== "object" || entry === null) continue;
    const { product_id, variant_id, added_at } = entry as Record<string, unknown>;
    if (!isId(product_id, 1) || !isId(variant_id, 0)) continue;
    const id = itemId({ product_id, variant_id });
    if (seen.has(id)) continue;
    seen.add(id);
    items.push({ product_id, variant_id, added_at: typeof added_at === "string" ? added_at : new Date(0).toISOString() });
  }
  return items.slice(0, LOCAL_WISHLIST_MAX);
}

function write(storage: KeyValueStore | null, items: LocalItem[]): LocalItem[] {
  if (!storage) return items;
  try {
    if (items.length === 0) storage.removeItem(LOCAL_WISHLIST_KEY);
    else storage.setItem(LOCAL_WISHLIST_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked (private mode): the list lives on for this page only.
  }
  return items;
}

/** Adds the item unless it is there (then nothing changes, storage untouched) or the list is full. */
export function addLocal(storage: KeyValueStore | null, ref: ItemRef, now: Date = new Date()): { items: LocalItem[]; added: boolean } {
  const items = readLocal(storage);
  if (items.some((i) => itemId(i) === itemId(ref)) || items.length >= LOCAL_WISHLIST_MAX) return { items, added: false };
  return { items: write(storage, [...items, { product_id: ref.product_id, variant_id: ref.variant_id, added_at: now.toISOString() }]), added: true };
}

/** Removes the item and rewrites the storage. */
export function removeLocal(storage: KeyValueStore | null, ref: ItemRef): LocalItem[] {
  return write(
    storage,
    readLocal(storage).filter((i) => itemId(i) !== itemId(ref)),
  );
}

/** Empties the list (and the storage). */
export function clearLocal(storage: KeyValueStore | null): LocalItem[] {
  return write(storage, []);
}

/** The ids newest first, as the server answers them. */
export function newestFirstIds(items: LocalItem[]): string[] {
  return items.map(itemId).reverse();
}

/** The browser's local storage, or null where there is none or it is blocked. */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
