// `npm start`: builds when the build is missing or older than the sources, then migrates, seeds an
// empty database with the demo shop, serves, and prints where the shop is.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { shopSeeder, startEnvironment } from "./start-mode.mjs";

// Always production mode (React Router's production build). Without a declared NODE_ENV=production
// and on a localhost SHOP_DOMAIN this is the demo on a laptop, allowed to serve on localhost; a
// deployment (NODE_ENV=production) must set SHOP_DOMAIN or the shop refuses to start (issue 12).
const { demo, env: startEnv } = startEnvironment(process.env);
Object.assign(process.env, startEnv);
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const BUILD_DIR = path.resolve(root, process.env.BUILD_DIR || "build");
process.env.BUILD_DIR = BUILD_DIR;
const BUILD_ENTRY = path.join(BUILD_DIR, "server/index.js");
const BUILD_STAMP = path.join(BUILD_DIR, "brand.txt");
const SOURCES = ["app", "server", "locales", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(BUILD_ENTRY) || !existsSync(BUILD_STAMP)) return false;
  // The account route's path carries the brand, so a different BRAND_NAME needs a new build.
  if (readFileSync(BUILD_STAMP, "utf8") !== (process.env.BRAND_NAME || "Foldwell")) return false;
  const built = statSync(BUILD_ENTRY).mtimeMs;
  return SOURCES.every((entry) => newestMtime(entry) <= built);
}

if (!buildIsCurrent()) {
  console.log("Building the shop…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(BUILD_STAMP, process.env.BRAND_NAME || "Foldwell");
}

const { startShop } = await import(pathToFileURL(BUILD_ENTRY).href);
// An empty database gets the shop from seed/ (TypeScript, not in the server bundle, loaded through
// tsx only then); the demo accounts only when this start is the demo (issue 12).
const importSeed = async () => (await import("tsx/esm/api")).tsImport("../seed/demo-shop.ts", import.meta.url);
let started;
try {
  started = await startShop(process.env, { seedWhenEmpty: shopSeeder(demo, importSeed) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { app, shop, seeded } = started;
// The demo accounts exist only in a demo shop (seeded now by this demo start, or by an earlier one).
const demoAccounts = demo
  ? `
  Demo accounts (password Foldwell#2026):
    shopper@example.com    unverified customer
    verified@example.com   identity verified
    admin@example.com      back office owner, sign in at /admin
`
  : "";
const server = app.listen(shop.env.PORT, () => {
  const port = server.address().port;
  const domain = shop.env.SHOP_DOMAIN;
  const brand = shop.env.BRAND_NAME;
  const engine = shop.database.engine === "pglite" ? `embedded PGlite in ${path.resolve(shop.env.DATA_DIR)}` : "PostgreSQL (DATABASE_URL)";
  console.log(`
${brand} is running${seeded ? (demo ? " (demo shop seeded)" : " (shop seeded, no demo accounts)") : ""} — database: ${engine}

  Global storefront   http://${domain}:${port}/
  United Kingdom      http://uk.${domain}:${port}/
  Germany             http://de.${domain}:${port}/
  United States       http://us.${domain}:${port}/
  Japan (content)     http://jp.${domain}:${port}/
  Any country         http://{code}.${domain}:${port}/  (see the country selector)
${demoAccounts}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    shop.database.close().finally(() => process.exit(0));
  });
}
