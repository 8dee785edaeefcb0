/**
 * `npm run bench`: the figures of DESIGN.md's performance targets, from one run on this machine.
 *
 *   npm run bench                   full run (10 s per load test)
 *   npm run bench -- --quick        3 s per load test, for a smoke check
 *   npm run bench -- --products N   catalogue size (default 10000)
 *   npm run bench -- --readme       also rewrite the figures in README.md
 *
 * The shop runs as in production (built, NODE_ENV=production, request logs on) in its own process;
 * the load generator runs here. PGlite is one process per data folder, so the cached and the
 * uncached shop are measured one after the other on the same data.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, load, loadGenerator, productNames, searchQueryMix, startProcess, stopProcess, type LoadResult } from "./lib";
import { measurePages, type PageMetrics } from "./lighthouse";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const seconds = quick ? 3 : 10;
const productsArg = args.indexOf("--products");
const products = productsArg >= 0 ? Number(args[productsArg + 1]) : 10_000;
const root = path.resolve(import.meta.dirname, "..");
const node = process.execPath;

const buildDir = path.join(root, "build", "bench");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "foldwell-bench-"));
// Production mode on localhost, which a production start allows only when told (issue 12).
const env = { NODE_ENV: "production", ALLOW_INSECURE_LOCALHOST: "1", BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "info" };

function step(text: string) {
  console.log(`\n▸ ${text}`);
}

step("building the shop");
const build = spawnSync(node, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: root, env: { ...process.env, BUILD_DIR: buildDir }, stdio: "ignore" });
if (build.status !== 0) throw new Error("build failed");
writeFileSync(path.join(buildDir, "brand.txt"), process.env.BRAND_NAME || "Foldwell");

// First start seeds the demo shop; then the catalogue generator adds the benchmark's products.
let port = await freePort();
let shop = await startProcess(node, ["scripts/start.mjs"], { ...env, PORT: String(port) }, `http://localhost:${port}/status`);
await stopProcess(shop);
if (existsSync(path.join(root, "seed/cli.ts"))) {
  step(`generating a ${products}-product catalogue`);
  const seed = spawnSync(node, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "seed/cli.ts", "--products", String(products)], { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
  if (seed.status !== 0) throw new Error("catalogue generator failed");
}

const connections = 50;
const results: LoadResult[] = [];
const measure = async (label: string, url: string, extra: Partial<Parameters<typeof load>[1]> = {}) => {
  await load(label, { url, connections, seconds: 1, ...extra }); // warm-up: page cache, JIT
  const result = await load(label, { url, connections, seconds, ...extra });
  results.push(result);
  console.log(`  ${label.padEnd(34)} ${String(result.requestsPerSecond).padStart(7)} req/s   p50 ${result.p50} ms   p95 ${result.p95} ms   p99 ${result.p99} ms${result.non2xx ? `   non-2xx ${result.non2xx}` : ""}`);
  return result;
};

console.log(`load generator: ${loadGenerator}`);
step("bare node:http hello world");
const barePort = await freePort();
const bare = await startProcess(node, ["-e", `require("node:http").createServer((q,s)=>s.end("hello world")).listen(${barePort})`], {}, `http://localhost:${barePort}/`);
const bareResult = await measure("bare node:http", `http://localhost:${barePort}/`);
await stopProcess(bare);

/**
 * Cart API under load (issue 5): every connection keeps its own guest cart, as real shoppers do, so
 * the figures measure the cart path rather than 50 writers queueing on one cart row. The product is
 * one that does not track stock and has no quantity limit, so ten seconds of adds stay valid.
 */
async function measureCart(base: string): Promise<{ get: LoadResult; add: LoadResult }> {
  // Found through the search API: on a generated catalogue the demo bell is not on the first page of its category.
  const found = await fetch(`${base}/api/search/query`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "brass bell", hitsPerPage: 50 }) });
  const hits = found.ok ? ((await found.json()) as { data?: { hits?: Array<{ product: number; url: string }> } }).data?.hits ?? [] : [];
  const productId = hits.find((hit) => hit.url.endsWith("/brass-bell"))?.product;
  if (!productId) throw new Error(`the cart benchmark needs the demo shop's Brass Bell; search answered ${found.status} without it`);
  const addBody = JSON.stringify({ data: { line_items: [{ product_id: productId, quantity: 1 }] } });
  const jsonHeaders = { "content-type": "application/json" };
  const cookies: string[] = [];
  for (let i = 0; i < connections; i++) {
    const response = await fetch(`${base}/api/commerce/addCartItems`, { method: "POST", headers: jsonHeaders, body: addBody });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("cart-id="))?.split(";")[0];
    if (!response.ok || !cookie) throw new Error(`could not create a benchmark cart: ${response.status}`);
    cookies.push(cookie);
  }
  const post = { method: "POST" as const, headers: jsonHeaders, clientCookies: cookies };
  const get = await measure("get cart (POST /api/commerce/getCart)", `${base}/api/commerce/getCart`, { ...post, body: "{}" });
  const add = await measure("add to cart (POST /api/commerce/addCartItems)", `${base}/api/commerce/addCartItems`, { ...post, body: addBody });
  return { get, add };
}

async function findPageUrls(base: string) {
  const html = await (await fetch(`${base}/c/bikes`)).text();
  const product = /href="(\/p\/\d+\/[a-z0-9-]+)"/.exec(html)?.[1];
  return { home: "/", category: "/c/bikes", product: product ?? null, content: "/about" };
}

step("shop, page cache on");
port = await freePort();
shop = await startProcess(node, ["scripts/start.mjs"], { ...env, PORT: String(port), PAGE_CACHE: "on" }, `http://localhost:${port}/status`);
const base = `http://localhost:${port}`;
const urls = await findPageUrls(base);
const cached: Record<string, LoadResult> = {};
for (const [name, pathname] of Object.entries(urls)) {
  if (pathname) cached[name] = await measure(`cached ${name} ${pathname}`, `${base}${pathname}`);
}
let searchResult: LoadResult | undefined;
const searchProbe = await fetch(`${base}/api/search/query`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "fold" }) });
if (searchProbe.ok) {
  // Shoppers' queries (typing, typos, results pages) over the catalogue's own names: a realistic
  // share of result-cache misses, not one repeated term.
  const bodies = searchQueryMix(await productNames(`${base}/api/search/query`));
  searchResult = await measure(`search API (${bodies.length} query bodies)`, `${base}/api/search/query`, {
    method: "POST",
    bodies,
    headers: { "content-type": "application/json" },
  });
}
const cartResults = await measureCart(base);
let pageMetrics: PageMetrics[] = [];
if (existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  step("Lighthouse (mobile, median of 3 runs per page)");
  const pages = [{ label: "trivial /status", url: `${base}/status` }, ...Object.entries(urls).filter(([, p]) => p).map(([name, p]) => ({ label: name, url: `${base}${p}` }))];
  pageMetrics = await measurePages(pages);
  for (const m of pageMetrics) {
    console.log(`  ${m.label.padEnd(18)} score ${m.performance}   LCP ${m.lcpMs} ms   TBT ${m.tbtMs} ms   CLS ${m.cls}   JS ${m.scriptKbCompressed} KB`);
  }
}
await stopProcess(shop);

step("shop, page cache off (full renders)");
port = await freePort();
shop = await startProcess(node, ["scripts/start.mjs"], { ...env, PORT: String(port), PAGE_CACHE: "off" }, `http://localhost:${port}/status`);
const fullBase = `http://localhost:${port}`;
const trivial = await measure("full render /status (trivial)", `${fullBase}/status`);
const full: Record<string, LoadResult> = {};
for (const [name, pathname] of Object.entries(urls)) {
  if (pathname && name !== "content") full[name] = await measure(`full ${name} ${pathname}`, `${fullBase}${pathname}`);
}
await stopProcess(shop);

// The targets of DESIGN.md, as ratios from this run.
const checks: Array<{ target: string; value: string; ok: boolean }> = [];
for (const [name, r] of Object.entries(cached)) {
  const ratio = r.requestsPerSecond / bareResult.requestsPerSecond;
  checks.push({ target: `cached ${name} ≥ 25% of bare node:http`, value: `${(ratio * 100).toFixed(1)}%`, ok: ratio >= 0.25 && r.non2xx === 0 });
}
for (const [name, r] of Object.entries(full)) {
  const ratio = r.requestsPerSecond / trivial.requestsPerSecond;
  checks.push({ target: `full ${name} ≥ 50% of trivial route`, value: `${(ratio * 100).toFixed(1)}%`, ok: ratio >= 0.5 && r.non2xx === 0 });
  checks.push({ target: `full ${name} p99 < 100 ms`, value: `${r.p99} ms`, ok: r.p99 < 100 });
}
if (searchResult) checks.push({ target: "search API p95 < 15 ms", value: `${searchResult.p95} ms`, ok: searchResult.p95 < 15 });
{
  checks.push({ target: "get-cart API p95 < 15 ms", value: `${cartResults.get.p95} ms`, ok: cartResults.get.p95 < 15 && cartResults.get.non2xx === 0 });
  checks.push({ target: "add-to-cart API p95 < 15 ms", value: `${cartResults.add.p95} ms`, ok: cartResults.add.p95 < 15 && cartResults.add.non2xx === 0 });
}
const trivialLcp = pageMetrics.find((m) => m.label.startsWith("trivial"))?.lcpMs;
for (const m of pageMetrics.filter((p) => !p.label.startsWith("trivial"))) {
  checks.push({ target: `Lighthouse ${m.label} performance ≥ 95`, value: String(m.performance), ok: m.performance >= 95 });
  if (trivialLcp !== undefined) checks.push({ target: `${m.label} LCP within 300 ms of trivial`, value: `+${m.lcpMs - trivialLcp} ms`, ok: m.lcpMs - trivialLcp <= 300 });
  checks.push({ target: `${m.label} TBT < 100 ms`, value: `${m.tbtMs} ms`, ok: m.tbtMs < 100 });
  checks.push({ target: `${m.label} CLS < 0.05`, value: String(m.cls), ok: m.cls < 0.05 });
  checks.push({ target: `${m.label} JS < 120 KB compressed`, value: `${m.scriptKbCompressed} KB`, ok: m.scriptKbCompressed < 120 });
}

step("targets");
for (const c of checks) console.log(`  ${c.ok ? "✓" : "✗"} ${c.target.padEnd(44)} ${c.value}`);

const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadGenerator,
  settings: { connections, seconds, products },
  load: results,
  lighthouse: pageMetrics,
  checks,
};
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/latest.json"), `${JSON.stringify(report, null, 2)}\n`);

if (args.includes("--readme")) {
  const readmePath = path.join(root, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const table = [
    `Last run: ${report.date.slice(0, 10)} on ${report.machine}; load from ${loadGenerator}, ${connections} connections, ${seconds} s each, ${products} generated products.`,
    "",
    "| measurement | req/s | p50 ms | p95 ms | p99 ms |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...results.map((r) => `| ${r.label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} |`),
    "",
    ...(pageMetrics.length
      ? ["| Lighthouse (mobile, median of 3) | score | LCP ms | TBT ms | CLS | JS KB (compressed) |", "| --- | ---: | ---: | ---: | ---: | ---: |",
         ...pageMetrics.map((m) => `| ${m.label} | ${m.performance} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.scriptKbCompressed} |`), ""]
      : []),
    "| target (DESIGN.md) | this run | met |",
    "| --- | --- | :---: |",
    ...checks.map((c) => `| ${c.target} | ${c.value} | ${c.ok ? "yes" : "**no**"} |`),
  ].join("\n");
  const updated = readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`);
  writeFileSync(readmePath, updated);
  console.log("\nREADME.md updated.");
}
