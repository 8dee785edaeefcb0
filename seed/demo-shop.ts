import type { Database } from "../server/db/client";
import { seedBlog } from "./content/blog";
import { seedConfig } from "./content/config";
import { seedFinancingFaq } from "./content/faq";
import { seedLayout } from "./content/layout";
import { seedPages } from "./content/pages";
import { seedStorefronts } from "./seed-storefronts";
import { seedCustomers } from "./customers";
import { seedCatalog } from "./catalog/seed";

/** The whole demo shop: what `npm start` serves on a fresh machine (DESIGN.md, The demo shop). */
export async function seedDemoShop(db: Database, options: { brandName: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await seedStorefronts(tx as unknown as Database, options.brandName);
    await seedCustomers(tx as unknown as Database);
    await seedCatalog(tx as unknown as Database);
    await seedLayout(tx as unknown as Database, options.brandName);
    await seedConfig(tx as unknown as Database, options.brandName);
    await seedFinancingFaq(tx as unknown as Database, options.brandName);
    await seedBlog(tx as unknown as Database, options.brandName);
    await seedPages(tx as unknown as Database, options.brandName);
  });
}
