// `npm start`: builds when the build is missing or older than the sources, then migrates, seeds an
// empty database with the demo shop, serves, and prints where the shop is.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
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

// Workers of a cluster (WORKERS > 1) load the build their primary made or checked.
if (cluster.isPrimary && !buildIsCurrent()) {
  console.log("Building the shop…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(BUILD_STAMP, process.env.BRAND_NAME || "Foldwell");
}

const { startShop, prepareDatabase, parseEnv, assertPortFree, runPrimary, serveGracefully } = await import(pathToFileURL(BUILD_ENTRY).href);
// An empty database gets the shop from seed/ (TypeScript, not in the server bundle, loaded through
// tsx only then); the demo accounts only when this start is the demo (issue 12).
const importSeed = async () => (await import("tsx/esm/api")).tsImport("../seed/demo-shop.ts", import.meta.url);
const fail = (error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
};
let settings;
try {
  settings = parseEnv(process.env);
} catch (error) {
  fail(error);
}

// Issue 18, WORKERS > 1: the primary migrates and seeds once, then forks the workers that share the
// port (node:cluster); each worker serves as a single process does below.
if (cluster.isPrimary && settings.WORKERS > 1) {
  let seededHere = false;
  await runPrimary({
    workers: settings.WORKERS,
    port: settings.PORT,
    timeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
    prepare: async () => {
      seededHere = (await prepareDatabase(process.env, { seedWhenEmpty: shopSeeder(demo, importSeed) })).seeded;
    },
  }).catch(fail);
  announce(settings.PORT, seededHere, `${settings.WORKERS} processes`);
} else {
  let started;
  try {
    // A single process says so at once when the port is taken, before it migrates and seeds (a
    // worker's primary has checked it already).
    if (cluster.isPrimary) await assertPortFree(settings.PORT);
    // A worker finds the database prepared by the primary (migrations under their lock apply nothing).
    started = await startShop(process.env, cluster.isPrimary ? { seedWhenEmpty: shopSeeder(demo, importSeed) } : {});
  } catch (error) {
    fail(error);
  }
  const { app, shop, seeded, stop } = started;
  serveGracefully({
    handler: app,
    port: shop.env.PORT,
    timeoutMs: shop.env.SHUTDOWN_TIMEOUT_MS,
    stop,
    log: (message) => shop.logger.info(message),
    onListening: (port) => cluster.isPrimary && announce(port, seeded, "1 process"),
  });
}

function announce(port, seeded, processes) {
  const domain = settings.SHOP_DOMAIN;
  const brand = settings.BRAND_NAME;
  const engine = settings.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${path.resolve(settings.DATA_DIR)}`;
  // The demo accounts exist only in a demo shop (seeded now by this demo start, or by an earlier one).
  const demoAccounts = demo
    ? `
  Demo accounts (password Foldwell#2026):
    shopper@example.com    unverified customer
    verified@example.com   identity verified
    admin@example.com      back office owner, sign in at /admin
`
    : "";
  console.log(`
${brand} is running${seeded ? (demo ? " (demo shop seeded)" : " (shop seeded, no demo accounts)") : ""} — database: ${engine}, ${processes}

  Global storefront   http://${domain}:${port}/
  United Kingdom      http://uk.${domain}:${port}/
  Germany             http://de.${domain}:${port}/
  United States       http://us.${domain}:${port}/
  Japan (content)     http://jp.${domain}:${port}/
  Any country         http://{code}.${domain}:${port}/  (see the country selector)
${demoAccounts}`);
}
