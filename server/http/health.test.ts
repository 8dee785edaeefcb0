import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../db/client";
import { createStorefrontDatabase, shopOn } from "../../tests/db";
import { fetchAs, listen } from "../../tests/http";
import type { Shop } from "../shop";
import { createApiApp } from "./api-app";
import { loadServerTranslations } from "./server-i18n";

// Issue 18, For operators: /healthz (process alive) and /readyz (database reachable, migrations
// applied, caches warm), answered on every host before the page cache and React Router, never cached.

async function serve(shop: Shop, options: { migrationsFolder?: string } = {}) {
  return listen(createApiApp(shop, options).app);
}

/** A copy of the migrations folder with one migration more than the database has: a release deployed before migrating. */
function folderWithNewMigration(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "readyz-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[] };
  const last = journal.entries[journal.entries.length - 1];
  const tag = `${String(last.idx + 1).padStart(4, "0")}_readiness_probe`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(path.join(dir, `${tag}.sql`), "CREATE TABLE readiness_probe (id integer PRIMARY KEY);");
  return dir;
}

describe("health and readiness (issue 18)", () => {
  let shop: Shop;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    await loadServerTranslations();
    shop = await shopOn(await createStorefrontDatabase());
    server = await serve(shop);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await shop?.database.close();
  });

  it("/healthz answers 200 {status: ok}, uncached, on any host (a storefront's or an unknown one)", async () => {
    for (const host of ["uk.localhost", "de.localhost", "10.0.0.7", "unknown.example"]) {
      const res = await fetchAs(server.port, host, "/healthz");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ status: "ok" });
    }
  });

  it("/readyz answers 200 with every check ok on a migrated, warm shop", async () => {
    const res = await fetchAs(server.port, "internal.example", "/readyz");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok", caches: "ok", shutdown: "ok" } });
  });

  it("/readyz answers 503 naming the migrations while the code ships one the database has not applied, 200 once it is", async () => {
    const folder = folderWithNewMigration();
    const newer = await serve(shop, { migrationsFolder: folder });
    try {
      const before = await fetchAs(newer.port, "uk.localhost", "/readyz");
      expect(before.status).toBe(503);
      expect(before.headers.get("cache-control")).toBe("no-store");
      expect(await before.json()).toEqual({ status: "unavailable", failed: ["migrations"], checks: { database: "ok", migrations: "1 not applied", caches: "ok", shutdown: "ok" } });
      // The healthz of the same process stays 200: alive, not ready.
      expect((await fetchAs(newer.port, "uk.localhost", "/healthz")).status).toBe(200);

      // Apply it the way start-up does (drizzle's migrator on this folder).
      const client = (shop.db as unknown as { $client: never }).$client;
      if (shop.database.engine === "postgres") await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
      else await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
      const after = await fetchAs(newer.port, "uk.localhost", "/readyz");
      expect(after.status).toBe(200);
    } finally {
      await newer.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("readiness when the database is gone (issue 18)", () => {
  it("/readyz answers 503 database unreachable after the database is closed; /healthz stays 200", async () => {
    await loadServerTranslations();
    const database = await createStorefrontDatabase();
    const shop = await shopOn(database);
    const server = await serve(shop);
    try {
      expect((await fetchAs(server.port, "uk.localhost", "/readyz")).status).toBe(200);
      await database.close();
      const res = await fetchAs(server.port, "uk.localhost", "/readyz");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", failed: ["database", "migrations"], checks: { database: "unreachable", migrations: "unknown", caches: "ok", shutdown: "ok" } });
      const alive = await fetchAs(server.port, "uk.localhost", "/healthz");
      expect(alive.status).toBe(200);
    } finally {
      await server.close();
    }
  }, 240_000);
});
