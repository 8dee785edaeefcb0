import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCartCatalog, type CartTestCatalog } from "../../server/modules/cart/test-support";
import { backInStockRegistrations, productQuestions, productReviews } from "../../server/modules/catalog/schema";
import { createRequestShop, type RequestShop } from "../../server/http/request-context";
import { loadServerTranslations, translatorFor } from "../../server/http/server-i18n";
import type { Shop } from "../../server/shop";
import { createTestShop } from "../../tests/db";
import { handleProductForm } from "./catalog.server";

// Issue 12 (memory and load an anonymous client can cause): the product page's forms (review,
// question, back-in-stock) have per-IP budgets like the RPC writes of server/http/write-limits.test.ts;
// past the budget the form answers a translated error with Retry-After seconds and stores nothing,
// while another IP is still served. RATE_LIMIT_FACTOR=0.1 makes the budgets small.
let shop: Shop;
let catalog: CartTestCatalog;

beforeAll(async () => {
  await loadServerTranslations();
  shop = await createTestShop({ RATE_LIMIT_FACTOR: "0.1" });
  catalog = await seedCartCatalog(shop);
}, 240_000);

afterAll(async () => {
  await shop?.database.close();
});

const rows = async (table: typeof backInStockRegistrations | typeof productReviews | typeof productQuestions) =>
  (await shop.db.select({ n: count() }).from(table))[0].n;

describe("per-IP budgets for the product page's forms (issue 12)", () => {
  it("product reviews, questions and back-in-stock forms: 429 with Retry-After and a translated error, nothing stored", async () => {
    const rs = (ip: string): RequestShop => createRequestShop(shop, { host: "uk.localhost", cookie: undefined, ip, nonce: "n", appendSetCookie: () => {} });
    const form = (fields: Record<string, string | undefined>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) data.set(k, v);
      return data;
    };
    const cases = [
      { limit: "review" as const, table: productReviews, fields: { intent: "review", authorName: "Ria", rating: "5", title: "Great", text: "Folds small." } },
      { limit: "question" as const, table: productQuestions, fields: { intent: "question", authorName: "Ria", question: "Does it fold?" } },
      { limit: "backInStock" as const, table: backInStockRegistrations, fields: { intent: "backInStock", email: "form@example.com" } },
    ];
    for (const [n, c] of cases.entries()) {
      const ip = `10.77.3.${n + 1}`;
      const { points } = shop.writeLimits.budget(c.limit);
      for (let i = 0; i < points; i++) {
        const fields = c.limit === "backInStock" ? { ...c.fields, email: `f${n}.${i}@example.com` } : c.fields;
        expect(await handleProductForm(rs(ip), catalog.tube, form(fields))).toMatchObject({ ok: true });
      }
      const before = await rows(c.table);
      const refused = await handleProductForm(rs(ip), catalog.tube, form({ ...c.fields, email: "late@example.com" }));
      expect(refused).toMatchObject({ ok: false, errors: { form: "forms.tooManyRequests" } });
      expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(await rows(c.table)).toBe(before);
      expect(await handleProductForm(rs(`10.77.4.${n + 1}`), catalog.tube, form({ ...c.fields, email: `other${n}@example.com` }))).toMatchObject({ ok: true });
    }
    expect(translatorFor("en-GB")("catalog:forms.tooManyRequests")).toBe("Too many submissions from your connection. Please try again later.");
  });
});
