/**
 * Search API benchmark (DESIGN.md performance target: search p95 under 15 ms at 50 connections on a
 * 10,000-product catalogue). Run with:
 *
 *   npx tsx bench/search.ts                      10,000 products, 10 s per query shape
 *   npx tsx bench/search.ts --quick              3 s per query shape
 *   npx tsx bench/search.ts --products 2000
 *   npx tsx bench/search.ts --indexes 10          nine more storefront indexes of the same size beside uk's
 *   npx tsx bench/search.ts --no-cache            every request queries the database (no result cache)
 *   npx tsx bench/search.ts --seconds 5 --mix-only --json-out FILE   only the shoppers' mix; figures as JSON
 *                                                 (npm run bench's 100k-product row)
 *   DATABASE_URL=postgres://... npx tsx bench/search.ts   against PostgreSQL (its uk index is rebuilt)
 *
 * The API is served by a child process of its own (the same Express app the shop mounts), so the
 * load generator does not compete with it inside one event loop. Figures are printed, never asserted.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServer } from "vite";
import { freePort, load, productNames, searchQueryMix, type LoadResult } from "./lib";
import { syntheticCatalogue } from "./synthetic-catalogue";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const HOST = "uk.localhost";

const noCache = args.includes("--no-cache");
const indexCount = Number(option("--indexes") ?? 1);

if (args.includes("--serve")) await serve(Number(option("--port")), option("--data") ?? "memory://", Number(option("--products") ?? 10_000));
else await drive();

/**
 * Child: a database with the storefronts and N products in the uk index, and the API on a port.
 * Server modules are loaded through Vite (as in the shop's build): the i18n module uses
 * `import.meta.glob`, which plain Node cannot run.
 */
async function serve(port: number, dataDir: string, products: number) {
  const vite = await createServer({
    configFile: false,
    root: path.resolve(import.meta.dirname, ".."),
    appType: "custom",
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>;
  const { seedStorefronts } = await load<typeof import("../seed/seed-storefronts")>("/seed/seed-storefronts.ts");
  const { openDatabase } = await load<typeof import("../server/db/client")>("/server/db/client.ts");
  const { parseEnv } = await load<typeof import("../server/env")>("/server/env.ts");
  const { createApiApp } = await load<typeof import("../server/http/api-app")>("/server/http/api-app.ts");
  const { loadServerTranslations } = await load<typeof import("../server/http/server-i18n")>("/server/http/server-i18n.ts");
  const { createShop } = await load<typeof import("../server/shop")>("/server/shop.ts");
  const { makeHit } = await load<typeof import("../server/modules/search/test-hits")>("/server/modules/search/test-hits.ts");
  const { SearchService } = await load<typeof import("../server/modules/search/service")>("/server/modules/search/service.ts");
  await loadServerTranslations();
  const env = parseEnv({ NODE_ENV: "production", ALLOW_INSECURE_LOCALHOST: "1", DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: process.env.DATABASE_URL });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  const shop = await createShop(env, { database });
  if (shop.storefronts.all().length === 0) await seedStorefronts(database.db, env.BRAND_NAME);
  await shop.storefronts.reload();
  const index = shop.storefronts.resolve(HOST).searchIndex;
  await shop.search.clear(index);
  const hits = syntheticCatalogue(products, makeHit);
  // The seeded shop fills one index per selling storefront; their rows share the table's indexes.
  const others = Array.from({ length: Math.max(0, indexCount - 1) }, (_, i) => `products_bench-${i + 1}_eur`);
  for (const name of [index, ...others]) {
    if (name !== index) await shop.search.clear(name);
    for (let i = 0; i < hits.length; i += 1000) await shop.search.upsert(name, hits.slice(i, i + 1000));
  }
  // One storefront's in-memory index: built by its first query. Memory is the JS heap's growth
  // across that build after a full collection (the child runs with --expose-gc), and apart from it
  // the growth of ArrayBuffers: the index's typed arrays, but also PGlite's WebAssembly memory
  // growing to read the rows, so that figure is an upper bound on PGlite.
  const gc = (globalThis as { gc?: () => void }).gc;
  const usage = () => {
    gc?.();
    return process.memoryUsage();
  };
  const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
  const before = usage();
  const started = performance.now();
  await shop.search.query(index, { query: "fold" });
  const buildMs = Math.round(performance.now() - started);
  const after = usage();
  const indexStats = { buildMs, heapMb: mb(after.heapUsed - before.heapUsed), arrayBuffersMb: mb(after.arrayBuffers - before.arrayBuffers), measuredWithGc: gc !== undefined };
  const search = noCache ? new SearchService(database.db, undefined, { cacheBytes: 0 }) : shop.search;
  const { app } = createApiApp({ ...shop, search });
  app.get("/bench-ready", (_req, res) => res.send("ok"));
  app.get("/bench-index", (_req, res) => res.json(indexStats));
  app.listen(port, "127.0.0.1");
}

/** Parent: starts the child, then loads it with the query shapes the storefront sends. */
async function drive() {
  const seconds = Number(option("--seconds") ?? (args.includes("--quick") ? 3 : 10));
  const products = Number(option("--products") ?? 10_000);
  const mixOnly = args.includes("--mix-only");
  const jsonOut = option("--json-out");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "foldwell-search-bench-"));
  const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", path.resolve(import.meta.dirname, "search.ts"), "--serve", "--port", String(port), "--data", dataDir, "--products", String(products), "--indexes", String(indexCount), ...(noCache ? ["--no-cache"] : [])], {
    stdio: ["ignore", "inherit", "inherit"],
    env: process.env,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    console.log(`▸ indexing ${products} products…`);
    await waitFor(`${base}/bench-ready`, () => child.exitCode !== null);
    const shapes: Array<[string, object]> = [
      ["dropdown: one word", { query: "urban", hitsPerPage: 18 }],
      ["dropdown: prefix while typing", { query: "fol", hitsPerPage: 18 }],
      ["dropdown: typos", { query: "folwel urbn", hitsPerPage: 18 }],
      ["npm run bench's query: no word matches", { query: "folding bike", hitsPerPage: 18 }],
      ["results page: term + all facets", { query: "light", hitsPerPage: 12, facets: ["*"] }],
      ["results page: browse all + facets + filter", { query: "", hitsPerPage: 12, facets: ["*"], filters: { colour: ["Racing Green"] }, sort: "price_asc" }],
    ];
    const headers = { "content-type": "application/json", host: `${HOST}:${port}` };
    const mix = searchQueryMix(await productNames(`${base}/api/search/query`, { host: headers.host }));
    const results: LoadResult[] = [];
    const index = (await (await fetch(`${base}/bench-index`)).json()) as { buildMs: number; heapMb: number; arrayBuffersMb: number };
    console.log(`  index of one storefront: built in ${index.buildMs} ms; JS heap +${index.heapMb} MB, ArrayBuffers +${index.arrayBuffersMb} MB`);
    for (const [label, body] of [...(mixOnly ? [] : shapes), [`shoppers' mix: ${mix.length} bodies`, null] as const]) {
      console.log(`▸ ${label}`);
      const options = { url: `${base}/api/search/query`, connections: 50, method: "POST" as const, ...(body ? { body: JSON.stringify(body) } : { bodies: mix }), headers };
      await load(label, { ...options, seconds: 1 }); // warm-up: JIT, and the index's first load
      results.push(await load(label, { ...options, seconds }));
    }
    console.log(`\nSearch API, ${products} products × ${indexCount} index(es), ${noCache ? "no result cache" : "result cache on"}, 50 connections, ${seconds} s each (target: p95 < 15 ms)\n`);
    console.table(results.map((r) => ({ query: r.label, "req/s": r.requestsPerSecond, "p50 ms": r.p50, "p95 ms": r.p95, "p99 ms": r.p99, errors: r.errors + r.non2xx })));
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ products, result: results[results.length - 1], ...index }));
  } finally {
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitFor(url: string, failed: () => boolean) {
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (failed()) throw new Error("the search server exited");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}
