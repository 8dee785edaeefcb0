import compression from "compression";
import express, { type Request, type Response } from "express";
import path from "node:path";
import { cartApi } from "../modules/cart/api";
import { catalogApi } from "../modules/catalog/api";
import { checkoutApi } from "../modules/checkout/api";
import { orderApi } from "../modules/order/api";
import { paymentsApi } from "../modules/payment/api";
import { adyenWebhookRouter } from "../integrations/payment/adyen-webhook";
import { contentApi, contentDeliveryRouter, hreflangAliasRouter } from "../modules/content/api";
import { searchApi } from "../modules/search/api";
import { customerApiRouter } from "../modules/customer/api";
import { marketingApi } from "../modules/marketing/api";
import { UPLOAD_BODY_LIMIT, UPLOAD_PATH, verificationApiRouter } from "../modules/verification/api";
import { subscriptionsApi } from "../modules/subscription/api";
import { subscriptionAccountApi } from "../modules/subscription/account-api";
import { storesApi } from "../modules/stores/api";
import { wishlistApi } from "../modules/wishlist/api";
import { bikeRegistrationApi } from "../modules/bike-registration/api";
import { auditAdminApi, staffAdminApi, staffSessionRouter } from "../modules/staff/admin-api";
import { contentAdminApi, contentPreviewRouter } from "../modules/content/admin-api";
import { orderAdminApi } from "../modules/order/admin-api";
import { customerAdminApi } from "../modules/customer/admin-api";
import { catalogueAdminApi } from "../modules/catalog/admin-api";
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_UPLOAD_PATH, productImageRoutes } from "../modules/catalog/images";
import { storesAdminApi } from "../modules/stores/admin-api";
import { createAdminRpcRouter } from "./admin-rpc";
import { reviewsAdminApi } from "../modules/catalog/reviews-admin-api";
import { subscriptionsAdminApi } from "../modules/subscription/admin-api";
import { verificationsAdminRouter } from "../modules/verification/admin-api";
import { pathOf } from "../logger";
import type { Shop } from "../shop";
import { createRequestShop, type RequestShop } from "./request-context";
import { bodyLimit } from "./body-limit";
import { createRpcRouter } from "./rpc";
import { translatorFor } from "./server-i18n";
import { serviceWorkerScript } from "./service-worker";
import { assignNonce, checkOrigin, securityHeaders } from "./security";

export type RequestShopFactory = (req: Request, res: Response) => RequestShop;

/**
 * The HTTP app without server rendering: security headers, static files, the RPC and delivery
 * APIs. server/app.ts adds the React Router handler; tests mount this one directly.
 */
export function createApiApp(shop: Shop): { app: express.Express; requestShop: RequestShopFactory } {
  const app = express();
  const localhost = shop.env.SHOP_DOMAIN === "localhost" || shop.env.SHOP_DOMAIN.endsWith(".localhost");
  app.disable("x-powered-by");
  app.set("trust proxy", shop.env.TRUST_PROXY); // default loopback: a proxy on this machine (issue 12)
  app.use(requestLog(shop));
  // Before anything reads a body, React Router's actions included (issue 12).
  app.use(
    bodyLimit((req) => translatorFor(shop.storefronts.resolve(req.headers.host).locale)("errors.bodyTooLarge"), [
      // The verification capture's photos (issue 14): one photo a request, up to 8 MB.
      { prefix: `${UPLOAD_PATH}/`, limit: UPLOAD_BODY_LIMIT, message: (req) => translatorFor(shop.storefronts.resolve(req.headers.host).locale)("verification:errors.fileTooLarge") },
      // Product pictures uploaded in the back office (issue 17): one picture a request, up to 10 MB.
      { prefix: `${PRODUCT_IMAGE_UPLOAD_PATH}/`, limit: MAX_PRODUCT_IMAGE_BYTES, message: () => translatorFor("en-GB")("admin-catalogue:errors.imageTooLarge", { max: MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024 }) },
    ]),
  );
  app.use(compression());
  app.use(assignNonce);
  app.use(securityHeaders({ localhost, mapTileUrl: shop.env.MAP_TILE_URL }));

  const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
  app.get("/sw.js", serviceWorkerScript(clientDir));
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));

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
  app.use(checkOrigin);
  app.use("/api/content", createRpcRouter(contentApi, requestShop));
  app.use("/api/content", contentDeliveryRouter(shop, requestShop));
  app.use("/api/search", createRpcRouter(searchApi, requestShop));
  // One commerce surface (001 §7): each module adds its methods to this object.
  const commerceApi = { ...catalogApi, ...cartApi, ...checkoutApi, ...orderApi };
  app.use("/api/commerce", createRpcRouter(commerceApi, requestShop));
  app.use("/api/payments", createRpcRouter(paymentsApi, requestShop));
  app.use("/api/customer", customerApiRouter(requestShop));
  app.use("/api/marketing", createRpcRouter(marketingApi, requestShop));
  // 001 §7 Verification (issue 14): the RPC methods, the sandbox capture's upload and the provider's webhook.
  app.use("/api/verification", verificationApiRouter(requestShop));
  // 001 §7 Subscription service: plans and the subscription cart; the account's methods join this object.
  app.use("/api/subscriptions", createRpcRouter({ ...subscriptionsApi, ...subscriptionAccountApi }, requestShop));
  // 001 §7 Stock and stores service, Store contact service (issue 15): the store finder.
  app.use("/api/stores", createRpcRouter(storesApi, requestShop));
  // 001 §3, §4 Wishlist (issue 16): the customer's list, the merge at login, the shared list by token.
  app.use("/api/wishlist", createRpcRouter(wishlistApi, requestShop));
  // 001 §7 Bike registration service (issue 16): registerBikeByEmail, getRegisteredBikesByUser.
  app.use("/api/bikes", createRpcRouter(bikeRegistrationApi, requestShop));
  // The back office (issue 17, decision 023): staff sign-in, then one router per area (admin-rpc.ts).
  app.use("/api/admin/session", staffSessionRouter(requestShop));
  app.use("/api/admin/staff", createAdminRpcRouter(staffAdminApi, requestShop));
  app.use("/api/admin/audit", createAdminRpcRouter(auditAdminApi, requestShop));
  app.use("/api/admin/reviews", createAdminRpcRouter(reviewsAdminApi, requestShop));
  app.use("/api/admin/subscriptions", createAdminRpcRouter(subscriptionsAdminApi, requestShop));
  app.use("/api/admin/verifications", verificationsAdminRouter(requestShop));
  app.use("/api/admin/content", createAdminRpcRouter(contentAdminApi, requestShop));
  app.use("/api/admin/orders", createAdminRpcRouter(orderAdminApi, requestShop));
  app.use("/api/admin/customers", createAdminRpcRouter(customerAdminApi, requestShop));
  app.use("/api/admin/catalogue", createAdminRpcRouter(catalogueAdminApi, requestShop));
  // Product pictures: the back office's upload, and /media/products/<name> served to every storefront (issue 17).
  app.use(productImageRoutes(requestShop));
  app.use("/api/admin/stores", createAdminRpcRouter(storesAdminApi, requestShop));
  // Preview mode on every storefront host (000 §6): /admin/preview?token= and /admin/preview/exit.
  app.use(contentPreviewRouter(requestShop));
  app.use(hreflangAliasRouter(shop, requestShop));
  return { app, requestShop };
}

/** One JSON line per request (DESIGN.md, logs). */
function requestLog(shop: Shop): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      shop.logger.info({
        method: req.method,
        url: pathOf(req.originalUrl), // never the query: it may carry a reset token (issue 12)
        host: req.headers.host,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}
