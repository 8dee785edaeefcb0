import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_INTERVAL_MS, reloadAfterChunkFailure } from "./chunk-reload";
import { chunkBackend, createBrowserI18n, type ChunkLoaders } from "../../common/i18n";

/** localStorage stand-in. */
function fakeStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

describe("chunk load failures reload the page at most once per minute (001 §4 Locale switching)", () => {
  it("reloads on the first failure, not again within a minute, and again after it", () => {
    quiet();
    const storage = fakeStorage();
    const reload = vi.fn();
    const start = 1_700_000_000_000;
    expect(reloadAfterChunkFailure(new Error("chunk"), { now: start, storage, reload })).toBe(true);
    expect(reloadAfterChunkFailure(new Error("chunk"), { now: start + 30_000, storage, reload })).toBe(false);
    expect(reloadAfterChunkFailure(new Error("chunk"), { now: start + CHUNK_RELOAD_INTERVAL_MS - 1, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkFailure(new Error("chunk"), { now: start + CHUNK_RELOAD_INTERVAL_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("reloads when the stored time is damaged or lies in the future (a changed clock)", () => {
    quiet();
    const reload = vi.fn();
    const damaged = fakeStorage();
    damaged.setItem("chunk-reload-at", "not a number");
    expect(reloadAfterChunkFailure("x", { now: 5_000_000, storage: damaged, reload })).toBe(true);
    const future = fakeStorage();
    future.setItem("chunk-reload-at", String(9_000_000));
    expect(reloadAfterChunkFailure("x", { now: 5_000_000, storage: future, reload })).toBe(true);
  });

  it("a message chunk that fails to load reports to the reload guard", async () => {
    quiet();
    const storage = fakeStorage();
    const reload = vi.fn();
    const failing: ChunkLoaders = {
      "../locales/de-DE/cart.json": () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      "../locales/en-GB/cart.json": () => Promise.resolve({ default: { title: "Basket" } }),
    };
    const backend = chunkBackend((error) => reloadAfterChunkFailure(error, { now: 1_000_000, storage, reload }), failing);
    const result = await new Promise<{ error: unknown; data: unknown }>((resolve) =>
      backend.read("de-DE", "cart", (error, data) => resolve({ error, data })),
    );
    expect(result.error).toBeInstanceOf(Error);
    expect(result.data).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("lazily loaded namespaces carry the default locale's messages as the fallback", async () => {
    const loaders: ChunkLoaders = {
      "../locales/de-DE/cart.json": () => Promise.resolve({ default: { title: "Warenkorb", nested: { a: "A-de" } } }),
      "../locales/en-GB/cart.json": () => Promise.resolve({ default: { title: "Basket", extra: "Only English", nested: { a: "A", b: "B" } } }),
    };
    const onChunkError = vi.fn();
    const i18n = await createBrowserI18n("de-DE", { common: { hello: "Hallo" } }, onChunkError, loaders);
    expect(i18n.t("hello")).toBe("Hallo");
    await i18n.loadNamespaces("cart");
    expect(i18n.t("cart:title")).toBe("Warenkorb");
    expect(i18n.t("cart:extra")).toBe("Only English");
    expect(i18n.t("cart:nested.b")).toBe("B");
    expect(i18n.t("cart:nested.a")).toBe("A-de");
    expect(onChunkError).not.toHaveBeenCalled();
  });
});
