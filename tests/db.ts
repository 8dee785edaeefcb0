import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { parseEnv, type Env } from "../server/env";
import { createLogger } from "../server/logger";
import { loadServerTranslations } from "../server/http/server-i18n";
import { createShop, type Shop } from "../server/shop";
import { seedStorefronts } from "../seed/seed-storefronts";
import { startedForTests } from "./suite";

/**
 * A migrated database of its own for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = await templateBlob();
    const handle = await openDatabase({ dataDir: "memory://", template });
    // Applies nothing when the template is current; migrates fully when there is none.
    await handle.migrate();
    return handle;
  }
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let templateFile: string | undefined;
async function templateBlob(): Promise<Blob | undefined> {
  try {
    templateFile ??= inject("pgliteTemplate");
  } catch {
    return undefined; // not under Vitest's global setup
  }
  if (!templateFile) return undefined;
  const { readFile } = await import("node:fs/promises");
  return new Blob([await readFile(templateFile)]);
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: "test", DATA_DIR: "memory://", ...overrides });
}

/** A fresh test database with the storefronts of `brandName` seeded, ready for shops (shopOn). */
export async function createStorefrontDatabase(brandName = testEnv().BRAND_NAME): Promise<DatabaseHandle> {
  const database = await createTestDatabase();
  await seedStorefronts(database.db, brandName);
  return database;
}

/**
 * A shop with these settings on a database whose storefronts are seeded. Several shops may share
 * one database, e.g. the same data served under other settings (SHOP_DOMAIN, TRUST_PROXY…).
 */
export async function shopOn(database: DatabaseHandle, overrides: Record<string, string> = {}): Promise<Shop> {
  const env = testEnv(overrides);
  const shop = await createShop(env, { database, logger: createLogger(env) });
  await shop.storefronts.reload();
  return shop;
}

/** A shop on a fresh database with the storefronts seeded. */
export async function createTestShop(overrides: Record<string, string> = {}): Promise<Shop> {
  return shopOn(await createStorefrontDatabase(testEnv(overrides).BRAND_NAME), overrides);
}

/**
 * A test shop (with the server's translations loaded) started before the file's tests and closed
 * after them: `const shop = testShopForFile();`, then read `shop.…` inside tests and hooks.
 */
export function testShopForFile(overrides: Record<string, string> = {}): Shop {
  return startedForTests(async () => {
    await loadServerTranslations();
    const shop = await createTestShop(overrides);
    return Object.assign(shop, { close: () => shop.database.close() });
  });
}
