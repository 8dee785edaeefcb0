import { createRequestHandler } from "@react-router/express";
import type express from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { shopContext } from "./http/shop-context";
import { prepareShop, type ShopSeeder } from "./boot";
import { openDatabase, pgliteDataDir, type DatabaseHandle } from "./db/client";
import { parseEnv, type Env } from "./env";
import { createApiApp } from "./http/api-app";
import { PageCache } from "./http/page-cache";
import { requestIdOf } from "./http/request-id";
import type { ShopMetrics } from "./http/metrics";
import { portOf } from "./modules/storefront/service";
import { loadServerTranslations } from "./http/server-i18n";
import { createLogger, pathOf, type Logger } from "./logger";
import { createShop, type Shop } from "./shop";
import { startAbandonedAttemptSweeper } from "./workflows/sweep-abandoned-attempts";
import { BillingJob } from "./jobs/billing";
import { BackInStockJob } from "./jobs/back-in-stock";

/**
 * Builds the shop and its HTTP app. The production entry (scripts/start.mjs) calls this and says
 * what an empty database gets (`seedWhenEmpty`); without a seeder an empty database stops the start.
 */
export async function startShop(
  source: Record<string, string | undefined> = process.env,
  options: { seedWhenEmpty?: ShopSeeder; beforePages?: (app: express.Express, shop: Shop) => void } = {},
) {
  const env = parseEnv(source);
  const shop = await createShop(env, await migratedDatabase(env));
  const { seeded } = await prepareShop(shop, options);
  if (shop.storefronts.all().length === 0) {
    await shop.database.close();
    throw new Error("The database holds no shop yet: run `npm run seed` (storefronts, catalogue and content), or `npm run seed -- --demo` for the demo shop with its demo accounts.");
  }
  await loadServerTranslations();
  await shop.epochs.start();
  const stopSweeper = startAbandonedAttemptSweeper(shop);
  // Work after a commit (order mail, events, refunds): polled, and kicked after each order (issue 12).
  shop.outbox.start();
  // Recurring billing (issue 14): every process runs it; a database lock lets one run at a time.
  const billing = new BillingJob(shop);
  billing.start(env.BILLING_INTERVAL_MS);
  // Back-in-stock mail (issue 16): polled; a database lock lets one run at a time.
  const backInStock = new BackInStockJob(shop);
  backInStock.start();
  // In production the build never changes: handing React Router the build itself (not a function
  // returning it) lets it derive its routes and handler once instead of on every request.
  const build = env.NODE_ENV === "production" ? await import("virtual:react-router/server-build") : undefined;
  /**
   * Graceful shutdown (issue 18): no new job runs; the runs under way (a billing run, a back-in-stock
   * run, an outbox delivery) finish; then the pool closes.
   */
  const stop = async () => {
    shop.epochs.stop();
    stopSweeper();
    await Promise.all([shop.outbox.stop(), billing.stop(), backInStock.stop()]);
    await shop.database.close();
  };
  return { app: createHttpApp(shop, build, options.beforePages), shop, seeded, stop };
}

/**
 * The cluster primary's part of start-up (issue 18): migrations and seeding once, before any worker
 * starts, on a connection that is closed again (the primary serves nothing).
 */
export async function prepareDatabase(source: Record<string, string | undefined> = process.env, options: { seedWhenEmpty?: ShopSeeder } = {}): Promise<{ seeded: boolean }> {
  const env = parseEnv(source);
  const shop = await createShop(env, await migratedDatabase(env));
  try {
    const result = await prepareShop(shop, options);
    if (shop.storefronts.all().length === 0) {
      throw new Error("The database holds no shop yet: run `npm run seed` (storefronts, catalogue and content), or `npm run seed -- --demo` for the demo shop with its demo accounts.");
    }
    return result;
  } finally {
    await shop.database.close();
  }
}

export { assertPortFree, runPrimary, serveGracefully } from "./serve";
export { parseEnv };

/**
 * Opens the database and applies the migrations (under their lock on PostgreSQL) before the shop is
 * built: building it reads tables (the preview key), which a fresh database has only after migrating.
 */
async function migratedDatabase(env: Env): Promise<{ database: DatabaseHandle; logger: Logger }> {
  const logger = createLogger(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: pgliteDataDir(env.DATA_DIR),
    onIdleConnectionError: (error) => logger.warn({ err: error }, "an idle database connection failed; the pool replaces it"),
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, logger };
}

/**
 * The API app plus server rendering of every page by React Router. `beforePages`: routes mounted behind the page cache and before React Router (the cross-process
 * harness serves a cacheable probe page there: its processes have no page build, issue 18).
 */
export function createHttpApp(shop: Shop, build?: ServerBuild, beforePages?: (app: express.Express, shop: Shop) => void): express.Express {
  const { app, requestShop, metrics } = createApiApp(shop);
  // Page requests are counted by the id of their matched route (issue 18); in development the build is reloaded.
  if (build) metrics.usePageRoutes(build.routes);
  let devRoutes: ServerBuild["routes"] | undefined;
  const devBuild = async () => {
    const loaded = (await import("virtual:react-router/server-build")) as ServerBuild;
    if (loaded.routes !== devRoutes) metrics.usePageRoutes((devRoutes = loaded.routes));
    return loaded;
  };
  if (shop.env.PAGE_CACHE === "on") {
    const pageCache = new PageCache({
      maxEntries: 5000,
      maxBytes: 256 * 1024 * 1024,
      // A page depends on the storefront and port its Host names, not on how the Host is spelt (issue 12).
      hostKey: (host) => `${shop.storefronts.resolve(host).code}:${portOf(host) ?? ""}`,
      // Preview (000 §6, issue 17): drafts are never stored, and the published page never answers a preview.
      bypass: (req) => shop.content.previews.carriesPreview(req.headers.cookie),
    });
    shop.epochs.onChange(() => pageCache.clear());
    metrics.watchPageCache(pageCache);
    // Misses render below and are stored on the way out; hits never enter Express (see serveHit).
    app.use(pageCache.middleware());
    answerHitsFirst(app, pageCache, shop, metrics);
  }
  beforePages?.(app, shop);
  app.use(
    createRequestHandler({
      build: build ?? devBuild,
      mode: shop.env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext(req, res) {
        res.locals.route = metrics.routeOf(req.path, true);
        return new RouterContextProvider(new Map([[shopContext, requestShop(req, res)]]));
      },
    }),
  );
  return app;
}

/**
 * Page-cache hits are answered before Express sets up the request and before the logging,
 * compression, nonce, helmet and static-file middleware run (a stored page carries its own
 * security headers): Express's own request set-up costs more than serving the stored bytes.
 * The hit is still logged, one line per request (DESIGN.md, logs).
 */
export function answerHitsFirst(app: express.Express, pageCache: PageCache, shop: Shop, metrics?: ShopMetrics): void {
  const handle = (app as unknown as { handle: express.RequestHandler }).handle.bind(app);
  (app as unknown as { handle: unknown }).handle = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const started = process.hrtime.bigint();
    // The request's id (issue 18) is given here, once: a hit answers with it, a miss keeps it for Express.
    const reqId = requestIdOf(req);
    const route = pageCache.hit(req, res);
    if (route === undefined) return handle(req as express.Request, res as express.Response, next);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    shop.logger.info({ reqId, method: req.method, url: pathOf(req.url), host: req.headers.host, status: res.statusCode, ms, cache: "hit" });
    metrics?.observe(req.method as string, route, res.statusCode, ms / 1000);
  };
}
