import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { BillingJob } from "../jobs/billing";
import { carts } from "../modules/cart/schema";
import { storedPaymentMethods } from "../modules/payment/schema";
import { subscriptionCharges, subscriptions } from "../modules/subscription/schema";
import { paymentTestCharges } from "../integrations/payment/schema";
import { stockLevels } from "../modules/catalog/schema";
import { setStockLevel } from "../modules/catalog/writer";
import { CookieJar, useCheckoutHarness } from "../modules/checkout/test-support";
import { orders } from "../modules/order/schema";
import { checkouts } from "../modules/checkout/schema";
import { sweepAbandonedAttempts } from "./sweep-abandoned-attempts";
import { createMonthlyPlan } from "../jobs/billing-test-support";

const VISA_3DS = "4000 0000 0000 3220";

// Decision 028 (001 §7 Card payments; DESIGN.md Reliability rules): a card that needs 3-D Secure
// leaves the attempt pending; the details complete the same attempt once. PGlite and PostgreSQL.
describe("3-D Secure in the hosted checkout (001 §7, decision 028)", () => {
  const h = useCheckoutHarness();
  const stockOf = async (productId: number) =>
    (await h.shop.db.select().from(stockLevels).where(and(eq(stockLevels.productId, productId), eq(stockLevels.locationId, h.catalog.ukLocation))))[0].quantity;
  const pendingCheckout = async () => {
    const jar = new CookieJar();
    await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.tube, quantity: 50 });
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.tube, quantity: 2 }], { email: "secure@example.com" });
    const token = await h.tokenize(jar, { number: VISA_3DS });
    const key = crypto.randomUUID();
    const answer = await h.place(jar, checkoutId, { token }, { idempotencyKey: key });
    return { jar, checkoutId, token, key, answer };
  };
  const details = (jar: CookieJar, checkoutId: string, reference: string, threeDSResult: string) => h.call<{ order_id: number; redirect_url: string }>(jar, "commerce/submitPaymentDetails", { checkoutId, details: { reference, threeDSResult } });

  it("placeOrder answers the challenge (the same key answers it again), stock is reserved; two concurrent Complete submissions make one paid order", async () => {
    const { jar, checkoutId, token, key, answer } = await pendingCheckout();
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const data = answer.data as unknown as { status: string; action: { type: string; url: string }; order_id: number };
    expect(data).toMatchObject({ status: "authenticationRequired", action: { type: "redirect", url: expect.stringMatching(/^\/checkout\/3ds-challenge\?reference=ch_test_/) } });
    expect(await stockOf(h.catalog.tube)).toBe(48);
    const again = await h.place(jar, checkoutId, { token }, { idempotencyKey: key });
    expect(again.data).toEqual(answer.data);
    const reference = new URL(data.action.url, "http://shop").searchParams.get("reference")!;
    const [one, two] = await Promise.all([details(jar, checkoutId, reference, "Y"), details(jar, checkoutId, reference, "Y")]);
    expect(one.status, JSON.stringify(one.error)).toBe(200);
    expect(two.status).toBe(200);
    expect(one.data.order_id).toBe(data.order_id);
    expect(two.data.order_id).toBe(data.order_id);
    const placed = await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    expect(placed.map((o) => o.status)).toEqual(["Awaiting Fulfillment"]);
    expect(await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${data.order_id}`))).toHaveLength(1);
    expect(await stockOf(h.catalog.tube)).toBe(48);
  });

  it("a Complete that reads the checkout before another completes it and the order after: the same paid order, not 409 (DESIGN.md: two completes make one order)", async () => {
    const { jar, checkoutId, answer } = await pendingCheckout();
    const orderId = (answer.data as unknown as { order_id: number }).order_id;
    const reference = new URL((answer.data as unknown as { action: { url: string } }).action.url, "http://shop").searchParams.get("reference")!;
    // The other submission runs entirely between this one's two reads (the race CI met on PostgreSQL).
    const readOrder = h.shop.orders.row.bind(h.shop.orders);
    let other: Awaited<ReturnType<typeof details>> | undefined;
    const spy = vi.spyOn(h.shop.orders, "row").mockImplementationOnce(async (id) => {
      other = await details(jar, checkoutId, reference, "Y");
      return readOrder(id);
    });
    try {
      const late = await details(jar, checkoutId, reference, "Y");
      expect(other?.status, JSON.stringify(other?.error)).toBe(200);
      expect(late.status, JSON.stringify(late.error)).toBe(200);
      expect(late.data.order_id).toBe(orderId);
    } finally {
      spy.mockRestore();
    }
    expect((await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).map((o) => o.status)).toEqual(["Awaiting Fulfillment"]);
  });

  it("Fail after the challenge: the decline message, no order, stock back, and the cart can be paid again with another card", async () => {
    const { jar, checkoutId, answer } = await pendingCheckout();
    const data = answer.data as unknown as { action: { url: string } };
    const reference = new URL(data.action.url, "http://shop").searchParams.get("reference")!;
    const refused = await details(jar, checkoutId, reference, "N");
    expect(refused.status).toBe(402);
    expect(refused.error!.message).toMatch(/declined/i);
    expect(await stockOf(h.catalog.tube)).toBe(50);
    expect((await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).map((o) => o.status)).toEqual(["Declined"]);
    const paid = await h.place(jar, checkoutId, { token: await h.tokenize(jar, {}) });
    expect(paid.status, JSON.stringify(paid.error)).toBe(200);
    expect((paid.data as { status: string }).status).toBe("Awaiting Fulfillment");
  });

  it("abandoned: the shopper leaves the challenge and places the order again with another card; the waiting attempt is given up at once (stock back, Cancelled), the new card pays, and the old challenge's Complete decides nothing", async () => {
    const { jar, checkoutId, answer } = await pendingCheckout();
    const oldOrder = (answer.data as unknown as { order_id: number }).order_id;
    const reference = new URL((answer.data as unknown as { action: { url: string } }).action.url, "http://shop").searchParams.get("reference")!;
    expect(await stockOf(h.catalog.tube)).toBe(48);
    const paid = await h.place(jar, checkoutId, { token: await h.tokenize(jar, {}) });
    expect(paid.status, JSON.stringify(paid.error)).toBe(200);
    const statuses = (await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).map((o) => [o.id, o.status]);
    expect(statuses).toEqual(expect.arrayContaining([[oldOrder, "Cancelled"], [(paid.data as { order_id: number }).order_id, "Awaiting Fulfillment"]]));
    expect(await stockOf(h.catalog.tube)).toBe(48);
    const late = await details(jar, checkoutId, reference, "Y");
    expect(late.status).toBe(200);
    expect(late.data.order_id).toBe((paid.data as { order_id: number }).order_id);
    expect((await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).filter((o) => o.status === "Awaiting Fulfillment")).toHaveLength(1);
  });

  it("abandoned and never back: the sweep leaves an attempt waiting for 3-D Secure alone for minutes (a challenge can take that long), then gives it up: stock back, Cancelled, checkout open", async () => {
    const { checkoutId } = await pendingCheckout();
    const [row] = await h.shop.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row.pendingPayment).toMatchObject({ awaitingAuthentication: true, last4: "3220" });
    await sweepAbandonedAttempts(h.shop, Date.now() + 5 * 60_000);
    expect((await h.shop.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0].status).toBe("placing");
    expect(await stockOf(h.catalog.tube)).toBe(48);
    await sweepAbandonedAttempts(h.shop, Date.now() + 16 * 60_000);
    expect((await h.shop.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]).toMatchObject({ status: "open", orderId: null, pendingPayment: null });
    expect((await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).map((o) => o.status)).toEqual(["Cancelled"]);
    expect(await stockOf(h.catalog.tube)).toBe(50);
  });

  describe("the card is kept when the payment is decided after the challenge (decision 028, issue 14)", () => {
    let monthly: number;
    beforeAll(async () => {
      ({ monthly } = await createMonthlyPlan(h.shop, "T-BIKE"));
    });
    const referenceOf = (answer: { data: unknown }) => new URL((answer.data as { action: { url: string } }).action.url, "http://shop").searchParams.get("reference")!;

    it("a subscription's first payment with the 3-D Secure card: after Complete the card is the customer's saved card, the subscription is Active with it, and the billing job renews with it", async () => {
      const { jar, customerId } = await h.signedIn();
      await h.shop.customers.setVerificationStatus(customerId, "VERIFIED");
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bike, variant_id: h.catalog.bikeGreen, quantity: 1 }]);
      const cartId = (await h.call(jar, "commerce/getCart")).data.id as string;
      await h.shop.db.update(carts).set({ isSubscription: true, subscriptionFrequencyId: String(monthly) }).where(eq(carts.id, cartId));
      const token = await h.tokenize(jar, { number: VISA_3DS });
      const answer = await h.call(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { token }, recurringConsent: true });
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      expect(answer.data.status).toBe("authenticationRequired");
      expect(await h.shop.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId))).toEqual([]);

      const done = await details(jar, checkoutId, referenceOf(answer), "Y");
      expect(done.status, JSON.stringify(done.error)).toBe(200);
      await h.shop.outbox.idle();
      const saved = await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId));
      expect(saved.map((c) => ({ brand: c.brand, last4: c.last4 }))).toEqual([{ brand: "visa", last4: "3220" }]);
      const [subscription] = await h.shop.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
      expect(subscription).toMatchObject({ status: "active", storedPaymentMethodId: saved[0].id });
      expect(await new BillingJob(h.shop).run(subscription.nextPaymentDate)).toMatchObject({ paid: 1 });
      const history = await h.shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscription.id));
      expect(history.map((c) => c.status)).toEqual(["paid", "paid"]);
    });

    it("a subscription's first payment whose challenge fails: no subscription, no saved card, stock back at once", async () => {
      const { jar, customerId } = await h.signedIn();
      await h.shop.customers.setVerificationStatus(customerId, "VERIFIED");
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bike, variant_id: h.catalog.bikeGreen, quantity: 1 }]);
      const cartId = (await h.call(jar, "commerce/getCart")).data.id as string;
      await h.shop.db.update(carts).set({ isSubscription: true, subscriptionFrequencyId: String(monthly) }).where(eq(carts.id, cartId));
      const answer = await h.call(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { token: await h.tokenize(jar, { number: VISA_3DS }) }, recurringConsent: true });
      const refused = await details(jar, checkoutId, referenceOf(answer), "N");
      expect(refused.status).toBe(402);
      expect(await h.shop.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId))).toEqual([]);
      expect(await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId))).toEqual([]);
      expect((await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).map((o) => o.status)).toEqual(["Declined"]);
    });

    it("an ordinary order with 'save this card' ticked: the card is saved once the challenge is completed", async () => {
      const { jar, customerId } = await h.signedIn();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const answer = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { number: VISA_3DS }), save: true });
      expect(await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId))).toEqual([]);
      expect((await details(jar, checkoutId, referenceOf(answer), "Y")).status).toBe(200);
      await h.shop.outbox.idle();
      const saved = await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId));
      expect(saved.map((c) => c.last4)).toEqual(["3220"]);
    });
  });
});
