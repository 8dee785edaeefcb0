import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** One database type for both engines: the shop's SQL is the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * One parameterised statement outside Drizzle, answered as rows and the count of affected rows:
   * for libraries that speak SQL themselves (the rate-limit store, decision 017).
   */
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
  /** PostgreSQL only: the pool's connections and the clients waiting for one (metrics, issue 18). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole database as a tarball, to start other databases from. */
  dump?: () => Promise<Blob>;
}

export const migrationsFolder = path.resolve(process.cwd(), "server/db/migrations");

/**
 * Where PGlite keeps the shop's data for a DATA_DIR setting: its `pglite` folder, or memory when the
 * setting is `memory://` (resolving that as a path would create a folder called `memory:`).
 */
export function pgliteDataDir(dataDir: string): string {
  return dataDir.startsWith("memory://") ? "memory://" : path.resolve(dataDir, "pglite");
}

/** The advisory lock every process takes around its migrations ('FWMG'). */
export const MIGRATION_LOCK_KEY = 0x46574d47;

/**
 * Migrates PostgreSQL holding a session advisory lock on one connection (issue 18): processes that
 * start together wait for each other, so the migrations run once and the later ones find them applied.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  let broken = false;
  try {
    await connection.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // A connection whose unlock failed is dropped (the server then releases its lock).
    connection.release(broken);
  }
}

/**
 * Opens the embedded PGlite database (persisted in `dataDir`, or in memory with `memory://`) or,
 * when a URL is given, a PostgreSQL pool.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  template?: Blob;
  /** Told when an idle pooled connection fails (the server restarted or ended it); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection that the server ends (a restart, or a test database
    // dropped WITH (FORCE): 57P01) raises an unhandled 'error' event and takes the process down.
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg({ client: pool }) as unknown as Database;
    return {
      db,
      engine: "postgres",
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      query: async (text, values) => {
        const result = await pool.query(text, values);
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      },
    };
  }
  if (!options.dataDir.startsWith("memory://")) mkdirSync(options.dataDir, { recursive: true });
  // A template (a dump of a migrated database) spares tests the cluster initialisation.
  const client = await PGlite.create(options.dataDir, { extensions: { cube, earthdistance, pg_trgm }, loadDataDir: options.template });
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir("gzip"),
    query: async (text, values) => {
      const result = await client.query<Record<string, unknown>>(text, values);
      // PGlite counts affected rows only for writes; a SELECT's count is its rows.
      return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
    },
  };
}
