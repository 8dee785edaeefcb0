import type { Database } from "../server/db/client";
import { seedBlog } from "./content/blog";
import { seedConfig } from "./content/config";
import { seedFinancingFaq } from "./content/faq";
import { seedLayout } from "./content/layout";
import { seedPages } from "./content/pages";
import { seedStorefronts } from "./seed-storefronts";
import { seedCustomers } from "./customers";
import { seedDemoStaff } from "./staff";
import { seedCatalog } from "./catalog/seed";
import { seedStores } from "./stores";
import { seedPromotions } from "./promotions";

/**
 * A shop for an empty database: its storefronts, catalogue and content, and with `demoCustomers`
 * the demo accounts (DESIGN.md, The demo shop). The accounts are only for a shop seeded as the demo
 * on purpose (`npm start` of the demo, `npm run dev`, `npm run seed -- --demo`), never for a
 * production boot (issue 12).
 */
export async function seedShop(db: Database, options: { brandName: string; demoCustomers: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await seedStorefronts(tx as unknown as Database, options.brandName);
    if (options.demoCustomers) {
      await seedCustomers(tx as unknown as Database);
      // The back office's demo owner (issue 17), only with the demo accounts.
      await seedDemoStaff(tx as unknown as Database);
    }
    await seedCatalog(tx as unknown as Database);
    // Issue 19: the demo coupon codes (WELCOME10, SPRING2024) come with the demo catalogue.
    await seedPromotions(tx as unknown as Database);
    await seedStores(tx as unknown as Database, options.brandName);
    await seedLayout(tx as unknown as Database, options.brandName);
    await seedConfig(tx as unknown as Database, options.brandName);
    await seedFinancingFaq(tx as unknown as Database, options.brandName);
    await seedBlog(tx as unknown as Database, options.brandName);
    await seedPages(tx as unknown as Database, options.brandName);
  });
}

/** The whole demo shop, demo accounts included: what `npm start` serves on a fresh laptop. */
export async function seedDemoShop(db: Database, options: { brandName: string }): Promise<void> {
  await seedShop(db, { ...options, demoCustomers: true });
}
