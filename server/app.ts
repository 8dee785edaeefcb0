import { createRequestHandler } from "@react-router/express";
import type express from "express";
import { RouterContextProvider } from "react-router";
import { shopContext } from "../app/context";
import { prepareShop } from "./boot";
import { parseEnv } from "./env";
import { createApiApp } from "./http/api-app";
import { PageCache } from "./http/page-cache";
import { loadServerTranslations } from "./http/server-i18n";
import { createShop, type Shop } from "./shop";

/** Builds the shop and its HTTP app. The production entry (scripts/start.mjs) calls this. */
export async function startShop(source: Record<string, string | undefined> = process.env) {
  const env = parseEnv(source);
  const shop = await createShop(env);
  const { seeded } = await prepareShop(shop);
  await loadServerTranslations();
  shop.epochs.start();
  return { app: createHttpApp(shop), shop, seeded };
}

/** The API app plus server rendering of every page by React Router. */
export function createHttpApp(shop: Shop): express.Express {
  const { app, requestShop } = createApiApp(shop);
  if (shop.env.PAGE_CACHE === "on") {
    const pageCache = new PageCache({ maxEntries: 5000, maxBytes: 256 * 1024 * 1024 });
    shop.epochs.onChange(() => pageCache.clear());
    app.use(pageCache.middleware());
  }
  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: shop.env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext(req, res) {
        return new RouterContextProvider(new Map([[shopContext, requestShop(req, res)]]));
      },
    }),
  );
  return app;
}
