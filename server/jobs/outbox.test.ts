import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../tests/db";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";
import { OUTBOX_RETENTION_MS, OutboxWorker } from "./outbox";
import { outbox } from "./schema";

// Issue 12 (DESIGN.md: nothing lost; bounded storage): delivered outbox rows are kept a week for
// inspection and then deleted by the worker's periodic run, a bounded batch at a time, so the table
// does not grow with every order forever. Runs on PGlite and on PostgreSQL (DATABASE_URL).
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);
afterAll(async () => handle?.close());

const quietLogger = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger;
const DAY = 24 * 60 * 60_000;

describe("the outbox worker deletes delivered rows after a week", () => {
  it("each periodic run deletes at most a batch of rows delivered over 7 days ago; younger and undelivered rows stay", async () => {
    expect(OUTBOX_RETENTION_MS).toBe(7 * DAY);
    const t0 = new Date("2031-03-10T12:00:00Z");
    let clock = t0.getTime();
    const worker = new OutboxWorker(handle.db, quietLogger(), { now: () => new Date(clock), purgeBatch: 3, purgeEveryMs: 60_000 });
    const row = (key: string, deliveredAt: Date | null, attempts = 1) => ({ topic: "test.purge", dedupeKey: key, payload: {}, attempts, availableAt: t0, deliveredAt });
    await handle.db.insert(outbox).values([
      ...Array.from({ length: 5 }, (_, i) => row(`old-${i}`, new Date(t0.getTime() - 7 * DAY - 1 - i))),
      // Exactly a week old at the second run (one period later): kept, only older rows go.
      row("week", new Date(t0.getTime() + 60_000 - 7 * DAY)),
      row("recent", new Date(t0.getTime() - DAY)),
      // Failed for good long ago (never delivered): kept, an operator may want to look at it.
      row("failed", null, worker.maxAttempts),
    ]);
    const keys = async () =>
      (await handle.db.select({ key: outbox.dedupeKey }).from(outbox).where(eq(outbox.topic, "test.purge")).orderBy(asc(outbox.dedupeKey))).map((r) => r.key);

    worker.start(0);
    await worker.idle();
    // One run, one bounded batch: the three oldest go first.
    expect(await keys()).toEqual(["failed", "old-0", "old-1", "recent", "week"]);

    // A kick before the next period (another commit) does not purge again.
    clock += 59_999;
    worker.kick();
    await worker.idle();
    expect(await keys()).toEqual(["failed", "old-0", "old-1", "recent", "week"]);

    clock += 1;
    worker.kick();
    await worker.idle();
    expect(await keys()).toEqual(["failed", "recent", "week"]);

    // A week later the others are old enough too; the undelivered one stays.
    clock += 7 * DAY;
    worker.kick();
    await worker.idle();
    expect(await keys()).toEqual(["failed"]);
    await worker.stop();

    expect(await worker.purgeDelivered(new Date(clock + 365 * DAY))).toBe(0);
    await handle.db.delete(outbox).where(eq(outbox.topic, "test.purge"));
  });
});
