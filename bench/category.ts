/**
 * Category listing benchmark (issue 3; DESIGN.md full-render targets): how long the category
 * page's catalogue call takes on a generated catalogue, without HTTP or rendering. Run after
 * generating one:
 *
 *   DATA_DIR=/tmp/shop10k npm run seed -- --products 10000
 *   DATA_DIR=/tmp/shop10k npx tsx bench/category.ts            (or DATABASE_URL=postgres://...)
 *
 * Prints the median of a few calls per view: cold (no caches), another page or sort of a view
 * whose facets are counted, and a repeated view. Figures are printed, never asserted.
 */
import { openDatabase, pgliteDataDir } from "../server/db/client";
import { parseEnv } from "../server/env";
import { CacheEpochs } from "../server/modules/cache/epochs";
import { CatalogService, catalogContext } from "../server/modules/catalog/service";
import type { ListingQuery } from "../server/modules/catalog/types";
import { StorefrontDirectory } from "../server/modules/storefront/service";

const REPEATS = 5;
const env = parseEnv({ ...process.env, LOG_LEVEL: "silent" });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDataDir(env.DATA_DIR) });
const storefronts = new StorefrontDirectory(database.db, { shopDomain: env.SHOP_DOMAIN });
await storefronts.reload();
const storefront = storefronts.byCodeOrNull("uk") ?? storefronts.all()[0];
const ctx = catalogContext(storefront);
const epochs = new CacheEpochs(database.db);
const fresh = () => new CatalogService(database.db, epochs, storefronts);
const bikes = await fresh().getCategory({ url: "/bikes" }, storefront.locale);
if (!bikes) throw new Error("no /bikes category: seed the demo shop first");
const view = (over: Partial<ListingQuery> = {}): ListingQuery => ({ terms: {}, sort: "latest", page: 1, pageSize: 24, ...over });
const views: Array<[string, ListingQuery]> = [
  ["/c/bikes", view()],
  ["/c/bikes?colour=Sand", view({ terms: { colour: ["Sand"] } })],
  ["/c/bikes?price_max=3000&stock=1&sort=price-asc", view({ price: { max: 3000 }, inStock: true, sort: "price-asc" })],
];

/** Median duration of `run`, or of the number of milliseconds it answers when it times itself. */
async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    const answer = await run();
    times.push(typeof answer === "number" ? answer : performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[Math.floor(REPEATS / 2)] * 10) / 10;
}

const rows = [];
for (const [label, query] of views) {
  const total = (await fresh().listCategory(bikes.id, query, ctx)).total;
  // A new service per call has empty caches; the tree and swatch memos are warmed first.
  const cold = await median(async () => {
    const catalog = fresh();
    await catalog.getCategory({ id: bikes.id }, storefront.locale);
    const started = performance.now();
    await catalog.listCategory(bikes.id, query, ctx);
    return performance.now() - started;
  });
  const counted = fresh();
  await counted.listCategory(bikes.id, query, ctx);
  let page = 1;
  const otherPage = await median(() => counted.listCategory(bikes.id, { ...query, page: ++page }, ctx));
  const repeated = await median(() => counted.listCategory(bikes.id, query, ctx));
  rows.push({ view: label, products: total, "cold ms": cold, "another page ms": otherPage, "repeated ms": repeated });
}
console.log(`\nCategory listing (listCategory), ${storefront.code} storefront, median of ${REPEATS}\n`);
console.table(rows);
await database.close();
