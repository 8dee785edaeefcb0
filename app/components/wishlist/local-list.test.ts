import { describe, expect, it } from "vitest";
import { addLocal, clearLocal, LOCAL_WISHLIST_KEY, LOCAL_WISHLIST_MAX, newestFirstIds, readLocal, removeLocal } from "./local-list";

/** A Storage stand-in that records every write. */
function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[LOCAL_WISHLIST_KEY, initial]]);
  const writes: string[] = [];
  return {
    writes,
    raw: () => values.get(LOCAL_WISHLIST_KEY) ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(`set ${key}`);
      values.set(key, value);
    },
    removeItem: (key: string) => {
      writes.push(`remove ${key}`);
      values.delete(key);
    },
  };
}

const at = new Date("2026-11-25T10:00:00Z");

describe("the guest's local-storage wishlist (001 §4 Wishlist)", () => {
  it("§4: adding the same product and variant again does nothing", () => {
    const storage = memoryStorage();
    expect(addLocal(storage, { product_id: 7, variant_id: 3 }, at).added).toBe(true);
    const writes = storage.writes.length;
    const again = addLocal(storage, { product_id: 7, variant_id: 3 }, at);
    expect(again.added).toBe(false);
    expect(storage.writes).toHaveLength(writes);
    expect(JSON.parse(storage.raw()!)).toEqual([{ product_id: 7, variant_id: 3, added_at: at.toISOString() }]);
    // Another variant of the same product is another item.
    expect(addLocal(storage, { product_id: 7, variant_id: 4 }, at).items).toHaveLength(2);
  });

  it("§4: removing and clearing rewrite the storage", () => {
    const storage = memoryStorage();
    addLocal(storage, { product_id: 1, variant_id: 0 }, at);
    addLocal(storage, { product_id: 2, variant_id: 0 }, at);
    removeLocal(storage, { product_id: 1, variant_id: 0 });
    expect(JSON.parse(storage.raw()!)).toEqual([{ product_id: 2, variant_id: 0, added_at: at.toISOString() }]);
    expect(readLocal(storage)).toHaveLength(1);
    clearLocal(storage);
    expect(storage.raw()).toBeNull();
    expect(readLocal(storage)).toEqual([]);
  });

  it("keeps the order of adding, and answers ids newest first", () => {
    const storage = memoryStorage();
    addLocal(storage, { product_id: 1, variant_id: 0 }, at);
    addLocal(storage, { product_id: 2, variant_id: 5 }, at);
    expect(newestFirstIds(readLocal(storage))).toEqual(["2-5", "1-0"]);
  });

  it("reads an unreadable or tampered value as empty, skipping bad entries and duplicates", () => {
    expect(readLocal(memoryStorage("{not json"))).toEqual([]);
    expect(readLocal(memoryStorage('{"a":1}'))).toEqual([]);
    const mixed = JSON.stringify([
      { product_id: 1, variant_id: 0, added_at: "2026-01-01T00:00:00.000Z" },
      { product_id: "1", variant_id: 0 },
      { product_id: 0, variant_id: 0 },
      { product_id: 2, variant_id: -1 },
      null,
      { product_id: 1, variant_id: 0 },
      { product_id: 3, variant_id: 9 },
    ]);
    expect(readLocal(memoryStorage(mixed)).map((i) => [i.product_id, i.variant_id])).toEqual([
      [1, 0],
      [3, 9],
    ]);
    expect(readLocal(null)).toEqual([]);
  });

  it("stops at the list's limit", () => {
    const full = JSON.stringify(Array.from({ length: LOCAL_WISHLIST_MAX }, (_, i) => ({ product_id: i + 1, variant_id: 0, added_at: at.toISOString() })));
    const storage = memoryStorage(full);
    expect(addLocal(storage, { product_id: 99_999, variant_id: 0 }, at).added).toBe(false);
    expect(readLocal(storage)).toHaveLength(LOCAL_WISHLIST_MAX);
  });

  it("survives a storage that refuses writes", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(addLocal(storage, { product_id: 1, variant_id: 0 }, at)).toMatchObject({ added: true, items: [{ product_id: 1 }] });
  });
});
