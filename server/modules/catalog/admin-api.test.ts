import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { category, prices, product, seedTestCatalog, type TestCatalog } from "../../../tests/factories/catalog";
import { signInStaff } from "../../../tests/staff";
import { registeredBrowser } from "../customer/test-support";
import { staffAuditLog } from "../staff/schema";
import { syncSearchIndexes } from "./search-sync";

// Issue 17: the back office's catalogue API through the real router (POST /api/admin/catalogue/{method}):
// customer service is refused (403) on every method and nothing changes, a customer's session or
// none answers 401, merchandiser and owner are allowed; a price change shows in the storefront's
// API and search at once (001 §3 Product). PGlite and PostgreSQL.

let catalog: TestCatalog;
const api = useTestApi({
  seed: async (shop) => {
    catalog = await seedTestCatalog(shop, {
      categories: [category("/accessories", "Accessories")],
      products: [product({ name: "Saddle Bag", sku: "SADDLE-BAG", categoryUrls: ["/accessories"], prices: prices({ EUR: 50, GBP: 45, SGD: 70, USD: 48 }) })],
    });
    await syncSearchIndexes(shop);
  },
});

const METHODS: Record<string, (ids: { productId: number; categoryId: number; locationId: number }) => object> = {
  listProducts: () => ({}),
  lowStock: () => ({}),
  getProduct: ({ productId }) => ({ productId }),
  backInStock: ({ productId }) => ({ productId }),
  updateTexts: ({ productId }) => ({ productId, locale: "de-DE", name: "Satteltasche", description: "" }),
  updatePrices: ({ productId }) => ({ productId, prices: [{ currency: "GBP", price: 1, sale: null }] }),
  updateSettings: ({ productId }) => ({ productId, availability: "preorder" }),
  setPublished: ({ productId }) => ({ productId, published: false }),
  updateCustomFields: ({ productId }) => ({ productId, fields: [] }),
  setCategories: ({ productId }) => ({ productId, categoryIds: [] }),
  updateVariant: ({ productId }) => ({ productId, variantId: 1, sku: "X" }),
  addOptionValue: ({ productId }) => ({ productId, optionId: 1, label: "Red" }),
  setStock: ({ productId, locationId }) => ({ productId, variantId: 0, locationId, quantity: 0 }),
  setImages: ({ productId }) => ({ productId, imageIds: [] }),
  listCategories: () => ({}),
  renameCategory: ({ categoryId }) => ({ categoryId, name: "Renamed" }),
  setCategoryPublished: ({ categoryId }) => ({ categoryId, published: false }),
};
const ids = () => ({ productId: catalog.products["SADDLE-BAG"], categoryId: catalog.categories.get("/accessories")!, locationId: catalog.locations.get("uk")! });
const auditCount = async () => (await api.shop.db.select({ id: staffAuditLog.id }).from(staffAuditLog)).length;

describe("catalogue admin API: who may call it (issue 17)", () => {
  it("customer service is refused (403) on every catalogue method, and nothing changes", async () => {
    const { browser } = await signInStaff(api, "customer_service");
    const before = await auditCount();
    for (const [method, body] of Object.entries(METHODS)) {
      const answer = await browser.call("admin/catalogue", method, body(ids()));
      expect(answer.status, method).toBe(403);
      expect(answer.error?.message).toBe("Your role does not give access to this part of the back office.");
    }
    expect(await auditCount()).toBe(before);
    const bag = await api.browser("uk.localhost").call("commerce", "getProductById", { id: ids().productId });
    expect(bag.data).toMatchObject({ price: 45, availability: "available" });
  });

  it("a customer's session is not a staff session (401 on every method); no cookie at all: 401; another storefront's host: 404", async () => {
    const { b } = await registeredBrowser(api, "localhost", { country: "GB" });
    for (const [method, body] of Object.entries(METHODS)) {
      expect((await b.call("admin/catalogue", method, body(ids()))).status, method).toBe(401);
      expect((await api.browser("localhost").call("admin/catalogue", method, body(ids()))).status, method).toBe(401);
    }
    const { cookie } = await signInStaff(api, "owner");
    expect((await api.browser("uk.localhost").call("admin/catalogue", "listProducts", {}, { cookie })).status).toBe(404);
  });

  it("merchandiser and owner may read and write; the write is audited under their name", async () => {
    for (const role of ["merchandiser", "owner"] as const) {
      const { browser, actor } = await signInStaff(api, role);
      const list = await browser.call("admin/catalogue", "listProducts", { query: "saddle" });
      expect(list.status, role).toBe(200);
      expect(list.data.items.map((p: { sku: string }) => p.sku)).toEqual(["SADDLE-BAG"]);
      expect((await browser.call("admin/catalogue", "listCategories", {})).data.categories.map((c: { url: string }) => c.url)).toEqual(["/accessories"]);
      const texts = await browser.call("admin/catalogue", "updateTexts", METHODS.updateTexts(ids()));
      expect(texts.status, role).toBe(200);
      const [entry] = await api.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
      expect(entry).toMatchObject({ staffId: actor.id, action: "product.updateTexts", entityId: String(ids().productId) });
    }
  });
});

describe("catalogue admin API: changes (issue 17; 001 §3 Product)", () => {
  it("a new GBP price answers at once in the uk storefront's API and search; bad input is 400 and an unknown product 404, translated", async () => {
    const { browser } = await signInStaff(api, "merchandiser");
    const { productId } = ids();
    const shopper = api.browser("uk.localhost");
    expect((await shopper.call("search", "query", { query: "saddle" })).data.hits[0]).toMatchObject({ product: productId, price: 45 });
    const changed = await browser.call("admin/catalogue", "updatePrices", { productId, prices: [{ currency: "GBP", price: 39.99, sale: null }] });
    expect(changed.status).toBe(200);
    expect((await shopper.call("commerce", "getProductById", { id: productId })).data).toMatchObject({ price: 39.99 });
    expect((await shopper.call("search", "query", { query: "saddle" })).data.hits[0]).toMatchObject({ product: productId, price: 39.99 });

    const sale = await browser.call("admin/catalogue", "updatePrices", { productId, prices: [{ currency: "GBP", price: 39.99, sale: 45 }] });
    expect(sale.status).toBe(400);
    expect(sale.error?.issues?.[0]?.message).toBe("A sale price must be below the regular price.");
    expect(await browser.call("admin/catalogue", "getProduct", { productId: 999_999 })).toMatchObject({ status: 404, error: { message: "This product does not exist." } });
    const minMax = await browser.call("admin/catalogue", "updateSettings", { productId, orderQuantityMinimum: 3, orderQuantityMaximum: 2 });
    expect(minMax).toMatchObject({ status: 400, error: { message: "The minimum purchase quantity cannot be above the maximum." } });
  });

  it("getProduct answers the editor's data: texts per locale, prices, stock per location, the category tree and back-in-stock registrations", async () => {
    const { browser } = await signInStaff(api, "owner");
    const answer = await browser.call("admin/catalogue", "getProduct", { productId: ids().productId });
    expect(answer.status).toBe(200);
    const { product: p, categories, backInStock } = answer.data;
    expect(p.texts.find((t: { locale: string }) => t.locale === "de-DE")).toMatchObject({ name: "Satteltasche" });
    expect(p.prices).toHaveLength(4);
    expect(p.stock[String(ids().locationId)]).toBe(10);
    expect(categories.map((c: { url: string }) => c.url)).toEqual(["/accessories"]);
    expect(backInStock).toEqual([]);
  });
});
