import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, type DatabaseHandle } from "../../server/db/client";
import { freshPostgresDatabase } from "./postgres";

// Issue 18 (For operators): start-up waits for a migration lock, so processes that start together
// never migrate at once. Each handle is a pool of its own, i.e. its own PostgreSQL sessions, as two
// processes would have. PostgreSQL only (tests/cross-process runs when DATABASE_URL is set).
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: unknown[] };

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe("migrations at start-up under a lock (issue 18)", () => {
  it("three processes migrating a fresh database at once all succeed and every migration runs once", async () => {
    const database = await freshPostgresDatabase("shop_migrate");
    cleanup.push(database.drop);
    const handles: DatabaseHandle[] = [];
    for (let i = 0; i < 3; i++) {
      const handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
      handles.push(handle);
      cleanup.push(() => handle.close());
    }
    await Promise.all(handles.map((handle) => handle.migrate()));
    const { rows } = await handles[0].query("SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct_hashes FROM drizzle.__drizzle_migrations");
    expect(rows[0]).toEqual({ applied: journal.entries.length, distinct_hashes: journal.entries.length });
    // The lock is released: a later start migrates (nothing) without waiting.
    await handles[1].migrate();
    const { rows: locks } = await handles[0].query("SELECT count(*)::int AS held FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())");
    expect(locks[0]).toEqual({ held: 0 });
  });
});
