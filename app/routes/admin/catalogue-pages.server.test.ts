import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createRequestShop } from "../../../server/http/request-context";
import { shopContext } from "../../../server/http/shop-context";
import { testShopForFile } from "../../../tests/db";
import { category, prices, product, seedTestCatalog, type TestCatalog } from "../../../tests/factories/catalog";
import { loadAdminCategories } from "./categories.server";
import { loadAdminProduct } from "./product.server";
import { loadAdminProducts } from "./products.server";

// Issue 17: the loaders of /admin/products, /admin/products/:productId and /admin/categories start
// with requireStaffPage (sign-in without a staff session, 403 for customer service, 404 off the
// default host), answer private, no-store, and read the catalogue's staff side. PGlite and PostgreSQL.
const shop = testShopForFile();
let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await seedTestCatalog(shop, {
    categories: [category("/accessories", "Accessories", { displayNames: { "de-DE": "Zubehör" } })],
    products: [
      product({ name: "Kick Stand", sku: "KICK-STAND", categoryUrls: ["/accessories"], prices: prices({ EUR: 25, GBP: 22, SGD: 35, USD: 24 }), stock: () => 1 }),
      product({ name: "Mirror", sku: "MIRROR", categoryUrls: ["/accessories"], prices: prices({ EUR: 15, GBP: 13, SGD: 20, USD: 14 }) }),
    ],
  });
});

async function member(role: "owner" | "merchandiser" | "customer_service") {
  const m = await shop.staff.create({ email: `${role}.${Math.random().toString(36).slice(2)}@staff.test`, name: `Page ${role}`, role, password: "Staff#Password2026" });
  return `staff-session=${(await shop.staff.sessions.create(m.id)).token}`;
}

function args(path: string, options: { host?: string; cookie?: string; params?: Record<string, string> } = {}) {
  const rs = createRequestShop(shop, { host: options.host ?? "localhost", cookie: options.cookie, ip: "198.51.100.9", nonce: "n", appendSetCookie: () => {} });
  const context = new RouterContextProvider(new Map([[shopContext, rs]]));
  return { request: new Request(`http://${options.host ?? "localhost"}${path}`), context, params: options.params ?? {}, url: new URL(`http://localhost${path}`), pattern: path } as never;
}

async function answer(work: Promise<unknown>): Promise<{ status: number; headers: Headers; data: any }> {
  try {
    const result = (await work) as { type?: string; data?: unknown; init?: ResponseInit };
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), data: result.data };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, headers: error.headers, data: null };
    const thrown = error as { type?: string; data?: unknown; init?: ResponseInit };
    if (thrown?.type === "DataWithResponseInit") return { status: thrown.init?.status ?? 500, headers: new Headers(thrown.init?.headers), data: thrown.data };
    throw error;
  }
}

describe("back-office catalogue pages (issue 17)", () => {
  it("each page: sign-in without a staff session, 403 for customer service, 404 off the default host, private no-store for a merchandiser and the owner", async () => {
    const service = await member("customer_service");
    const id = String(catalog.products["KICK-STAND"]);
    const pages: Array<[string, (a: never) => Promise<unknown>, Record<string, string>]> = [
      ["/admin/products?q=kick", loadAdminProducts, {}],
      [`/admin/products/${id}`, loadAdminProduct, { productId: id }],
      ["/admin/categories", loadAdminCategories, {}],
    ];
    for (const [path, load, params] of pages) {
      const visitor = await answer(load(args(path, { params })));
      expect(visitor.status, path).toBe(302);
      expect(visitor.headers.get("location"), path).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
      expect((await answer(load(args(path, { params, cookie: service })))).status, path).toBe(403);
      for (const role of ["merchandiser", "owner"] as const) {
        const cookie = await member(role);
        expect((await answer(load(args(path, { params, cookie, host: "uk.localhost" })))).status, path).toBe(404);
        const ok = await answer(load(args(path, { params, cookie })));
        expect(ok.status, `${path} ${role}`).toBe(200);
        expect(ok.headers.get("cache-control"), path).toBe("private, no-store");
      }
    }
  });

  it("the list searches and filters low stock; the editor reads a product (unknown: 404); the tree has its display names", async () => {
    const cookie = await member("merchandiser");
    const found = await answer(loadAdminProducts(args("/admin/products?q=kick", { cookie })));
    expect(found.data).toMatchObject({ total: 1, query: "kick", lowStock: false, items: [{ sku: "KICK-STAND", stock: 4 }] });
    const low = await answer(loadAdminProducts(args("/admin/products?low=1", { cookie })));
    expect(low.data.items.map((p: { sku: string }) => p.sku)).toEqual(["KICK-STAND"]);
    expect(low.data.lowRows).toHaveLength(4); // 1 left at each of the four warehouses
    const id = String(catalog.products.MIRROR);
    const editor = await answer(loadAdminProduct(args(`/admin/products/${id}`, { cookie, params: { productId: id } })));
    expect(editor.data).toMatchObject({ product: { sku: "MIRROR", prices: expect.arrayContaining([expect.objectContaining({ currency: "GBP", price: 13 })]) }, backInStock: [] });
    for (const bad of ["999999", "abc"]) expect((await answer(loadAdminProduct(args(`/admin/products/${bad}`, { cookie, params: { productId: bad } })))).status).toBe(404);
    const tree = await answer(loadAdminCategories(args("/admin/categories", { cookie })));
    expect(tree.data.categories).toEqual([expect.objectContaining({ url: "/accessories", displayNames: { "de-DE": "Zubehör" }, productCount: 2 })]);
    expect(tree.data.locales).toContain("de-DE");
  });
});
