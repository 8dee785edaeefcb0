import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { bike, category, prices, product, seedTestCatalog, type TestCatalog } from "../../../tests/factories/catalog";
import { fetchAs } from "../../../tests/http";

// 001 §7 catalogue calls through POST /api/commerce/{method}; DESIGN.md: bad input answers 400 with
// a translated message, an unknown id 404; 001 §8 "Email is already registered.".
describe("POST /api/commerce/{method} (catalogue)", () => {
  // A bike in 4 colours × 2 handlebars × 2 gears (16 variants), Flame Orange sold out everywhere,
  // with German and French texts; a bell in the accessories; the UK offers the store finder.
  const COLOURS = ["Racing Green", "Midnight Black", "Cloud White", "Flame Orange"];
  let catalog: TestCatalog;
  let urban3: number;
  const api = useTestApi({
    seed: async (shop) => {
      catalog = await seedTestCatalog(shop, {
        categories: [
          category("/bikes", "Bikes", { displayNames: { "de-DE": "Fahrräder" } }),
          category("/bikes/urban", "Urban", { storeFinderCtaCountries: ["GB"] }),
          category("/accessories", "Accessories", { displayNames: { "de-DE": "Zubehör" } }),
        ],
        products: [
          bike({
            name: "Foldwell Urban 3",
            sku: "FW-URBAN-3",
            categoryUrls: ["/bikes/urban"],
            prices: prices({ EUR: 1595, GBP: 1370, SGD: 2310, USD: 1465 }),
            options: [
              { key: "colour", displayName: "Colour", values: COLOURS.map((label) => ({ label })) },
              { key: "handlebars", displayName: "Handlebars", values: [{ label: "Low" }, { label: "Mid" }] },
              { key: "gears", displayName: "Gears", values: [{ label: "3-speed" }, { label: "6-speed" }] },
            ],
            stock: ([colour]) => (colour === "Flame Orange" ? 0 : 5),
            translations: {
              "de-DE": { name: "Foldwell Urban 3", description: "In weniger als 20 Sekunden gefaltet." },
              "fr-FR": { name: "Foldwell Urban 3", description: "Plié en moins de 20 secondes." },
            },
          }),
          product({ name: "Brass Bell", sku: "FW-BELL", categoryUrls: ["/accessories"], prices: prices({ EUR: 19, GBP: 16, SGD: 28, USD: 18 }) }),
        ],
      });
      urban3 = catalog.products["FW-URBAN-3"];
    },
  });
  const VARIANTS = COLOURS.length * 2 * 2;

  const call = (method: string, body: unknown, host = "uk.localhost") =>
    fetchAs(api.port, host, `/api/commerce/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("getProductById answers the product in the storefront's currency, or another currency asked for", async () => {
    const uk = await call("getProductById", { id: urban3 });
    expect(uk.status).toBe(200);
    expect((await uk.json()).data).toMatchObject({ id: urban3, name: "Foldwell Urban 3", currency: "GBP", tax_mode: "inc", price: 1370 });
    const usd = await call("getProductById", { id: urban3, currencyCode: "usd", include: "variants" });
    const body = (await usd.json()).data;
    expect(body).toMatchObject({ currency: "USD", tax_mode: "ex", price: 1465 });
    expect(body.variants).toHaveLength(VARIANTS);
    expect(body.images).toBeUndefined();
  });

  it("refuses bad arguments with 400 and a translated message, and unknown ids with 404", async () => {
    const bad = await call("getProductById", { id: "twelve" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("The request is not valid.");
    expect((await call("getProductById", { id: urban3, currencyCode: "JPY" })).status).toBe(400);
    expect((await call("getProductById", "{not json")).status).toBe(400);
    expect((await call("getProductById", { id: "x".repeat(5000) })).status).toBe(400);
    const missing = await call("getProductById", { id: 987654 });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("This product could not be found.");
    const german = await call("getProductById", { id: 987654 }, "de.localhost");
    expect((await german.json()).error.message).toBe("Dieses Produkt wurde nicht gefunden.");
    expect((await call("getCategory", {})).status).toBe(400);
    expect((await call("getCategory", { url: "/no/such" })).status).toBe(404);
  });

  it("getProductsById and getProductsCustom skip unknown ids; getProductsCustom answers {data:{products}}", async () => {
    const many = await (await call("getProductsById", { ids: [urban3, 987654] })).json();
    expect(many.data.map((p: { id: number }) => p.id)).toEqual([urban3]);
    const custom = await (await call("getProductsCustom", { productIds: [urban3], currency: "EUR", locale: "de-DE" })).json();
    expect(custom.data.products[0]).toMatchObject({ currency: "EUR", price: 1595 });
    expect(custom.data.products[0].description).toContain("In weniger als 20 Sekunden");
  });

  it("getMetafields, getCategoryTree, getCategory and getAllCategoryConfigMetafields", async () => {
    const meta = await (await call("getMetafields", { productId: urban3, locale: "fr-FR" })).json();
    expect(meta.data.map((m: { key: string }) => m.key).sort()).toEqual(["description", "name"]);
    const tree = await (await call("getCategoryTree", {}, "de.localhost")).json();
    expect(tree.data.map((c: { display_name: string }) => c.display_name)).toEqual(["Fahrräder", "Zubehör"]);
    const category = await (await call("getCategory", { url: "/c/bikes/urban" })).json();
    expect(category.data).toMatchObject({ url: "/bikes/urban", display_name: "Urban" });
    const flags = await (await call("getAllCategoryConfigMetafields", { keys: ["DISPLAY_STORE_FINDER_CTA_FOR_OOS_PRODUCTS"] })).json();
    expect(flags.data).toEqual(expect.arrayContaining([expect.objectContaining({ key: "DISPLAY_STORE_FINDER_CTA_FOR_OOS_PRODUCTS", namespace: "GB", value: "true" })]));
  });

  it("getChannel with currencies, getCurrencies, getStoreMeta and getBrands", async () => {
    const channel = (await (await call("getChannel", { include: ["currencies"] }, "de.localhost")).json()).data;
    expect(channel.default_currency).toBe("EUR");
    expect(channel.currencies.find((c: { currency_code: string }) => c.currency_code === "EUR")).toMatchObject({
      is_default: true,
      tax_mode: "inc",
      display: { symbol: "€", symbolPlacement: "right", decimalPlaces: 2, thousandsToken: ".", decimalToken: "," },
    });
    expect((await (await call("getChannel", {})).json()).data.currencies).toBeUndefined();
    const currencies = (await (await call("getCurrencies", {}, "us.localhost")).json()).data;
    expect(currencies.find((c: { is_default: boolean }) => c.is_default)).toMatchObject({ currency_code: "USD", tax_mode: "ex" });
    expect((await (await call("getStoreMeta", {}, "us.localhost")).json()).data).toMatchObject({ name: "Foldwell", weight_units: "lb", default_currency: "USD" });
    expect((await (await call("getBrands", {})).json()).data).toEqual([{ id: expect.any(Number), name: "Foldwell" }]);
  });

  it("registerBackInStock answers is_valid and status, and refuses a second registration (001 §4, §8)", async () => {
    const first = await call("registerBackInStock", { productId: urban3, email: "wait@example.com" });
    expect(first.status).toBe(201);
    expect((await first.json()).data).toEqual({ is_valid: true, status: 201 });
    const again = await call("registerBackInStock", { productId: urban3, email: "wait@example.com" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { message: "Email is already registered.", data: { is_valid: false, status: 409 } } });
    expect((await call("registerBackInStock", { productId: urban3, email: "not-an-email" })).status).toBe(400);
    expect((await call("registerBackInStock", { productId: urban3, variantId: 999999, email: "x@example.com" })).status).toBe(404);
  });

  it("answers stock by product id and by SKU for a location", async () => {
    const { data: location } = await (await call("getChannelLocation", {})).json();
    const byId = (await (await call("getLocationStocksByProductId", { locationId: location.locationId, productIds: [urban3] })).json()).data;
    expect(byId.data).toHaveLength(VARIANTS);
    const sku = byId.data.find((s: { sku: string }) => s.sku.includes("FLAME-ORANGE")).sku;
    const bySku = (await (await call("getLocationStocks", { locationId: location.locationId, skus: [sku] })).json()).data;
    expect(bySku.data).toEqual([expect.objectContaining({ sku, quantity: 0 })]);
  });
});
