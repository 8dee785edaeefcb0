import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** Resolves once the read replica holds everything the primary had written when it was called. */
export type ReplicaFence = () => Promise<void>;

export interface ReplicaFenceOptions {
  /** How long to wait for a lagging replica before going on anyway (and telling `onTimeout`). */
  timeoutMs?: number;
  /** How often the replica's replay position is read while it lags. */
  intervalMs?: number;
  onTimeout?: (waitedMs: number) => void;
}

/**
 * Issue 18 (DATABASE_REPLICA_URL, decision 026): the cache epochs are read on the primary, the
 * catalogue and content behind them on the replica. A process that learns of a change before its
 * replica has replayed it would refill its caches from the replica's older rows and keep them until
 * the next change. So a change is passed on only after this fence: the primary's WAL position is
 * read (it is past the commit of the change, which the epoch poll has already seen), then the
 * replica's replay position until it reaches it. A replica that is not a streaming standby (its
 * pg_last_wal_replay_lsn() is NULL: a copy kept some other way) has nothing to wait for.
 */
export function replicaFence(primary: Database, replica: Database, options: ReplicaFenceOptions = {}): ReplicaFence {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const intervalMs = options.intervalMs ?? 25;
  return async () => {
    const [{ lsn }] = await rows<{ lsn: string }>(primary, sql`SELECT pg_current_wal_lsn()::text AS lsn`);
    const started = Date.now();
    for (;;) {
      const [{ caught_up }] = await rows<{ caught_up: boolean }>(replica, sql`SELECT coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, true) AS caught_up`);
      if (caught_up) return;
      const waited = Date.now() - started;
      if (waited >= timeoutMs) {
        options.onTimeout?.(waited);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
