/**
 * Measures one configuration of the shop (an engine and a process count) on a seeded database:
 * cached pages as a browser asks for them, search, cart calls, full renders, then open-loop latency
 * at half of each measured maximum (docs/decisions/029). Used by run.ts, once per configuration.
 */
import { load, productNames, searchQueryMix, startProcess, stopProcess, freePort, type LoadOptions, type LoadResult } from "./lib";
import { openLoad } from "./open-loop";
import type { OpenLoopResult } from "./open-loop-stats";
import type { ShopFigures } from "./targets";

export const CONNECTIONS = 50;
/** DESIGN.md: cached pages are requested as a browser does. */
export const BROWSER_HEADERS = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "accept-encoding": "gzip, br" };
/** Open-loop offered load as a share of the closed-loop maximum (DESIGN.md, issue 18). */
export const OPEN_LOOP_SHARE = 0.5;

export interface ShopConfig {
  name: string;
  workers: number;
  env: Record<string, string>;
  seconds: number;
  openLoop: boolean;
  /** Called with the cached shop's base URL and its page URLs while it runs (Lighthouse). */
  whileCached?: (base: string, urls: Record<string, string>) => Promise<void>;
}

const node = process.execPath;

export async function measure(label: string, options: Omit<LoadOptions, "connections" | "seconds">, seconds: number): Promise<LoadResult> {
  await load(label, { connections: CONNECTIONS, seconds: 1, ...options }); // warm-up: page cache, JIT
  const result = await load(label, { connections: CONNECTIONS, seconds, ...options });
  console.log(`  ${label.padEnd(46)} ${String(result.requestsPerSecond).padStart(7)} req/s   p50 ${result.p50} ms   p95 ${result.p95} ms   p99 ${result.p99} ms   ${result.bytesPerAnswer} B/answer${result.non2xx + result.errors ? `   failed ${result.non2xx + result.errors}` : ""}`);
  return result;
}

async function openLoop(label: string, max: LoadResult, request: { url: string; method: "GET" | "POST"; headers: Record<string, string>; body?: string; cookies?: string[] }, seconds: number): Promise<OpenLoopResult> {
  const rate = Math.max(1, Math.round(max.requestsPerSecond * OPEN_LOOP_SHARE));
  const result = await openLoad({ label, rate, seconds, ...request });
  console.log(`  ${label.padEnd(46)} offered ${rate}/s, answered ${result.achieved}/s   p50 ${result.p50} ms   p95 ${result.p95} ms   p99 ${result.p99} ms${result.errors + result.non2xx + result.unanswered ? `   failed/unanswered ${result.errors + result.non2xx + result.unanswered}` : ""}`);
  return result;
}

async function startShop(config: ShopConfig, pageCache: "on" | "off"): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = await startProcess(node, ["scripts/start.mjs"], { ...config.env, PORT: String(port), PAGE_CACHE: pageCache, WORKERS: String(config.workers) }, `http://localhost:${port}/status`, / is running\b/);
  return { base: `http://localhost:${port}`, stop: () => stopProcess(child) };
}

async function findPageUrls(base: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${base}/c/bikes`)).text();
  const product = /href="(\/p\/\d+\/[a-z0-9-]+)"/.exec(html)?.[1];
  return { home: "/", category: "/c/bikes", ...(product ? { product } : {}), content: "/about" };
}

/** Every connection keeps its own guest cart, as shoppers do (issue 5); the product tracks no stock. */
async function cartSetup(base: string) {
  const found = await fetch(`${base}/api/search/query`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "brass bell", hitsPerPage: 50 }) });
  const hits = found.ok ? ((await found.json()) as { data?: { hits?: Array<{ product: number; url: string }> } }).data?.hits ?? [] : [];
  const productId = hits.find((hit) => hit.url.endsWith("/brass-bell"))?.product;
  if (!productId) throw new Error(`the cart benchmark needs the demo shop's Brass Bell; search answered ${found.status} without it`);
  const addBody = JSON.stringify({ data: { line_items: [{ product_id: productId, quantity: 1 }] } });
  const headers = { "content-type": "application/json" };
  const cookies: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const response = await fetch(`${base}/api/commerce/addCartItems`, { method: "POST", headers, body: addBody });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("cart-id="))?.split(";")[0];
    if (!response.ok || !cookie) throw new Error(`could not create a benchmark cart: ${response.status}`);
    cookies.push(cookie);
  }
  return { addBody, headers, cookies };
}

export async function measureShop(config: ShopConfig): Promise<ShopFigures> {
  const { seconds } = config;
  console.log(`\n▸ ${config.name}: page cache on`);
  let shop = await startShop(config, "on");
  let figures: Omit<ShopFigures, "trivial" | "full"> & Partial<ShopFigures>;
  try {
    const urls = await findPageUrls(shop.base);
    // Lighthouse first, on a shop at rest as a visitor finds it: run after the cart loads, it met a
    // process still busy with their aftermath (thousands of fresh cart rows, the GC), and the
    // 2026-11-27 run reported TBT 1.2–2.3 s for pages that score 96–100 with TBT 88–243 ms here.
    await config.whileCached?.(shop.base, urls);
    const cached: Record<string, LoadResult> = {};
    for (const [name, pathname] of Object.entries(urls)) cached[name] = await measure(`cached ${name} ${pathname}`, { url: `${shop.base}${pathname}`, headers: BROWSER_HEADERS }, seconds);
    const bodies = searchQueryMix(await productNames(`${shop.base}/api/search/query`));
    const search = await measure(`search API (${bodies.length} query bodies)`, { url: `${shop.base}/api/search/query`, method: "POST", bodies, headers: { "content-type": "application/json" } }, seconds);
    const cart = await cartSetup(shop.base);
    const post = { method: "POST" as const, headers: cart.headers, clientCookies: cart.cookies };
    const get = await measure("get cart (POST /api/commerce/getCart)", { url: `${shop.base}/api/commerce/getCart`, ...post, body: "{}" }, seconds);
    const add = await measure("add to cart (POST /api/commerce/addCartItems)", { url: `${shop.base}/api/commerce/addCartItems`, ...post, body: cart.addBody }, seconds);
    const openLoopFigures: ShopFigures["openLoop"] = { full: {} };
    if (config.openLoop) {
      const request = { method: "POST" as const, headers: cart.headers, cookies: cart.cookies };
      openLoopFigures.get = await openLoop("open loop: get cart", get, { ...request, url: `${shop.base}/api/commerce/getCart`, body: "{}" }, seconds);
      openLoopFigures.add = await openLoop("open loop: add to cart", add, { ...request, url: `${shop.base}/api/commerce/addCartItems`, body: cart.addBody }, seconds);
    }
    figures = { name: config.name, workers: config.workers, cached, search, cart: { get, add }, openLoop: openLoopFigures };
  } finally {
    await shop.stop();
  }

  console.log(`\n▸ ${config.name}: page cache off (full renders)`);
  shop = await startShop(config, "off");
  try {
    const urls = await findPageUrls(shop.base);
    const trivial = await measure("full render /status (trivial)", { url: `${shop.base}/status` }, seconds);
    const full: Record<string, LoadResult> = {};
    for (const [name, pathname] of Object.entries(urls)) {
      if (name !== "content") full[name] = await measure(`full ${name} ${pathname}`, { url: `${shop.base}${pathname}` }, seconds);
    }
    if (config.openLoop) {
      for (const [name, r] of Object.entries(full)) {
        figures.openLoop.full[name] = await openLoop(`open loop: full ${name}`, r, { url: `${shop.base}${urls[name]}`, method: "GET", headers: { "accept-encoding": "gzip" } }, seconds);
      }
    }
    return { ...figures, trivial, full } as ShopFigures;
  } finally {
    await shop.stop();
  }
}
