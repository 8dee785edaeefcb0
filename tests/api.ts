import type { DatabaseHandle } from "../server/db/client";
import { createApiApp } from "../server/http/api-app";
import { loadServerTranslations } from "../server/http/server-i18n";
import { TestBrowser } from "../server/modules/customer/test-client";
import type { Shop } from "../server/shop";
import { createTestShop, shopOn } from "./db";
import { listen } from "./http";
import { startedForTests } from "./suite";

/**
 * The one way a test file starts the shop's API (issue 13): a shop on a database of its own
 * (tests/db.ts createTestShop, storefronts seeded), the server translations loaded, whatever the
 * file seeds, and the API app (server/http/api-app.ts) on a free port of 127.0.0.1.
 */
export interface TestApi {
  shop: Shop;
  port: number;
  /** The API's origin as `host` sees it, e.g. `http://uk.localhost:4123`. */
  url(host?: string): string;
  /** A browser on `host` with its own cookies and client IP (server/modules/customer/test-client.ts). */
  browser(host?: string, ip?: string): TestBrowser;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Environment overrides (tests/db.ts testEnv), e.g. `{ RATE_LIMIT_FACTOR: "0.1" }`. */
  env?: Record<string, string>;
  /** Data the file needs before the first request: a catalogue, content… */
  seed?: (shop: Shop) => Promise<unknown>;
  /**
   * Another shop on this database (its storefronts seeded), e.g. the same data served under other
   * settings; close() then leaves the database open for its owner.
   */
  database?: DatabaseHandle;
  /** Routes added to the API app before it listens (a probe of what the app sees), with its request context. */
  routes?: (apiApp: ReturnType<typeof createApiApp>) => void;
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  await loadServerTranslations();
  const shop = options.database ? await shopOn(options.database, options.env) : await createTestShop(options.env);
  await options.seed?.(shop);
  const apiApp = createApiApp(shop);
  options.routes?.(apiApp);
  const server = await listen(apiApp.app);
  return {
    shop,
    port: server.port,
    url: server.url,
    browser: (host = "uk.localhost", ip?: string) => new TestBrowser(server.port, host, ip),
    async close() {
      await server.close();
      await shop.outbox.stop();
      await shop.mailer.idle();
      if (!options.database) await shop.database.close();
    },
  };
}

/** The shop's API for the tests of a file or describe block: `const api = useTestApi(); … api.browser("de.localhost")`. */
export function useTestApi(options: TestApiOptions = {}): TestApi {
  return startedForTests(() => startTestApi(options));
}
