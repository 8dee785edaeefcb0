import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "../../db/client";
import { AdyenPaymentProvider } from "./adyen";
import { FAKE_ADYEN_API_KEY, startFakeAdyen } from "./adyen-test-support";
import { paymentAdyenCharges, paymentAdyenTokens } from "./schema";
import type { ChargeRequest, ChargeResult, TokenOwner } from "./types";

const settings = { apiKey: FAKE_ADYEN_API_KEY, merchantAccount: "FoldwellECOM", clientKey: "test_CLIENTKEY", hmacKey: "00".repeat(32), environment: "test" as const };
const nextYear = new Date().getUTCFullYear() + 1;
const ada: TokenOwner = { customerId: 81, checkoutId: null };
const browserInfo = { acceptHeader: "*/*", colorDepth: 24, language: "en-GB", javaEnabled: false, screenHeight: 900, screenWidth: 1440, userAgent: "Mozilla/5.0", timeZoneOffset: 0 };
const shopper = { browserInfo, origin: "http://uk.localhost", returnUrl: "http://uk.localhost/checkout/payment-return" };

// Issue 14, decision 020 (001 §7 Card payments): a charge with the shopper at the browser carries
// what Adyen needs for native 3-D Secure 2; a renewal never does. /payments/details answers the
// result after an action; decision 028: the action is answered to the checkout and submitDetails decides the charge.
describe("Adyen adapter: the shopper-present fields for 3-D Secure, and /payments/details (issue 14, 001 §7)", () => {
  let database: DatabaseHandle;
  let fake: Awaited<ReturnType<typeof startFakeAdyen>>;
  let provider: AdyenPaymentProvider;
  let keyNumber = 0;
  const tokenFor = async (number: string) => {
    const made = await provider.tokenizeCard({ number, expiryMonth: 3, expiryYear: nextYear, cvc: "737", holderName: "Ada Lovelace" }, ada);
    if (!made.ok) throw new Error("tokenising failed");
    return made.card.token;
  };
  const request = (token: string, extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ token, amountMinor: 4900, currency: "GBP", idempotencyKey: `order-3ds-${++keyNumber}`, description: "Foldwell order", owner: ada, ...extra });
  const lastPayment = () => fake.seen.filter((s) => s.path === "/v71/payments").at(-1)!;
  /** The pspReference of a charge waiting for the shopper (the fake's results name their payment by it). */
  const pspOf = (result: ChargeResult) => (result as { reference?: string }).reference ?? "";
  const chargeRow = async (key: string) => (await database.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, key)))[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakeAdyen();
    provider = new AdyenPaymentProvider(database.db, settings, { baseUrl: fake.baseUrl });
  }, 300_000);
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });

  it("a shopper at the browser: Ecommerce with channel Web, origin, returnUrl, browserInfo and nativeThreeDS preferred", async () => {
    const answer = await provider.charge(request(await tokenFor("4111 1111 1111 1111"), { shopper }));
    expect(answer).toMatchObject({ ok: true });
    expect(lastPayment().body).toMatchObject({
      shopperInteraction: "Ecommerce",
      recurringProcessingModel: "CardOnFile",
      channel: "Web",
      origin: "http://uk.localhost",
      returnUrl: "http://uk.localhost/checkout/payment-return",
      browserInfo,
      authenticationData: { threeDSRequestData: { nativeThreeDS: "preferred" } },
    });
  });

  it("a subscription's first payment with the shopper present: Ecommerce, Subscription, storePaymentMethod and the 3-D Secure fields", async () => {
    await provider.charge(request(await tokenFor("4111 1111 1111 1111"), { shopper, recurring: "first" }));
    expect(lastPayment().body).toMatchObject({ shopperInteraction: "Ecommerce", recurringProcessingModel: "Subscription", storePaymentMethod: true, channel: "Web", authenticationData: { threeDSRequestData: { nativeThreeDS: "preferred" } } });
  });

  it("without a shopper (as before) the charge is ContAuth with no browser fields", async () => {
    await provider.charge(request(await tokenFor("4111 1111 1111 1111")));
    const body = lastPayment().body;
    expect(body).toMatchObject({ shopperInteraction: "ContAuth", recurringProcessingModel: "CardOnFile" });
    for (const field of ["channel", "origin", "returnUrl", "browserInfo", "authenticationData"]) expect(body).not.toHaveProperty(field);
  });

  it("decision 028: ChallengeShopper → the charge answers actionRequired with Adyen's action as is; nothing is charged until the details", async () => {
    const before = fake.charged();
    const answer = await provider.charge(request(await tokenFor("5454 5454 5454 5454"), { shopper }));
    expect(answer).toMatchObject({ ok: false, code: "actionRequired", action: { type: "threeDS2", subtype: "challenge", token: "eyJ0aHJlZURT" } });
    expect(fake.charged()).toBe(before);
  });

  it("decision 028: challenge → submitDetails → Authorised once: a repeat and a concurrent submission answer the same reference with one /payments/details key", async () => {
    const charge = request(await tokenFor("5454 5454 5454 5454"), { shopper });
    const pending = await provider.charge(charge);
    expect(pending).toMatchObject({ code: "actionRequired" });
    const result = `eyJ0cmFuc1N0YXR1cyI6IlkifQ==${pspOf(pending)}`;
    const [one, two] = await Promise.all([provider.submitDetails(charge.idempotencyKey, { threeDSResult: result }), provider.submitDetails(charge.idempotencyKey, { threeDSResult: result })]);
    expect(one).toEqual({ ok: true, reference: pspOf(pending) });
    expect(two).toEqual(one);
    expect(await provider.submitDetails(charge.idempotencyKey, { threeDSResult: "again" })).toEqual(one);
    expect(await provider.findCharge(charge.idempotencyKey)).toEqual(one);
    const keys = new Set(fake.seen.filter((s) => s.path === "/v71/payments/details").map((s) => s.headers["idempotency-key"]));
    expect([...keys].filter((key) => String(key).startsWith(`${charge.idempotencyKey}-details-`))).toHaveLength(1);
  });

  it("decision 028: RedirectShopper → actionRequired with the redirect; details Refused → declined, and it stays declined", async () => {
    const charge = request(await tokenFor("4212 3456 7890 1237"), { shopper });
    const pending = await provider.charge(charge);
    expect(pending).toMatchObject({ ok: false, code: "actionRequired", action: { type: "redirect", url: "https://checkoutshopper-test.adyen.com/3ds" } });
    const refused = await provider.submitDetails(charge.idempotencyKey, { redirectResult: `refuse-X6Xtf${pspOf(pending)}` });
    expect(refused).toMatchObject({ ok: false, code: "declined" });
    expect(await provider.submitDetails(charge.idempotencyKey, { redirectResult: `X6Xtf${pspOf(pending)}` })).toEqual(refused);
  });

  it("/payments/details after an action: Authorised with its pspReference, or Refused; the same details twice with one key answer the first result", async () => {
    const pending = await provider.charge(request(await tokenFor("4212 3456 7890 1237"), { shopper }));
    const authorised = await provider.paymentDetails({ redirectResult: `X6XtfGC3!Y${pspOf(pending)}` }, "details-1");
    expect(authorised).toMatchObject({ resultCode: "Authorised", pspReference: pspOf(pending), merchantReference: expect.stringMatching(/^order-3ds-/) });
    const again = await provider.paymentDetails({ redirectResult: `X6XtfGC3!Y${pspOf(pending)}` }, "details-1");
    expect(again).toEqual(authorised);
    const refused = await provider.paymentDetails({ threeDSResult: `refuse-eyJ0cmFuc1N0YXR1cyI6Ik4ifQ==${pspOf(pending)}` }, "details-2");
    expect(refused).toMatchObject({ resultCode: "Refused" });
    expect(fake.seen.filter((s) => s.path === "/v71/payments/details").map((s) => s.headers["idempotency-key"]).filter((key) => String(key).startsWith("details-"))).toEqual(["details-1", "details-1", "details-2"]);
  });

  it("attacker: another payment's authorised result sent for this charge does not decide it (it throws, the charge keeps waiting), and this charge's own result still does", async () => {
    const victim = request(await tokenFor("5454 5454 5454 5454"), { shopper });
    const victimPending = await provider.charge(victim);
    const attacker = request(await tokenFor("5454 5454 5454 5454"), { shopper });
    const attackerPending = await provider.charge(attacker);
    // The attacker authenticates their own payment and replays that result against the victim's charge …
    await expect(provider.submitDetails(victim.idempotencyKey, { threeDSResult: `Y${pspOf(attackerPending)}` })).rejects.toThrow(/not this charge/);
    expect(await chargeRow(victim.idempotencyKey)).toMatchObject({ status: "action" });
    // … or a made-up result (Adyen answers 422): nothing is decided either.
    await expect(provider.submitDetails(victim.idempotencyKey, { redirectResult: "forged" })).rejects.toThrow(/did not take/);
    expect(await chargeRow(victim.idempotencyKey)).toMatchObject({ status: "action" });
    expect(await provider.submitDetails(victim.idempotencyKey, { threeDSResult: `Y${pspOf(victimPending)}` })).toEqual({ ok: true, reference: pspOf(victimPending) });
  });

  it("a subscription's first payment authorised after 3-D Secure: the token Adyen stored with /payments/details is the one renewals use", async () => {
    const token = await tokenFor("5454 5454 5454 5454");
    const charge = request(token, { shopper, recurring: "first" });
    const pending = await provider.charge(charge);
    expect(pending).toMatchObject({ code: "actionRequired" });
    expect(await provider.submitDetails(charge.idempotencyKey, { threeDSResult: `Y${pspOf(pending)}` })).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(paymentAdyenTokens).where(eq(paymentAdyenTokens.token, token));
    expect(row.subscriptionPaymentMethodId).toMatch(/^SUB/);
  });

  it("decision 028: a fingerprint first (IdentifyShopper), then the challenge /payments/details asks for: the charge keeps waiting with the new action, and the challenge's result decides it", async () => {
    const charge = request(await tokenFor("4917 6100 0000 0000"), { shopper });
    const pending = await provider.charge(charge);
    expect(pending).toMatchObject({ code: "actionRequired", action: { type: "threeDS2", subtype: "fingerprint" } });
    const challenge = await provider.submitDetails(charge.idempotencyKey, { threeDSResult: `fingerprint-${pspOf(pending)}` });
    expect(challenge).toMatchObject({ ok: false, code: "actionRequired", action: { type: "threeDS2", subtype: "challenge" } });
    expect(await chargeRow(charge.idempotencyKey)).toMatchObject({ status: "action" });
    expect(await provider.submitDetails(charge.idempotencyKey, { threeDSResult: `Y${pspOf(pending)}` })).toEqual({ ok: true, reference: pspOf(pending) });
  });
});
