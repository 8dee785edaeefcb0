import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingJob } from "../../jobs/billing";
import { carts } from "../../modules/cart/schema";
import { subscriptionCharges, subscriptions } from "../../modules/subscription/schema";
import { CookieJar, useCheckoutHarness, VISA_DECLINED } from "../../modules/checkout/test-support";
import { orders } from "../../modules/order/schema";
import { storedPaymentMethods } from "../../modules/payment/schema";
import { startFakeAdyen, swapInFakeAdyen } from "./adyen-test-support";
import { paymentAdyenCharges } from "./schema";
import { createMonthlyPlan } from "../../jobs/billing-test-support";

const VISA = "4111 1111 1111 1111";

// Issue 14: "the hosted checkout works with either" processor. The shop's own checkout API
// (payments/tokenizeCard, commerce/placeOrder; decision 011) with the Adyen adapter against a local
// fake of its Checkout API v71 (001 §7 Card payments).
describe("the hosted checkout with PAYMENT_PROVIDER=adyen (issue 14, 001 §7)", () => {
  const h = useCheckoutHarness();
  let fake: Awaited<ReturnType<typeof startFakeAdyen>>;
  let monthly: number;

  beforeAll(async () => {
    // The harness's shop was made with the test processor; this file swaps in the Adyen adapter.
    ({ fake } = await swapInFakeAdyen(h.shop.db, h.shop.payments));
    ({ monthly } = await createMonthlyPlan(h.shop, "T-BIKE"));
  });
  afterAll(async () => {
    await fake?.close();
  });

  it("a guest pays: the card is stored at Adyen, the order is charged by POST /payments with its key and is Awaiting Fulfillment with Adyen's reference", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "adyen-guest@example.com" });
    const token = await h.tokenize(jar, { number: VISA });
    expect(token).toMatch(/^adyen_/);
    const answer = await h.place(jar, checkoutId, { token });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.data.status).toBe("Awaiting Fulfillment");
    const payment = fake.seen.filter((s) => s.path === "/v71/payments").at(-1)!;
    expect(payment.headers["idempotency-key"]).toBe(`order-${answer.data.order_id}`);
    // Decision 028: the shopper is at the browser: Ecommerce with what 3-D Secure needs, coming back to this storefront's own return page.
    expect(payment.body).toMatchObject({ reference: `order-${answer.data.order_id}`, shopperInteraction: "Ecommerce", recurringProcessingModel: "CardOnFile", shopperReference: `checkout-${checkoutId}`, channel: "Web" });
    const returnUrl = new URL(String(payment.body.returnUrl));
    expect(returnUrl.origin).toBe(payment.body.origin);
    expect(`${returnUrl.pathname}${returnUrl.search}`).toBe(`/checkout/payment-return?checkoutId=${checkoutId}`);
    const [charge] = await h.shop.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, `order-${answer.data.order_id}`));
    expect(charge).toMatchObject({ status: "authorised", pspReference: expect.stringMatching(/^PSP/) });
    const [order] = await h.shop.db.select().from(orders).where(eq(orders.id, answer.data.order_id));
    expect(JSON.stringify(order)).toContain(charge.pspReference);
  });

  it("a declined card answers 402 with the translated message and no order is paid", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "adyen-declined@example.com" });
    const answer = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { number: VISA_DECLINED }) });
    expect(answer.status).toBe(402);
    expect(answer.error!.message).toMatch(/declined/i);
  });

  it("a customer saves the card in checkout and pays with the saved card next time; deleting it disables it at Adyen", async () => {
    const { jar, customerId } = await h.signedIn();
    const first = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
    const placed = await h.place(jar, first, { token: await h.tokenize(jar, { number: VISA }), save: true });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const [saved] = await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId));
    expect(saved).toMatchObject({ provider: "adyen", brand: "visa", last4: "1111" });

    const second = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
    const again = await h.place(jar, second, { storedPaymentMethodId: saved.id });
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    expect(fake.seen.filter((s) => s.path === "/v71/payments").at(-1)!.body).toMatchObject({ shopperReference: `customer-${customerId}`, shopperInteraction: "Ecommerce", recurringProcessingModel: "CardOnFile" });

    const deleted = await h.call(jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: saved.id });
    expect(deleted.status, JSON.stringify(deleted.error)).toBe(200);
    expect(fake.seen.at(-1)).toMatchObject({ method: "DELETE", path: expect.stringMatching(/^\/v71\/storedPaymentMethods\/SPM/) });
  });

  it("a subscription checkout is the first charge (Ecommerce, Subscription, storePaymentMethod); the billing job renews with the token Adyen gave it (ContAuth, Subscription)", async () => {
    const { jar, customerId } = await h.signedIn();
    await h.shop.customers.setVerificationStatus(customerId, "VERIFIED");
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bike, variant_id: h.catalog.bikeGreen, quantity: 1 }]);
    const cartId = (await h.call(jar, "commerce/getCart")).data.id as string;
    await h.shop.db.update(carts).set({ isSubscription: true, subscriptionFrequencyId: String(monthly) }).where(eq(carts.id, cartId));
    const token = await h.tokenize(jar, { number: VISA });
    const answer = await h.call<{ order_id: number }>(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { token }, recurringConsent: true });
    await h.shop.outbox.idle();
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const first = fake.seen.filter((s) => s.path === "/v71/payments").at(-1)!;
    expect(first.body).toMatchObject({ shopperInteraction: "Ecommerce", recurringProcessingModel: "Subscription", storePaymentMethod: true, shopperReference: `customer-${customerId}` });

    const [subscription] = await h.shop.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
    expect(subscription).toMatchObject({ status: "active" });
    const report = await new BillingJob(h.shop).run(subscription.nextPaymentDate);
    expect(report).toMatchObject({ paid: 1 });
    const renewal = fake.seen.filter((s) => s.path === "/v71/payments").at(-1)!;
    expect(renewal.body).toMatchObject({ shopperInteraction: "ContAuth", recurringProcessingModel: "Subscription", shopperReference: `customer-${customerId}`, paymentMethod: { storedPaymentMethodId: expect.stringMatching(/^SUB/) } });
    const history = await h.shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscription.id));
    expect(history.map((c) => c.status)).toEqual(["paid", "paid"]);
  });
});
