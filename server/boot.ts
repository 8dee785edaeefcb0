import type { Database } from "./db/client";
import type { Env } from "./env";
import { syncSearchIndexes } from "./modules/catalog/search-sync";
import type { Shop } from "./shop";

/**
 * Fills an empty database. The server never imports seed/ itself: the caller decides what an empty
 * database gets (scripts/start-mode.mjs shopSeeder: the demo accounts only for the demo on purpose,
 * issue 12), so a production boot cannot create demo customers by accident.
 */
export type ShopSeeder = (db: Database, env: Env) => Promise<void>;

/** Migrates, seeds an empty database when given a seeder, and warms the in-memory caches. */
export async function prepareShop(
  shop: Pick<Shop, "env" | "db" | "database" | "storefronts" | "catalog" | "search"> & Partial<Pick<Shop, "content">>,
  options: { seedWhenEmpty?: ShopSeeder } = {},
): Promise<{ seeded: boolean }> {
  await shop.database.migrate();
  let seeded = false;
  if (options.seedWhenEmpty && (await shop.storefronts.noneStored())) {
    await options.seedWhenEmpty(shop.db, shop.env);
    seeded = true;
  }
  await shop.storefronts.reload();
  // A serving shop's page cache tells signed preview cookies from forged ones from the first request
  // on (issue 17); the seed and start-up scripts pass only the parts they use.
  await shop.content?.previews.loadKey();
  // A freshly seeded catalogue is indexed for every storefront search index.
  if (seeded) await syncSearchIndexes(shop);
  return { seeded };
}
