// One shop process for the multi-process tests (issue 18), loaded by shop-process.mjs through Vite: the real start-up
// (startShop: migrations under their lock, job loops) served by serveGracefully, as scripts/start.mjs
// does without a build. Pages need the React Router build; the RPC API and everything under it do not.
// An empty database gets the storefronts only. Prints `listening <port>` once it serves.
// XPROC_SLOW_MS: GET /__slow answers after that many ms (to hold a request in flight at shutdown).
import type http from "node:http";
import { and, eq } from "drizzle-orm";
import type express from "express";
import { catalogContext } from "../../server/modules/catalog/product-reads";
import { productPrices } from "../../server/modules/catalog/schema";
import type { Shop } from "../../server/shop";
import { serveGracefully, startShop } from "../../server/app";
import { seedStorefronts } from "../../seed/seed-storefronts";

const { app, shop, stop } = await startShop(process.env, { seedWhenEmpty: (db, env) => seedStorefronts(db, env.BRAND_NAME), beforePages: pricePage });

/**
 * A cacheable page behind the real page cache (these processes have no React Router build):
 * GET /__price/:id shows the product's price as a product page would (s-maxage 600, so only an epoch
 * change empties it early); POST /__price/:id?gbp=N changes its GBP price as the back office does
 * (the row, then catalog.changed(): the catalogue epoch moves).
 */
function pricePage(pages: express.Express, shop: Shop): void {
  pages.get("/__price/:id", (req, res, next) => {
    const storefront = shop.storefronts.resolve(req.headers.host ?? "");
    shop.catalog.getProduct(Number(req.params.id), catalogContext(storefront)).then((product) => {
      res.locals.route = "probe/price";
      res.set("Cache-Control", "public, max-age=0, s-maxage=600").type("html").send(`<p id="price">${product?.price ?? "none"}</p>`);
    }, next);
  });
  pages.post("/__price/:id", (req, res, next) => {
    const gbp = Number(req.query.gbp);
    shop.db
      .update(productPrices)
      .set({ priceInc: gbp, priceEx: Math.round(gbp / 1.2) })
      .where(and(eq(productPrices.productId, Number(req.params.id)), eq(productPrices.currency, "GBP")))
      .then(() => shop.catalog.changed())
      .then(() => res.json({ ok: true }), next);
  });
}
const slowMs = Number(process.env.XPROC_SLOW_MS ?? 0);
const handler: http.RequestListener = (req, res) => {
  if (slowMs > 0 && req.url === "/__slow") {
    process.stdout.write("slow request received\n");
    setTimeout(() => res.end("slow request finished"), slowMs);
    return;
  }
  app(req, res);
};
serveGracefully({
  handler,
  port: shop.env.PORT,
  timeoutMs: shop.env.SHUTDOWN_TIMEOUT_MS,
  stop: async () => {
    await stop();
    process.stdout.write("stopped\n");
  },
  log: (message) => process.stdout.write(`${message}\n`),
  onListening: (port) => process.stdout.write(`listening ${port}\n`),
});
