import { describe, expect, it } from "vitest";
import { approximateBytes, BoundedCache, ByteLru, keyBytes } from "./bounded-cache";

// DESIGN.md performance targets: recent answers are served from memory; issue 12: within a byte budget.
describe("byte-bounded cache (issue 12)", () => {
  const bytesOf = (value: unknown) => 16 + approximateBytes(value);

  it("computes once per key and keeps the most recently used keys", async () => {
    const entry = (key: string, n: number) => keyBytes(key) + bytesOf({ n });
    const cache = new BoundedCache<{ n: number }>({ maxBytes: entry("a", 1) * 2 });
    let calls = 0;
    const compute = (n: number) => async () => ({ n: n + 0 * ++calls });
    expect(await cache.get("a", compute(1))).toEqual({ n: 1 });
    expect(await cache.get("a", compute(99))).toEqual({ n: 1 });
    await cache.get("b", compute(2));
    await cache.get("a", compute(99)); // a is now the most recent
    await cache.get("c", compute(3)); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get("b", compute(20))).toEqual({ n: 20 });
    expect(calls).toBe(4);
  });

  it("lets concurrent misses of one key share one computation", async () => {
    const cache = new BoundedCache<number>({ maxBytes: 10_000 });
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return 7;
    };
    expect(await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)])).toEqual([7, 7, 7]);
    expect(calls).toBe(1);
  });

  it("does not store an answer computed while the data changed, and forgets all on invalidate", async () => {
    const cache = new BoundedCache<string>({ maxBytes: 10_000 });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const pending = cache.get("k", async () => {
      await blocked;
      return "before the write";
    });
    cache.invalidate();
    release();
    expect(await pending).toBe("before the write");
    expect(await cache.get("k", async () => "after the write")).toBe("after the write");
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("freezes answers, since every caller shares one object", async () => {
    const cache = new BoundedCache<{ hits: Array<{ name: string }> }>({ maxBytes: 10_000 });
    const answer = await cache.get("k", async () => ({ hits: [{ name: "Foldwell Urban 3" }] }));
    expect(Object.isFrozen(answer.hits[0])).toBe(true);
  });

  it("counts keys and answers in bytes, evicting the least recently used answers first", async () => {
    const cache = new BoundedCache<{ hits: string[] }>({ maxBytes: 4_000 });
    await cache.get("small", async () => ({ hits: ["a"] }));
    await cache.get("big", async () => ({ hits: ["x".repeat(1_000)] })); // ~2 KB
    expect(cache.size).toBe(2);
    await cache.get("other", async () => ({ hits: ["y".repeat(800)] })); // ~1.7 KB: "small" goes
    expect(cache.bytes).toBeLessThanOrEqual(4_000);
    let recomputed = false;
    await cache.get("small", async () => ((recomputed = true), { hits: ["a"] }));
    expect(recomputed).toBe(true);
    // A key alone can be what weighs: 1,000 keys of 5,000 characters and tiny answers.
    for (let i = 0; i < 1_000; i++) await cache.get(`${i}`.padEnd(5_000, "k"), async () => ({ hits: [] }));
    expect(cache.bytes).toBeLessThanOrEqual(4_000);
    // One such key (10 KB) is larger than the whole budget: never stored, and the others stay.
    expect(cache.size).toBe(2);
  });

  it("holds exactly what it says: the sum of its entries, never more than the budget", () => {
    const lru = new ByteLru<string>(50_000);
    let largest = 0;
    for (let i = 0; i < 10_000; i++) {
      const key = `key-${i}-${"z".repeat(i % 300)}`;
      lru.set(key, "v", 10);
      largest = Math.max(largest, lru.bytes);
    }
    expect(largest).toBeLessThanOrEqual(50_000);
    expect(lru.size).toBeGreaterThan(0);
  });

  it("keeps a key that is read between writes however many other keys pass through (reads refresh it)", () => {
    const lru = new ByteLru<string>(2_000);
    lru.set("hot", "h", 10);
    for (let i = 0; i < 5_000; i++) {
      lru.set(`cold-${i}`, "c", 10);
      expect(lru.get("hot")).toBe("h");
    }
    // The budget holds ~60 entries: the cold keys came and went, the hot one stayed.
    expect(lru.get("cold-0")).toBeUndefined();
    expect(lru.get("cold-4999")).toBe("c");
    expect(lru.bytes).toBeLessThanOrEqual(2_000);
  });

  it("computes again once an answer is older than its time to live", async () => {
    let now = 1_000;
    const cache = new BoundedCache<number>({ maxBytes: 10_000, ttlMs: 50, now: () => now });
    let calls = 0;
    await cache.get("k", async () => ++calls);
    await cache.get("k", async () => ++calls);
    expect(calls).toBe(1);
    now += 50;
    await cache.get("k", async () => ++calls);
    expect(calls).toBe(2);
  });

  it("computes every time when the budget is 0", async () => {
    const cache = new BoundedCache<number>({ maxBytes: 0 });
    let calls = 0;
    await cache.get("k", async () => ++calls);
    await cache.get("k", async () => ++calls);
    expect(calls).toBe(2);
  });

  it("estimates a value's bytes from its strings, numbers, arrays, objects and Maps", () => {
    expect(approximateBytes("abcd")).toBe(16 + 8);
    expect(approximateBytes([1, 2])).toBe(16 + 16 + 16);
    expect(approximateBytes(new Map([["k", 1]]))).toBeGreaterThan(32);
    expect(approximateBytes({ name: "x".repeat(1_000) })).toBeGreaterThan(2_000);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    // A cycle is walked 33 levels deep (24 per object, 8 + 2 per character of "self"), then counted as 64.
    expect(approximateBytes(cyclic)).toBe(33 * (24 + 8 + 2 * "self".length) + 64);
  });
});
