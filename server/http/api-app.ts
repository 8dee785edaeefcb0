import compression from "compression";
import express from "express";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { adyenWebhookRouter } from "../integrations/payment/adyen-webhook";
import { paymentReturnRouter } from "../modules/checkout/payment-return";
import { contentDeliveryRouter, hreflangAliasRouter } from "../modules/content/api";
import { UPLOAD_BODY_LIMIT, UPLOAD_PATH } from "../modules/verification/api";
import { contentPreviewRouter } from "../modules/content/admin-api";
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_UPLOAD_PATH, productImageRoutes } from "../modules/catalog/images";
import { pathOf } from "../logger";
import type { Shop } from "../shop";
import { createRequestShop } from "./request-context";
import { OPENAPI_PATH, openApiRoute } from "./openapi";
import { RPC_SERVICES, type RequestShopFactory } from "./rpc-services";
import { bodyLimit } from "./body-limit";
import { healthRoutes, ReadinessCheck } from "./health";
import { requestIdOf } from "./request-id";
import { METRICS_PATH, ShopMetrics } from "./metrics";
import { translatorFor } from "./server-i18n";
import { BROTLI_WINDOW_BITS } from "./page-cache";
import { precompressedAssets } from "./precompressed-assets";
import { publicFiles } from "./public-files";
import { serviceWorkerScript } from "./service-worker";
import { assetHeaders, assignNonce, checkOrigin, securityHeaders } from "./security";

export type { RequestShopFactory };

/**
 * Compression of answers made per request (pages rendered afresh, API answers; cached pages and
 * the build's files are compressed once, at their best, elsewhere). On the home page's 74 KB of
 * HTML, gzip level 6 (zlib's default) took 1.0 ms and brotli quality 4 (the middleware's) 0.7 ms;
 * gzip 4 takes 0.63 ms for 4 % more bytes and brotli 3 0.44 ms for 4 % more (docs/decisions/031).
 * That work runs on libuv's threads: with one process it took 37 % of the second core under load,
 * the core a second process needs.
 *
 * Brotli's window is 256 KB (lgwin 18), not its default 4 MB (lgwin 22): every answer's encoder
 * allocates a ring buffer the size of its window, and Node reports that memory to V8, which counts
 * it against the heap's limit. With 4 MB per answer in flight, a process under load ran a full
 * garbage collection every ~80 ms (243 in 20 s, against 9 with gzip) and served brotli-accepting
 * browsers a third of the pages it served with gzip (150–177 against 370–530 /status a second,
 * fresh processes). Pages are under 128 KB, so the output is byte for byte the same.
 */
export const DYNAMIC_COMPRESSION: compression.CompressionOptions = {
  level: 4,
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } },
};

/**
 * The HTTP app without server rendering: security headers, static files, the RPC and delivery
 * APIs. server/app.ts adds the React Router handler; tests mount this one directly.
 */
export function createApiApp(shop: Shop, options: { migrationsFolder?: string } = {}): { app: express.Express; requestShop: RequestShopFactory; metrics: ShopMetrics } {
  const app = express();
  const localhost = shop.env.SHOP_DOMAIN === "localhost" || shop.env.SHOP_DOMAIN.endsWith(".localhost");
  app.disable("x-powered-by");
  app.set("trust proxy", shop.env.TRUST_PROXY); // default loopback: a proxy on this machine (issue 12)
  const metrics = new ShopMetrics(shop);
  app.use(requestLog(shop, metrics));
  // Liveness, readiness and metrics (issue 18): before the body limit, the page cache and React Router, on every host.
  healthRoutes(app, new ReadinessCheck(shop, options));
  app.get(METRICS_PATH, metrics.route());
  // Before anything reads a body, React Router's actions included (issue 12).
  app.use(
    bodyLimit((req) => translatorFor(shop.storefronts.resolve(req.headers.host).locale)("errors.bodyTooLarge"), [
      // The verification capture's photos (issue 14): one photo a request, up to 8 MB.
      { prefix: `${UPLOAD_PATH}/`, limit: UPLOAD_BODY_LIMIT, message: (req) => translatorFor(shop.storefronts.resolve(req.headers.host).locale)("verification:errors.fileTooLarge") },
      // Product pictures uploaded in the back office (issue 17): one picture a request, up to 10 MB.
      { prefix: `${PRODUCT_IMAGE_UPLOAD_PATH}/`, limit: MAX_PRODUCT_IMAGE_BYTES, message: () => translatorFor("en-GB")("admin-catalogue:errors.imageTooLarge", { max: MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024 }) },
    ]),
  );
  app.use(compression(DYNAMIC_COMPRESSION));
  const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
  // The build's hashed files carry their own short headers, not the document's (issue 20).
  app.use("/assets", assetHeaders({ localhost }), precompressedAssets(path.join(clientDir, "assets")), express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", lastModified: false }));
  app.use(assignNonce);
  app.use(securityHeaders({ localhost, mapTileUrl: shop.env.MAP_TILE_URL, onfidoRegion: shop.env.VERIFICATION_PROVIDER === "onfido" ? shop.env.ONFIDO_REGION : undefined, adyenEnvironment: shop.env.PAYMENT_PROVIDER === "adyen" ? shop.env.ADYEN_ENVIRONMENT : undefined }));

  app.get("/sw.js", serviceWorkerScript(clientDir));
  app.use(publicFiles(clientDir, { maxAge: "1h", index: false }));

  // One context per request (its session is read once), however many routers ask for it.
  const requestShop: RequestShopFactory = (req, res) =>
    (res.locals.requestShop ??= createRequestShop(shop, {
      host: req.headers.host,
      cookie: req.headers.cookie,
      ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
      clientAddress: req.socket.remoteAddress,
      nonce: res.locals.nonce as string,
      appendSetCookie: (value) => res.append("Set-Cookie", value),
    }));

  // Server-to-server, HMAC-signed (issue 14): before the browser-origin check; 404 unless PAYMENT_PROVIDER=adyen.
  app.use(adyenWebhookRouter(() => shop.payments.provider, shop.logger));
  // 3-D Secure's redirect return (decision 028): the issuer's form POST is cross-site; the route
  // re-posts it from this host and decides only same-origin requests of the checkout's own session.
  app.use(paymentReturnRouter(requestShop));
  app.use(checkOrigin);
  // The RPC API's OpenAPI document (issue 18), generated from the same table as the mounts below.
  app.get(OPENAPI_PATH, openApiRoute());
  // Every RPC service, each at its prefix, from one table (server/http/rpc-services.ts): 001 §7's
  // services, then the back office's (issue 17, decision 023: staff sign-in, one router per area).
  for (const service of RPC_SERVICES) app.use(service.prefix, service.router(requestShop));
  // CMS delivery (GET) under /api/content, after its RPC methods.
  app.use("/api/content", contentDeliveryRouter(shop, requestShop));
  // Product pictures: the back office's upload, and /media/products/<name> served to every storefront (issue 17).
  app.use(productImageRoutes(requestShop));
  // Preview mode on every storefront host (000 §6): /admin/preview?token= and /admin/preview/exit.
  app.use(contentPreviewRouter(requestShop));
  app.use(hreflangAliasRouter(shop, requestShop));
  return { app, requestShop, metrics };
}

/** One JSON line per request (DESIGN.md, logs), and its metrics (issue 18), both on 'finish'. */
function requestLog(shop: Shop, metrics: ShopMetrics): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const reqId = requestIdOf(req);
    res.setHeader("X-Request-Id", reqId);
    res.on("finish", () => {
      const url = pathOf(req.originalUrl); // never the query: it may carry a reset token (issue 12)
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      shop.logger.info({ reqId, method: req.method, url, host: req.headers.host, status: res.statusCode, ms });
      const route = typeof res.locals.route === "string" ? res.locals.route : metrics.routeOf(url, false);
      metrics.observe(req.method, route, res.statusCode, ms / 1000);
    });
    next();
  };
}
