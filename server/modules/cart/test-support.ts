import { fetchAs } from "../../../tests/http";
import { ensureLocations, insertCategories, insertProducts, type ProductInput } from "../catalog/writer";
import type { Shop } from "../../shop";

/** A few products that exercise every cart rule (001 §5 limits, stock, variants, pre-order, sale price). */
export interface CartTestCatalog {
  tube: number;
  bike: number;
  bikeGreen: number;
  bikeBlack: number;
  preorder: number;
  bell: number;
  lastUnits: number;
  ukLocation: number;
}

const prices = (eur: number, sale?: number): ProductInput["prices"] => ({
  EUR: { price: eur, sale },
  GBP: { price: Math.round(eur * 0.86), sale: sale === undefined ? undefined : Math.round(sale * 0.86) },
  SGD: { price: Math.round(eur * 1.45) },
  USD: { price: Math.round(eur * 0.95) },
});

export async function seedCartCatalog(shop: Shop): Promise<CartTestCatalog> {
  const locations = await ensureLocations(
    shop.db,
    shop.storefronts.all().map((s) => ({ channelId: s.channelId, currency: s.currency })),
  );
  await insertCategories(shop.db, [{ url: "/accessories", name: "Accessories" }, { url: "/bikes", name: "Bikes" }]);
  const base = { brand: "Foldwell", description: "Test product.", weightGrams: 100, categoryUrls: ["/accessories"] };
  const [tube, bike, preorder, bell, lastUnits] = await insertProducts(shop.db, [
    { ...base, name: "Inner Tube 16 inch", sku: "T-TUBE", inventoryTracking: "product", orderQuantityMinimum: 2, orderQuantityMaximum: 5, prices: prices(9), stock: () => 200, images: [{ url: "/images/products/inner-tube.svg", alt: "Tube" }] },
    {
      ...base,
      name: "Urban 6",
      sku: "T-BIKE",
      categoryUrls: ["/bikes"],
      inventoryTracking: "variant",
      prices: prices(1500, 1350),
      options: [{ key: "colour", displayName: "Colour", values: [{ label: "Racing Green", hex: "#0f3d2e" }, { label: "Midnight Black", hex: "#111111" }] }],
      // Midnight Black is sold out in the UK warehouse.
      stock: ([colour], location) => (colour === "Midnight Black" && location === "uk" ? 0 : 10),
      images: [{ url: "/images/products/urban-green.svg", alt: "Urban", colour: "Racing Green" }],
      translations: { "de-DE": { name: "Urban 6 (DE)" } },
    },
    { ...base, name: "Pre-order Light", sku: "T-PRE", inventoryTracking: "product", availability: "preorder", prices: prices(60), stock: () => 0, images: [] },
    { ...base, name: "Brass Bell", sku: "T-BELL", inventoryTracking: "none", prices: prices(19), images: [] },
    { ...base, name: "Last Units", sku: "T-LAST", inventoryTracking: "product", prices: prices(30), stock: () => 3, images: [] },
  ]);
  const variants = (await shop.catalog.getProduct(bike, { currency: "EUR", taxMode: "inc", locale: "en-GB", channelId: 0, countryIso: "" }, ["variants"]))!.variants!;
  const variantId = (label: string) => variants.find((v) => v.option_values.some((o) => o.label === label))!.id;
  return { tube, bike, bikeGreen: variantId("Racing Green"), bikeBlack: variantId("Midnight Black"), preorder, bell, lastUnits, ukLocation: locations.get("uk")! };
}

/** A browser's cookie jar, enough for the cart and session cookies. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** Raw Set-Cookie lines of the last response. */
  lastSetCookies: string[] = [];

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  store(response: Response): void {
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair, ...attributes] = line.split(";").map((p) => p.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = decodeURIComponent(pair.slice(eq + 1));
      const expired = attributes.some((a) => /^max-age=0$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface ApiAnswer<T = any> {
  status: number;
  data: T;
  error?: { message: string; data?: Record<string, unknown> };
  setCookies: string[];
}

/** POST /api/{service}/{method} as a browser on `host` would send it, keeping cookies in `jar`. */
export async function callAs<T = any>(port: number, host: string, jar: CookieJar, path: string, body: unknown = {}): Promise<ApiAnswer<T>> {
  const response = await fetchAs(port, host, `/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(jar.cookies.size ? { cookie: jar.header() } : {}) },
    body: JSON.stringify(body),
  });
  jar.store(response);
  const payload = (await response.json()) as { data: T; error?: ApiAnswer["error"] };
  return { status: response.status, data: payload.data, error: payload.error, setCookies: jar.lastSetCookies };
}
