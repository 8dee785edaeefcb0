import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStorefronts } from "../../../seed/seed-storefronts";
import { createTestDatabase, testEnv } from "../../../tests/db";
import { fetchAs, listen } from "../../../tests/http";
import { createApiApp } from "../../http/api-app";
import { loadServerTranslations } from "../../http/server-i18n";
import { cardBrand, luhnValid, TestPaymentProvider } from "../../integrations/payment/test-provider";
import { translatorFor } from "../../http/server-i18n";
import { callAs, CookieJar } from "../cart/test-support";
import { createShop, type Shop } from "../../shop";
import { card, nextYear } from "./test-cards";

// A guest's token belongs to the checkout it was made for (issue 12).
const owner = { customerId: null, checkoutId: "3f1b2c4d-0000-4000-8000-000000000001" };

// 001 §7 Card payments; DESIGN.md: card numbers never touch the database or the logs.
describe("the built-in test card processor and the payments API", () => {
  let shop: Shop;
  let provider: TestPaymentProvider;
  let server: Awaited<ReturnType<typeof listen>>;
  const logLines: string[] = [];
  const signedIn = new CookieJar();

  beforeAll(async () => {
    await loadServerTranslations();
    const env = testEnv();
    const database = await createTestDatabase();
    await seedStorefronts(database.db, env.BRAND_NAME);
    // A real request logger at debug level, writing to memory, to prove what it records.
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    shop = await createShop(env, { database, logger: pino({ level: "debug" }, sink) });
    await shop.storefronts.reload();
    provider = shop.payments.provider as TestPaymentProvider;
    server = await listen(createApiApp(shop).app);
    // The API tokenises for a signed-in customer or a guest's own checkout (issue 12): these calls sign in.
    const email = "payments-api@example.com";
    await shop.customers.register(
      { email, firstName: "Ada", lastName: "Lovelace", password: "Foldwell#2026", country: "GB", acceptsMarketing: false, channelId: shop.storefronts.resolve("uk.localhost").channelId },
      { t: translatorFor("en-GB"), origin: "http://uk.localhost", accountPath: "/my-foldwell", brandName: "Foldwell" },
    );
    expect((await callAs(server.port, "uk.localhost", signedIn, "customer/login", { email, password: "Foldwell#2026" })).status).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await shop?.database.close();
  });

  it("checks numbers with Luhn and knows the brands", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBeNull();
  });

  it("tokenises 4242 4242 4242 4242 (approve) and 4000 0000 0000 0002 (decline); a charge per idempotency key", async () => {
    const ok = await provider.tokenizeCard(card("4242 4242 4242 4242"), owner);
    const declined = await provider.tokenizeCard(card("4000-0000-0000-0002"), owner);
    if (!ok.ok || !declined.ok) throw new Error("tokenising failed");
    expect(ok.card).toMatchObject({ brand: "visa", last4: "4242", expiryMonth: 12, expiryYear: nextYear });
    const request = { token: ok.card.token, amountMinor: 1299, currency: "GBP", idempotencyKey: "k-1", description: "test", owner };
    const first = await provider.charge(request);
    const again = await provider.charge(request);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    // The same key for another amount is not a retry.
    expect(await provider.charge({ ...request, amountMinor: 1 })).toEqual({ ok: false, code: "failed" });
    expect(await provider.charge({ ...request, token: declined.card.token, idempotencyKey: "k-2" })).toMatchObject({ ok: false, code: "declined" });
    expect(await provider.charge({ ...request, token: "tok_test_unknown", idempotencyKey: "k-3" })).toEqual({ ok: false, code: "invalidToken" });
    if (!first.ok) throw new Error("charge failed");
    expect(await provider.refund(first.reference)).toEqual({ ok: true });
    expect(await provider.refund(first.reference)).toEqual({ ok: false });
  });

  it("refunds part of a charge once per key, never more than the charge in all (issue 17)", async () => {
    const ok = await provider.tokenizeCard(card("4242 4242 4242 4242"), owner);
    if (!ok.ok) throw new Error("tokenising failed");
    const paid = await provider.charge({ token: ok.card.token, amountMinor: 1000, currency: "GBP", idempotencyKey: "part-1", description: "test", owner });
    if (!paid.ok) throw new Error("charge failed");
    expect(await provider.refund(paid.reference, { amountMinor: 300, idempotencyKey: "r-1" })).toEqual({ ok: true });
    // A retry of the same part is the same refund, not another.
    expect(await provider.refund(paid.reference, { amountMinor: 300, idempotencyKey: "r-1" })).toEqual({ ok: true });
    expect(await provider.refund(paid.reference, { amountMinor: 701, idempotencyKey: "r-2" })).toEqual({ ok: false });
    // A full refund after a part is refused: the rest is refunded as a part.
    expect(await provider.refund(paid.reference)).toEqual({ ok: false });
    expect(await provider.refund(paid.reference, { amountMinor: 700, idempotencyKey: "r-3" })).toEqual({ ok: true });
    expect(await provider.refund(paid.reference, { amountMinor: 1, idempotencyKey: "r-4" })).toEqual({ ok: false });
  });

  it("refuses bad card data field by field: number, unsupported brand, expiry, CVC (4 digits for Amex), holder", async () => {
    expect(await provider.tokenizeCard(card("1234"), owner)).toEqual({ ok: false, errors: { number: "cardNumberInvalid" } });
    expect(await provider.tokenizeCard(card("6011 1111 1111 1117"), owner)).toEqual({ ok: false, errors: { number: "cardNotSupported" } });
    expect(await provider.tokenizeCard(card("4242424242424242", { expiryMonth: 13 }), owner)).toEqual({ ok: false, errors: { expiryMonth: "expiryInvalid" } });
    expect(await provider.tokenizeCard(card("4242424242424242", { expiryYear: 2020, expiryMonth: 1 }), owner)).toEqual({ ok: false, errors: { expiryMonth: "cardExpired" } });
    expect(await provider.tokenizeCard(card("378282246310005", { cvc: "123" }), owner)).toEqual({ ok: false, errors: { cvc: "cvcInvalid" } });
    expect((await provider.tokenizeCard(card("378282246310005", { cvc: "1234" }), owner)).ok).toBe(true);
    expect(await provider.tokenizeCard(card("4242424242424242", { holderName: "  " }), owner)).toEqual({ ok: false, errors: { holderName: "holderNameRequired" } });
    // Two-digit years are this century's.
    const short = await provider.tokenizeCard(card("4242424242424242", { expiryYear: nextYear % 100 }), owner);
    expect(short.ok && short.card.expiryYear).toBe(nextYear);
  });

  it("DESIGN.md: the request log records method, URL and status, never a body: no card number reaches the logs", async () => {
    const send = (body: string) =>
      fetchAs(server.port, "uk.localhost", "/api/payments/tokenizeCard", { method: "POST", headers: { "content-type": "application/json", cookie: signedIn.header() }, body });
    expect((await send(JSON.stringify(card("4242 4242 4242 4242")))).status).toBe(200);
    expect((await send(JSON.stringify(card("4242424242424241")))).status).toBe(400);
    expect((await send(`{"number":"4242424242424242",`)).status).toBe(400);
    const logged = logLines.join("");
    expect(logged).toContain("/api/payments/tokenizeCard");
    expect(logged.replace(/\s/g, "")).not.toContain("42424242");
  });

  // Last in the file: it leaves this IP throttled.
  it("card-testing defence: after 20 refused cards from one IP, tokenising answers 429 with Retry-After and a translated wait", async () => {
    const send = (number: string) =>
      fetchAs(server.port, "uk.localhost", "/api/payments/tokenizeCard", { method: "POST", headers: { "content-type": "application/json", cookie: signedIn.header() }, body: JSON.stringify(card(number)) });
    // Refused cards count (the test above sent one); the 21st call from this IP is refused outright.
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await send("4242424242424241")).status);
    expect(statuses.filter((s) => s === 400).length).toBe(19);
    expect(statuses.slice(19)).toEqual(Array(6).fill(429));
    const blocked = await send("4242 4242 4242 4242");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
  });
});
