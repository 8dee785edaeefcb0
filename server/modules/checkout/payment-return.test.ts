import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingJob } from "../../jobs/billing";
import { startFakeAdyen, swapInFakeAdyen } from "../../integrations/payment/adyen-test-support";
import { paymentAdyenCharges } from "../../integrations/payment/schema";
import { carts } from "../cart/schema";
import { stockLevels } from "../catalog/schema";
import { setStockLevel } from "../catalog/writer";
import { orders } from "../order/schema";
import { storedPaymentMethods } from "../payment/schema";
import { subscriptionCharges, subscriptions } from "../subscription/schema";
import { checkouts } from "./schema";
import { fetchAs } from "../../../tests/http";
import { TooManyAttempts } from "../../http/throttle";
import { CookieJar, useCheckoutHarness } from "./test-support";
import { createMonthlyPlan } from "../../jobs/billing-test-support";

/** Adyen's fake: this card's issuer sends the shopper to a redirect (RedirectShopper); this one challenges in the page (threeDS2). */
const VISA_REDIRECT = "4212 3456 7890 1237";
const MC_CHALLENGE = "5454 5454 5454 5454";
const VISA = "4111 1111 1111 1111";
/** …and this one's issuer takes the browser's fingerprint first, then challenges. */
const VISA_FINGERPRINT = "4917 6100 0000 0000";

// Decision 028 (001 §7 Card payments; DESIGN.md Reliability and security rules): with
// PAYMENT_PROVIDER=adyen a payment that needs 3-D Secure is decided by the details the browser
// brings back: Adyen Web's onAdditionalDetails (commerce/submitPaymentDetails) or the redirect
// return page /checkout/payment-return (GET, or a form POST). Against the local Adyen fake.
describe("3-D Secure with Adyen: the redirect return and the details (decision 028, 001 §7)", () => {
  const h = useCheckoutHarness();
  let fake: Awaited<ReturnType<typeof startFakeAdyen>>;
  let monthly: number;

  beforeAll(async () => {
    ({ fake } = await swapInFakeAdyen(h.shop.db, h.shop.payments));
    ({ monthly } = await createMonthlyPlan(h.shop, "T-BIKE"));
  });
  afterAll(async () => {
    await fake?.close();
  });

  const stockOf = async (productId: number) =>
    (await h.shop.db.select().from(stockLevels).where(and(eq(stockLevels.productId, productId), eq(stockLevels.locationId, h.catalog.ukLocation))))[0].quantity;
  const ordersOf = async (checkoutId: string) => (await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).map((o) => o.status);
  const checkoutRow = async (checkoutId: string) => (await h.shop.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0];

  /** A checkout whose payment waits for 3-D Secure; `psp` is what the fake's results name it by. */
  async function pendingCheckout(number: string, jar = new CookieJar()) {
    await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.tube, quantity: 40 });
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.tube, quantity: 2 }], { email: `three-ds-${randomUUID()}@example.com` });
    const answer = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { number }) });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const data = answer.data as unknown as { status: string; action: Record<string, unknown>; order_id: number };
    expect(data.status).toBe("authenticationRequired");
    const [charge] = await h.shop.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, `order-${data.order_id}`));
    return { jar, checkoutId, orderId: data.order_id, action: data.action, psp: charge.pspReference! };
  }

  /** The browser coming back from the issuer: GET (or POST) on the storefront's host with the jar's cookies. */
  function comeBack(jar: CookieJar | null, query: string, init: { method?: "GET" | "POST"; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    return fetchAs(h.server.port, "uk.localhost", `/checkout/payment-return?${query}`, {
      method: init.method ?? "GET",
      headers: {
        ...(jar && jar.cookies.size ? { cookie: jar.header() } : {}),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...init.headers,
      },
      body,
    });
  }
  /** A same-origin form POST (the shop's own re-post page). */
  const sameOrigin = () => ({ origin: `http://uk.localhost:${h.server.port}`, "sec-fetch-site": "same-origin" });

  it("attacker: another session's return for the victim's checkout, even with the victim's real result, completes nothing; someone else's result sent to one's own checkout completes nothing either; the victim's own return then places the order", async () => {
    const victim = await pendingCheckout(VISA_REDIRECT);
    const attacker = await pendingCheckout(VISA_REDIRECT);
    const stranger = await comeBack(attacker.jar, `checkoutId=${victim.checkoutId}&redirectResult=${encodeURIComponent(`X6Xtf${victim.psp}`)}`);
    expect(stranger.status).toBe(404);
    expect(await ordersOf(victim.checkoutId)).toEqual(["Awaiting Payment"]);
    // The attacker replays the victim's result on their own checkout: Adyen's answer names the victim's payment.
    const replay = await comeBack(attacker.jar, `checkoutId=${attacker.checkoutId}&redirectResult=${encodeURIComponent(`X6Xtf${victim.psp}`)}`);
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toBe(`/checkout/${attacker.checkoutId}?payment=failed`);
    expect(await ordersOf(attacker.checkoutId)).toEqual(["Awaiting Payment"]);
    expect(await ordersOf(victim.checkoutId)).toEqual(["Awaiting Payment"]);
    // A cross-site form POST is never decided as it arrives (it carries no session): it is posted again from the shop.
    const crossSite = await comeBack(null, `checkoutId=${victim.checkoutId}`, { method: "POST", form: { redirectResult: `X6Xtf${victim.psp}` }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(200);
    expect(await ordersOf(victim.checkoutId)).toEqual(["Awaiting Payment"]);

    const own = await comeBack(victim.jar, `checkoutId=${victim.checkoutId}&redirectResult=${encodeURIComponent(`X6Xtf${victim.psp}`)}`);
    expect(own.status).toBe(303);
    expect(own.headers.get("location")).toBe(`/order-confirmation?orderId=${victim.orderId}`);
    expect(await ordersOf(victim.checkoutId)).toEqual(["Awaiting Fulfillment"]);
    expect((await checkoutRow(victim.checkoutId)).pendingPayment).toBeNull();
  });

  it("bad input: no result, a result too long, unknown fields only, or a checkout id that is not one: nothing is decided and every Location is a path of this shop", async () => {
    const { jar, checkoutId } = await pendingCheckout(VISA_REDIRECT);
    const answers = [
      await comeBack(jar, `checkoutId=${checkoutId}`),
      await comeBack(jar, `checkoutId=${checkoutId}&next=https://evil.example&resultCode=Authorised`),
      await comeBack(jar, `checkoutId=${checkoutId}`, { method: "POST", form: { redirectResult: "x".repeat(20_001) }, headers: sameOrigin() }),
      await comeBack(jar, `checkoutId=${checkoutId}`, { method: "POST", form: { MD: "only-md" }, headers: sameOrigin() }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(`/checkout/${checkoutId}?payment=failed`);
    }
    // A URL longer than the server takes is refused before any code runs (4xx, not 500).
    expect((await comeBack(jar, `checkoutId=${checkoutId}&redirectResult=${"x".repeat(20_001)}`)).status).toBe(431);
    expect((await comeBack(jar, "checkoutId=not-a-checkout&redirectResult=x")).status).toBe(404);
    expect((await comeBack(jar, `checkoutId=${checkoutId}`, { method: "POST", form: { redirectResult: "x".repeat(70_000) }, headers: sameOrigin() })).status).toBe(413);
    expect(await ordersOf(checkoutId)).toEqual(["Awaiting Payment"]);
    expect((await checkoutRow(checkoutId)).status).toBe("placing");
  });

  it("over the per-IP budget for payment details (each is a call to Adyen): 429 with Retry-After and the translated message, for the return page and the RPC alike; nothing is sent to Adyen or decided", async () => {
    const { jar, checkoutId, psp } = await pendingCheckout(VISA_REDIRECT);
    const limits = h.shop.writeLimits;
    Object.defineProperty(h.shop, "writeLimits", { value: { consume: async () => Promise.reject(new TooManyAttempts(42, "errors.tooManyRequests")) }, configurable: true, writable: true });
    const detailsCalls = fake.seen.filter((s) => s.path === "/v71/payments/details").length;
    try {
      const page = await comeBack(jar, `checkoutId=${checkoutId}&redirectResult=${encodeURIComponent(`X6Xtf${psp}`)}`);
      expect(page.status).toBe(429);
      expect(page.headers.get("retry-after")).toBe("42");
      expect(await page.text()).toMatch(/too many requests/i);
      const rpc = await h.call(jar, "commerce/submitPaymentDetails", { checkoutId, details: { redirectResult: `X6Xtf${psp}` } });
      expect(rpc.status).toBe(429);
    } finally {
      Object.defineProperty(h.shop, "writeLimits", { value: limits, configurable: true, writable: true });
    }
    expect(fake.seen.filter((s) => s.path === "/v71/payments/details")).toHaveLength(detailsCalls);
    expect(await ordersOf(checkoutId)).toEqual(["Awaiting Payment"]);
  });

  it("a form POST from the issuer's site: a page of the shop posts the same fields again (escaped, to its own path); that same-origin POST with the session places the order", async () => {
    const { jar, checkoutId, orderId, psp } = await pendingCheckout(VISA_REDIRECT);
    const form = { MD: "bWQ<\"script>", PaRes: `eJxVUt${psp}`, ignored: "x" };
    const page = await comeBack(null, `checkoutId=${checkoutId}`, { method: "POST", form, headers: { origin: "https://issuer.example", "sec-fetch-site": "cross-site" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain(`action="/checkout/payment-return?checkoutId=${checkoutId}"`);
    expect(html).toContain('name="MD" value="bWQ&#60;&#34;script&#62;"');
    expect(html).not.toContain("ignored");
    expect(html).toContain("Continue");
    expect(await ordersOf(checkoutId)).toEqual(["Awaiting Payment"]);
    const again = await comeBack(jar, `checkoutId=${checkoutId}`, { method: "POST", form: { MD: form.MD, PaRes: form.PaRes }, headers: sameOrigin() });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/order-confirmation?orderId=${orderId}`);
    expect(await ordersOf(checkoutId)).toEqual(["Awaiting Fulfillment"]);
  });

  it("refused on return: back to the payment step with ?payment=declined; the stock and the attempt are released at once; another card pays", async () => {
    const { jar, checkoutId, psp } = await pendingCheckout(VISA_REDIRECT);
    expect(await stockOf(h.catalog.tube)).toBe(38);
    const refused = await comeBack(jar, `checkoutId=${checkoutId}&redirectResult=${encodeURIComponent(`refuse-${psp}`)}`);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/checkout/${checkoutId}?payment=declined`);
    expect(await stockOf(h.catalog.tube)).toBe(40);
    expect(await ordersOf(checkoutId)).toEqual(["Declined"]);
    expect(await checkoutRow(checkoutId)).toMatchObject({ status: "open", orderId: null, pendingPayment: null });
    const paid = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { number: VISA }) });
    expect(paid.status, JSON.stringify(paid.error)).toBe(200);
    expect((paid.data as { status: string }).status).toBe("Awaiting Fulfillment");
  });

  it("Adyen Web's challenge in the page: the action is Adyen's threeDS2 object; onAdditionalDetails' details to submitPaymentDetails place the order once; refused details release the stock at once", async () => {
    const ok = await pendingCheckout(MC_CHALLENGE);
    expect(ok.action).toMatchObject({ type: "threeDS2", subtype: "challenge" });
    const details = { threeDSResult: `eyJ0cmFuc1N0YXR1cyI6IlkifQ${ok.psp}` };
    const [one, two] = await Promise.all([
      h.call(ok.jar, "commerce/submitPaymentDetails", { checkoutId: ok.checkoutId, details }),
      h.call(ok.jar, "commerce/submitPaymentDetails", { checkoutId: ok.checkoutId, details }),
    ]);
    expect(one.status, JSON.stringify(one.error)).toBe(200);
    expect(two.data).toEqual(one.data);
    expect(one.data.redirect_url).toBe(`/order-confirmation?orderId=${ok.orderId}`);
    expect(await ordersOf(ok.checkoutId)).toEqual(["Awaiting Fulfillment"]);

    const no = await pendingCheckout(MC_CHALLENGE);
    expect(await stockOf(h.catalog.tube)).toBe(38);
    const refused = await h.call(no.jar, "commerce/submitPaymentDetails", { checkoutId: no.checkoutId, details: { threeDSResult: `refuse-${no.psp}` } });
    expect(refused.status).toBe(402);
    expect(refused.error!.message).toMatch(/declined/i);
    expect(await stockOf(h.catalog.tube)).toBe(40);
    expect(await ordersOf(no.checkoutId)).toEqual(["Declined"]);
  });

  it("a fingerprint, then a challenge: the first details answer the challenge action (the order still waits), the challenge's details place it", async () => {
    const { jar, checkoutId, orderId, action, psp } = await pendingCheckout(VISA_FINGERPRINT);
    expect(action).toMatchObject({ type: "threeDS2", subtype: "fingerprint" });
    const next = await h.call(jar, "commerce/submitPaymentDetails", { checkoutId, details: { threeDSResult: `fingerprint-${psp}` } });
    expect(next.status, JSON.stringify(next.error)).toBe(200);
    expect(next.data).toMatchObject({ status: "authenticationRequired", order_id: orderId, action: { type: "threeDS2", subtype: "challenge" } });
    expect(await ordersOf(checkoutId)).toEqual(["Awaiting Payment"]);
    const done = await h.call(jar, "commerce/submitPaymentDetails", { checkoutId, details: { threeDSResult: `Y${psp}` } });
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    expect(done.data.redirect_url).toBe(`/order-confirmation?orderId=${orderId}`);
    expect(await ordersOf(checkoutId)).toEqual(["Awaiting Fulfillment"]);
  });

  it("a subscription's first payment with 3-D Secure: after the details the card is a saved card of the customer, the subscription is Active with it, and the billing job renews with the token Adyen stored", async () => {
    const { jar, customerId } = await h.signedIn();
    await h.shop.customers.setVerificationStatus(customerId, "VERIFIED");
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bike, variant_id: h.catalog.bikeGreen, quantity: 1 }]);
    const cartId = (await h.call(jar, "commerce/getCart")).data.id as string;
    await h.shop.db.update(carts).set({ isSubscription: true, subscriptionFrequencyId: String(monthly) }).where(eq(carts.id, cartId));
    const token = await h.tokenize(jar, { number: MC_CHALLENGE });
    const answer = await h.call<{ status: string; order_id: number }>(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { token }, recurringConsent: true, browserInfo: { acceptHeader: "*/*", colorDepth: 24, language: "en-GB", javaEnabled: false, screenHeight: 900, screenWidth: 1440, userAgent: "Mozilla/5.0", timeZoneOffset: 0 } });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.data.status).toBe("authenticationRequired");
    const first = fake.seen.filter((s) => s.path === "/v71/payments").at(-1)!;
    expect(first.body).toMatchObject({ shopperInteraction: "Ecommerce", recurringProcessingModel: "Subscription", storePaymentMethod: true, channel: "Web", browserInfo: { colorDepth: 24, userAgent: "Mozilla/5.0" } });
    expect(await h.shop.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId))).toEqual([]);
    const [charge] = await h.shop.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, `order-${answer.data.order_id}`));

    const done = await h.call(jar, "commerce/submitPaymentDetails", { checkoutId, details: { threeDSResult: `Y${charge.pspReference}` } });
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    await h.shop.outbox.idle();
    const saved = await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ provider: "adyen", brand: "mastercard", last4: "5454" });
    const [subscription] = await h.shop.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
    expect(subscription).toMatchObject({ status: "active", storedPaymentMethodId: saved[0].id });
    const report = await new BillingJob(h.shop).run(subscription.nextPaymentDate);
    expect(report).toMatchObject({ paid: 1 });
    expect(fake.seen.filter((s) => s.path === "/v71/payments").at(-1)!.body).toMatchObject({ shopperInteraction: "ContAuth", recurringProcessingModel: "Subscription", paymentMethod: { storedPaymentMethodId: expect.stringMatching(/^SUB/) } });
    const history = await h.shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscription.id));
    expect(history.map((c) => c.status)).toEqual(["paid", "paid"]);
  });
});
