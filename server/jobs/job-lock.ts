import pg from "pg";
import type { Database } from "../db/client";

/** Per lock key, the database clients of this process whose job is running (PGlite has one connection). */
const runningHere = new Map<number, WeakSet<object>>();

/**
 * Runs `work` while holding the job's lock, or answers null without running it when another run
 * holds it: the "one runner at a time" of every job (DESIGN.md, jobs). On PostgreSQL a session
 * advisory lock on a connection of its own, so every process of the shop takes turns; on PGlite,
 * which is one process's single connection (its advisory locks do not block a second run in the same
 * session), an in-process flag.
 */
export async function withJobLock<T>(db: Database, lockKey: number, work: () => Promise<T>): Promise<T | null> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken = false;
    try {
      const { rows } = await connection.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [lockKey]);
      if (!rows[0]?.locked) return null;
      try {
        return await work();
      } finally {
        await connection.query("SELECT pg_advisory_unlock($1)", [lockKey]).catch(() => {
          broken = true;
        });
      }
    } finally {
      // A connection whose unlock failed is dropped (the server then releases its lock).
      connection.release(broken);
    }
  }
  const running = runningHere.get(lockKey) ?? new WeakSet<object>();
  runningHere.set(lockKey, running);
  const key = client as object;
  if (running.has(key)) return null;
  running.add(key);
  try {
    return await work();
  } finally {
    running.delete(key);
  }
}
