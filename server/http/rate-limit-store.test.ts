import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/db";
import type { Database, DatabaseHandle } from "../db/client";
import { drizzleQuery, postgresLimiterStore, type LimiterStore } from "./rate-limit-store";

// Issue 12, decision 017: rate-limit counters live in the rate_limits table, so every process on the
// database shares them; consumes are atomic; expired rows are deleted.
let handle: DatabaseHandle;
let store: LimiterStore;

beforeAll(async () => {
  handle = await createTestDatabase();
  store = postgresLimiterStore(handle.query, { cleanUpEveryMs: 0 });
}, 120_000);
afterAll(async () => handle?.close());

const rowsLike = async (prefix: string) =>
  (await handle.query("SELECT key, points, expire FROM rate_limits WHERE key LIKE $1 ORDER BY key", [`${prefix}%`])).rows;

describe("the database rate-limit store", () => {
  it("counts 50 parallel consumes of one key exactly: 5 pass, 45 are refused", async () => {
    const limiter = store.limiter({ keyPrefix: "t-burst", points: 5, duration: 60 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.consume("ip")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect((await limiter.get("ip"))?.consumedPoints).toBe(50);
  });

  it("two stores (two processes) over one database share one budget", async () => {
    const other = postgresLimiterStore(handle.query, { cleanUpEveryMs: 0 });
    const a = store.limiter({ keyPrefix: "t-shared", points: 3, duration: 60 });
    const b = other.limiter({ keyPrefix: "t-shared", points: 3, duration: 60 });
    await a.consume("k");
    await b.penalty("k", 1);
    await a.consume("k");
    await expect(b.consume("k")).rejects.toMatchObject({ remainingPoints: 0 });
    expect(await rowsLike("t-shared:")).toEqual([{ key: "t-shared:k", points: 4, expire: expect.anything() }]);
  });

  it("get, penalty, reward, block and delete behave like the library's other stores", async () => {
    const limiter = store.limiter({ keyPrefix: "t-ops", points: 2, duration: 60 });
    expect(await limiter.get("x")).toBeNull();
    await limiter.penalty("x", 2);
    expect((await limiter.get("x"))?.consumedPoints).toBe(2);
    await limiter.reward("x", 1);
    expect((await limiter.get("x"))?.consumedPoints).toBe(1);
    await limiter.block("x", 30);
    const blocked = await limiter.get("x");
    expect(blocked?.msBeforeNext).toBeGreaterThan(29_000);
    expect(blocked?.msBeforeNext).toBeLessThanOrEqual(30_000);
    expect(await limiter.delete("x")).toBe(true);
    expect(await limiter.get("x")).toBeNull();
  });

  it("deletes expired counters and keeps live ones, so the table does not grow forever", async () => {
    const limiter = store.limiter({ keyPrefix: "t-expiry", points: 5, duration: 60 });
    await limiter.consume("old");
    await limiter.consume("live");
    await handle.query("UPDATE rate_limits SET expire = $1 WHERE key = 't-expiry:old'", [Date.now() - 1000]);
    expect(await store.clearExpired()).toBeGreaterThanOrEqual(1);
    expect((await rowsLike("t-expiry:")).map((r) => r.key)).toEqual(["t-expiry:live"]);
  });

  it("a counter changed inside a transaction rolls back with it", async () => {
    const options = { keyPrefix: "t-tx", points: 5, duration: 60 };
    let inside: unknown;
    await handle.db
      .transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await store.limiterOn(drizzleQuery(tx), options).consume("ip");
        inside = ((await tx.execute(sql`SELECT points FROM rate_limits WHERE key = 't-tx:ip'`)) as unknown as { rows: unknown[] }).rows;
        throw new Error("refused");
      })
      .catch(() => undefined);
    expect(inside).toEqual([{ points: 1 }]);
    expect(await rowsLike("t-tx:")).toEqual([]);
    await store.limiterOn(drizzleQuery(handle.db), options).consume("ip");
    expect((await store.limiter(options).get("ip"))?.consumedPoints).toBe(1);
  });

  it("the periodic clean-up and the outbox poll read through indexes (issue 12, migration 0011)", async () => {
    const indexes = (
      await handle.query(
        "SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('rate_limits', 'outbox') AND indexname IN ('rate_limits_expire', 'outbox_pending') ORDER BY indexname",
      )
    ).rows as { indexname: string; indexdef: string }[];
    expect(indexes.map((i) => i.indexname)).toEqual(["outbox_pending", "rate_limits_expire"]);
    expect(indexes[0].indexdef).toMatch(/\(available_at\) WHERE \(delivered_at IS NULL\)/);
    expect(indexes[1].indexdef).toMatch(/\(expire\)/);
  });
});
