import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../tests/api";
import { carts } from "../modules/cart/schema";
import { seedCartCatalog, type CartTestCatalog } from "../modules/cart/test-support";
import { backInStockRegistrations } from "../modules/catalog/schema";
import { marketingSubscriptions } from "../modules/marketing/schema";

// Issue 12 (memory and load an anonymous client can cause): every unauthenticated write has a per-IP
// budget; the next request from that IP answers 429 with Retry-After and a translated message and
// stores nothing, while another IP is still served. RATE_LIMIT_FACTOR=0.1 makes the budgets small.
// The product page's forms (reviews, questions, back-in-stock) are tested beside their route:
// app/routes/catalog.server.test.ts.
let catalog: CartTestCatalog;
const api = useTestApi({ env: { RATE_LIMIT_FACTOR: "0.1" }, seed: async (shop) => (catalog = await seedCartCatalog(shop)) });

const browser = (host = "uk.localhost", ip?: string) => api.browser(host, ip);
const rows = async (table: typeof carts | typeof marketingSubscriptions | typeof backInStockRegistrations) =>
  (await api.shop.db.select({ n: count() }).from(table))[0].n;
const TOO_MANY = /^Too many requests\. Please wait \d+ seconds? and try again\.$/;

describe("per-IP budgets for anonymous writes (issue 12)", () => {
  it("newsletter sign-up: the budget's next sign-up from one IP is 429, translated, and stores nothing", async () => {
    const { points } = api.shop.writeLimits.budget("newsletter");
    const ip = "10.77.0.1";
    for (let i = 0; i < points; i++) expect((await browser("uk.localhost", ip).call("marketing", "subscribe", { email: `n${i}@example.com`, placement: "footer" })).status).toBe(200);
    const before = await rows(marketingSubscriptions);
    const refused = await browser("uk.localhost", ip).call("marketing", "subscribe", { email: "late@example.com", placement: "footer" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(refused.error?.message).toMatch(TOO_MANY);
    const german = await browser("de.localhost", ip).call("marketing", "subscribe", { email: "spaet@example.com", placement: "footer" });
    expect(german.error?.message).toMatch(/^Zu viele Anfragen\. Bitte warten Sie \d+ Sekunden? und versuchen Sie es erneut\.$/);
    expect(await rows(marketingSubscriptions)).toBe(before);
    expect((await browser("uk.localhost", "10.77.0.2").call("marketing", "subscribe", { email: "other@example.com", placement: "footer" })).status).toBe(200);
  });

  it("back-in-stock registration (RPC): 429 after the budget, nothing stored, another IP still registers", async () => {
    const { points } = api.shop.writeLimits.budget("backInStock");
    const ip = "10.77.1.1";
    for (let i = 0; i < points; i++) {
      expect((await browser("uk.localhost", ip).call("commerce", "registerBackInStock", { productId: catalog.tube, email: `b${i}@example.com` })).status).toBe(201);
    }
    const before = await rows(backInStockRegistrations);
    const refused = await browser("uk.localhost", ip).call("commerce", "registerBackInStock", { productId: catalog.tube, email: "late@example.com" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.error?.message).toMatch(TOO_MANY);
    expect(await rows(backInStockRegistrations)).toBe(before);
    expect((await browser("uk.localhost", "10.77.1.2").call("commerce", "registerBackInStock", { productId: catalog.tube, email: "late@example.com" })).status).toBe(201);
  });

  it("new guest carts: 429 after the budget with nothing stored; adding to an existing cart is not limited", async () => {
    const { points } = api.shop.writeLimits.budget("cartCreation");
    const ip = "10.77.2.1";
    const line = { product_id: catalog.bell, quantity: 1 };
    const first = browser("uk.localhost", ip);
    expect((await first.call("commerce", "addCartItems", { data: { line_items: [line] } })).status).toBe(200);
    for (let i = 1; i < points; i++) {
      const b = browser("uk.localhost", ip);
      const answer = i % 2 ? await b.call("commerce", "addCartItems", { data: { line_items: [line] } }) : await b.call("commerce", "createCart", { data: { line_items: [] } });
      expect(answer.status).toBe(200);
    }
    const before = await rows(carts);
    const added = await browser("uk.localhost", ip).call("commerce", "addCartItems", { data: { line_items: [line] } });
    expect(added.status).toBe(429);
    expect(added.error?.message).toMatch(TOO_MANY);
    expect(Number(added.headers.get("retry-after"))).toBeGreaterThan(0);
    const created = await browser("uk.localhost", ip).call("commerce", "createCart", { data: { line_items: [] } });
    expect(created.status).toBe(429);
    expect(await rows(carts)).toBe(before);
    // The existing cart of this IP still takes items (no budget on the hot path).
    for (let i = 0; i < 3; i++) expect((await first.call("commerce", "addCartItems", { data: { line_items: [line] } })).status).toBe(200);
    expect(await rows(carts)).toBe(before);
    expect((await browser("uk.localhost", "10.77.2.2").call("commerce", "addCartItems", { data: { line_items: [line] } })).status).toBe(200);
  });

  it("store contact and bike registration have budgets ready for their modules", () => {
    // 5 and 10 an hour (server/http/rate-limits.ts), times RATE_LIMIT_FACTOR=0.1 here, never below 1.
    expect(api.shop.writeLimits.budget("storeContact")).toEqual({ points: 1, duration: 3600 });
    expect(api.shop.writeLimits.budget("bikeRegistration")).toEqual({ points: 1, duration: 3600 });
  });
});
