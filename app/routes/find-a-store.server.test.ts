import { sql } from "drizzle-orm";
import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../seed/catalog/seed";
import { seedStores } from "../../seed/stores";
import { createRequestShop } from "../../server/http/request-context";
import { loadServerTranslations } from "../../server/http/server-i18n";
import { shopContext } from "../../server/http/shop-context";
import type { Shop } from "../../server/shop";
import { createTestShop } from "../../tests/db";
import { loader as finderLoader } from "./find-a-store";
import { loader as storeLoader } from "./find-a-store.store";

// Issue 15: the store finder's loaders render the list without JavaScript (001 §2 Store finder,
// §4): the market's default place, a typed place geocoded on the server, a point as given, the
// product filter, every type of store (the page filters by type itself), and the 404 of a hidden
// or unknown store. Never stored by the page cache.
let shop: Shop;
let ids: Record<string, number>;

beforeAll(async () => {
  await loadServerTranslations();
  shop = await createTestShop();
  await seedCatalog(shop.db);
  ids = await seedStores(shop.db, shop.env.BRAND_NAME);
}, 240_000);

afterAll(async () => {
  await shop?.database.close();
});

type Loaded = { data: { place: { name: string }; isDefault: boolean; placeNotFound: boolean; stores: Array<{ name: string }>; unit: string; product: { name: string } | null }; init: { headers?: Record<string, string> } };

async function run<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, host: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const url = new URL(`http://${host}${path}`);
  const requestShop = createRequestShop(shop, { host, cookie: undefined, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} });
  return loader({ request: new Request(url), url, params, context: new RouterContextProvider(new Map([[shopContext, requestShop]])) } as unknown as LoaderFunctionArgs);
}

const finder = async (host: string, path: string) => (await run(finderLoader, host, path)) as unknown as Loaded;
const names = (loaded: Loaded) => loaded.data.stores.map((s) => s.name);

describe("/find-a-store loader (issue 15, 001 §2 Store finder, §4)", () => {
  it("starts at the market's default place with its nearest stores of every type, in the market's unit, never cached", async () => {
    const uk = await finder("uk.localhost", "/find-a-store?type=gold");
    expect(uk.data).toMatchObject({ place: { name: "London" }, isDefault: true, placeNotFound: false, unit: "mi" });
    expect(names(uk)[0]).toBe("Foldwell Junction London");
    expect(names(uk)).toContain("Foldwell Bike Hire Dock King's Cross");
    expect(uk.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    const de = await finder("de.localhost", "/find-a-store");
    expect(de.data).toMatchObject({ place: { name: "Berlin" }, unit: "km" });
    expect(names(de)[0]).toBe("Foldwell Junction Berlin");
  });

  it("geocodes a typed place, takes a point as given, and tells an unknown place from an empty one", async () => {
    const manchester = await finder("uk.localhost", "/find-a-store?q=Manchester");
    expect(manchester.data).toMatchObject({ place: { name: "Manchester" }, isDefault: false });
    expect(names(manchester)).toContain("Northern Quarter Cycles");
    const point = await finder("uk.localhost", "/find-a-store?q=Here&lat=55.95&lng=-3.19");
    expect(point.data.place.name).toBe("Here");
    expect(names(point)).toContain("Leith Walk Bike Service");
    const far = await finder("uk.localhost", "/find-a-store?q=Reykjavik");
    expect(far.data).toMatchObject({ placeNotFound: false, stores: [] });
    const unknown = await finder("uk.localhost", "/find-a-store?q=Qwxzzy");
    expect(unknown.data).toMatchObject({ placeNotFound: true, stores: [], place: { name: "Qwxzzy" } });
  });

  it("with ?productId= lists only stores holding that product and names it", async () => {
    const { rows } = (await shop.db.execute(sql`SELECT id FROM catalog_products WHERE sku = 'FW-URBAN-3'`)) as unknown as { rows: Array<{ id: number }> };
    const urban3 = rows[0];
    const loaded = await finder("uk.localhost", `/find-a-store?productId=${urban3.id}`);
    expect(loaded.data.product?.name).toBe("Foldwell Urban 3");
    expect(names(loaded)).toEqual(["Foldwell Junction London", "Foldwell Junction Paris", "Northern Quarter Cycles"]);
  });
});

describe("/find-a-store/stores/{id} loader (issue 15)", () => {
  it("answers a visible store and the 404 page for a hidden, unaccredited or unknown one", async () => {
    const loaded = (await run(storeLoader, "uk.localhost", `/find-a-store/stores/${ids["gold-manchester"]}`, { id: String(ids["gold-manchester"]) })) as unknown as { data: { store: { name: string } } };
    expect(loaded.data.store.name).toBe("Northern Quarter Cycles");
    for (const id of [String(ids["hidden-camden"]), String(ids["unaccredited-brixton"]), "999999", "abc"]) {
      await expect(run(storeLoader, "uk.localhost", `/find-a-store/stores/${id}`, { id })).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
