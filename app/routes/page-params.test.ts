import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EVERY_PAGE_PARAMS, pageParams } from "../../common/page-params";
import { pageCacheUrl } from "../../server/http/page-cache-key";
import { createRequestShop } from "../../server/http/request-context";
import { loadServerTranslations } from "../../server/http/server-i18n";
import { shopContext } from "../../server/http/shop-context";
import { seedCartCatalog, type CartTestCatalog } from "../../server/modules/cart/test-support";
import type { Shop } from "../../server/shop";
import { createTestShop } from "../../tests/db";
import { loader as blogLoader } from "./blog";
import { requestCatalogContext } from "./catalog.server";
import { loader as categoryLoader } from "./category";
import { loader as productLoader } from "./product";
import { loader as searchLoader } from "./search";
import { loader as sitemapLoader } from "./sitemap";

// Issue 13: the page cache keys and renders a cacheable page by the query parameters
// common/page-params.ts declares for it (server/http/page-cache-key.ts), and drops every other one.
// A parameter a page's loader reads but that is not declared would be dropped before the render,
// so the page would ignore it. Each cacheable page's loader runs here with every read of a query
// parameter recorded; a parameter added to a route without its declaration fails this test.
let shop: Shop;
let catalog: CartTestCatalog;

beforeAll(async () => {
  await loadServerTranslations();
  shop = await createTestShop();
  catalog = await seedCartCatalog(shop);
}, 240_000);

afterAll(async () => {
  await shop?.database.close();
});

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** The names of the query parameters `loader` reads for `path` (get, getAll, has), as React Router runs it. */
async function parametersRead(loader: Loader, path: string, params: Record<string, string>): Promise<string[]> {
  const read = new Set<string>();
  const spies = (["get", "getAll", "has"] as const).map((method) => {
    const original = URLSearchParams.prototype[method] as (this: URLSearchParams, name: string) => unknown;
    return vi.spyOn(URLSearchParams.prototype, method).mockImplementation(function (this: URLSearchParams, name: string) {
      read.add(name);
      return original.call(this, name);
    } as never);
  });
  try {
    const url = new URL(`http://uk.localhost${path}`);
    const requestShop = createRequestShop(shop, { host: "uk.localhost", cookie: undefined, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} });
    await loader({
      request: new Request(url),
      url,
      params,
      context: new RouterContextProvider(new Map([[shopContext, requestShop]])),
    } as unknown as LoaderFunctionArgs);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return [...read].sort();
}

describe("every query parameter a cacheable page reads is declared for its cache key (issue 13)", () => {
  it("category, search, product, blog and sitemap pages read only declared parameters, and the page cache keeps each of them", async () => {
    const ctx = requestCatalogContext(createRequestShop(shop, { host: "uk.localhost", cookie: undefined, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} }));
    const bike = (await shop.catalog.productPage(catalog.bike, ctx))!.product;
    const pages: Array<{ path: string; loader: Loader; params: Record<string, string>; reads: string[] }> = [
      { path: "/c/bikes", loader: categoryLoader, params: { "*": "bikes" }, reads: ["colour", "page", "price", "sort", "stock", "view", "weight"] },
      { path: "/search", loader: searchLoader, params: {}, reads: ["category", "in_stock", "page", "price_max", "price_min", "q", "sort", "weight_max", "weight_min"] },
      { path: `/p/${bike.id}/${bike.slug}`, loader: productLoader, params: { id: String(bike.id), slug: bike.slug }, reads: ["variant"] },
      { path: "/blog", loader: blogLoader, params: {}, reads: ["page"] },
      { path: "/sitemap.xml", loader: sitemapLoader, params: {}, reads: ["part"] },
    ];
    for (const page of pages) {
      const read = await parametersRead(page.loader, page.path, page.params);
      // The recorder sees the reads the page is known for (so it would see a new one too)…
      expect(read, page.path).toEqual(expect.arrayContaining(page.reads));
      // …and each parameter read is declared for the page and kept by its cache key.
      const undeclared = read.filter((name) => !pageParams(page.path).includes(name) && !EVERY_PAGE_PARAMS.includes(name));
      expect(undeclared, `${page.path} reads parameters common/page-params.ts does not declare`).toEqual([]);
      for (const name of read) expect(pageCacheUrl(`${page.path}?${name}=1&utm_source=x`), `${page.path} ?${name}`).toBe(`${page.path}?${name}=1`);
    }
  });
});
