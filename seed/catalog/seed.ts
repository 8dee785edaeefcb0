import type { Database } from "../../server/db/client";
import { ensureLocations, insertCategories, insertProducts } from "../../server/modules/catalog/writer";
import { storefronts } from "../../server/modules/storefront/schema";
import { demoCategories } from "./categories";
import { demoProducts } from "./products";
import { seedSubscriptionPlans } from "./subscription-plans";

/**
 * The demo catalogue: inventory locations mapped to every storefront's channel, the category tree,
 * about 40 products and the subscription plans of two bikes. Runs after the storefronts are seeded.
 */
export async function seedCatalog(db: Database): Promise<void> {
  const channels = await db.select({ channelId: storefronts.channelId, currency: storefronts.currency }).from(storefronts);
  await ensureLocations(db, channels);
  await insertCategories(db, demoCategories);
  await insertProducts(db, demoProducts);
  await seedSubscriptionPlans(db);
}
