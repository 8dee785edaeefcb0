import http from "node:http";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { category, prices, product, seedTestCatalog, type TestCatalog } from "../../../tests/factories/catalog";
import { fetchAs } from "../../../tests/http";
import { signInStaff } from "../../../tests/staff";
import { catalogContext } from "./service";
import { MAX_PRODUCT_IMAGE_BYTES } from "./images";

// Issue 17: product pictures uploaded in the back office. The attacker's cases first: no staff
// session or the wrong role is refused before the body is read, a file that only claims to be an
// image is refused by its bytes, an oversized body answers 413. Then a real upload: resized to the
// storefront's sizes, stored outside the build, served with year-long cache headers, listed on the
// product page at once. PGlite and PostgreSQL.

let catalog: TestCatalog;
const api = useTestApi({
  seed: async (shop) => {
    catalog = await seedTestCatalog(shop, {
      categories: [category("/accessories", "Accessories")],
      products: [product({ name: "Pannier", sku: "PANNIER", categoryUrls: ["/accessories"], prices: prices({ EUR: 90, GBP: 80, SGD: 130, USD: 85 }) })],
    });
  },
});

function upload(productId: number | string, body: Buffer, cookie: string | undefined, query = "?alt=Pannier%20from%20the%20side") {
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: api.port,
        method: "POST",
        path: `/api/admin/catalogue-images/${productId}${query}`,
        headers: { host: `localhost:${api.port}`, ...(cookie ? { cookie } : {}), "content-type": "image/png", "content-length": String(body.length) },
      },
      (res) => {
        let raw = "";
        res.on("data", (c) => (raw += c));
        res.on("end", () => resolve({ status: res.statusCode!, json: raw ? JSON.parse(raw) : null }));
      },
    );
    req.on("error", (error) => ((error as NodeJS.ErrnoException).code === "EPIPE" || (error as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });
}

const picture = (width: number, height: number, format: "png" | "jpeg" | "webp" = "png") =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })[format]().toBuffer();
const imagesOf = async (id: number) => (await api.shop.catalog.getProduct(id, catalogContext(api.shop.storefronts.byCodeOrNull("uk")!)))?.images ?? [];

describe("product picture upload (issue 17)", () => {
  it("without a staff session 401, with customer service 403; nothing is stored", async () => {
    const id = catalog.products.PANNIER;
    const png = await picture(64, 48);
    expect((await upload(id, png, undefined)).status).toBe(401);
    const { cookie } = await signInStaff(api, "customer_service");
    expect((await upload(id, png, cookie)).status).toBe(403);
    expect(await imagesOf(id)).toEqual([]);
  });

  it("a file that only claims to be an image is refused by its bytes; a body over 10 MB answers 413; an unknown product 404", async () => {
    const { cookie } = await signInStaff(api, "merchandiser");
    const id = catalog.products.PANNIER;
    const fake = await upload(id, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), cookie);
    expect(fake).toMatchObject({ status: 400, json: { error: { message: "Upload a JPEG, PNG or WebP picture." } } });
    // The right magic bytes, then garbage: sharp cannot decode it.
    const broken = await upload(id, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]), cookie);
    expect(broken).toMatchObject({ status: 400, json: { error: { message: "The picture could not be read." } } });
    const huge = await upload(id, Buffer.concat([await picture(8, 8), Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES)]), cookie);
    expect(huge.status).toBe(413);
    expect((await upload(999_999, await picture(64, 48), cookie)).status).toBe(404);
    expect(await imagesOf(id)).toEqual([]);
  });

  it("a PNG is resized to 800, 400 and 160 wide WebP, served with year-long immutable caching, and listed on the product at once", async () => {
    const { cookie } = await signInStaff(api, "merchandiser");
    const id = catalog.products.PANNIER;
    const answer = await upload(id, await picture(1600, 1200), cookie);
    expect(answer.status).toBe(200);
    const url: string = answer.json.data.url;
    expect(url).toMatch(/^\/media\/products\/[0-9a-f]{32}-800\.webp$/);
    expect(await imagesOf(id)).toEqual([expect.objectContaining({ url_standard: url, description: "Pannier from the side", is_thumbnail: true })]);

    for (const [width, height] of [[800, 600], [400, 300], [160, 120]]) {
      const served = await fetchAs(api.port, "uk.localhost", url.replace("-800.", `-${width}.`));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, height]);
    }
    // A small picture is never enlarged; a JPEG works the same.
    const small = await upload(id, await picture(120, 90, "jpeg"), cookie, "");
    const meta = await sharp(Buffer.from(await (await fetchAs(api.port, "uk.localhost", small.json.data.url)).arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([120, 90]);
    expect((await imagesOf(id)).map((i) => i.url_standard)).toEqual([url, small.json.data.url]);
    // Order and removal through the admin API: the first becomes the thumbnail; a removed upload leaves the disk.
    const { browser } = await signInStaff(api, "merchandiser");
    const [first, second] = (await imagesOf(id)).map((i) => i.id);
    expect((await browser.call("admin/catalogue", "setImages", { productId: id, imageIds: [second, first] })).status).toBe(200);
    expect((await imagesOf(id)).map((i) => [i.url_standard, i.is_thumbnail])).toEqual([[small.json.data.url, true], [url, false]]);
    expect((await browser.call("admin/catalogue", "setImages", { productId: id, imageIds: [second] })).status).toBe(200);
    expect((await imagesOf(id)).map((i) => i.url_standard)).toEqual([small.json.data.url]);
    expect((await fetchAs(api.port, "uk.localhost", url)).status).toBe(404);
    expect((await fetchAs(api.port, "uk.localhost", small.json.data.url)).status).toBe(200);
    // Names outside the pattern are not files of this route.
    expect((await fetchAs(api.port, "uk.localhost", "/media/products/..%2F..%2Fetc%2Fpasswd")).status).not.toBe(200);
  });
});
