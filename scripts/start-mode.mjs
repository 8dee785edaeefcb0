// How `npm start` reads its environment (issue 12, fail closed). Kept apart from start.mjs so tests
// can check the rule without starting a shop.

/** `localhost` or a name under it: browsers resolve these to this machine. */
export function isLocalhostDomain(domain) {
  return domain === "localhost" || domain.endsWith(".localhost");
}

/**
 * Whether this start is the demo on a laptop: the caller did not declare NODE_ENV=production (a
 * deployment does; `npm ci && npm start` does not) and the shop is served on localhost (SHOP_DOMAIN
 * unset, `localhost` or `*.localhost`). Only the demo gets ALLOW_INSECURE_LOCALHOST=1 from
 * `npm start` and the demo accounts on an empty database; a deployment that forgot SHOP_DOMAIN stops
 * with a message instead (server/env.ts).
 */
export function isDemoStart(env) {
  return env.NODE_ENV !== "production" && isLocalhostDomain(env.SHOP_DOMAIN || "localhost");
}

/** The environment the shop is started with: always production mode; the demo may use localhost. */
export function startEnvironment(env) {
  const demo = isDemoStart(env);
  const next = { ...env, NODE_ENV: "production" };
  if (demo && !next.ALLOW_INSECURE_LOCALHOST) next.ALLOW_INSECURE_LOCALHOST = "1";
  return { demo, env: next };
}

/**
 * What `npm start` seeds into an empty database (server/boot.ts ShopSeeder): the shop's storefronts,
 * catalogue and content, plus the demo accounts only for the demo (issue 12). `importSeed` loads
 * seed/demo-shop.ts, which the server bundle does not contain (start.mjs loads it through tsx, only
 * when the database is empty).
 */
export function shopSeeder(demo, importSeed) {
  return async (db, env) => {
    const { seedShop } = await importSeed();
    await seedShop(db, { brandName: env.BRAND_NAME, demoCustomers: demo });
  };
}
