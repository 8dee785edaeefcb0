import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, useCheckoutHarness } from "../../modules/checkout/test-support";
import { orders } from "../../modules/order/schema";
import { storedPaymentMethods } from "../../modules/payment/schema";
import { FAKE_ADYEN_API_KEY, startFakeAdyen, swapInFakeAdyen } from "./adyen-test-support";
import { paymentAdyenCharges, paymentAdyenTokens } from "./schema";
import type { PaymentProvider } from "./types";

/** What Adyen Web's card component hands its onSubmit: long opaque strings (state.data.paymentMethod). */
function encryptedCard(tag: string) {
  const blob = (field: string) => `adyenjs_0_1_25$${field}-${tag}-${"Qk9HVVM".repeat(120)}`;
  return {
    type: "scheme",
    encryptedCardNumber: blob("number"),
    encryptedExpiryMonth: blob("month"),
    encryptedExpiryYear: blob("year"),
    encryptedSecurityCode: blob("cvc"),
    holderName: "Ada Lovelace",
  };
}

// Issue 14 (001 §7 Card payments; decision 020): with PAYMENT_PROVIDER=adyen the payment step posts
// the card as Adyen Web encrypted it. The shop's tokenizeCard and addStoredPaymentMethod accept
// these fields under their own bounded schema, pass them to Adyen unread, and neither log nor store them.
describe("Adyen Web's encrypted card fields (issue 14, 001 §7, decision 020)", () => {
  const h = useCheckoutHarness();
  let fake: Awaited<ReturnType<typeof startFakeAdyen>>;
  let testProvider: PaymentProvider;
  const logs: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: "debug" }, new Writable({ write: (chunk, _e, done) => (logs.push(String(chunk)), done()) }));
    ({ fake, replaced: testProvider } = await swapInFakeAdyen(h.shop.db, h.shop.payments, { logger }));
  });
  afterAll(async () => {
    await fake?.close();
  });

  it("paymentMethods names Adyen Web's client config (client key, environment, storefront locale and country) in adyen mode only", async () => {
    const jar = new CookieJar();
    const adyen = await h.call(jar, "payments/paymentMethods", {});
    expect(adyen.data).toEqual([{ id: "card", name: expect.any(String), adyen: { clientKey: "test_CLIENTKEY", environment: "test", locale: "en-GB", countryCode: "GB" } }]);
    expect(JSON.stringify(adyen.data)).not.toContain(FAKE_ADYEN_API_KEY);
    const adyenProvider = h.shop.payments.provider;
    Object.defineProperty(h.shop.payments, "provider", { value: testProvider, configurable: true, writable: true });
    try {
      const standard = await h.call(jar, "payments/paymentMethods", {});
      expect(standard.data).toEqual([{ id: "card", name: expect.any(String) }]);
    } finally {
      Object.defineProperty(h.shop.payments, "provider", { value: adyenProvider, configurable: true, writable: true });
    }
  });

  it("attacker: an encrypted field longer than 4096 characters is refused with 400 and never reaches Adyen", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "adyen-long@example.com" });
    const before = fake.seen.length;
    const answer = await h.call(jar, "payments/tokenizeCard", { checkoutId, ...encryptedCard("long"), encryptedCardNumber: "x".repeat(4097) });
    expect(answer.status).toBe(400);
    expect(fake.seen.length).toBe(before);
  });

  it("attacker: with the built-in test processor (the default) encrypted fields are refused with 400 (it cannot read them)", async () => {
    const adyen = h.shop.payments.provider;
    Object.defineProperty(h.shop.payments, "provider", { value: testProvider, configurable: true, writable: true });
    try {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "adyen-default@example.com" });
      const answer = await h.call(jar, "payments/tokenizeCard", { checkoutId, ...encryptedCard("default") });
      expect(answer.status).toBe(400);
      expect(answer.error!.message).toMatch(/card number/i);
    } finally {
      Object.defineProperty(h.shop.payments, "provider", { value: adyen, configurable: true, writable: true });
    }
  });

  it("a guest pays with the encrypted card: Adyen receives the fields unread, the order is paid, and no row and no log line holds them", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "adyen-encrypted@example.com" });
    const card = encryptedCard("guest");
    const tokenised = await h.call<{ token: string; brand: string; last4: string }>(jar, "payments/tokenizeCard", { checkoutId, ...card });
    expect(tokenised.status, JSON.stringify(tokenised.error)).toBe(200);
    expect(tokenised.data).toMatchObject({ token: expect.stringMatching(/^adyen_/), brand: "visa", last4: "1111" });
    const vaulted = fake.seen.filter((s) => s.path === "/v71/storedPaymentMethods").at(-1)!;
    expect(vaulted.body.paymentMethod).toEqual({
      type: "scheme",
      encryptedCardNumber: card.encryptedCardNumber,
      encryptedExpiryMonth: card.encryptedExpiryMonth,
      encryptedExpiryYear: card.encryptedExpiryYear,
      encryptedSecurityCode: card.encryptedSecurityCode,
      holderName: "Ada Lovelace",
    });

    const placed = await h.place(jar, checkoutId, { token: tokenised.data.token });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    expect(placed.data.status).toBe("Awaiting Fulfillment");

    const [order] = await h.shop.db.select().from(orders).where(eq(orders.id, placed.data.order_id));
    const rows = JSON.stringify([order, await h.shop.db.select().from(paymentAdyenTokens), await h.shop.db.select().from(paymentAdyenCharges)]);
    for (const value of [card.encryptedCardNumber, card.encryptedExpiryMonth, card.encryptedSecurityCode, "guest-Qk9H"]) {
      expect(rows).not.toContain(value);
      expect(logs.join("")).not.toContain(value);
    }
  });

  it("a customer adds an encrypted card on the payment methods page: it is saved with brand and last four, the fields are not stored", async () => {
    const { jar, customerId } = await h.signedIn();
    const card = encryptedCard("account");
    const answer = await h.call<{ card: { brand: string; last4: string } }>(jar, "payments/addStoredPaymentMethod", card);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.data.card).toMatchObject({ brand: "visa", last4: "1111" });
    const saved = await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId));
    expect(saved).toHaveLength(1);
    expect(JSON.stringify(saved)).not.toContain("account-Qk9H");
    expect(fake.seen.filter((s) => s.path === "/v71/storedPaymentMethods").at(-1)!.body).toMatchObject({ shopperReference: `customer-${customerId}`, recurringProcessingModel: "CardOnFile" });
  });

  it("the plain card fields still work with the same call (Adyen test accounts), and a wrong plain field keeps its translated message", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "adyen-plain@example.com" });
    expect(await h.tokenize(jar, { checkoutId })).toMatch(/^adyen_/);
    const tooLong = await h.call(jar, "payments/tokenizeCard", { checkoutId, number: "4".repeat(31), expiryMonth: 12, expiryYear: 2099, cvc: "123", holderName: "Ada" });
    expect(tooLong.status).toBe(400);
    expect((tooLong.error as { issues?: unknown }).issues).toEqual([{ path: "number", message: expect.stringMatching(/card number/i) }]);
  });
});
