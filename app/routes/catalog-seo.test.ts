import { eq } from "drizzle-orm";
import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../seed/catalog/seed";
import { seedLayout } from "../../seed/content/layout";
import { seedPages } from "../../seed/content/pages";
import { createRequestShop } from "../../server/http/request-context";
import { loadServerTranslations } from "../../server/http/server-i18n";
import { shopContext } from "../../server/http/shop-context";
import type { Shop } from "../../server/shop";
import { CatalogAdmin } from "../../server/modules/catalog/admin";
import { categories, products } from "../../server/modules/catalog/schema";
import { createTestShop } from "../../tests/db";
import { seoDescriptors, type SeoData } from "../lib/seo";
import { buildSitemap, catalogSitemapSource, contentSitemapSource } from "../lib/sitemap.server";
import { loader as categoryLoader } from "./category";
import { loader as homeLoader } from "./home";
import { loader as productLoader } from "./product";
import { loader as sitemapLoader } from "./sitemap";

// Issue 16, catalogue SEO: 000 §9 page title template '{title} | {product name} {suffix}'; 001 §7
// hreflang (cat-/prd- keys answered for every selling storefront); canonical URL, meta description,
// Open Graph with the product image, BreadcrumbList JSON-LD on category and product pages,
// Organization on home; sitemap.xml with the catalogue's categories and products and lastmod.
let shop: Shop;

beforeAll(async () => {
  await loadServerTranslations();
  shop = await createTestShop();
  await seedCatalog(shop.db);
  await seedLayout(shop.db, "Foldwell");
  await seedPages(shop.db, "Foldwell");
}, 300_000);

afterAll(async () => {
  await shop?.database.close();
});

const requestShop = (host: string) => createRequestShop(shop, { host, cookie: undefined, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} });

async function run<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, host: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const url = new URL(`http://${host}${path}`);
  return loader({
    request: new Request(url),
    url,
    params,
    context: new RouterContextProvider(new Map([[shopContext, requestShop(host)]])),
  } as unknown as LoaderFunctionArgs);
}

const tag = (seo: SeoData, key: "name" | "property", value: string) =>
  (seoDescriptors(seo).find((d) => (d as Record<string, unknown>)[key] === value) as { content?: string } | undefined)?.content;

describe("category page SEO (000 §9, 001 §7)", () => {
  it("a third-level category: title template, description, canonical, cat- hreflang, OG image, BreadcrumbList", async () => {
    const { seo } = await run(categoryLoader, "uk.localhost", "/c/bikes/urban/single-speed?sort=price-asc&utm_source=x", { "*": "bikes/urban/single-speed" });
    expect(seo.title).toBe("Single speed | Foldwell United Kingdom");
    // No text of its own: the nearest ancestor's (Bikes).
    expect(seo.description).toBe("Folding bikes that ride like full-size bikes and fold in under 20 seconds.");
    expect(seo.canonical).toBe("http://uk.localhost/c/bikes/urban/single-speed");
    expect(seo.alternates).toContainEqual({ lang: "x-default", href: "http://localhost/c/bikes/urban/single-speed" });
    expect(seo.alternates).toContainEqual({ lang: "de-DE", href: "http://de.localhost/c/bikes/urban/single-speed" });
    // jp is a content-only storefront (seed/storefronts.ts): it has no catalogue pages to point to.
    expect(seo.alternates.map((a) => a.lang)).not.toContain("ja-JP");
    expect(tag(seo, "property", "og:image")).toMatch(/^http:\/\/uk\.localhost\/.*urban-1/);
    expect(tag(seo, "property", "og:title")).toBe(seo.title);
    expect(seo.jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Bikes", item: "http://uk.localhost/c/bikes" },
        { "@type": "ListItem", position: 2, name: "Urban", item: "http://uk.localhost/c/bikes/urban" },
        { "@type": "ListItem", position: 3, name: "Single speed", item: "http://uk.localhost/c/bikes/urban/single-speed" },
      ],
    });
  });

  it("in the storefront's language, and page 2 of a list is its own canonical page", async () => {
    const { seo } = await run(categoryLoader, "de.localhost", "/c/bikes?page=2", { "*": "bikes" });
    expect(seo.title).toBe("Fahrräder | Foldwell Deutschland");
    expect(seo.description).toBe("Falträder, die sich wie große Räder fahren und in unter 20 Sekunden falten lassen.");
    expect(seo.canonical).toBe("http://de.localhost/c/bikes?page=2");
    expect(seo.locale).toBe("de-DE");
  });
});

describe("product page SEO (000 §9, 001 §7)", () => {
  it("title template, description, canonical without ?variant=, prd- hreflang, OG product image, BreadcrumbList to the product", async () => {
    const { seo } = await run(productLoader, "uk.localhost", "/p/2/foldwell-urban-3?variant=5", { id: "2", slug: "foldwell-urban-3" });
    expect(seo.title).toBe("Foldwell Urban 3 | Foldwell United Kingdom");
    expect(seo.description).toMatch(/^Foldwell Urban 3: the classic city folder/);
    expect(seo.description!.length).toBeLessThanOrEqual(160);
    expect(seo.canonical).toBe("http://uk.localhost/p/2/foldwell-urban-3");
    expect(seo.alternates).toContainEqual({ lang: "en-US", href: "http://us.localhost/p/2/foldwell-urban-3" });
    expect(seo.alternates).toContainEqual({ lang: "fr-FR", href: "http://fr.localhost/p/2/foldwell-urban-3" });
    expect(tag(seo, "property", "og:image")).toMatch(/^http:\/\/uk\.localhost\/.*urban-3/);
    expect(tag(seo, "name", "description")).toBe(seo.description);
    const crumbs = (seo.jsonLd as { itemListElement: Array<{ name: string; item: string }> }).itemListElement;
    expect(crumbs.map((c) => c.name)).toEqual(["Bikes", "Urban", "Foldwell Urban 3"]);
    expect(crumbs.at(-1)!.item).toBe("http://uk.localhost/p/2/foldwell-urban-3");
    const links = seoDescriptors(seo).filter((d) => (d as { tagName?: string }).tagName === "link");
    expect(links).toContainEqual({ tagName: "link", rel: "canonical", href: "http://uk.localhost/p/2/foldwell-urban-3" });
  });

  it("Open Graph: og:type product with the storefront's price and currency; a category stays a website", async () => {
    const { seo, product } = await run(productLoader, "uk.localhost", "/p/2/foldwell-urban-3", { id: "2", slug: "foldwell-urban-3" });
    expect(tag(seo, "property", "og:type")).toBe("product");
    expect(tag(seo, "property", "product:price:amount")).toBe(product.calculated_price.toFixed(2));
    expect(tag(seo, "property", "product:price:currency")).toBe("GBP");
    const de = await run(productLoader, "de.localhost", "/p/2/foldwell-urban-3", { id: "2", slug: "foldwell-urban-3" });
    expect(tag(de.seo, "property", "product:price:currency")).toBe("EUR");
    const category = await run(categoryLoader, "uk.localhost", "/c/bikes", { "*": "bikes" });
    expect(tag(category.seo, "property", "og:type")).toBe("website");
  });

  it("Open Graph on a content-only storefront (jp): a product without a price", async () => {
    const { seo } = await run(productLoader, "jp.localhost", "/p/10/front-carrier-bag", { id: "10", slug: "front-carrier-bag" });
    expect(tag(seo, "property", "og:type")).toBe("product");
    expect(tag(seo, "property", "product:price:amount")).toBeUndefined();
  });

  it("the product name in the storefront's language (ja-JP)", async () => {
    const { seo } = await run(productLoader, "jp.localhost", "/p/10/front-carrier-bag", { id: "10", slug: "front-carrier-bag" });
    expect(seo.title).toBe("フロントキャリアバッグ | Foldwell 日本");
  });
});

describe("home page Organization JSON-LD", () => {
  it("the brand, the storefront's home, its logo and the footer's social profiles", async () => {
    const { seo } = await run(homeLoader, "uk.localhost", "/");
    expect(seo.jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Foldwell",
      url: "http://uk.localhost/",
      logo: "http://uk.localhost/favicon.svg",
      sameAs: expect.arrayContaining(["https://www.instagram.com/foldwell", "https://www.youtube.com/@foldwell"]),
    });
  });
});

describe("sitemap.xml with the catalogue (issue 16)", () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every category (three levels) and product of the storefront with lastmod, besides the content pages", async () => {
    const response = await run(sitemapLoader, "uk.localhost", "/sitemap.xml");
    const xml = await response.text();
    const urls = locs(xml);
    expect(urls).toEqual(expect.arrayContaining([
      "http://uk.localhost/",
      "http://uk.localhost/terms",
      "http://uk.localhost/c/bikes",
      "http://uk.localhost/c/bikes/urban/single-speed",
      "http://uk.localhost/c/accessories/spares",
      "http://uk.localhost/p/2/foldwell-urban-3",
    ]));
    expect(urls.filter((u) => u.includes("/p/"))).toHaveLength(37);
    expect(urls.filter((u) => u.includes("/c/"))).toHaveLength(20);
    expect(xml).toMatch(/<url><loc>http:\/\/uk\.localhost\/p\/2\/foldwell-urban-3<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lastmod is the product's and the category's last change (updated_at), not when they were added; a back-office write moves it", async () => {
    const lastmodOf = (xml: string, loc: string) => new RegExp(`<loc>${loc.replace(/[.?]/g, "\\$&")}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    const [urban] = await shop.db.select().from(products).where(eq(products.id, 2));
    const [single] = await shop.db.select().from(categories).where(eq(categories.url, "/bikes/urban/single-speed"));
    // Added long ago, changed later: the change is what a search engine needs.
    await shop.db.update(products).set({ createdAt: new Date("2024-01-10T10:00:00Z"), updatedAt: new Date("2031-03-04T10:00:00Z") }).where(eq(products.id, 2));
    await shop.db.update(categories).set({ updatedAt: new Date("2032-05-06T10:00:00Z") }).where(eq(categories.id, single.id));
    try {
      const xml = await (await run(sitemapLoader, "uk.localhost", "/sitemap.xml")).text();
      expect(lastmodOf(xml, "http://uk.localhost/p/2/foldwell-urban-3")).toBe("2031-03-04");
      // A category: its own change or its newest product's, whichever is later.
      expect(lastmodOf(xml, "http://uk.localhost/c/bikes/urban/single-speed")).toBe("2032-05-06");
      expect(lastmodOf(xml, "http://uk.localhost/c/bikes/urban")).toBe("2031-03-04");

      // The back office's writes keep updated_at (server/modules/catalog/admin.ts, each write audited).
      const member = await shop.staff.create({ email: `seo-${process.pid}@staff.test`, name: "Sam Seo", role: "merchandiser", password: "Staff#Password2026" });
      const admin = new CatalogAdmin(shop);
      const before = Date.now();
      await admin.updateTexts({ id: member.id, email: member.email, name: member.name, role: member.role }, { productId: 2, locale: null, name: urban.name, description: `${urban.description} ` });
      const [after] = await shop.db.select({ updatedAt: products.updatedAt, createdAt: products.createdAt }).from(products).where(eq(products.id, 2));
      expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(after.createdAt.toISOString()).toBe("2024-01-10T10:00:00.000Z");
      const again = await (await run(sitemapLoader, "uk.localhost", "/sitemap.xml")).text();
      expect(lastmodOf(again, "http://uk.localhost/p/2/foldwell-urban-3")).toBe(after.updatedAt.toISOString().slice(0, 10));
    } finally {
      await shop.db.update(products).set({ name: urban.name, description: urban.description, createdAt: urban.createdAt, updatedAt: urban.updatedAt }).where(eq(products.id, 2));
      await shop.db.update(categories).set({ updatedAt: single.updatedAt }).where(eq(categories.id, single.id));
      await shop.catalog.changed();
    }
  });

  it("a large sitemap is an index over parts of at most the limit, each part a urlset; an unknown part is 404", async () => {
    const rs = requestShop("uk.localhost");
    const sources = [contentSitemapSource, catalogSitemapSource];
    const whole = locs((await buildSitemap(rs, sources))!);
    const index = (await buildSitemap(rs, sources, null, 25))!;
    expect(index).toContain("<sitemapindex");
    const parts = locs(index);
    expect(parts).toEqual(Array.from({ length: Math.ceil(whole.length / 25) }, (_, i) => `http://uk.localhost/sitemap.xml?part=${i + 1}`));
    expect(index).toMatch(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/sitemap>/);
    const joined = [];
    for (let i = 1; i <= parts.length; i++) {
      const part = (await buildSitemap(rs, sources, String(i), 25))!;
      expect(part).toContain("<urlset");
      expect(locs(part).length).toBeLessThanOrEqual(25);
      joined.push(...locs(part));
    }
    expect(joined).toEqual(whole);
    expect(await buildSitemap(rs, sources, String(parts.length + 1), 25)).toBeNull();
    expect(await buildSitemap(rs, sources, "abc", 25)).toBeNull();
    await expect(run(sitemapLoader, "uk.localhost", "/sitemap.xml?part=2")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
