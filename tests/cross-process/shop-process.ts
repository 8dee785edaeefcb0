// One shop process for the multi-process tests (issue 18), loaded by shop-process.mjs through Vite: the real start-up
// (startShop: migrations under their lock, job loops) served by serveGracefully, as scripts/start.mjs
// does without a build. Pages need the React Router build; the RPC API and everything under it do not.
// An empty database gets the storefronts only. Prints `listening <port>` once it serves.
// XPROC_SLOW_MS: GET /__slow answers after that many ms (to hold a request in flight at shutdown).
import type http from "node:http";
import { serveGracefully, startShop } from "../../server/app";
import { seedStorefronts } from "../../seed/seed-storefronts";

const { app, shop, stop } = await startShop(process.env, { seedWhenEmpty: (db, env) => seedStorefronts(db, env.BRAND_NAME) });
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
