// `npm run dev`: the shop with Vite's dev server — source changes show on the next request (route
// modules and styles hot-reload in the browser) without a build. Same database and seeding as
// `npm start`; the page cache is off so every page shows the code as it is now.
import express from "express";
import path from "node:path";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
process.env.NODE_ENV = "development";
process.env.PAGE_CACHE ??= "off";

// @react-router/express is bundled by Vite here as in the production build: loaded natively it would
// take react-router's CommonJS copy while the app uses the ES module one (two RouterContextProviders).
const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom", ssr: { noExternal: ["@react-router/express", "@react-router/node"] } });
const { startShop } = await vite.ssrLoadModule("./server/app.ts");
// Development seeds an empty database as the demo, demo accounts included (issue 12: on purpose).
const { shopSeeder } = await import("./start-mode.mjs");
const { app, shop } = await startShop(process.env, { seedWhenEmpty: shopSeeder(true, () => vite.ssrLoadModule("./seed/demo-shop.ts")) });

const server = express();
server.use(vite.middlewares); // client modules, styles and HMR
server.use(app);
const listener = server.listen(shop.env.PORT, () => {
  const port = listener.address().port;
  console.log(`Foldwell dev server on http://localhost:${port} (and http://uk.localhost:${port}, …); Ctrl+C stops it.`);
});
