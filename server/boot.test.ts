import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error a plain ES module of scripts/ without type declarations
import { shopSeeder, startEnvironment } from "../scripts/start-mode.mjs";
import { createTestDatabase } from "../tests/db";
import { prepareShop, type ShopSeeder } from "./boot";
import { parseEnv } from "./env";
import { CacheEpochs } from "./modules/cache/epochs";
import { CatalogService } from "./modules/catalog/service";
import { customers } from "./modules/customer/schema";
import { staffMembers } from "./modules/staff/schema";
import { storefronts } from "./modules/storefront/schema";
import { SearchService } from "./modules/search/service";
import { StorefrontDirectory } from "./modules/storefront/service";

// Issue 12, fail closed (DESIGN.md, The demo shop): demo accounts exist only in a shop seeded as the
// demo on purpose (`npm start` of the demo on an empty database, `npm run seed -- --demo`), never
// after a production boot.
const DEMO_EMAILS = ["shopper@example.com", "verified@example.com"];
const importSeed = () => import("../seed/demo-shop");

type BootShop = Parameters<typeof prepareShop>[0];
let shop: BootShop | undefined;
afterEach(async () => {
  await shop?.database.close();
  shop = undefined;
});

/** What prepareShop uses of a shop (as seed/cli.ts builds it), on a migrated database without a shop. */
async function emptyShop(source: Record<string, string>): Promise<BootShop> {
  const env = parseEnv({ ...source, DATA_DIR: "memory://", LOG_LEVEL: "silent" });
  const database = await createTestDatabase();
  const db = database.db;
  const storefrontDirectory = new StorefrontDirectory(db, { shopDomain: env.SHOP_DOMAIN });
  const epochs = new CacheEpochs(db);
  return { env, db, database, storefronts: storefrontDirectory, catalog: new CatalogService(db, epochs, storefrontDirectory), search: new SearchService(db, epochs) };
}

async function demoAccounts(s: BootShop): Promise<string[]> {
  return (await s.db.select({ email: customers.email }).from(customers).where(inArray(customers.email, DEMO_EMAILS))).map((r) => r.email);
}

/** Issue 17: the back office's demo owner, admin@example.com, is a demo account like the customers. */
async function staffAccounts(s: BootShop): Promise<Array<{ email: string; role: string }>> {
  return s.db.select({ email: staffMembers.email, role: staffMembers.role }).from(staffMembers);
}

describe("seeding at boot (issue 12, fail closed)", () => {
  it("a production boot on an empty database creates no demo customer", async () => {
    shop = await emptyShop({ NODE_ENV: "production", SHOP_DOMAIN: "foldwell.com" });
    const { seeded } = await prepareShop(shop);
    expect(seeded).toBe(false);
    expect(await demoAccounts(shop)).toEqual([]);
    expect(await shop.db.select().from(customers).where(eq(customers.email, "shopper@example.com"))).toEqual([]);
    expect(await staffAccounts(shop)).toEqual([]);
  });

  it("npm start of a deployment (NODE_ENV=production) seeds the shop's storefronts, catalogue and content, but no demo account", async () => {
    const { demo, env } = startEnvironment({ NODE_ENV: "production", SHOP_DOMAIN: "foldwell.com" });
    expect(demo).toBe(false);
    shop = await emptyShop(env);
    const seeder: ShopSeeder = shopSeeder(demo, importSeed);
    expect((await prepareShop(shop, { seedWhenEmpty: seeder })).seeded).toBe(true);
    const [{ count }] = await shop.db.select({ count: sql<number>`count(*)::int` }).from(storefronts);
    expect(count).toBeGreaterThan(50);
    expect(shop.storefronts.resolve("uk.foldwell.com").code).toBe("uk");
    expect(await demoAccounts(shop)).toEqual([]);
    // No staff member at all: a deployment creates its first owner on purpose, never a known password.
    expect(await staffAccounts(shop)).toEqual([]);
  });

  it("npm ci && npm start (the demo on a laptop) seeds the demo accounts on an empty database", async () => {
    const { demo, env } = startEnvironment({});
    expect(demo).toBe(true);
    shop = await emptyShop(env);
    expect((await prepareShop(shop, { seedWhenEmpty: shopSeeder(demo, importSeed) })).seeded).toBe(true);
    expect((await demoAccounts(shop)).sort()).toEqual(DEMO_EMAILS);
    expect(await staffAccounts(shop)).toEqual([{ email: "admin@example.com", role: "owner" }]);
  });
});
