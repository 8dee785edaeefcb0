import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh, empty database on the PostgreSQL server of DATABASE_URL for one cross-process run (issue
 * 18): its URL, and `drop()` to remove it again (WITH (FORCE): processes still connected are cut off).
 */
export async function freshPostgresDatabase(prefix = "shop_xproc"): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("the cross-process tests need PostgreSQL: set DATABASE_URL");
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One statement on its own connection to `serverUrl`. */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
