import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ReplicaFence } from "./replica-fence";
import { cacheEpochs } from "./schema";

export type CacheScope = "content" | "catalog" | "storefront";
type Listener = () => void;

/**
 * Tells this process when cached pages and documents went stale: immediately for writes made here,
 * within `pollMs` for writes made by another process.
 */
export class CacheEpochs {
  private known = new Map<string, number>();
  /** Whether a poll has read the table: after that, a scope's first row is a change too. */
  private primed = false;
  private listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | undefined;
  /** A poll (and the wait for the replica after it) still running: the next tick skips. */
  private checking: Promise<void> | undefined;

  /**
   * `fence`: with a read replica (DATABASE_REPLICA_URL), listeners hear of a change only once the
   * replica has it, so the caches they empty are refilled with the changed rows (replica-fence.ts).
   */
  constructor(
    private readonly db: Database,
    private readonly fence?: ReplicaFence,
  ) {}

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call after writing data that cached pages show. */
  async bump(scope: CacheScope): Promise<void> {
    await this.db
      .insert(cacheEpochs)
      .values({ scope, epoch: 1 })
      .onConflictDoUpdate({ target: cacheEpochs.scope, set: { epoch: sql`${cacheEpochs.epoch} + 1` } });
    await this.poll();
    await this.emitWhenReplicated();
  }

  async poll(): Promise<boolean> {
    const rows = await this.db.select().from(cacheEpochs);
    let changed = false;
    for (const row of rows) {
      if (this.known.get(row.scope) !== row.epoch) changed = this.primed || changed;
      this.known.set(row.scope, row.epoch);
    }
    this.primed = true;
    return changed;
  }

  /**
   * Learns the epochs now, then polls every `pollMs`. Call before serving: a change made by another
   * process between the first request and the first poll would otherwise be taken for the starting
   * point and never reported, leaving this process's caches stale (seen in the cross-process test).
   */
  async start(pollMs = 2000): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), pollMs);
    this.timer.unref();
    // Reported like any poll's: a process that had already polled learns of a change at once.
    await this.check();
  }

  /** One poll; a change is told to the listeners (once the replica has it). */
  check(): Promise<void> {
    this.checking ??= (async () => {
      if (await this.poll()) await this.emitWhenReplicated();
    })()
      .catch(() => undefined)
      .finally(() => (this.checking = undefined));
    return this.checking;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async emitWhenReplicated(): Promise<void> {
    // A replica that cannot be asked is no reason to keep caches stale: they are emptied anyway.
    await this.fence?.().catch(() => undefined);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
