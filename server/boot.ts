import { sql } from "drizzle-orm";
import { seedDemoShop } from "../seed/demo-shop";
import { syncSearchIndexes } from "./modules/catalog/search-sync";
import { storefronts } from "./modules/storefront/schema";
import type { Shop } from "./shop";

/** Migrates, seeds the demo shop when the database is empty, and warms the in-memory caches. */
export async function prepareShop(shop: Pick<Shop, "env" | "db" | "database" | "storefronts" | "catalog" | "search">): Promise<{ seeded: boolean }> {
  await shop.database.migrate();
  const [{ count }] = await shop.db.select({ count: sql<number>`count(*)::int` }).from(storefronts);
  let seeded = false;
  if (count === 0) {
    await seedDemoShop(shop.db, { brandName: shop.env.BRAND_NAME });
    seeded = true;
  }
  await shop.storefronts.reload();
  // A freshly seeded catalogue is indexed for every storefront search index.
  if (seeded) await syncSearchIndexes(shop);
  return { seeded };
}
