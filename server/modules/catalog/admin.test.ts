import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { bike, category, prices, product, seedTestCatalog, type TestCatalog } from "../../../tests/factories/catalog";
import { capturedMail } from "../../integrations/mail/schema";
import { BackInStockJob } from "../../jobs/back-in-stock";
import { staffAuditLog } from "../staff/schema";
import type { StaffActor } from "../staff/types";
import { CatalogAdmin, CatalogAdminError } from "./admin";
import { syncSearchIndexes } from "./search-sync";
import { catalogContext } from "./service";

// The back office's catalogue (issue 17; 001 §3 Product, Category): every write is audited in its
// transaction and reaches the storefront at once — product page, category listings, the category
// tree and the search index. PGlite and PostgreSQL.
//
//   product         tracking  stock (every location)           categories
//   Urban Folder    variant   Green 5, Black 0; 2 handlebars   /bikes/urban
//   Brass Bell      product   1                                /accessories
//   Chain Lock      product   10                               /accessories

let catalog: TestCatalog;
let admin: CatalogAdmin;
let actor: StaffActor;
const api = useTestApi({
  seed: async (shop) => {
    catalog = await seedTestCatalog(shop, {
      categories: [
        category("/bikes", "Bikes", { displayNames: { "de-DE": "Fahrräder" } }),
        category("/bikes/urban", "Urban", { displayNames: { "de-DE": "Stadt" } }),
        category("/accessories", "Accessories"),
      ],
      products: [
        bike({
          name: "Urban Folder",
          sku: "URBAN-FOLDER",
          categoryUrls: ["/bikes/urban"],
          prices: prices({ EUR: 1500, GBP: 1300, SGD: 2200, USD: 1400 }),
          options: [
            { key: "colour", displayName: "Colour", values: [{ label: "Green", hex: "#0f3d2e" }, { label: "Black", hex: "#111111" }] },
            { key: "handlebars", displayName: "Handlebars", values: [{ label: "Low" }, { label: "Mid" }] },
          ],
          stock: ([colour]) => (colour === "Green" ? 5 : 0),
          translations: { "de-DE": { name: "Stadtfalter", description: "Faltet schnell." } },
        }),
        product({ name: "Brass Bell", sku: "BRASS-BELL", categoryUrls: ["/accessories"], prices: prices({ EUR: 19, GBP: 16, SGD: 28, USD: 18 }), stock: () => 1 }),
        product({ name: "Chain Lock", sku: "CHAIN-LOCK", categoryUrls: ["/accessories"], prices: prices({ EUR: 40, GBP: 35, SGD: 60, USD: 38 }) }),
      ],
    });
    await syncSearchIndexes(shop);
  },
});

beforeAll(async () => {
  admin = new CatalogAdmin(api.shop);
  const member = await api.shop.staff.create({ email: `merch-${process.pid}@staff.test`, name: "Mia Merch", role: "merchandiser", password: "Staff#Password2026" });
  actor = { id: member.id, email: member.email, name: member.name, role: member.role };
});

const LIST = { terms: {}, sort: "latest", page: 1, pageSize: 48 } as const;
const storefront = (code: string) => api.shop.storefronts.byCodeOrNull(code)!;

/**
 * The catalogue part of a product page on a storefront, as its loader reads it (app/routes/product.tsx:
 * null answers the 404 page); the slug is checked as the loader does.
 */
async function productPage(host: string, id: number, slug: string) {
  const code = host.split(".")[0];
  const page = await api.shop.catalog.productPage(id, catalogContext(storefront(code)));
  if (page) expect(page.product.slug).toBe(slug);
  return page!;
}
const searchUk = (term: string) => api.shop.search.query(storefront("uk").searchIndex, { query: term });
const lastAudit = async () => (await api.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0];
const status = async (id: number) => ((await api.shop.catalog.productPage(id, catalogContext(storefront("uk")))) ? 200 : 404);

describe("catalogue back office: reads (issue 17)", () => {
  it("lists products by name or SKU (variant SKUs too) with paging, prices as entered and stock totals", async () => {
    const all = await admin.listProducts({});
    expect(all.total).toBe(3);
    expect(all.items.map((p) => p.name)).toEqual(["Brass Bell", "Chain Lock", "Urban Folder"]);
    const urban = all.items.find((p) => p.sku === "URBAN-FOLDER")!;
    expect(urban.prices).toMatchObject({ GBP: 1300, USD: 1400, EUR: 1500 });
    // 4 locations × (Green Low, Green Mid) × 5
    expect(urban.stock).toBe(40);
    expect((await admin.listProducts({ query: "bell" })).items.map((p) => p.sku)).toEqual(["BRASS-BELL"]);
    expect((await admin.listProducts({ query: "urban-folder-black" })).items.map((p) => p.sku)).toEqual(["URBAN-FOLDER"]);
    expect((await admin.listProducts({ query: "stadtfalter" })).items.map((p) => p.sku)).toEqual(["URBAN-FOLDER"]);
    const page2 = await admin.listProducts({ page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((p) => p.name)).toEqual(["Urban Folder"]);
  });

  it("the low-stock list holds each tracked level at or below its warning level; the product list filters by it", async () => {
    const low = await admin.lowStock({ pageSize: 200 });
    const skus = new Set(low.items.map((r) => r.sku));
    expect(skus).toEqual(new Set(["BRASS-BELL", "URBAN-FOLDER-BLACK-LOW", "URBAN-FOLDER-BLACK-MID"]));
    expect(low.items[0].quantity).toBe(0);
    expect((await admin.listProducts({ lowStock: true })).items.map((p) => p.sku)).toEqual(["BRASS-BELL", "URBAN-FOLDER"]);
  });

  it("product details: texts per storefront locale, prices per currency as entered, variants with stock per location, categories", async () => {
    const p = (await admin.product(catalog.products["URBAN-FOLDER"]))!;
    expect(p).toMatchObject({ name: "Urban Folder", sku: "URBAN-FOLDER", inventoryTracking: "variant", availability: "available" });
    expect(p.texts.find((t) => t.locale === "de-DE")).toEqual({ locale: "de-DE", name: "Stadtfalter", description: "Faltet schnell." });
    expect(p.texts[0].locale).toBe(storefront("uk").isDefault ? "en-GB" : p.texts[0].locale);
    expect(p.prices.find((x) => x.currency === "USD")).toMatchObject({ price: 1400, sale: null, taxMode: "ex" });
    expect(p.prices.find((x) => x.currency === "GBP")).toMatchObject({ price: 1300, taxMode: "inc" });
    expect(p.variants.map((v) => v.labels.join("/"))).toEqual(["Green/Low", "Green/Mid", "Black/Low", "Black/Mid"]);
    const uk = catalog.locations.get("uk")!;
    expect(p.variants[0].stock[uk]).toBe(5);
    expect(p.variants[2].stock[uk]).toBe(0);
    expect(p.categoryIds).toEqual([catalog.categories.get("/bikes/urban")]);
    expect(await admin.product(999_999)).toBeNull();
  });
});

describe("catalogue back office: writes reach the storefront at once (issue 17)", () => {
  it("a new price shows on the product page and in the search answer immediately, and the change is audited with before and after", async () => {
    const id = catalog.products["CHAIN-LOCK"];
    // Warm every cache first: product page data and the search answer.
    expect((await productPage("uk.localhost", id, "chain-lock")).product.price).toBe(35);
    expect((await searchUk("chain lock")).hits[0]).toMatchObject({ product: id, price: 35 });
    let drops = 0;
    const stop = api.shop.epochs.onChange(() => drops++); // what empties the page cache of every process
    await admin.updatePrices(actor, { productId: id, prices: [{ currency: "GBP", price: 29.5, sale: 24 }] });
    stop();
    expect(drops).toBeGreaterThan(0);
    const page = await productPage("uk.localhost", id, "chain-lock");
    expect(page.product).toMatchObject({ price: 29.5, sale_price: 24, calculated_price: 24 });
    expect((await searchUk("chain lock")).hits[0]).toMatchObject({ product: id, price: 24, was_price: 29.5 });
    // Other currencies are untouched.
    expect((await productPage("de.localhost", id, "chain-lock")).product.price).toBe(40);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "product.updatePrices", entity: "product", entityId: String(id), staffEmail: actor.email });
    expect(audit.before).toEqual([expect.objectContaining({ currency: "GBP", priceInc: 3500, salePriceInc: null })]);
    expect(audit.after).toEqual([expect.objectContaining({ currency: "GBP", priceInc: 2950, salePriceInc: 2400 })]);
  });

  it("unpublishing answers 404 on the product page and takes the product out of search and its category; publishing brings it back", async () => {
    const id = catalog.products["BRASS-BELL"];
    const accessories = catalog.categories.get("/accessories")!;
    const ctx = catalogContext(storefront("uk"));
    expect((await api.shop.catalog.listCategory(accessories, LIST, ctx)).products.map((p) => p.id)).toContain(id);
    expect((await searchUk("brass bell")).hits.map((h) => h.product)).toContain(id);

    await admin.setPublished(actor, { productId: id, published: false });
    expect(await status(id)).toBe(404);
    expect((await searchUk("brass bell")).hits.map((h) => h.product)).not.toContain(id);
    expect((await api.shop.catalog.listCategory(accessories, LIST, ctx)).products.map((p) => p.id)).not.toContain(id);
    expect(await lastAudit()).toMatchObject({ action: "product.unpublish", before: { availability: "available" }, after: { availability: "disabled" } });

    await admin.setPublished(actor, { productId: id, published: true });
    expect(await status(id)).toBe(200);
    expect((await searchUk("brass bell")).hits.map((h) => h.product)).toContain(id);
  });

  it("texts per locale: the German name shows on de, an empty one falls back to the default; the default name shows on uk and in its search", async () => {
    const id = catalog.products["URBAN-FOLDER"];
    await admin.updateTexts(actor, { productId: id, locale: "de-DE", name: "Stadtrad Falt", description: "Neu beschrieben." });
    expect((await productPage("de.localhost", id, "urban-folder")).product).toMatchObject({ name: "Stadtrad Falt", description: "Neu beschrieben." });
    await admin.updateTexts(actor, { productId: id, locale: null, name: "Urban Folder Pro", description: "Folds in 15 seconds." });
    expect((await productPage("uk.localhost", id, "urban-folder")).product).toMatchObject({ name: "Urban Folder Pro", description: "Folds in 15 seconds." });
    expect((await searchUk("urban folder pro")).hits[0]).toMatchObject({ product: id, name: "Urban Folder Pro" });
    await admin.updateTexts(actor, { productId: id, locale: "de-DE", name: "", description: "" });
    expect((await productPage("de.localhost", id, "urban-folder")).product.name).toBe("Urban Folder Pro");
    expect(await lastAudit()).toMatchObject({ action: "product.updateTexts", before: { locale: "de-DE", name: "Stadtrad Falt" }, after: { locale: "de-DE", name: "" } });
  });

  it("settings: pre-order, limits (min above max refused), custom fields and categories show on the product page", async () => {
    const id = catalog.products["CHAIN-LOCK"];
    await admin.updateSettings(actor, { productId: id, availability: "preorder", orderQuantityMinimum: 2, orderQuantityMaximum: 4 });
    await admin.updateCustomFields(actor, { productId: id, fields: [{ name: "Material", value: "Hardened steel" }] });
    await admin.setCategories(actor, { productId: id, categoryIds: [catalog.categories.get("/accessories")!, catalog.categories.get("/bikes")!] });
    const page = await productPage("uk.localhost", id, "chain-lock");
    expect(page.product).toMatchObject({ availability: "preorder", order_quantity_minimum: 2, order_quantity_maximum: 4 });
    expect(page.product.custom_fields).toEqual([expect.objectContaining({ name: "Material", value: "Hardened steel" })]);
    expect((await api.shop.catalog.listCategory(catalog.categories.get("/bikes")!, LIST, catalogContext(storefront("uk")))).products.map((p) => p.id)).toContain(id);
    await expect(admin.updateSettings(actor, { productId: id, orderQuantityMinimum: 5, orderQuantityMaximum: 4 })).rejects.toEqual(new CatalogAdminError("minAboveMax"));
    await expect(admin.setCategories(actor, { productId: id, categoryIds: [999_999] })).rejects.toEqual(new CatalogAdminError("unknownCategory"));
    await expect(admin.updatePrices(actor, { productId: 999_999, prices: [] })).rejects.toMatchObject({ code: "productNotFound", status: 404 });
  });

  it("variants: SKU and warning level edited (a taken SKU refused), a new colour makes its variants with no stock", async () => {
    const id = catalog.products["URBAN-FOLDER"];
    const before = (await admin.product(id))!;
    await admin.updateVariant(actor, { productId: id, variantId: before.variants[0].id, sku: "UF-GREEN-LOW", inventoryWarningLevel: 6 });
    await expect(admin.updateVariant(actor, { productId: id, variantId: before.variants[1].id, sku: "CHAIN-LOCK" })).rejects.toMatchObject({ code: "skuTaken", status: 409 });
    const colour = before.options.find((o) => o.key === "colour")!;
    const { variantIds } = await admin.addOptionValue(actor, { productId: id, optionId: colour.id, label: "Sky Blue", hex: "#87ceeb" });
    expect(variantIds).toHaveLength(2);
    const after = (await admin.product(id))!;
    expect(after.variants.find((v) => v.id === before.variants[0].id)).toMatchObject({ sku: "UF-GREEN-LOW", inventoryWarningLevel: 6 });
    expect(after.variants.filter((v) => v.labels[0] === "Sky Blue").map((v) => v.sku)).toEqual(["URBAN-FOLDER-SKY-BLUE-LOW", "URBAN-FOLDER-SKY-BLUE-MID"]);
    const page = await productPage("uk.localhost", id, "urban-folder");
    expect(page.product.variants?.length).toBe(6);
    await expect(admin.addOptionValue(actor, { productId: id, optionId: colour.id, label: "sky blue" })).rejects.toMatchObject({ code: "valueExists" });
  });

  it("stock per location: back from zero it says so, the product page and search show it in stock, and the back-in-stock job mails the waiting shopper", async () => {
    const id = catalog.products["URBAN-FOLDER"];
    const p = (await admin.product(id))!;
    const black = p.variants.find((v) => v.labels.join("/") === "Black/Low")!;
    const uk = storefront("uk");
    const email = `waiting.${Date.now()}@example.com`;
    expect(await api.shop.catalog.registerBackInStock({ channelId: uk.channelId, productId: id, variantId: black.id, email })).toEqual({ is_valid: true, status: 201 });
    expect(await admin.backInStockRegistrations(id)).toEqual([expect.objectContaining({ email, storefront: "uk", variantSku: black.sku, notifiedAt: null })]);

    const location = catalog.locations.get("uk")!;
    expect(await admin.setStock(actor, { productId: id, variantId: black.id, locationId: location, quantity: 3 })).toEqual({ restocked: true });
    expect(await admin.setStock(actor, { productId: id, variantId: black.id, locationId: location, quantity: 4 })).toEqual({ restocked: false });
    const page = await productPage("uk.localhost", id, "urban-folder");
    expect(page.product.variants?.find((v) => v.id === black.id)?.inventory_level).toBe(4);
    expect(await lastAudit()).toMatchObject({ action: "stock.set", before: { quantity: 3, location: "uk" }, after: { quantity: 4 } });

    const report = await new BackInStockJob(api.shop).run();
    expect(report).toEqual({ mailed: 1 });
    await api.shop.outbox.idle();
    await api.shop.outbox.deliverDue();
    await api.shop.mailer.idle();
    expect(await api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email))).toHaveLength(1);
    expect((await admin.backInStockRegistrations(id))[0].notifiedAt).not.toBeNull();
    await expect(admin.setStock(actor, { productId: id, variantId: 999_999, locationId: location, quantity: 1 })).rejects.toMatchObject({ code: "variantNotFound" });
  });
});

describe("catalogue back office: categories (issue 17; 001 §3 Category DISPLAY_NAME)", () => {
  it("the tree lists every category with its display names; a rename per locale shows in the storefront's tree at once", async () => {
    const tree = await admin.categories();
    expect(tree.map((c) => c.url)).toEqual(["/bikes", "/bikes/urban", "/accessories"]);
    expect(tree[1]).toMatchObject({ name: "Urban", depth: 1, published: true, displayNames: { "de-DE": "Stadt" } });
    const urban = catalog.categories.get("/bikes/urban")!;
    expect((await api.shop.catalog.getCategory({ id: urban }, "de-DE"))?.display_name).toBe("Stadt");
    await admin.renameCategory(actor, { categoryId: urban, displayNames: { "de-DE": "Stadträder", "en-GB": "City" } });
    expect((await api.shop.catalog.getCategory({ id: urban }, "de-DE"))?.display_name).toBe("Stadträder");
    expect((await api.shop.catalog.getCategory({ id: urban }, "en-GB"))?.display_name).toBe("City");
    await admin.renameCategory(actor, { categoryId: urban, displayNames: { "en-GB": "" } });
    expect((await api.shop.catalog.getCategory({ id: urban }, "en-GB"))?.display_name).toBe("Urban");
    expect(await lastAudit()).toMatchObject({ action: "category.rename", before: { displayNames: { "en-GB": "City" } } });
  });

  it("an unpublished category leaves the tree with its subtree, and its products' search hits lose its URL; publishing restores both", async () => {
    const bikes = catalog.categories.get("/bikes")!;
    const id = catalog.products["URBAN-FOLDER"];
    const hit = async () => (await api.shop.search.query(storefront("uk").searchIndex, { query: "" })).hits.find((h) => h.product === id);
    expect((await hit())?.category_urls).toEqual(["/bikes", "/bikes/urban"]);
    await admin.setCategoryPublished(actor, { categoryId: bikes, published: false });
    expect((await api.shop.catalog.getCategoryTree("en-GB")).map((c) => c.url)).toEqual(["/accessories"]);
    expect(await api.shop.catalog.getCategory({ url: "/bikes/urban" }, "en-GB")).toBeNull();
    expect((await hit())?.category_urls).toEqual([]);
    expect((await api.shop.catalog.sitemap("GBP")).categories.map((c) => c.url)).not.toContain("/bikes/urban");
    expect((await admin.categories()).find((c) => c.id === bikes)?.published).toBe(false);
    await admin.setCategoryPublished(actor, { categoryId: bikes, published: true });
    expect((await api.shop.catalog.getCategoryTree("en-GB")).map((c) => c.url)).toEqual(["/bikes", "/accessories"]);
    expect((await hit())?.category_urls).toEqual(["/bikes", "/bikes/urban"]);
  });
});
