/**
 * DESIGN.md's performance targets (as raised 2026-11-25) judged against one run's figures.
 * Pure, so the verdicts have a test (targets.test.ts); run.ts gathers the figures.
 */
import type { LoadResult } from "./lib";
import type { OpenLoopResult } from "./open-loop-stats";
import type { PageMetrics } from "./lighthouse";

export const TARGETS = {
  cachedShareOfBare: 0.5,
  fullShareOfTrivial: 0.8,
  trivialMinRps: 800,
  searchP95Ms10k: 5,
  searchP95Ms100k: 15,
  /** 100 × Medusa 2.21's 8.7 req/s on this machine kind. */
  addToCartMinRps: 870,
  getCartMinRps: 2000,
  cartOpenLoopP95Ms: 15,
  fullOpenLoopP95Ms: 50,
  twoProcessRatio: 1.6,
  lighthouseScore: 95,
  storeFinderScore: 90,
  lcpOverTrivialMs: 300,
  tbtMs: 100,
  cls: 0.05,
  firstLoadJsKb: 160,
} as const;

/** One shop configuration's figures (an engine and a process count). */
export interface ShopFigures {
  name: string;
  workers: number;
  cached: Record<string, LoadResult>;
  trivial: LoadResult;
  full: Record<string, LoadResult>;
  search?: LoadResult;
  cart: { get: LoadResult; add: LoadResult };
  openLoop: { get?: OpenLoopResult; add?: OpenLoopResult; full: Record<string, OpenLoopResult> };
}

export interface SearchScale {
  products: number;
  result: LoadResult;
  buildMs: number;
  /** JS heap growth of one storefront's index build. */
  heapMb: number;
  /** ArrayBuffer growth meanwhile: the index's typed arrays and PGlite's WebAssembly memory. */
  arrayBuffersMb: number;
}

export interface Figures {
  bare: LoadResult;
  /** The first is the reference (single-process PGlite when measured). */
  shops: ShopFigures[];
  search100k?: SearchScale;
  lighthouse: PageMetrics[];
}

export interface Check {
  target: string;
  value: string;
  ok: boolean;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const clean = (r: { non2xx: number; errors: number }) => r.non2xx === 0 && r.errors === 0;
const openOk = (r: OpenLoopResult, limit: number) => r.p95 < limit && clean(r) && r.unanswered === 0;
const openValue = (r: OpenLoopResult) => `${r.p95} ms at ${r.offered}/s${r.unanswered ? `, ${r.unanswered} unanswered` : ""}${r.non2xx + r.errors ? `, ${r.non2xx + r.errors} failed` : ""}`;

export function checkShop(shop: ShopFigures, bare: LoadResult): Check[] {
  const checks: Check[] = [];
  const at = shop.name ? ` [${shop.name}]` : "";
  for (const [name, r] of Object.entries(shop.cached)) {
    const ratio = r.requestsPerSecond / bare.requestsPerSecond;
    checks.push({ target: `cached ${name} ≥ 50% of bare node:http${at}`, value: pct(ratio), ok: ratio >= TARGETS.cachedShareOfBare && clean(r) });
  }
  checks.push({ target: `trivial route ≥ ${TARGETS.trivialMinRps}/s${at}`, value: `${shop.trivial.requestsPerSecond}/s`, ok: shop.trivial.requestsPerSecond >= TARGETS.trivialMinRps && clean(shop.trivial) });
  for (const [name, r] of Object.entries(shop.full)) {
    const ratio = r.requestsPerSecond / shop.trivial.requestsPerSecond;
    checks.push({ target: `full ${name} ≥ 80% of trivial route${at}`, value: pct(ratio), ok: ratio >= TARGETS.fullShareOfTrivial && clean(r) });
  }
  if (shop.search) checks.push({ target: `search p95 < ${TARGETS.searchP95Ms10k} ms (50 conn.)${at}`, value: `${shop.search.p95} ms`, ok: shop.search.p95 < TARGETS.searchP95Ms10k && clean(shop.search) });
  checks.push({ target: `add to cart ≥ ${TARGETS.addToCartMinRps}/s${at}`, value: `${shop.cart.add.requestsPerSecond}/s`, ok: shop.cart.add.requestsPerSecond >= TARGETS.addToCartMinRps && clean(shop.cart.add) });
  checks.push({ target: `get cart ≥ ${TARGETS.getCartMinRps}/s${at}`, value: `${shop.cart.get.requestsPerSecond}/s`, ok: shop.cart.get.requestsPerSecond >= TARGETS.getCartMinRps && clean(shop.cart.get) });
  for (const [name, r] of [["get cart", shop.openLoop.get], ["add to cart", shop.openLoop.add]] as const) {
    if (r) checks.push({ target: `${name} open-loop p95 < ${TARGETS.cartOpenLoopP95Ms} ms${at}`, value: openValue(r), ok: openOk(r, TARGETS.cartOpenLoopP95Ms) });
  }
  for (const [name, r] of Object.entries(shop.openLoop.full)) {
    checks.push({ target: `full ${name} open-loop p95 < ${TARGETS.fullOpenLoopP95Ms} ms${at}`, value: openValue(r), ok: openOk(r, TARGETS.fullOpenLoopP95Ms) });
  }
  return checks;
}

/** Scale-out (issue 18): a configuration against the reference (single-process PGlite). */
export function checkScale(shop: ShopFigures, reference: ShopFigures): Check[] {
  const checks: Check[] = [];
  const ratio = (a: LoadResult, b: LoadResult) => a.requestsPerSecond / b.requestsPerSecond;
  const push = (target: string, r: number, min: number, ok = true) => checks.push({ target: `${target} [${shop.name} vs ${reference.name}]`, value: `${r.toFixed(2)}×`, ok: ok && r >= min });
  push(`add to cart ≥ ${TARGETS.twoProcessRatio}×`, ratio(shop.cart.add, reference.cart.add), TARGETS.twoProcessRatio, clean(shop.cart.add));
  push(`get cart ≥ ${TARGETS.twoProcessRatio}×`, ratio(shop.cart.get, reference.cart.get), TARGETS.twoProcessRatio, clean(shop.cart.get));
  for (const [name, r] of Object.entries(shop.full)) {
    if (reference.full[name]) push(`full ${name} ≥ ${TARGETS.twoProcessRatio}×`, ratio(r, reference.full[name]), TARGETS.twoProcessRatio, clean(r));
  }
  for (const [name, r] of Object.entries(shop.cached)) {
    if (reference.cached[name]) push(`cached ${name} not lower`, ratio(r, reference.cached[name]), 1, clean(r));
  }
  return checks;
}

export function checkSearchScale(s: SearchScale): Check[] {
  return [{ target: `search p95 < ${TARGETS.searchP95Ms100k} ms on ${s.products.toLocaleString("en")} products`, value: `${s.result.p95} ms`, ok: s.result.p95 < TARGETS.searchP95Ms100k && clean(s.result) }];
}

export function checkLighthouse(pages: PageMetrics[]): Check[] {
  const checks: Check[] = [];
  const trivialLcp = pages.find((m) => m.label.startsWith("trivial"))?.lcpMs;
  for (const m of pages.filter((p) => !p.label.startsWith("trivial"))) {
    const minScore = /store finder/i.test(m.label) ? TARGETS.storeFinderScore : TARGETS.lighthouseScore;
    checks.push({ target: `Lighthouse ${m.label} performance ≥ ${minScore}`, value: String(m.performance), ok: m.performance >= minScore });
    if (trivialLcp !== undefined) checks.push({ target: `${m.label} LCP within ${TARGETS.lcpOverTrivialMs} ms of trivial`, value: `+${m.lcpMs - trivialLcp} ms`, ok: m.lcpMs - trivialLcp <= TARGETS.lcpOverTrivialMs });
    checks.push({ target: `${m.label} TBT < ${TARGETS.tbtMs} ms`, value: `${m.tbtMs} ms`, ok: m.tbtMs < TARGETS.tbtMs });
    checks.push({ target: `${m.label} CLS < ${TARGETS.cls}`, value: String(m.cls), ok: m.cls < TARGETS.cls });
    checks.push({ target: `${m.label} first-load JS ≤ ${TARGETS.firstLoadJsKb} KB compressed`, value: `${m.scriptKbCompressed} KB`, ok: m.scriptKbCompressed <= TARGETS.firstLoadJsKb });
  }
  return checks;
}

export function evaluate(figures: Figures): Check[] {
  const [reference, ...others] = figures.shops;
  return [
    ...figures.shops.flatMap((shop) => checkShop(shop, figures.bare)),
    // Issue 18's scale-out target is for two or more processes against the single-process reference.
    ...others.filter((shop) => shop.workers > 1).flatMap((shop) => checkScale(shop, reference)),
    ...(figures.search100k ? checkSearchScale(figures.search100k) : []),
    ...checkLighthouse(figures.lighthouse),
  ];
}
