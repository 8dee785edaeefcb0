import { sql, type SQL } from "drizzle-orm";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "../db/client";

/**
 * Where rate-limit counters live (issue 12, decision 017): the `rate_limits` table, shared by every
 * process on the database, through rate-limiter-flexible's PostgreSQL store. Its statements are a
 * single `INSERT … ON CONFLICT DO UPDATE … RETURNING` per consume, so concurrent consumes of one key
 * (from one process or many) are serialised by the row lock and each sees its own count.
 *
 * With RATE_LIMIT_STORE=redis the counters live in Redis instead (rate-limiter-flexible's Redis
 * store: one Lua script per consume, atomic across processes; Redis expires the keys itself).
 * The memory store is for unit tests that need no database.
 */
export type SqlQuery = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;

export interface LimiterOptions {
  /** Names the counter; stored keys are `{keyPrefix}:{key}` (255 characters at most, see limiterKey). */
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
  /** Once the points are spent, the key is refused for this many seconds (counted from that moment). */
  blockDuration?: number;
}

export interface LimiterStore {
  readonly kind: "postgres" | "redis" | "memory";
  limiter(options: LimiterOptions): RateLimiterAbstract;
  /** The same counter, its statements run on `query` (e.g. inside the caller's transaction). */
  limiterOn(query: SqlQuery, options: LimiterOptions): RateLimiterAbstract;
  /** Deletes counters that expired before `before` (epoch ms); answers how many. */
  clearExpired(before?: number): Promise<number>;
  /** Stops the periodic clean-up. */
  stop(): void;
}

export const RATE_LIMIT_TABLE = "rate_limits";
/** Expired rows are deleted every five minutes by each process (one statement; rows are tiny). */
const CLEAN_UP_EVERY_MS = 5 * 60 * 1000;

/** The library's client interface over a plain `query(text, values)`; bigint `expire` comes back as a number. */
function storeClient(query: SqlQuery) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await query(q.text, q.values);
      for (const row of result.rows) {
        if (row.expire !== null && row.expire !== undefined && typeof row.expire !== "number") row.expire = Number(row.expire);
      }
      return result;
    },
  };
}

function postgresLimiter(query: SqlQuery, options: LimiterOptions): RateLimiterAbstract {
  return new RateLimiterPostgres({
    storeClient: storeClient(query),
    storeType: "client",
    tableName: RATE_LIMIT_TABLE,
    // Migration 0010 creates the table; the store's own clean-up timer (one per limiter) is replaced
    // by the store-wide one below.
    tableCreated: true,
    clearExpiredByTimeout: false,
    ...options,
  });
}

export function postgresLimiterStore(query: SqlQuery, options: { cleanUpEveryMs?: number } = {}): LimiterStore {
  const clearExpired = async (before = Date.now()) => (await query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [before])).rowCount;
  const every = options.cleanUpEveryMs ?? CLEAN_UP_EVERY_MS;
  const timer = every > 0 ? setInterval(() => void clearExpired().catch(() => undefined), every) : undefined;
  timer?.unref();
  return {
    kind: "postgres",
    limiter: (limiterOptions) => postgresLimiter(query, limiterOptions),
    limiterOn: postgresLimiter,
    clearExpired,
    stop: () => clearInterval(timer),
  };
}

/**
 * Counters in Redis (RATE_LIMIT_STORE=redis). `limiterOn` cannot join the caller's database
 * transaction, so a write refused later in its transaction has still spent its point: Redis trades
 * that exactness for keeping the counters off the database.
 */
export function redisLimiterStore(client: Redis): LimiterStore {
  const limiters = new Map<string, RateLimiterRedis>();
  const limiter = (options: LimiterOptions) => {
    let existing = limiters.get(options.keyPrefix);
    if (!existing) {
      existing = new RateLimiterRedis({ storeClient: client, ...options });
      limiters.set(options.keyPrefix, existing);
    }
    return existing;
  };
  return {
    kind: "redis",
    limiter,
    limiterOn: (_query, options) => limiter(options),
    clearExpired: async () => 0,
    stop: () => client.disconnect(),
  };
}

/** Counters in this process only: for unit tests without a database. */
export function memoryLimiterStore(): LimiterStore {
  const limiters = new Map<string, RateLimiterMemory>();
  const limiter = (options: LimiterOptions) => {
    const existing = limiters.get(options.keyPrefix);
    if (existing) return existing;
    const created = new RateLimiterMemory(options);
    limiters.set(options.keyPrefix, created);
    return created;
  };
  return { kind: "memory", limiter, limiterOn: (_query, options) => limiter(options), clearExpired: async () => 0, stop: () => undefined };
}

/**
 * A `SqlQuery` over a Drizzle database or transaction: the library's `$1 … $n` placeholders become
 * Drizzle parameters, so a counter can change inside the transaction of the write it guards.
 */
export function drizzleQuery(db: Database): SqlQuery {
  return async (text, values = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
    const result = (await db.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[]; rowCount?: number | null; affectedRows?: number };
    // node-postgres counts every statement's rows; PGlite's affectedRows counts only writes.
    return { rows: result.rows, rowCount: result.rowCount ?? (result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0)) };
  };
}
