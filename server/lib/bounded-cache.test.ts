import { describe, expect, it } from "vitest";
import { ResultCache } from "./result-cache";

// DESIGN.md performance targets (search p95 under 15 ms): recent answers are served from memory.
describe("search result cache", () => {
  it("computes once per key and keeps the most recently used keys", async () => {
    const cache = new ResultCache<{ n: number }>(2);
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
    const cache = new ResultCache<number>(10);
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
    const cache = new ResultCache<string>(10);
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
  });

  it("freezes answers, since every caller shares one object", async () => {
    const cache = new ResultCache<{ hits: Array<{ name: string }> }>(10);
    const answer = await cache.get("k", async () => ({ hits: [{ name: "Foldwell Urban 3" }] }));
    expect(Object.isFrozen(answer.hits[0])).toBe(true);
  });

  it("bounds the total weight, evicting the least recently used answers first", async () => {
    const cache = new ResultCache<{ hits: number[] }>(10, { weigh: (value) => 1 + value.hits.length });
    await cache.get("small", async () => ({ hits: [1] })); // weighs 2
    await cache.get("big", async () => ({ hits: [1, 2, 3, 4, 5, 6] })); // weighs 7
    expect(cache.size).toBe(2);
    await cache.get("other", async () => ({ hits: [1, 2] })); // weighs 3: 12 > 10, "small" goes
    expect(cache.size).toBe(2);
    let recomputed = false;
    await cache.get("small", async () => ((recomputed = true), { hits: [1] }));
    expect(recomputed).toBe(true);
  });

  it("computes again once an answer is older than its time to live", async () => {
    const cache = new ResultCache<number>(10, { ttlMs: 0 });
    let calls = 0;
    await cache.get("k", async () => ++calls);
    await cache.get("k", async () => ++calls);
    expect(calls).toBe(2);
  });

  it("computes every time when the size is 0", async () => {
    const cache = new ResultCache<number>(0);
    let calls = 0;
    await cache.get("k", async () => ++calls);
    await cache.get("k", async () => ++calls);
    expect(calls).toBe(2);
  });
});
