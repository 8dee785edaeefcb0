import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { outbox, type OutboxRow } from "./schema";

/**
 * The outbox worker (issue 12; DESIGN.md: nothing lost). Work that must follow a committed change —
 * an order's confirmation mail, its attribution event, saving its card, the customer's fresh cart, a
 * refund — is written as rows of `outbox` in the same transaction as the change (`enqueue`), so a
 * crash after the commit loses none of it. The worker delivers due rows with retries:
 *
 * - claim: one statement moves a batch of due rows a lease into the future and counts the attempt,
 *   picking rows with `FOR UPDATE SKIP LOCKED`, so any number of workers (processes) at once claim
 *   disjoint rows and each item runs once; no lock is held while the work runs;
 * - delivered: `delivered_at` is set; failed: the next try waits `backoffMs(attempts)` (exponential,
 *   capped), and after `maxAttempts` the row is left failed (`last_error` says so) and logged;
 * - a process that dies mid-delivery leaves its claim to expire after the lease, then it runs again.
 *
 * Delivery is at least once; `(topic, dedupe_key)` is unique, so writing the same item twice (an
 * order completed by a retry and by the sweep) makes one item. The shop starts the poller at boot
 * (server/app.ts) and kicks the worker after each commit that wrote items, so a confirmation mail
 * goes out at once rather than at the next poll.
 *
 * Delivered rows are kept `OUTBOX_RETENTION_MS` (a week) for inspection, then deleted by the
 * worker's runs at most once every `purgeEveryMs`, `purgeBatch` rows at a time, so the table does
 * not grow with every order forever. Rows that failed for good are never deleted.
 */

export interface OutboxItem {
  topic: string;
  /** Unique per topic: e.g. `order-{id}`. */
  dedupeKey: string;
  payload: Record<string, unknown>;
}

/** What a topic's delivery does; throwing means "try again later". */
export type OutboxHandler = (payload: Record<string, unknown>, row: OutboxRow) => Promise<void>;

export interface OutboxOptions {
  /** Tries before an item is marked failed. */
  maxAttempts?: number;
  /** Wait after the first failure; doubled after each further one, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed item is left to its worker before another may take it. */
  leaseMs?: number;
  /** Items claimed per statement. */
  batch?: number;
  /** Delivered rows deleted per run, at most. */
  purgeBatch?: number;
  /** Least time between two runs that delete delivered rows. */
  purgeEveryMs?: number;
  now?: () => Date;
}

export const OUTBOX_POLL_MS = 5_000;
/** How long a delivered row is kept before a run deletes it. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Writes items with the caller's transaction; an item already written (same topic and key) is kept as it is. */
export async function enqueue(tx: Database, items: OutboxItem[]): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(outbox)
    .values(items.map((i) => ({ topic: i.topic, dedupeKey: i.dedupeKey, payload: i.payload })))
    .onConflictDoNothing({ target: [outbox.topic, outbox.dedupeKey] });
}

export class OutboxWorker {
  readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;
  private readonly purgeBatch: number;
  private readonly purgeEveryMs: number;
  private lastPurgeAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => Date;
  private readonly handlers = new Map<string, OutboxHandler>();
  private kicks = true;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    options: OutboxOptions = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 10;
    this.baseDelayMs = options.baseDelayMs ?? 5_000;
    this.maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batch = options.batch ?? 20;
    this.purgeBatch = options.purgeBatch ?? 1_000;
    this.purgeEveryMs = options.purgeEveryMs ?? 60 * 60_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Registers what delivering a topic does. */
  handle(topic: string, handler: OutboxHandler): this {
    this.handlers.set(topic, handler);
    return this;
  }

  /** The wait before the next try after `attempts` failed tries: base · 2^(attempts−1), capped. */
  backoffMs(attempts: number): number {
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  }

  /**
   * Delivers every item due at `now` (claiming batch after batch); answers how many were
   * delivered. Safe to run in several processes at once.
   */
  async deliverDue(now: Date = this.now()): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await this.claim(now);
      for (const row of claimed) if (await this.deliver(row, now)) delivered++;
      if (claimed.length < this.batch) return delivered;
    }
  }

  /**
   * Deletes at most `purgeBatch` rows delivered more than `OUTBOX_RETENTION_MS` before `now`, oldest
   * first; answers how many.
   */
  async purgeDelivered(now: Date = this.now()): Promise<number> {
    const old = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(lt(outbox.deliveredAt, new Date(now.getTime() - OUTBOX_RETENTION_MS)))
      .orderBy(asc(outbox.deliveredAt))
      .limit(this.purgeBatch);
    const deleted = await this.db.delete(outbox).where(inArray(outbox.id, old)).returning({ id: outbox.id });
    return deleted.length;
  }

  /** Starts delivering in the background now (after a commit that wrote items); a no-op once stopped. */
  kick(): void {
    if (!this.kicks) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.deliverDue();
        } catch (error) {
          this.logger.warn({ err: error }, "the outbox could not be delivered; the next poll tries again");
        }
        const now = this.now();
        if (now.getTime() - this.lastPurgeAt >= this.purgeEveryMs) {
          this.lastPurgeAt = now.getTime();
          try {
            await this.purgeDelivered(now);
          } catch (error) {
            this.logger.warn({ err: error }, "delivered outbox rows could not be deleted; a later run tries again");
          }
        }
      } while (this.again && this.kicks);
    })().finally(() => {
      this.running = null;
      // A kick that came after the loop's last check but before this line would otherwise be lost
      // until the next poll (seen as a refund not tried at once under load).
      if (this.again) this.kick();
    });
  }

  /** Kicks, and polls every `pollMs` (0: kicks only). */
  start(pollMs = OUTBOX_POLL_MS): void {
    this.kicks = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (pollMs > 0) {
      this.timer = setInterval(() => this.kick(), pollMs);
      this.timer.unref();
    }
    this.kick();
  }

  /** No more kicks or polls; waits for a delivery in progress. */
  async stop(): Promise<void> {
    this.kicks = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  /** Waits until no delivery of this worker runs (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async claim(now: Date): Promise<OutboxRow[]> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      // Items are stamped by the database's clock (microseconds) and `now` is the worker's (whole
      // milliseconds): an item written in the same millisecond as a kick is due by either clock.
      .where(and(isNull(outbox.deliveredAt), lt(outbox.attempts, this.maxAttempts), lte(outbox.availableAt, sql`greatest(${now.toISOString()}::timestamptz, now())`)))
      .orderBy(asc(outbox.availableAt), asc(outbox.id))
      .limit(this.batch)
      .for("update", { skipLocked: true });
    const rows = await this.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, availableAt: new Date(now.getTime() + this.leaseMs) })
      .where(inArray(outbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  private async deliver(row: OutboxRow, now: Date): Promise<boolean> {
    const handler = this.handlers.get(row.topic);
    try {
      if (!handler) throw new Error(`no handler for outbox topic ${row.topic}`);
      await handler(row.payload, row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= this.maxAttempts) {
        await this.db
          .update(outbox)
          .set({ lastError: `failed after ${row.attempts} attempts: ${message}`.slice(0, 2000) })
          .where(eq(outbox.id, row.id));
        this.logger.error({ err: error, outboxId: row.id, topic: row.topic, dedupeKey: row.dedupeKey, attempts: row.attempts }, "an outbox item failed for good");
      } else {
        const retryAt = new Date(now.getTime() + this.backoffMs(row.attempts));
        await this.db.update(outbox).set({ lastError: message.slice(0, 2000), availableAt: retryAt }).where(eq(outbox.id, row.id));
        this.logger.warn({ err: error, outboxId: row.id, topic: row.topic, attempts: row.attempts, retryAt }, "an outbox item failed; it is tried again later");
      }
      return false;
    }
    await this.db.update(outbox).set({ deliveredAt: now, lastError: null }).where(eq(outbox.id, row.id));
    return true;
  }
}
