import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { callAs, CookieJar, seedCartCatalog, type CartTestCatalog } from "../../server/modules/cart/test-support";
import { seedStorefronts } from "../../seed/seed-storefronts";
import { startTestApi, type TestApi } from "../api";
import { shopOn } from "../db";
import { fetchAs } from "../http";
import { freshPostgresDatabase } from "./postgres";

// Issue 18 (DATABASE_REPLICA_URL; decision 026): catalogue and content reads go to the read
// replica, writes and read-your-writes (the cart) to the primary. PostgreSQL only: the "replica"
// is a second database on the same server with the same migrations and catalogue, whose copy of
// one product has another name, so an answer shows which database it was read from.

type Fresh = Awaited<ReturnType<typeof freshPostgresDatabase>>;
let primary: Fresh;
let replica: Fresh;
let primaryDb: DatabaseHandle;
let replicaDb: DatabaseHandle;
let catalog: CartTestCatalog;
let api: TestApi;

async function prepared(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: url, dataDir: "unused" });
  await handle.migrate();
  await seedStorefronts(handle.db, "Foldwell");
  return handle;
}

beforeAll(async () => {
  primary = await freshPostgresDatabase("shop_primary");
  replica = await freshPostgresDatabase("shop_replica");
  primaryDb = await prepared(primary.url);
  replicaDb = await prepared(replica.url);
  catalog = await seedCartCatalog(await shopOn(primaryDb));
  const onReplica = await seedCartCatalog(await shopOn(replicaDb));
  expect(onReplica.tube).toBe(catalog.tube);
  await replicaDb.query("UPDATE catalog_products SET name = 'Inner Tube (replica copy)' WHERE id = $1", [catalog.tube]);
  api = await startTestApi({ database: primaryDb, env: { DATABASE_URL: primary.url, DATABASE_REPLICA_URL: replica.url, RATE_LIMIT_FACTOR: "1000" } });
}, 240_000);

afterAll(async () => {
  await api?.close();
  await api?.shop.database.close(); // the primary's pool and the replica's
  await replicaDb?.close();
  await replica?.drop();
  await primary?.drop();
});

describe("DATABASE_REPLICA_URL (issue 18, decision 026)", () => {
  it("a product is read from the replica; adding it to the cart writes the cart on the primary only", async () => {
    const product = await fetchAs(api.port, "uk.localhost", "/api/commerce/getProductById", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: catalog.tube }),
    });
    expect(product.status).toBe(200);
    expect(((await product.json()) as { data: { name: string } }).data.name).toBe("Inner Tube (replica copy)");

    const jar = new CookieJar();
    const added = await callAs(api.port, "uk.localhost", jar, "commerce/addCartItems", { data: { line_items: [{ product_id: catalog.bell, quantity: 1 }] } });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    const count = async (db: DatabaseHandle) => Number((await db.query("SELECT count(*) AS n FROM carts")).rows[0].n);
    expect(await count(primaryDb)).toBe(1);
    expect(await count(replicaDb)).toBe(0);
    // Read-your-writes: the cart is read back from the primary.
    const cart = await callAs(api.port, "uk.localhost", jar, "commerce/getCart", {});
    expect(cart.status).toBe(200);
    expect(JSON.stringify(cart.data)).toContain(String(catalog.bell));
  });

  it("/readyz checks the replica too", async () => {
    const res = await fetchAs(api.port, "uk.localhost", "/readyz");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { checks: Record<string, string> }).checks).toMatchObject({ database: "ok", replica: "ok" });
  });
});
