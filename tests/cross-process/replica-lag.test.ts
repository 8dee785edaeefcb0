import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { replicaFence } from "../../server/modules/cache/replica-fence";
import { seedCartCatalog, type CartTestCatalog } from "../../server/modules/cart/test-support";
import { seedStorefronts } from "../../seed/seed-storefronts";
import { startTestApi, type TestApi } from "../api";
import { shopOn } from "../db";
import { fetchAs } from "../http";
import { startStreamingReplica, type StreamingReplica } from "./streaming-replica";

// Issue 18 (DATABASE_REPLICA_URL, decision 026): a real streaming standby whose replay the test
// pauses. A process that hears of a catalogue change before its replica has it must not refill its
// caches from the replica's older rows: the change reaches the caches once the replica has replayed
// it (server/modules/cache/replica-fence.ts), and the product then shows its new name.

let cluster: StreamingReplica;
let primary: DatabaseHandle;
let replica: DatabaseHandle;
let catalog: CartTestCatalog;
let api: TestApi;

const productName = async () => {
  const res = await fetchAs(api.port, "uk.localhost", "/api/commerce/getProductById", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: catalog.tube }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { name: string } }).data.name;
};

beforeAll(async () => {
  cluster = await startStreamingReplica();
  primary = await openDatabase({ databaseUrl: cluster.primaryUrl, dataDir: "unused" });
  await primary.migrate();
  await seedStorefronts(primary.db, "Foldwell");
  catalog = await seedCartCatalog(await shopOn(primary));
  replica = await openDatabase({ databaseUrl: cluster.replicaUrl, dataDir: "unused" });
  await replicaFence(primary.db, replica.db)();
  api = await startTestApi({ database: primary, env: { DATABASE_URL: cluster.primaryUrl, DATABASE_REPLICA_URL: cluster.replicaUrl, RATE_LIMIT_FACTOR: "1000" } });
}, 240_000);

afterAll(async () => {
  await api?.close();
  await api?.shop.database.close();
  await replica?.close();
  cluster?.stop();
});

describe("a lagging read replica (issue 18, decision 026)", () => {
  it("the fence waits while the standby's replay is paused and passes once it has caught up", async () => {
    await cluster.pauseReplay();
    await primary.query("UPDATE catalog_products SET name = name WHERE id = $1", [catalog.bell]);
    const timeouts: number[] = [];
    await replicaFence(primary.db, replica.db, { timeoutMs: 300, onTimeout: (waited) => timeouts.push(waited) })();
    expect(timeouts).toHaveLength(1);
    expect(timeouts[0]).toBeGreaterThanOrEqual(300);

    await cluster.resumeReplay();
    await replicaFence(primary.db, replica.db, { onTimeout: (waited) => timeouts.push(waited) })();
    expect(timeouts).toHaveLength(1);
  });

  it("another process renames a product while the replica lags: the caches are emptied only once the replica has the new name", async () => {
    expect(await productName()).toBe("Inner Tube 16 inch");
    await api.shop.epochs.check(); // a running process has learnt the epochs (its poll every 2 s)
    await cluster.pauseReplay();
    // Another process's change: the product's row and the catalogue epoch, on the primary.
    await primary.query("UPDATE catalog_products SET name = 'Inner Tube 16 inch (renamed)' WHERE id = $1", [catalog.tube]);
    await primary.query("INSERT INTO cache_epochs (scope, epoch) VALUES ('catalog', 1) ON CONFLICT (scope) DO UPDATE SET epoch = cache_epochs.epoch + 1");

    let told = 0;
    api.shop.epochs.onChange(() => (told += 1));
    const checking = api.shop.epochs.check();
    // The replica still has the old row, and this process has not emptied its caches: an answer
    // now is the old name, read from the replica and kept until the change is passed on.
    expect(await productName()).toBe("Inner Tube 16 inch");
    expect(told).toBe(0);

    await cluster.resumeReplay();
    await checking;
    expect(told).toBe(1);
    expect(await productName()).toBe("Inner Tube 16 inch (renamed)");
  });
});
