import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/db";
import { CacheEpochs } from "./epochs";

/**
 * Cache epochs tell every process when cached pages went stale (DESIGN.md: pages invalidated when
 * the content or catalogue behind them changes; docs/decisions/002). Two CacheEpochs on one
 * database stand for two processes of one shop.
 */
describe("cache epochs across processes", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it("the first poll only learns the epochs; it reports no change", async () => {
    const reader = new CacheEpochs(database.db);
    expect(await reader.poll()).toBe(false);
  });

  it("another process's first change of a scope is seen, even when the scope had no row before", async () => {
    const reader = new CacheEpochs(database.db);
    const writer = new CacheEpochs(database.db);
    expect(await reader.poll()).toBe(false); // primed while no storefront row exists
    await writer.bump("storefront");
    expect(await reader.poll()).toBe(true);
    expect(await reader.poll()).toBe(false);
  });

  it("a later change is seen once, and a write in this process tells its listeners at once", async () => {
    const reader = new CacheEpochs(database.db);
    const writer = new CacheEpochs(database.db);
    await reader.poll();
    await writer.bump("catalog");
    expect(await reader.poll()).toBe(true);
    let told = 0;
    writer.onChange(() => told++);
    await writer.bump("catalog");
    expect(told).toBe(1);
  });

  it("start() learns the epochs at once: another process's change right after the start is reported by the next poll (issue 18)", async () => {
    const reader = new CacheEpochs(database.db);
    const writer = new CacheEpochs(database.db);
    let told = 0;
    reader.onChange(() => told++);
    await reader.start(60_000);
    try {
      // Before this fix the first poll (a timer away) took this change for the starting point.
      await writer.bump("catalog");
      expect(await reader.poll()).toBe(true);
    } finally {
      reader.stop();
    }
  });

  it("with a read replica, another process's change reaches the listeners only once the replica has it (issue 18)", async () => {
    let replicated!: () => void;
    const fence = () => new Promise<void>((resolve) => (replicated = resolve));
    const reader = new CacheEpochs(database.db, fence);
    const writer = new CacheEpochs(database.db);
    await reader.poll();
    await writer.bump("catalog");
    let told = 0;
    reader.onChange(() => told++);
    const checking = reader.check();
    // A second check while the first waits for the replica is the same one, not another poll.
    expect(reader.check()).toBe(checking);
    await expect.poll(() => typeof replicated).toBe("function");
    expect(told).toBe(0);
    replicated();
    await checking;
    expect(told).toBe(1);
  });

  it("a replica that cannot be asked does not keep the caches stale: the change is told anyway", async () => {
    const reader = new CacheEpochs(database.db, () => Promise.reject(new Error("replica down")));
    const writer = new CacheEpochs(database.db);
    await reader.poll();
    await writer.bump("content");
    let told = 0;
    reader.onChange(() => told++);
    await reader.check();
    expect(told).toBe(1);
  });
});
