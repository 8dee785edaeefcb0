import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { listen } from "../../../tests/http";
import type { DatabaseHandle } from "../../db/client";
import { AdyenPaymentProvider, adyenCheckoutUrl, notificationHmac, notificationSigningString, type NotificationRequestItem } from "./adyen";
import { adyenWebhookRouter } from "./adyen-webhook";
import { FAKE_ADYEN_API_KEY, fakeAdyen } from "./adyen-test-support";
import { paymentAdyenCharges, paymentAdyenNotifications, paymentAdyenTokens } from "./schema";
import type { ChargeRequest, TokenOwner } from "./types";

const API_KEY = FAKE_ADYEN_API_KEY;
const HMAC_KEY = "44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056";
const settings = { apiKey: API_KEY, merchantAccount: "FoldwellECOM", clientKey: "test_CLIENTKEY", hmacKey: HMAC_KEY, environment: "test" as const };
const nextYear = new Date().getUTCFullYear() + 1;
const card = (number = "4111 1111 1111 1111") => ({ number, expiryMonth: 3, expiryYear: nextYear, cvc: "737", holderName: "Ada Lovelace" });
const ada: TokenOwner = { customerId: 71, checkoutId: null };
const bob: TokenOwner = { customerId: 72, checkoutId: null };
const guest: TokenOwner = { customerId: null, checkoutId: "3f1b2c4d-0000-4000-8000-0000000000bb" };

describe("Adyen adapter against a local fake of the Checkout API v71 (001 §7 Card payments, issue 14)", () => {
  let database: DatabaseHandle;
  let fake: ReturnType<typeof fakeAdyen>;
  let baseUrl: string;
  let provider: AdyenPaymentProvider;
  let clock = new Date();
  const logs: string[] = [];
  const logger = pino({ level: "debug" }, new Writable({ write: (chunk, _e, done) => (logs.push(String(chunk)), done()) }));
  let keyNumber = 0;
  const request = (token: string, owner: TokenOwner, extra: Partial<ChargeRequest> = {}): ChargeRequest => ({
    token,
    amountMinor: 4900,
    currency: "EUR",
    idempotencyKey: `order-${++keyNumber}`,
    description: "Foldwell order",
    owner,
    ...extra,
  });
  const tokenFor = async (owner: TokenOwner, number?: string) => {
    const made = await provider.tokenizeCard(card(number), owner);
    if (!made.ok) throw new Error("tokenising failed");
    return made.card;
  };
  const lastPayment = () => fake.seen.filter((s) => s.path === "/v71/payments").at(-1)!;

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = fakeAdyen();
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v71`;
    provider = new AdyenPaymentProvider(database.db, settings, { baseUrl, logger, now: () => clock });
  }, 300_000);
  afterAll(async () => {
    await new Promise((resolve) => fake?.server.close(resolve));
    await database?.close();
  });
  beforeEach(() => {
    clock = new Date();
  });

  it("documented endpoints: test https://checkout-test.adyen.com/v71, live https://{prefix}-checkout-live.adyenpayments.com/checkout/v71", () => {
    expect(adyenCheckoutUrl({ environment: "test" })).toBe("https://checkout-test.adyen.com/v71");
    expect(adyenCheckoutUrl({ environment: "live", liveUrlPrefix: "1797a841fbb37ca7-FoldwellCOM" })).toBe("https://1797a841fbb37ca7-FoldwellCOM-checkout-live.adyenpayments.com/checkout/v71");
    expect(() => adyenCheckoutUrl({ environment: "live" })).toThrow(/ADYEN_LIVE_URL_PREFIX/);
  });

  it("tokenising stores the card at Adyen under the owner's shopper reference (CardOnFile) and answers a one-off handle with brand, last four and expiry", async () => {
    const made = await provider.tokenizeCard(card("5555 5555 5555 4444"), ada);
    expect(made).toMatchObject({ ok: true, card: { brand: "mastercard", last4: "4444", expiryMonth: 3, expiryYear: nextYear } });
    const call = fake.seen.at(-1)!;
    expect(call).toMatchObject({ method: "POST", path: "/v71/storedPaymentMethods" });
    expect(call.headers["x-api-key"]).toBe(API_KEY);
    expect(call.body).toMatchObject({ merchantAccount: "FoldwellECOM", shopperReference: "customer-71", recurringProcessingModel: "CardOnFile", paymentMethod: { type: "scheme", number: "5555555555554444", expiryMonth: "03", expiryYear: String(nextYear), cvc: "737" } });
    if (!made.ok) throw new Error("tokenising failed");
    expect(made.card.token).toMatch(/^adyen_[0-9a-f]{32}$/);
    expect(await provider.checkToken(made.card.token, ada)).toEqual({ ok: true, card: made.card });
    expect(await provider.checkToken(made.card.token, bob)).toEqual({ ok: false, code: "invalidToken" });
    // A guest's card is kept under its checkout; encrypted fields from Adyen Web go through as they are.
    const encrypted = await provider.tokenizeCard({ ...card(), number: "", cvc: "", encrypted: { number: "eyJenc-number", expiryMonth: "eyJenc-month", expiryYear: "eyJenc-year", securityCode: "eyJenc-cvc" } }, guest);
    expect(encrypted).toMatchObject({ ok: true, card: { brand: "visa", last4: "1111", expiryMonth: 3, expiryYear: nextYear } });
    expect(fake.seen.at(-1)!.body).toMatchObject({ shopperReference: `checkout-${guest.checkoutId}`, paymentMethod: { encryptedCardNumber: "eyJenc-number", encryptedSecurityCode: "eyJenc-cvc" } });
  });

  it("bad card fields are refused before Adyen is called; a card Adyen refuses is a field error too", async () => {
    const calls = fake.seen.length;
    expect(await provider.tokenizeCard(card("4242424242424241"), ada)).toEqual({ ok: false, errors: { number: "cardNumberInvalid" } });
    expect(fake.seen.length).toBe(calls);
    expect(await provider.tokenizeCard(card("4000 0000 0000 0101"), ada)).toEqual({ ok: false, errors: { number: "cardNumberInvalid" } });
    expect(fake.seen.length).toBe(calls + 1);
  });

  it("a charge: POST /payments with the stored card (ContAuth, CardOnFile), the order's idempotency key as Idempotency-Key; a retry answers the first result", async () => {
    const { token } = await tokenFor(guest);
    const charge = request(token, guest);
    const first = await provider.charge(charge);
    expect(first).toMatchObject({ ok: true, reference: expect.stringMatching(/^PSP/) });
    const sent = lastPayment();
    expect(sent.headers["idempotency-key"]).toBe(charge.idempotencyKey);
    expect(sent.body).toMatchObject({
      merchantAccount: "FoldwellECOM",
      amount: { value: 4900, currency: "EUR" },
      reference: charge.idempotencyKey,
      paymentMethod: { type: "scheme", storedPaymentMethodId: expect.stringMatching(/^SPM/) },
      shopperReference: `checkout-${guest.checkoutId}`,
      shopperInteraction: "ContAuth",
      recurringProcessingModel: "CardOnFile",
    });
    expect(sent.body).not.toHaveProperty("storePaymentMethod");
    expect(await provider.charge(charge)).toEqual(first);
    expect(await provider.findCharge(charge.idempotencyKey)).toEqual(first);
    expect(await provider.findCharge("order-never")).toBeNull();
    // One-off: the handle paid once.
    expect(await provider.charge(request(token, guest))).toEqual({ ok: false, code: "tokenUsed" });
  });

  it("declined → code declined with Adyen's reference", async () => {
    const { token } = await tokenFor(ada, "4000 0000 0000 0002");
    expect(await provider.charge(request(token, ada))).toEqual({ ok: false, code: "declined", reference: expect.stringMatching(/^PSP/) });
  });

  it("network failure: Adyen unreachable → failed, nothing charged, and the card can pay again", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { token } = await tokenFor(ada);
    const offline = new AdyenPaymentProvider(database.db, settings, { baseUrl: `http://127.0.0.1:${port}/v71`, logger, now: () => clock });
    const charge = request(token, ada);
    expect(await offline.charge(charge)).toEqual({ ok: false, code: "failed" });
    expect(await provider.findCharge(charge.idempotencyKey)).toBeNull();
    expect(await provider.charge(charge)).toMatchObject({ ok: true });
  });

  it("an answer lost after Adyen acted: sent again with the same Idempotency-Key, one charge", async () => {
    const { token } = await tokenFor(ada);
    const before = fake.charged();
    fake.faults.dropAnswers = 1;
    const charge = request(token, ada);
    const result = await provider.charge(charge);
    expect(result).toMatchObject({ ok: true });
    const sent = fake.seen.filter((s) => s.path === "/v71/payments" && s.headers["idempotency-key"] === charge.idempotencyKey);
    expect(sent).toHaveLength(2);
    expect(fake.charged() - before).toBe(1);
  });

  it("no answer at all: the charge stays pending and findCharge asks Adyen again with its key", async () => {
    const { token } = await tokenFor(ada);
    fake.faults.dropAnswers = 2;
    const charge = request(token, ada);
    await expect(provider.charge(charge)).rejects.toThrow(/no answer from Adyen/);
    const [pending] = await database.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, charge.idempotencyKey));
    expect(pending.status).toBe("pending");
    const found = await provider.findCharge(charge.idempotencyKey);
    expect(found).toMatchObject({ ok: true });
    expect(await provider.charge(charge)).toEqual(found);
  });

  it("recurring (issue 14): first is Ecommerce + Subscription + storePaymentMethod; renewal is ContAuth + Subscription with the token Adyen gave the first charge", async () => {
    const kept = await tokenFor(ada);
    expect(await provider.charge(request(kept.token, ada, { recurring: "first" }))).toMatchObject({ ok: true });
    expect(lastPayment().body).toMatchObject({ shopperInteraction: "Ecommerce", recurringProcessingModel: "Subscription", storePaymentMethod: true, shopperReference: "customer-71", paymentMethod: { storedPaymentMethodId: expect.stringMatching(/^SPM/) } });
    // A one-off card cannot renew, and Adyen is not called.
    const oneOff = await tokenFor(ada);
    const calls = fake.seen.length;
    expect(await provider.charge(request(oneOff.token, ada, { recurring: "renewal" }))).toEqual({ ok: false, code: "invalidToken" });
    expect(fake.seen.length).toBe(calls);
    expect(await provider.keepToken(kept.token, 71)).toBe(true);
    const renewal = request(kept.token, ada, { recurring: "renewal", amountMinor: 3900 });
    expect(await provider.charge(renewal)).toMatchObject({ ok: true });
    expect(lastPayment().headers["idempotency-key"]).toBe(renewal.idempotencyKey);
    expect(lastPayment().body).toMatchObject({ shopperInteraction: "ContAuth", recurringProcessingModel: "Subscription", shopperReference: "customer-71", amount: { value: 3900, currency: "EUR" }, paymentMethod: { type: "scheme", storedPaymentMethodId: expect.stringMatching(/^SUB/) } });
    expect(lastPayment().body).not.toHaveProperty("storePaymentMethod");
    // Another customer, or a guest, cannot renew with it; a guest cannot start a subscription.
    expect(await provider.charge(request(kept.token, bob, { recurring: "renewal" }))).toEqual({ ok: false, code: "invalidToken" });
    expect(await provider.charge(request((await tokenFor(guest)).token, guest, { recurring: "first" }))).toEqual({ ok: false, code: "invalidToken" });
  });

  it("refund: POST /payments/{pspReference}/refunds for the charged amount with an idempotency key; once", async () => {
    const { token } = await tokenFor(ada);
    const paid = await provider.charge(request(token, ada, { amountMinor: 12_345 }));
    if (!paid.ok) throw new Error("charge failed");
    expect(await provider.refund(paid.reference)).toEqual({ ok: true });
    const call = fake.seen.at(-1)!;
    expect(call).toMatchObject({ method: "POST", path: `/v71/payments/${paid.reference}/refunds`, body: { merchantAccount: "FoldwellECOM", amount: { value: 12_345, currency: "EUR" } } });
    expect(call.headers["idempotency-key"]).toBe(`refund-${paid.reference}`);
    expect(await provider.refund(paid.reference)).toEqual({ ok: false });
    expect(await provider.refund("PSPUNKNOWN")).toEqual({ ok: false });
  });

  it("refund of a part (issue 17): POST /payments/{pspReference}/refunds for that amount, keyed by the part's idempotency key; never more than the charge", async () => {
    const { token } = await tokenFor(ada);
    const paid = await provider.charge(request(token, ada, { amountMinor: 10_000 }));
    if (!paid.ok) throw new Error("charge failed");
    expect(await provider.refund(paid.reference, { amountMinor: 2_500, idempotencyKey: "order-refund-7" })).toEqual({ ok: true });
    const call = fake.seen.at(-1)!;
    expect(call).toMatchObject({ method: "POST", path: `/v71/payments/${paid.reference}/refunds`, body: { merchantAccount: "FoldwellECOM", amount: { value: 2_500, currency: "EUR" }, reference: "refund-order-refund-7" } });
    expect(call.headers["idempotency-key"]).toBe("refund-order-refund-7");
    const calls = fake.seen.length;
    expect(await provider.refund(paid.reference, { amountMinor: 10_001, idempotencyKey: "order-refund-8" })).toEqual({ ok: false });
    expect(await provider.refund(paid.reference, { amountMinor: 0, idempotencyKey: "order-refund-9" })).toEqual({ ok: false });
    expect(fake.seen.length).toBe(calls);
  });

  it("disableStoredCard: DELETE /storedPaymentMethods/{id} (and the subscription token) for the owner only; the card pays no more", async () => {
    const kept = await tokenFor(ada);
    expect(await provider.charge(request(kept.token, ada, { recurring: "first" }))).toMatchObject({ ok: true });
    expect(await provider.keepToken(kept.token, 71)).toBe(true);
    const calls = fake.seen.length;
    expect(await provider.disableStoredCard(kept.token, 72)).toEqual({ ok: false });
    expect(fake.seen.length).toBe(calls);
    expect(await provider.disableStoredCard(kept.token, 71)).toEqual({ ok: true });
    const deletes = fake.seen.slice(calls).filter((s) => s.method === "DELETE");
    expect(deletes.map((d) => d.path.replace(/\d+$/, ""))).toEqual(["/v71/storedPaymentMethods/SPM", "/v71/storedPaymentMethods/SUB"]);
    expect(deletes[0].query.get("shopperReference")).toBe("customer-71");
    expect(deletes[0].query.get("merchantAccount")).toBe("FoldwellECOM");
    expect(await provider.charge(request(kept.token, ada, { recurring: "renewal" }))).toEqual({ ok: false, code: "invalidToken" });
    expect(await provider.disableStoredCard(kept.token, 71)).toEqual({ ok: false });
  });

  it("one-off cards whose handle expired unkept are deleted at Adyen; kept cards stay", async () => {
    const oneOff = await tokenFor(ada);
    const kept = await tokenFor(ada);
    await provider.keepToken(kept.token, 71);
    clock = new Date(Date.now() + 16 * 60_000);
    expect(await provider.checkToken(oneOff.token, ada)).toEqual({ ok: false, code: "tokenExpired" });
    await provider.forgetExpiredTokens(100);
    expect(await database.db.select().from(paymentAdyenTokens).where(eq(paymentAdyenTokens.token, oneOff.token))).toEqual([]);
    expect(await provider.checkToken(kept.token, ada)).toMatchObject({ ok: true });
  });

  it("paymentMethods for Adyen Web: POST /paymentMethods with the customer's shopper reference", async () => {
    const methods = await provider.paymentMethods({ countryCode: "NL", amountMinor: 4900, currency: "EUR", shopperLocale: "nl-NL", customerId: 71 });
    expect(methods).toMatchObject({ paymentMethods: [{ type: "scheme" }] });
    expect(fake.seen.at(-1)!.body).toMatchObject({ merchantAccount: "FoldwellECOM", countryCode: "NL", amount: { value: 4900, currency: "EUR" }, channel: "Web", shopperReference: "customer-71" });
  });

  it("DESIGN.md: the API key and card numbers never reach the logs", () => {
    const logged = logs.join("");
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toMatch(/4111111111111111|5555555555554444|4000000000000002|4000000000000101/);
    // The security code as a value (a timestamp's digits may hold "737").
    expect(logged).not.toMatch(/"737"|:737\b|cvc|securityCode/i);
  });

  describe("HMAC-signed standard webhooks", () => {
    let server: Awaited<ReturnType<typeof listen>>;
    const item = (fields: Partial<NotificationRequestItem> = {}): NotificationRequestItem => ({
      pspReference: "PSP9999999999999",
      merchantAccountCode: "FoldwellECOM",
      merchantReference: "order-webhook",
      amount: { value: 4900, currency: "EUR" },
      eventCode: "AUTHORISATION",
      success: "true",
      eventDate: "2026-11-25T12:00:00+01:00",
      ...fields,
    });
    const signed = (i: NotificationRequestItem, key = HMAC_KEY): NotificationRequestItem => ({ ...i, additionalData: { hmacSignature: notificationHmac(i, key) } });
    const post = (items: NotificationRequestItem[]) =>
      fetch(`${server.url("127.0.0.1")}/api/payments/webhooks/adyen`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ live: "false", notificationItems: items.map((i) => ({ NotificationRequestItem: i })) }),
      });

    beforeAll(async () => {
      const app = express();
      app.use(adyenWebhookRouter(() => provider, logger));
      server = await listen(app);
    });
    afterAll(async () => {
      await server?.close();
    });

    it("the documented signing string and a known signature (the vector of Adyen's own Node library)", () => {
      const vector = item({ pspReference: "pspReference", originalReference: "originalReference", merchantAccountCode: "merchantAccount", merchantReference: "reference", amount: { currency: "EUR", value: 1000 }, eventCode: "REPORT_AVAILABLE", success: "true" });
      expect(notificationSigningString(vector)).toBe("pspReference:originalReference:merchantAccount:reference:1000:EUR:REPORT_AVAILABLE:true");
      expect(notificationHmac(vector, "DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00")).toBe("ZNBPtI+oDyyRrLyD1XirkKnQgIAlFc07Vj27TeHsDRE=");
    });

    it("a good signature is answered [accepted] and recorded once; it settles a pending charge; a bad one is 401 and changes nothing", async () => {
      const { token } = await tokenFor(ada);
      fake.faults.dropAnswers = 2;
      const charge = request(token, ada);
      await expect(provider.charge(charge)).rejects.toThrow();
      const authorised = signed(item({ merchantReference: charge.idempotencyKey, pspReference: "PSP8888888888888" }));

      const forged = { ...authorised, success: "false" }; // signature no longer matches
      const bad = await post([forged]);
      expect(bad.status).toBe(401);
      const wrongKey = await post([signed(item(), "00".repeat(32))]);
      expect(wrongKey.status).toBe(401);
      expect(await database.db.select().from(paymentAdyenNotifications)).toEqual([]);

      const good = await post([authorised]);
      expect(good.status).toBe(200);
      expect(await good.text()).toBe("[accepted]");
      const again = await post([authorised]);
      expect(await again.text()).toBe("[accepted]");
      const recorded = await database.db.select().from(paymentAdyenNotifications);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ pspReference: "PSP8888888888888", eventCode: "AUTHORISATION", success: true, merchantReference: charge.idempotencyKey, amountMinor: 4900, currency: "EUR", live: false });
      // The outcome the answer lost is known now, without asking Adyen.
      const calls = fake.seen.length;
      expect(await provider.findCharge(charge.idempotencyKey)).toEqual({ ok: true, reference: "PSP8888888888888" });
      expect(fake.seen.length).toBe(calls);
    });

    it("a 3-D Secure step (decision 028): the charge answers the action; a later AUTHORISATION settles it as paid, nothing to refund", async () => {
      const { token } = await tokenFor(ada, "4212 3456 7890 1237");
      const charge = request(token, ada);
      const answered = await provider.charge(charge);
      expect(answered).toMatchObject({ ok: false, code: "actionRequired", action: { type: "redirect" }, reference: expect.stringMatching(/^PSP/) });
      if (answered.ok || !answered.reference) throw new Error("expected an action with a reference");
      logs.length = 0;
      const late = signed(item({ merchantReference: charge.idempotencyKey, pspReference: answered.reference }));
      expect(await (await post([late])).text()).toBe("[accepted]");
      expect(logs.join("")).not.toContain("recorded as not paid");
      expect(await provider.findCharge(charge.idempotencyKey)).toEqual({ ok: true, reference: answered.reference });
    });

    it("REFUND outcome is recorded on the charge; malformed batches are 400", async () => {
      const { token } = await tokenFor(ada);
      const paid = await provider.charge(request(token, ada));
      if (!paid.ok) throw new Error("charge failed");
      expect(await provider.refund(paid.reference)).toEqual({ ok: true });
      const refunded = signed(item({ eventCode: "REFUND", pspReference: "RF00000000000099", originalReference: paid.reference, merchantReference: "refund-x" }));
      expect(await (await post([refunded])).text()).toBe("[accepted]");
      const [row] = await database.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.pspReference, paid.reference));
      expect(row.refundSucceeded).toBe(true);
      const malformed = await fetch(`${server.url("127.0.0.1")}/api/payments/webhooks/adyen`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ notificationItems: [{}] }) });
      expect(malformed.status).toBe(400);
    });
  });
});
