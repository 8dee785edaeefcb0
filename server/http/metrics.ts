import { BlockList, isIP } from "node:net";
import type express from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Counter as CounterT, type Histogram as HistogramT } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { Shop } from "../shop";
import type { PageCache } from "./page-cache";
import { HEALTH_PATH, READY_PATH } from "./health";
import { clusterMetricsText, inClusterWorker, shareWithCluster } from "../cluster-metrics";
import { onOrderPlaced } from "../workflows/order-placed";
import { RPC_SERVICES } from "./rpc-services";
import { ByteLru } from "../lib/bounded-cache";

/**
 * The route labels of recently requested page paths. React Router's matchRoutes ranks the whole
 * route tree again on every call: labelling each full render that way cost 7.6 % of the trivial
 * route's CPU (profiled 2026-11-27). Bounded by bytes like every cache; a miss only matches again.
 */
const ROUTE_LABEL_CACHE_BYTES = 512 * 1024;

/**
 * Prometheus metrics at `/metrics` (issue 18, For operators), one registry per app:
 *
 * - `http_requests_total{method,route,status}`, `http_request_duration_seconds{method,route}` and
 *   `http_request_errors_total{route}` (5xx). `route` is a pattern, never the raw URL, so the number
 *   of series is bounded whatever paths visitors make up: React Router's matched route id
 *   (`routes/product`), `/api/{service}/{method}` for a known RPC method, a fixed name for the
 *   operators' endpoints and static files, `other` for everything else.
 * - `page_cache_hits_total`, `page_cache_misses_total`, `page_cache_entries`, `page_cache_bytes`.
 * - `db_pool_connections{state}`: PostgreSQL's pool (total, idle, waiting clients); PGlite is one
 *   connection answering one query at a time (total 1).
 * - `outbox_items{state}`: the job queue: `due` (waiting for delivery now) and `failed` (given up).
 * - `orders_placed_total`: orders placed, counted by the order-placement workflow when an order is
 *   paid and completed (once per order; a replay of placeOrder's idempotency key does not count).
 * - the process's default metrics (CPU, memory, event loop lag, GC, handles).
 *
 * Requests are observed on `finish` (page-cache hits right after their answer), through label
 * handles cached per (route, method, status), so an observation allocates nothing.
 * Readable only from `METRICS_ALLOW` networks, by the socket's peer address: anyone else gets 404.
 * With WORKERS > 1 a scrape reaching any worker answers the whole cluster's figures, merged by the
 * primary's prom-client AggregatorRegistry (server/cluster-metrics.ts says why not per-worker labels).
 */
export const METRICS_PATH = "/metrics";

interface Series {
  requests: ReturnType<CounterT<"method" | "route" | "status">["labels"]>;
  duration: ReturnType<HistogramT<"method" | "route">["labels"]>;
}

export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly duration: Histogram<"method" | "route">;
  private readonly errors: Counter<"route">;
  private readonly ordersPlaced: Counter;
  /** Label handles by route, method and status: found without building a key. */
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();
  /** The RPC paths that name a method (`/api/commerce/getCart`): their own label; other /api paths are `other`. */
  private readonly rpcRoutes = new Set<string>();
  private pageRoutes: ((path: string) => string | undefined) | undefined;
  private pageCaches: PageCache[] = [];
  private readonly allowed: BlockList;

  constructor(private readonly shop: Pick<Shop, "env" | "database" | "outbox">) {
    for (const service of RPC_SERVICES) for (const method of Object.keys(service.methods)) this.rpcRoutes.add(`${service.prefix}/${method}`);
    this.allowed = blockListOf(shop.env.METRICS_ALLOW);
    const registers = [this.registry];
    this.requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by route pattern, method and status", labelNames: ["method", "route", "status"], registers });
    this.duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route pattern and method",
      labelNames: ["method", "route"],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.errors = new Counter({ name: "http_request_errors_total", help: "HTTP requests answered with a 5xx status, by route pattern", labelNames: ["route"], registers });
    this.ordersPlaced = new Counter({ name: "orders_placed_total", help: "Orders placed (paid and completed by the order-placement workflow, once per order)", registers });
    onOrderPlaced(shop, () => this.ordersPlaced.inc());
    const caches = () => this.pageCaches;
    let hitsSeen = 0;
    let missesSeen = 0;
    new Counter({
      name: "page_cache_hits_total",
      help: "Pages answered from the page cache",
      registers,
      collect() {
        const hits = caches().reduce((sum, c) => sum + c.hits, 0);
        this.inc(Math.max(0, hits - hitsSeen));
        hitsSeen = hits;
      },
    });
    new Counter({
      name: "page_cache_misses_total",
      help: "Cacheable page requests rendered because the page cache had no answer",
      registers,
      collect() {
        const misses = caches().reduce((sum, c) => sum + c.misses, 0);
        this.inc(Math.max(0, misses - missesSeen));
        missesSeen = misses;
      },
    });
    new Gauge({ name: "page_cache_entries", help: "Pages held by the page cache", registers, collect() { this.set(caches().reduce((sum, c) => sum + c.size, 0)); } });
    new Gauge({ name: "page_cache_bytes", help: "Bytes held by the page cache", registers, collect() { this.set(caches().reduce((sum, c) => sum + c.byteSize, 0)); } });
    const database = shop.database;
    new Gauge({
      name: "db_pool_connections",
      help: "Database connections: total and idle connections of the pool, and clients waiting for one (PostgreSQL); PGlite is one connection",
      labelNames: ["state"],
      registers,
      collect() {
        const stats = database.poolStats?.();
        if (!stats) return void this.set({ state: "total" }, 1);
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
    const outbox = shop.outbox;
    new Gauge({
      name: "outbox_items",
      help: "Outbox jobs not delivered: due now (waiting for a worker) and failed for good",
      labelNames: ["state"],
      registers,
      async collect() {
        const { rows } = await database.query(
          "SELECT count(*) FILTER (WHERE attempts < $1 AND available_at <= now()) AS due, count(*) FILTER (WHERE attempts >= $1) AS failed FROM outbox WHERE delivered_at IS NULL",
          [outbox.maxAttempts],
        );
        this.set({ state: "due" }, Number(rows[0]?.due ?? 0));
        this.set({ state: "failed" }, Number(rows[0]?.failed ?? 0));
      },
    });
    collectDefaultMetrics({ register: this.registry });
    shareWithCluster(this.registry);
  }

  /** React Router's routes: a page request is labelled with the id of its deepest matched route. */
  usePageRoutes(routes: ServerBuild["routes"]): void {
    const tree = routeTree(routes, undefined);
    const labels = new ByteLru<string>(ROUTE_LABEL_CACHE_BYTES);
    this.pageRoutes = (path) => {
      let label = labels.get(path);
      if (label === undefined) {
        const matches = matchRoutes(tree, path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path);
        label = matches?.[matches.length - 1]?.route.id ?? "";
        labels.set(path, label, label.length * 2 + 32);
      }
      return label || undefined;
    };
  }

  watchPageCache(cache: PageCache): void {
    this.pageCaches.push(cache);
  }

  /** The route pattern of a request Express answered (`path`: without its query). */
  routeOf(path: string, routedPage: boolean): string {
    if (routedPage && this.pageRoutes) return this.pageRoutes(path) ?? "other";
    if (path.startsWith("/api/")) return this.rpcRoutes.has(path) ? path : "other";
    if (path === HEALTH_PATH || path === READY_PATH || path === METRICS_PATH) return path;
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path.startsWith("/media/")) return "/media/*";
    return "other";
  }

  /** Counts one answered request; `route` must be a pattern (routeOf, or a stored page's route). */
  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = { requests: this.requests.labels(method, route, String(status)), duration: this.duration.labels(method, route) };
      byStatus.set(status, series);
    }
    series.requests.inc();
    series.duration.observe(seconds);
    if (status >= 500) this.errors.labels(route).inc();
  }

  /** GET /metrics: the registry in Prometheus's text format to allowed networks, 404 to anyone else. */
  route(): express.RequestHandler {
    return (req, res, next) => {
      if (!this.allows(req.socket.remoteAddress)) {
        res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
        return;
      }
      (inClusterWorker() ? clusterMetricsText() : this.registry.metrics()).then((text) => {
        res.set("Cache-Control", "no-store").type(this.registry.contentType).send(text);
      }, next);
    };
  }

  allows(address: string | undefined): boolean {
    if (!address) return false;
    const mapped = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(mapped);
    return family !== 0 && this.allowed.check(mapped, family === 4 ? "ipv4" : "ipv6");
  }
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const family = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** React Router's flat route manifest as the nested routes matchRoutes takes. */
function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route!.id);
      return route!.index
        ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children };
    });
}
