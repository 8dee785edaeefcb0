import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../tests/api";
import { bike, category, prices, product, seedTestCatalog, type TestCatalog } from "../../tests/factories/catalog";
import { capturedMail } from "../integrations/mail/schema";
import { catalogContext } from "../modules/catalog/service";
import { setStockLevel } from "../modules/catalog/writer";
import { BackInStockJob } from "./back-in-stock";

// Back-in-stock mail (issue 16; 001 §4 Back-in-stock, §7 Back-in-stock register): a registration is
// mailed once when its product or variant is in stock at its channel's location, in the
// storefront's language, with a link to the product; then it is marked sent. PGlite and PostgreSQL.
//
//   product       tracking   stock (every location)
//   Sold Out Bell product    0
//   Two Tone Bike variant    Red 0, Blue 0
//   Tyre          product    0, German name "Reifen"

let catalog: TestCatalog;
const api = useTestApi({
  seed: async (shop) => {
    catalog = await seedTestCatalog(shop, {
      categories: [category("/accessories", "Accessories"), category("/bikes", "Bikes")],
      products: [
        product({ name: "Sold Out Bell", sku: "SOLD-BELL", categoryUrls: ["/accessories"], prices: prices({ EUR: 14, GBP: 12, SGD: 20, USD: 13 }), stock: () => 0 }),
        bike({
          name: "Two Tone Bike",
          sku: "TWO-TONE",
          categoryUrls: ["/bikes"],
          prices: prices({ EUR: 1050, GBP: 900, SGD: 1500, USD: 950 }),
          options: [{ key: "colour", displayName: "Colour", values: [{ label: "Red", isDefault: true }, { label: "Blue" }] }],
          stock: () => 0,
        }),
        product({ name: "Tyre", sku: "TYRE", categoryUrls: ["/accessories"], prices: prices({ EUR: 30, GBP: 25, SGD: 40, USD: 28 }), stock: () => 0, translations: { "de-DE": { name: "Reifen" } } }),
      ],
    });
  },
});

const storefront = (code: string) => api.shop.storefronts.byCodeOrNull(code)!;
const locationOf = async (code: string) => (await api.shop.catalog.locationOf(storefront(code).channelId))!;
const register = (host: string, body: Record<string, unknown>) => api.browser(host).call("commerce", "registerBackInStock", body);

/** Runs the job, then delivers what it wrote to the outbox; the mails kept by the captured transport to `to`. */
async function runAndDeliver(job: BackInStockJob) {
  const report = await job.run();
  await api.shop.outbox.idle();
  await api.shop.outbox.deliverDue();
  await api.shop.mailer.idle();
  return report;
}
const mailsTo = (to: string) => api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, to)).orderBy(asc(capturedMail.id));

describe("back-in-stock mail (issue 16; 001 §4 Back-in-stock)", () => {
  it("§4: nothing is mailed while out of stock; once in stock the registration is mailed once (two runs, one mail) with a link to the product, then marked sent", async () => {
    const job = new BackInStockJob(api.shop);
    const email = `bell.${Date.now()}@example.com`;
    expect((await register("uk.localhost", { productId: catalog.products["SOLD-BELL"], email })).status).toBe(201);

    await runAndDeliver(job);
    expect(await mailsTo(email)).toEqual([]);

    await setStockLevel(api.shop.db, { locationId: await locationOf("uk"), productId: catalog.products["SOLD-BELL"], quantity: 4 });
    const first = await runAndDeliver(job);
    const second = await runAndDeliver(job);
    expect(first?.mailed).toBe(1);
    expect(second?.mailed).toBe(0);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Sold Out Bell is back in stock");
    expect(mails[0].text).toMatch(new RegExp(`Order it here: http://uk\\.localhost(:\\d+)?/p/${catalog.products["SOLD-BELL"]}/[a-z0-9-]+`));
    const marked = await api.shop.db.execute(sql`SELECT notified_at IS NOT NULL AS sent FROM catalog_back_in_stock WHERE email = ${email}`);
    expect((marked as unknown as { rows: unknown[] }).rows).toEqual([{ sent: true }]);
  });

  it("§4: a registration made on the German storefront is mailed in German, with the German product name and link", async () => {
    const job = new BackInStockJob(api.shop);
    const email = `reifen.${Date.now()}@example.com`;
    expect((await register("de.localhost", { productId: catalog.products.TYRE, email })).status).toBe(201);
    await setStockLevel(api.shop.db, { locationId: await locationOf("de"), productId: catalog.products.TYRE, quantity: 2 });
    await runAndDeliver(job);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Reifen ist wieder auf Lager"]);
    expect(mails[0].text).toContain("Hier bestellen: http://de.localhost");
  });

  it("§4: stock at another channel's location does not count; the registered variant's stock does, another variant's does not", async () => {
    const job = new BackInStockJob(api.shop);
    const bikeId = catalog.products["TWO-TONE"];
    const variants = (await api.shop.catalog.getProduct(bikeId, catalogContext(storefront("uk")), ["variants"]))!.variants!;
    const red = variants.find((v) => v.option_values.some((o) => o.label === "Red"))!.id;
    const blue = variants.find((v) => v.option_values.some((o) => o.label === "Blue"))!.id;
    const email = `blue.${Date.now()}@example.com`;
    expect((await register("uk.localhost", { productId: bikeId, variantId: blue, email })).status).toBe(201);

    // Blue in stock in Germany only, and Red in the UK: not the registration's variant at its location.
    await setStockLevel(api.shop.db, { locationId: await locationOf("de"), productId: bikeId, variantId: blue, quantity: 3 });
    await setStockLevel(api.shop.db, { locationId: await locationOf("uk"), productId: bikeId, variantId: red, quantity: 3 });
    await runAndDeliver(job);
    expect(await mailsTo(email)).toEqual([]);

    await setStockLevel(api.shop.db, { locationId: await locationOf("uk"), productId: bikeId, variantId: blue, quantity: 1 });
    await runAndDeliver(job);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(["Two Tone Bike is back in stock"]);
  });

  it("one runner at a time: two jobs started together mail each registration once", async () => {
    const email = `race.${Date.now()}@example.com`;
    const tyre = catalog.products.TYRE;
    expect((await register("uk.localhost", { productId: tyre, email })).status).toBe(201);
    await setStockLevel(api.shop.db, { locationId: await locationOf("uk"), productId: tyre, quantity: 5 });
    const [a, b] = await Promise.all([new BackInStockJob(api.shop).run(), new BackInStockJob(api.shop).run()]);
    expect([a?.mailed ?? 0, b?.mailed ?? 0].reduce((x, y) => x + y)).toBe(1);
    await runAndDeliver(new BackInStockJob(api.shop));
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
