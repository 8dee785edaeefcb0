import express from "express";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorefrontDatabase, shopOn } from "../../tests/db";
import { fetchAs, listen } from "../../tests/http";
import { answerHitsFirst } from "../app";
import { enqueue } from "../jobs/outbox";
import type { Shop } from "../shop";
import { createApiApp } from "./api-app";
import { PageCache } from "./page-cache";
import { createRpcRouter, rpcMethod } from "./rpc";
import { loadServerTranslations } from "./server-i18n";

// Issue 18, For operators: Prometheus metrics at /metrics, by route pattern (bounded labels),
// readable only from METRICS_ALLOW networks by the socket's address.

let shop: Shop;
let server: Awaited<ReturnType<typeof listen>>;
let metrics: ReturnType<typeof createApiApp>["metrics"];

beforeAll(async () => {
  await loadServerTranslations();
  shop = await shopOn(await createStorefrontDatabase());
  const api = createApiApp(shop);
  metrics = api.metrics;
  const { app, requestShop } = api;
  app.use("/api/probe", createRpcRouter({ fail: rpcMethod(z.object({}), async () => { throw new Error("the probe failed"); }) }, requestShop));
  const pageCache = new PageCache({ maxEntries: 100, maxBytes: 1024 * 1024 });
  metrics.watchPageCache(pageCache);
  app.use(pageCache.middleware());
  answerHitsFirst(app, pageCache, shop, metrics);
  app.get("/probe-page", (_req: express.Request, res: express.Response) => {
    res.locals.route = "routes/probe"; // what server/app.ts's getLoadContext sets for a React Router page
    res.set("Cache-Control", "public, max-age=0, s-maxage=60").type("html").send("<p>A page</p>");
  });
  server = await listen(app);
}, 240_000);

afterAll(async () => {
  await server?.close();
  await shop?.database.close();
});

async function scrape(): Promise<string> {
  const res = await fetchAs(server.port, "uk.localhost", "/metrics");
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series, e.g. `http_requests_total{method="GET",route="/healthz",status="200"}`. */
function value(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics labels are bounded (issue 18, attacker's test)", () => {
  it("10,000 requests for random paths (pages and /api) add a handful of series, not 10,000", async () => {
    const before = (await scrape()).split("\n").filter((l) => l.startsWith("http_requests_total{")).length;
    const paths = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? `/api/x${Math.random().toString(36).slice(2)}/m${i}` : `/${Math.random().toString(36).slice(2)}/${i}?q=${i}`));
    const base = `http://127.0.0.1:${server.port}`;
    for (let start = 0; start < paths.length; start += 100) {
      await Promise.all(paths.slice(start, start + 100).map((p) => fetch(base + p).then((r) => r.arrayBuffer())));
    }
    const text = await scrape();
    const series = text.split("\n").filter((l) => l.startsWith("http_requests_total{"));
    expect(series.length - before).toBeLessThanOrEqual(4);
    expect(text).toContain('http_requests_total{method="GET",route="other",status="404"}');
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
    expect([...routes].sort()).toEqual(["/metrics", "other"]);
    expect(text.length).toBeLessThan(200_000);
  }, 120_000);
});

describe("/metrics (issue 18)", () => {
  it("counts requests, latency and 5xx by route pattern: an RPC method by its name, an unknown method as other", async () => {
    const origin = { "content-type": "application/json", origin: `http://uk.localhost:${server.port}` };
    await fetchAs(server.port, "uk.localhost", "/api/commerce/getCart", { method: "POST", headers: origin, body: "{}" });
    await fetchAs(server.port, "uk.localhost", "/api/commerce/noSuchMethod", { method: "POST", headers: origin, body: "{}" });
    expect((await fetchAs(server.port, "uk.localhost", "/api/probe/fail", { method: "POST", headers: origin, body: "{}" })).status).toBe(500);
    await fetchAs(server.port, "uk.localhost", "/healthz");
    const text = await scrape();
    expect(value(text, 'http_requests_total{method="POST",route="/api/commerce/getCart",status="200"}')).toBe(1);
    expect(value(text, 'http_request_duration_seconds_count{method="POST",route="/api/commerce/getCart"}')).toBe(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="POST",route="\/api\/commerce\/getCart"\} [01]/);
    expect(value(text, 'http_requests_total{method="POST",route="other",status="404"}')).toBe(1);
    expect(value(text, 'http_request_errors_total{route="other"}')).toBe(1);
    expect(value(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("noSuchMethod");
  });

  it("counts page-cache hits and misses, and a hit under its page's route", async () => {
    const miss = await fetchAs(server.port, "uk.localhost", "/probe-page");
    expect(miss.headers.get("x-page-cache")).toBe("MISS");
    const hit = await fetchAs(server.port, "uk.localhost", "/probe-page?utm_source=x");
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    const text = await scrape();
    expect(value(text, "page_cache_hits_total")).toBe(1);
    expect(value(text, "page_cache_misses_total")).toBeGreaterThanOrEqual(1);
    expect(value(text, "page_cache_entries")).toBe(1);
    expect(value(text, 'http_requests_total{method="GET",route="routes/probe",status="200"}')).toBe(2);
  });

  it("reports the database pool, the outbox's due jobs, orders placed and the process's default metrics", async () => {
    await enqueue(shop.db, [{ topic: "metrics-probe", dedupeKey: "probe-1", payload: {} }]);
    // A 200 answer is not an order: orders are counted by the order-placement workflow
    // (server/workflows/orders-placed-metric.test.ts places real ones).
    metrics.observe("POST", "/api/commerce/placeOrder", 200, 0.05);
    const text = await scrape();
    expect(value(text, 'outbox_items{state="due"}')).toBe(1);
    expect(value(text, 'outbox_items{state="failed"}')).toBe(0);
    expect(value(text, "orders_placed_total")).toBe(0);
    expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (shop.database.engine === "postgres") {
      expect(value(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(value(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    }
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("is uncached Prometheus text on any host", async () => {
    const res = await fetchAs(server.port, "203.0.113.9", "/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("/metrics only for METRICS_ALLOW networks (issue 18, attacker's test)", () => {
  it("a peer outside the allowed networks gets 404, even with X-Forwarded-For naming an allowed address through a trusted proxy", async () => {
    const other = await shopOn(shop.database, { METRICS_ALLOW: "10.0.0.0/8", TRUST_PROXY: "loopback" });
    const closed = await listen(createApiApp(other).app);
    try {
      const attempts: Record<string, string>[] = [{}, { "x-forwarded-for": "10.1.2.3" }, { "x-real-ip": "10.1.2.3", forwarded: "for=10.1.2.3" }];
      for (const headers of attempts) {
        const res = await fetchAs(closed.port, "uk.localhost", "/metrics", { headers });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain("http_requests_total");
      }
    } finally {
      await closed.close();
    }
  });

  it("matches the socket address against the networks: loopback by default, IPv4-mapped IPv6 as IPv4", () => {
    expect(metrics.allows("127.0.0.1")).toBe(true);
    expect(metrics.allows("127.8.9.10")).toBe(true);
    expect(metrics.allows("::1")).toBe(true);
    expect(metrics.allows("::ffff:127.0.0.1")).toBe(true);
    expect(metrics.allows("10.1.2.3")).toBe(false);
    expect(metrics.allows("::ffff:10.1.2.3")).toBe(false);
    expect(metrics.allows("fe80::1")).toBe(false);
    expect(metrics.allows(undefined)).toBe(false);
  });
});

describe("page requests are labelled by React Router's matched route (issue 18)", () => {
  it("the deepest matched route's id, for a document and its .data request; unmatched paths are other", () => {
    const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} as never });
    metrics.usePageRoutes({
      root: route("root", undefined, ""),
      "routes/home": route("routes/home", "root", undefined, true),
      "routes/product": route("routes/product", "root", "product/:slug"),
      "routes/category": route("routes/category", "root", "c/*"),
    } as never);
    expect(metrics.routeOf("/", true)).toBe("routes/home");
    expect(metrics.routeOf("/product/blue-bike-123", true)).toBe("routes/product");
    expect(metrics.routeOf("/product/blue-bike-123.data", true)).toBe("routes/product");
    expect(metrics.routeOf("/c/bikes/road/whatever", true)).toBe("routes/category");
    expect(metrics.routeOf("/nothing/here", true)).toBe("other");
  });
});
