/**
 * `npm run seed`: migrates the database of DATA_DIR or DATABASE_URL and, when it is empty, seeds the
 * shop's storefronts, catalogue and content; `npm run seed -- --demo` also the demo accounts (the
 * demo shop on purpose, issue 12). `npm run seed -- --products 10000` then adds that many generated products (benchmarks)
 * in batches and re-syncs the search indexes. Works on a fresh or an existing database.
 */
import { sql } from "drizzle-orm";
import { parseArgs } from "node:util";
import { prepareShop } from "../server/boot";
import { openDatabase, pgliteDataDir, type Database } from "../server/db/client";
import { parseEnv } from "../server/env";
import { CacheEpochs } from "../server/modules/cache/epochs";
import { syncSearchIndexes } from "../server/modules/catalog/search-sync";
import { CatalogService } from "../server/modules/catalog/service";
import { insertProducts } from "../server/modules/catalog/writer";
import { SearchService } from "../server/modules/search/service";
import { StorefrontDirectory } from "../server/modules/storefront/service";
import { generateProducts } from "./catalog/generate";
import { seedShop } from "./demo-shop";

const BATCH = 500;

async function main() {
  const { values } = parseArgs({ options: { products: { type: "string", default: "0" }, demo: { type: "boolean", default: false } }, strict: true });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) throw new Error("--products must be a whole number between 0 and 1000000");

  // Seeding serves nothing, so production's refusal of a localhost SHOP_DOMAIN does not apply.
  const env = parseEnv({ ...process.env, ALLOW_INSECURE_LOCALHOST: "1", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  const shop = await seedingShop(env);
  try {
    const started = Date.now();
    const demo = values.demo;
    const { seeded } = await prepareShop(shop, { seedWhenEmpty: (db, e) => seedShop(db, { brandName: e.BRAND_NAME, demoCustomers: demo }) });
    console.log(seeded ? (demo ? "Seeded the demo shop with its demo accounts." : "Seeded the shop (no demo accounts; add --demo for them).") : "The database already holds a shop; keeping it.");
    if (count > 0) {
      const inputs = generateProducts(count, Date.now().toString(36));
      const ids: number[] = [];
      for (let i = 0; i < inputs.length; i += BATCH) {
        await shop.db.transaction(async (tx) => {
          ids.push(...(await insertProducts(tx as unknown as Database, inputs.slice(i, i + BATCH))));
        });
        process.stdout.write(`\r  ${Math.min(i + BATCH, inputs.length)} / ${inputs.length} products`);
      }
      process.stdout.write(`\n  written in ${((Date.now() - started) / 1000).toFixed(1)} s; indexing for search…\n`);
      await shop.catalog.changed();
      const indexing = Date.now();
      const hits = await syncSearchIndexes(shop, ids);
      process.stdout.write(`  indexed in ${((Date.now() - indexing) / 1000).toFixed(1)} s; updating the planner's statistics…\n`);
      // PGlite runs no autovacuum, so after a bulk load the planner would guess row counts blind.
      await shop.db.execute(sql`ANALYZE`);
      console.log(`Added ${ids.length} products and ${hits} search hits in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await shop.database.close();
  }
}

/**
 * Only the parts of the shop that seeding uses. The whole shop (createShop) also loads the
 * translated services, whose locale chunks are found by Vite's import.meta.glob, which this plain
 * Node script cannot run.
 */
async function seedingShop(env: ReturnType<typeof parseEnv>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDataDir(env.DATA_DIR) });
  const db = database.db;
  const storefronts = new StorefrontDirectory(db, { shopDomain: env.SHOP_DOMAIN });
  const epochs = new CacheEpochs(db);
  return { env, db, database, storefronts, catalog: new CatalogService(db, epochs, storefronts), search: new SearchService(db, epochs) };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
