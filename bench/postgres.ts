/**
 * A database of its own for `npm run bench -- --postgres`: created on the server of
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped after the
 * run. DATABASE_URL, when set, is used as it is and never dropped.
 */
import pg from "pg";

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function benchDatabase(): Promise<BenchDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const server = new URL(process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const name = `foldwell_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
