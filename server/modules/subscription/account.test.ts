import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedMail } from "../../integrations/mail/schema";
import { paymentTestCharges } from "../../integrations/payment/schema";
import { translatorFor } from "../../http/server-i18n";
import { BillingJob } from "../../jobs/billing";
import { carts } from "../cart/schema";
import { stockLevels } from "../catalog/schema";
import { CookieJar, startCheckoutHarness, type CheckoutHarness } from "../checkout/test-support";
import type { CheckoutView } from "../checkout/types";
import { orders } from "../order/schema";
import { storedPaymentMethods } from "../payment/schema";
import { checkouts } from "../checkout/schema";
import { reserveAttemptForTests } from "../../workflows/place-order";
import { sweepAbandonedAttempts } from "../../workflows/sweep-abandoned-attempts";
import { addMonths, dayOf } from "./account";
import { subscriptionCharges, subscriptionFrequencies, subscriptionPlans, subscriptionPrices, subscriptions } from "./schema";
import type { CardChangeAnswer, CustomerPlansAnswer, PaymentHistoryAnswer } from "./types";

const VISA_OK = "4242 4242 4242 4242";
const VISA_DECLINED = "4000 0000 0000 0002";
const nextYear = new Date().getUTCFullYear() + 1;

// Issue 14, subscriptions after checkout: 001 §3 Subscription, §4 Statuses and cancellation reasons,
// §7 Subscription service (get customer plans, get payment history, cancel subscription) and Card
// payments (update subscription payment method), §9 date formats. PGlite and PostgreSQL.
describe("subscription checkout and the customer's subscriptions", () => {
  let h: CheckoutHarness;
  let monthly: number;
  let quarterly: number;
  let planId: number;

  beforeAll(async () => {
    h = await startCheckoutHarness();
    const [plan] = await h.shop.db.insert(subscriptionPlans).values({ sku: "T-BIKE", billingName: "Urban 6 rental" }).returning();
    planId = plan.id;
    const [m, q] = await h.shop.db
      .insert(subscriptionFrequencies)
      .values([
        { planId, code: "monthly", name: "Monthly", intervalMonths: 1, sortOrder: 1 },
        { planId, code: "quarterly", name: "Quarterly", intervalMonths: 3, sortOrder: 2 },
      ])
      .returning();
    monthly = m.id;
    quarterly = q.id;
    await h.shop.db.insert(subscriptionPrices).values([
      { frequencyId: monthly, currency: "GBP", amountMinor: 4900 },
      { frequencyId: quarterly, currency: "GBP", amountMinor: 13900 },
      { frequencyId: monthly, currency: "EUR", amountMinor: 5500 },
      { frequencyId: monthly, currency: "USD", amountMinor: 4500 },
    ]);
  }, 300_000);
  afterAll(async () => h?.close());

  const cartIdOf = async (jar: CookieJar) => (await h.call(jar, "commerce/getCart")).data.id as string;
  /** A subscription cart (one bike, a frequency attached, as the subscription addToCart leaves it) with an address and shipping. */
  const subscriptionCheckout = async (jar: CookieJar, frequencyId = monthly, options: { email?: string } = {}) => {
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bike, variant_id: h.catalog.bikeGreen, quantity: 1 }], options);
    const cartId = options.email ? jar.cookies.get("cart-id")! : await cartIdOf(jar);
    await h.shop.db.update(carts).set({ isSubscription: true, subscriptionFrequencyId: String(frequencyId) }).where(eq(carts.id, cartId));
    return { checkoutId, cartId };
  };
  const tokenize = async (jar: CookieJar, number = VISA_OK, checkoutId?: string) => {
    const answer = await h.call<{ token: string }>(jar, "payments/tokenizeCard", { checkoutId, number, expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Grace Hopper" });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    return answer.data.token;
  };
  const place = async (jar: CookieJar, body: Record<string, unknown>) => {
    const answer = await h.call<{ order_id: number; status: string }>(jar, "commerce/placeOrder", { idempotencyKey: randomUUID(), ...body });
    await h.shop.outbox.idle();
    return answer;
  };
  const verifiedCustomer = async () => {
    const customer = await h.signedIn();
    await h.shop.customers.setVerificationStatus(customer.customerId, "VERIFIED");
    return customer;
  };
  const subscriptionsOf = (customerId: number) => h.shop.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
  const ordersOf = (checkoutId: string) => h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
  /** A verified customer with an active monthly subscription bought with a new card. */
  const subscribed = async () => {
    const customer = await verifiedCustomer();
    const { checkoutId } = await subscriptionCheckout(customer.jar);
    const answer = await place(customer.jar, { checkoutId, payment: { token: await tokenize(customer.jar) }, recurringConsent: true });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const [subscription] = await subscriptionsOf(customer.customerId);
    return { ...customer, subscription, orderId: answer.data.order_id };
  };

  describe("checkout of a subscription cart (000 §4 Go to checkout, 001 §4 Cart lifecycle)", () => {
    it("shows the frequency and the period price in the checkout, the line priced at the plan's price", async () => {
      const { jar } = await verifiedCustomer();
      const { checkoutId } = await subscriptionCheckout(jar, quarterly);
      const view = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
      expect(view.status).toBe(200);
      expect(view.data.subscription).toEqual({ frequency_id: quarterly, frequency_code: "quarterly", frequency_name: "Quarterly", interval_months: 3, period_price: 139 });
      expect(view.data.lines).toHaveLength(1);
      expect(view.data.lines[0]).toMatchObject({ quantity: 1, unit_price: 139, total: 139 });
    });

    it("a verified customer's checkout writes the order, the Active subscription and its first charge together; the card is kept and charged once as the first of a series", async () => {
      const { jar, customerId } = await verifiedCustomer();
      const { checkoutId, cartId } = await subscriptionCheckout(jar);
      const before = Date.now();
      const answer = await place(jar, { checkoutId, payment: { token: await tokenize(jar) }, recurringConsent: true });
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      expect(answer.data.status).toBe("Awaiting Fulfillment");

      const [order] = await ordersOf(checkoutId);
      expect(order).toMatchObject({ id: answer.data.order_id, status: "Awaiting Fulfillment", currency: "GBP", customerId });
      const [subscription] = await subscriptionsOf(customerId);
      const [card] = await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId));
      expect(card).toMatchObject({ last4: "4242", brand: "visa" });
      expect(subscription).toMatchObject({
        planId,
        frequencyId: monthly,
        orderId: order.id,
        cartId,
        status: "active",
        currency: "GBP",
        amountMinor: 4900,
        storedPaymentMethodId: card.id,
        nextPaymentDate: addMonths(dayOf(order.paymentDate!), 1),
      });
      expect(subscription.recurringConsentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const charges = await h.shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscription.id));
      expect(charges).toEqual([
        expect.objectContaining({ status: "paid", attempt: 1, amountMinor: order.totalInc, currency: "GBP", idempotencyKey: `order-${order.id}`, orderId: order.id, providerReference: order.paymentReference, periodStart: dayOf(order.paymentDate!) }),
      ]);
      const provider = await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${order.id}`));
      expect(provider).toHaveLength(1);
      expect(provider[0]).toMatchObject({ amountMinor: order.totalInc, outcome: "approved" });
      // The kept card still pays for this customer (renewals): the provider did not use it up.
      const stored = await h.call(jar, "payments/storedPaymentMethods");
      expect(stored.data).toEqual([expect.objectContaining({ id: card.id, last4: "4242" })]);
    });

    it("a retried complete (same idempotency key) answers the first answer and makes one subscription; a new key is refused as completed", async () => {
      const { jar, customerId } = await verifiedCustomer();
      const { checkoutId } = await subscriptionCheckout(jar);
      const body = { checkoutId, idempotencyKey: randomUUID(), payment: { token: await tokenize(jar) }, recurringConsent: true };
      const [first, second] = await Promise.all([h.call(jar, "commerce/placeOrder", body), h.call(jar, "commerce/placeOrder", body)]);
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect([200, 409]).toContain(statuses[1]);
      const again = await h.call(jar, "commerce/placeOrder", body);
      expect(again.status).toBe(200);
      const other = await h.call(jar, "commerce/placeOrder", { ...body, idempotencyKey: randomUUID() });
      expect(other.status).toBe(409);
      expect(await subscriptionsOf(customerId)).toHaveLength(1);
      expect((await ordersOf(checkoutId)).filter((o) => o.paymentDate !== null)).toHaveLength(1);
    });

    it("a declined card writes no subscription, no charge row and keeps no card; the order attempt is Declined", async () => {
      const { jar, customerId } = await verifiedCustomer();
      const { checkoutId } = await subscriptionCheckout(jar);
      const answer = await place(jar, { checkoutId, payment: { token: await tokenize(jar, VISA_DECLINED) }, recurringConsent: true });
      expect(answer.status).toBe(402);
      expect(await subscriptionsOf(customerId)).toEqual([]);
      const [order] = await ordersOf(checkoutId);
      expect(order.status).toBe("Declined");
      expect(await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId))).toEqual([]);
    });

    it("a guest is told an account is required (001 §8 text); nothing is ordered or charged", async () => {
      const jar = new CookieJar();
      const { checkoutId } = await subscriptionCheckout(jar, monthly, { email: "guest-sub@example.com" });
      const answer = await place(jar, { checkoutId, payment: { token: await tokenize(jar, VISA_OK, checkoutId) }, recurringConsent: true });
      expect(answer.status).toBe(401);
      expect(answer.error?.message).toBe("Account required: in order to make a subscription, use login or create an account");
      expect(answer.error?.data).toMatchObject({ code: "accountRequired" });
      expect(await ordersOf(checkoutId)).toEqual([]);
    });

    it("a signed-in customer who is not VERIFIED (none, PENDING, REJECTED) is refused with a translated 403; nothing is ordered", async () => {
      for (const status of [null, "PENDING", "REJECTED"] as const) {
        const { jar, customerId } = await h.signedIn();
        if (status) await h.shop.customers.setVerificationStatus(customerId, status);
        const { checkoutId } = await subscriptionCheckout(jar);
        const answer = await place(jar, { checkoutId, payment: { token: await tokenize(jar) }, recurringConsent: true });
        expect(answer.status).toBe(403);
        expect(answer.error?.message).toBe("Please verify your identity before you take out a subscription.");
        expect(await ordersOf(checkoutId)).toEqual([]);
        expect(await subscriptionsOf(customerId)).toEqual([]);
      }
    });

    it("the agreement to recurring charges is required (missing or false: a translated 400); nothing is ordered", async () => {
      const { jar, customerId } = await verifiedCustomer();
      const { checkoutId } = await subscriptionCheckout(jar);
      const token = await tokenize(jar);
      for (const consent of [{}, { recurringConsent: false }]) {
        const answer = await place(jar, { checkoutId, payment: { token }, ...consent });
        expect(answer.status).toBe(400);
        expect(answer.error?.message).toBe("Please agree that your card is charged for each period of the subscription.");
      }
      expect(await ordersOf(checkoutId)).toEqual([]);
      // The token was not used: with the agreement the same checkout goes through.
      const ok = await place(jar, { checkoutId, payment: { token }, recurringConsent: true });
      expect(ok.status, JSON.stringify(ok.error)).toBe(200);
      expect(await subscriptionsOf(customerId)).toHaveLength(1);
    });

    it("an attempt whose process died after the charge and after keeping the card is finished by the sweep with its subscription: one charge, the kept card", async () => {
      const { jar, customerId } = await verifiedCustomer();
      const { checkoutId } = await subscriptionCheckout(jar);
      const token = await tokenize(jar);
      const checked = await h.shop.payments.provider.checkToken(token, { customerId, checkoutId: null });
      if (!checked.ok) throw new Error(checked.code);
      const storefront = h.shop.storefronts.resolve("uk.localhost");
      const { order } = await reserveAttemptForTests(h.shop, { checkoutId, storefront, customerId, payment: { token }, origin: "http://uk.localhost", recurringConsent: true }, checked.card, monthly);
      const charged = await h.shop.payments.provider.charge({ token, amountMinor: order.totalInc, currency: "GBP", idempotencyKey: `order-${order.id}`, description: "test", owner: { customerId, checkoutId: null }, recurring: "first" });
      expect(charged.ok).toBe(true);
      const kept = await h.shop.payments.save(customerId, checked.card);
      // The process died here; the sweep finds the attempt once it is stale.
      await h.shop.db.update(checkouts).set({ updatedAt: new Date(Date.now() - 3 * 60_000) }).where(eq(checkouts.id, checkoutId));
      await sweepAbandonedAttempts(h.shop);
      await h.shop.outbox.idle();
      const [subscription] = await subscriptionsOf(customerId);
      expect(subscription).toMatchObject({ orderId: order.id, status: "active", frequencyId: monthly, amountMinor: 4900, storedPaymentMethodId: kept!.id });
      expect(await h.shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscription.id))).toEqual([expect.objectContaining({ status: "paid", idempotencyKey: `order-${order.id}` })]);
      expect(await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${order.id}`))).toHaveLength(1);
    });

    it("the refusals are in the storefront's language (de.localhost: German), and the German checkout is priced in EUR", async () => {
      const host = "de.localhost";
      const { jar, customerId } = await h.signedIn(host);
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bike, variant_id: h.catalog.bikeGreen, quantity: 1 }], { host, countryCode: "DE" });
      await h.shop.db.update(carts).set({ isSubscription: true, subscriptionFrequencyId: String(monthly) }).where(eq(carts.id, (await h.call(jar, "commerce/getCart", {}, host)).data.id));
      const view = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId }, host);
      expect(view.data).toMatchObject({ currency: "EUR", subscription: { frequency_name: "Monthly", period_price: 55 } });
      const unverified = await h.call(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { storedPaymentMethodId: 1 }, recurringConsent: true }, host);
      expect(unverified.status).toBe(403);
      expect(unverified.error?.message).toBe("Bitte bestätigen Sie Ihre Identität, bevor Sie ein Abonnement abschließen.");
      await h.shop.customers.setVerificationStatus(customerId, "VERIFIED");
      const noConsent = await h.call(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { storedPaymentMethodId: 1 } }, host);
      expect(noConsent.status).toBe(400);
      expect(noConsent.error?.message).toBe("Bitte stimmen Sie zu, dass Ihre Karte für jeden Zeitraum des Abonnements belastet wird.");
      expect(await ordersOf(checkoutId)).toEqual([]);
    });

    it("on the us storefront the agreed period price is what each period charges: the plan price plus the state's sales tax (issue 19)", async () => {
      const host = "us.localhost";
      const { jar, customerId } = await h.signedIn(host);
      await h.shop.customers.setVerificationStatus(customerId, "VERIFIED");
      const checkoutId = await h.checkoutWith(jar, [{ product_id: h.catalog.bike, variant_id: h.catalog.bikeGreen, quantity: 1 }], { host });
      await h.shop.db.update(carts).set({ isSubscription: true, subscriptionFrequencyId: String(monthly) }).where(eq(carts.id, (await h.call(jar, "commerce/getCart", {}, host)).data.id));
      const california = { firstName: "Ada", lastName: "Lovelace", phone: "+1 916 555 0100", address1: "1 Capitol Mall", city: "Sacramento", postCode: "95814", state: "CA", countryCode: "US" };
      const updated = await h.call<CheckoutView>(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: california, billingSameAsShipping: true, shippingMethodId: "standard" }, host);
      expect(updated.status, JSON.stringify(updated.error)).toBe(200);
      // USD 45.00 a month, 7.25 % California sales tax on the line: 3.26.
      expect(updated.data.subscription).toMatchObject({ frequency_name: "Monthly", period_price: 48.26 });
      const token = await h.tokenize(jar, { checkoutId, host });
      const answer = await h.call<{ order_id: number }>(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { token }, recurringConsent: true }, host);
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      await h.shop.outbox.idle();
      const [subscription] = await subscriptionsOf(customerId);
      expect(subscription).toMatchObject({ currency: "USD", amountMinor: 4826 });
    });

    it("an ordinary cart needs no agreement and writes no subscription", async () => {
      const { jar, customerId } = await verifiedCustomer();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const answer = await place(jar, { checkoutId, payment: { token: await tokenize(jar) } });
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      expect(await subscriptionsOf(customerId)).toEqual([]);
    });
  });

  describe("the account API (001 §7 Subscription service, Card payments)", () => {
    it("getCustomerPlans: plan, product, frequency, status, next payment date (YYYY-MM-DD), period amount and card", async () => {
      const { jar, subscription, orderId } = await subscribed();
      const answer = await h.call<CustomerPlansAnswer>(jar, "subscriptions/getCustomerPlans");
      expect(answer.status).toBe(200);
      const [card] = await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.id, subscription.storedPaymentMethodId!));
      expect(answer.data.subscriptions).toEqual([
        {
          id: subscription.id,
          plan: { id: planId, billingName: "Urban 6 rental" },
          product: { id: h.catalog.bike, variantId: h.catalog.bikeGreen, name: "Urban 6", url: expect.stringMatching(/^\/p\//), image: expect.any(String) },
          frequency: { id: monthly, code: "monthly", name: "Monthly", intervalMonths: 1 },
          status: "active",
          nextPaymentDate: subscription.nextPaymentDate,
          amount: { value: 4900, currency: "GBP" },
          card: { id: card.id, brand: "visa", last4: "4242", expiryMonth: 12, expiryYear: nextYear },
          orderId,
          createdAt: expect.any(String),
          cancellationReason: null,
          cancellationRequestedAt: null,
        },
      ]);
      expect(answer.data.subscriptions[0].nextPaymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it("needs a signed-in customer (403, as every account call), and another customer's subscription is not found (404) for history, cancel and card, changing nothing", async () => {
      const { subscription } = await subscribed();
      const guest = await h.call(new CookieJar(), "subscriptions/getCustomerPlans");
      expect(guest.status).toBe(403);
      const other = await h.signedIn();
      expect((await h.call<CustomerPlansAnswer>(other.jar, "subscriptions/getCustomerPlans")).data.subscriptions).toEqual([]);
      const history = await h.call(other.jar, "subscriptions/getPaymentHistory", { subscriptionId: subscription.id });
      expect(history.status).toBe(404);
      expect(history.error?.message).toBe("This subscription could not be found.");
      expect((await h.call(other.jar, "subscriptions/cancelSubscription", { subscriptionId: subscription.id, reason: "other" })).status).toBe(404);
      expect((await h.call(other.jar, "subscriptions/updateSubscriptionPaymentMethod", { subscriptionId: subscription.id, recurringDetailReference: 1 })).status).toBe(404);
      const [after] = await h.shop.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
      expect(after).toMatchObject({ status: "active", storedPaymentMethodId: subscription.storedPaymentMethodId, cancellationReason: null });
    });

    it("getPaymentHistory lists every charge, newest period first, 10 a page with pagination", async () => {
      const { jar, subscription } = await subscribed();
      const extra = Array.from({ length: 11 }, (_, i) => ({
        subscriptionId: subscription.id,
        periodStart: addMonths(subscription.nextPaymentDate, i),
        attempt: 1,
        amountMinor: 4900,
        currency: "GBP",
        status: "paid" as const,
        idempotencyKey: `history-${subscription.id}-${i}`,
        settledAt: new Date(),
      }));
      await h.shop.db.insert(subscriptionCharges).values(extra);
      const first = await h.call<PaymentHistoryAnswer>(jar, "subscriptions/getPaymentHistory", { subscriptionId: subscription.id });
      expect(first.data.pagination).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
      expect(first.data.paymentHistory).toHaveLength(10);
      expect(first.data.paymentHistory[0]).toMatchObject({ periodStart: addMonths(subscription.nextPaymentDate, 10), status: "paid", amount: { value: 4900, currency: "GBP" }, attempt: 1, orderId: null });
      const second = await h.call<PaymentHistoryAnswer>(jar, "subscriptions/getPaymentHistory", { subscriptionId: subscription.id, page: 2 });
      expect(second.data.pagination).toEqual({ page: 2, pageSize: 10, total: 12, totalPages: 2 });
      expect(second.data.paymentHistory.map((p) => p.orderId)).toEqual([null, subscription.orderId]);
    });

    it("cancelSubscription takes one of the six reasons of 001 §4 and moves an Active subscription to Cancellation Requested; a bad reason is a translated 400, a second cancel 409", async () => {
      const { jar, subscription } = await subscribed();
      const bad = await h.call(jar, "subscriptions/cancelSubscription", { subscriptionId: subscription.id, reason: "tooExpensive" });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.error)).toContain("Please choose a reason for cancelling.");
      expect((await h.shop.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0].status).toBe("active");

      const done = await h.call<CustomerPlansAnswer>(jar, "subscriptions/cancelSubscription", { subscriptionId: subscription.id, reason: "bikePurchase" });
      expect(done.status).toBe(200);
      expect(done.data.subscriptions[0]).toMatchObject({ id: subscription.id, status: "cancellationRequested", cancellationReason: "bikePurchase", cancellationRequestedAt: expect.any(String) });
      const again = await h.call(jar, "subscriptions/cancelSubscription", { subscriptionId: subscription.id, reason: "other" });
      expect(again.status).toBe(409);
      expect(again.error?.message).toBe("Only an active subscription can be changed.");
      expect((await h.shop.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0].cancellationReason).toBe("bikePurchase");
    });

    it("updateSubscriptionPaymentMethod takes one of the customer's own stored cards (another's: 404, nothing changes); cardsInUse names the card in use", async () => {
      const { jar, customerId, subscription } = await subscribed();
      const stranger = await subscribed();
      const refused = await h.call(jar, "subscriptions/updateSubscriptionPaymentMethod", { subscriptionId: subscription.id, recurringDetailReference: stranger.subscription.storedPaymentMethodId });
      expect(refused.status).toBe(404);
      expect(await h.shop.subscriptionAccounts.cardsInUse(customerId)).toEqual(new Set([subscription.storedPaymentMethodId]));

      const token = await tokenize(jar, "5555 5555 5555 4444");
      const saved = await h.shop.payments.save(customerId, { token, brand: "mastercard", last4: "4444", expiryMonth: 12, expiryYear: nextYear });
      const changed = await h.call<CustomerPlansAnswer>(jar, "subscriptions/updateSubscriptionPaymentMethod", { subscriptionId: subscription.id, recurringDetailReference: saved!.id });
      expect(changed.status).toBe(200);
      expect(changed.data.subscriptions[0].card).toMatchObject({ id: saved!.id, brand: "mastercard", last4: "4444" });
      expect(await h.shop.subscriptionAccounts.cardsInUse(customerId)).toEqual(new Set([saved!.id]));
      // A cancelled subscription no longer holds its card.
      await h.shop.db.update(subscriptions).set({ status: "cancelled" }).where(inArray(subscriptions.id, [subscription.id]));
      expect(await h.shop.subscriptionAccounts.cardsInUse(customerId)).toEqual(new Set());
      expect(await h.shop.db.select().from(subscriptions).where(and(eq(subscriptions.customerId, stranger.customerId)))).toEqual([expect.objectContaining({ storedPaymentMethodId: stranger.subscription.storedPaymentMethodId })]);
    });
  });

  describe("changing the card of a Failed subscription charges the outstanding period at once (001 §4 Statuses, §7 update subscription payment method)", () => {
    /** A period long past, so that no other test's subscription is due in the billing run. */
    const PAST = "2025-06-10";
    // Each test buys a bike: the earlier tests have sold most of the ten in stock.
    beforeAll(async () => {
      await h.shop.db
        .update(stockLevels)
        .set({ quantity: 100 })
        .where(and(eq(stockLevels.productId, h.catalog.bike), eq(stockLevels.variantId, h.catalog.bikeGreen), eq(stockLevels.locationId, h.catalog.ukLocation)));
    });
    const saveCard = async (jar: CookieJar, customerId: number, number: string, last4: string) => {
      const token = await tokenize(jar, number);
      const saved = await h.shop.payments.save(customerId, { token, brand: number.startsWith("5") ? "mastercard" : "visa", last4, expiryMonth: 12, expiryYear: nextYear });
      return saved!.id;
    };
    const changeCard = (jar: CookieJar, subscriptionId: number, cardId: number) =>
      h.call<CardChangeAnswer>(jar, "subscriptions/updateSubscriptionPaymentMethod", { subscriptionId, recurringDetailReference: cardId });
    const chargesOf = (subscriptionId: number) =>
      h.shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId)).orderBy(asc(subscriptionCharges.periodStart), asc(subscriptionCharges.attempt));
    const providerRenewals = (subscriptionId: number) => h.shop.db.select().from(paymentTestCharges).where(like(paymentTestCharges.idempotencyKey, `subscription-${subscriptionId}-%`));
    const mailsTo = async (to: string) => {
      await h.shop.outbox.idle();
      await h.shop.outbox.deliverDue();
      await h.shop.mailer.idle();
      return (await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, to)).orderBy(asc(capturedMail.id))).filter((m) => m.subject.includes("Urban 6 rental"));
    };
    /**
     * A subscription whose card was changed (while Active: nothing charged) to one that is declined,
     * and whose renewal on PAST was declined until it became Failed (the billing job, no retries).
     */
    const failedSubscription = async () => {
      const s = await subscribed();
      const declinedCard = await saveCard(s.jar, s.customerId, VISA_DECLINED, "0002");
      const active = await changeCard(s.jar, s.subscription.id, declinedCard);
      expect(active.status, JSON.stringify(active.error)).toBe(200);
      expect(active.data.charged).toBeNull();
      await h.shop.db.update(subscriptions).set({ nextPaymentDate: PAST }).where(eq(subscriptions.id, s.subscription.id));
      expect(await new BillingJob(h.shop, { retryDays: [] }).run(PAST)).toMatchObject({ failed: 1 });
      const [failed] = await subscriptionsOf(s.customerId);
      expect(failed).toMatchObject({ status: "failed", nextPaymentDate: PAST, storedPaymentMethodId: declinedCard });
      return { ...s, declinedCard };
    };

    it("a new good card: the outstanding period is charged once with it (a new attempt, its own key), the subscription is Active with the next payment date moved on, a receipt is mailed and the answer shows it", async () => {
      const { jar, customerId, email, subscription } = await failedSubscription();
      const goodCard = await saveCard(jar, customerId, "5555 5555 5555 4444", "4444");
      const answer = await changeCard(jar, subscription.id, goodCard);
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      // Paid long after the period began: the next period starts a month from today.
      const next = addMonths(dayOf(new Date()), 1);
      expect(answer.data.charged).toEqual({ periodStart: PAST, amount: { value: 4900, currency: "GBP" } });
      expect(answer.data.subscriptions[0]).toMatchObject({ id: subscription.id, status: "active", nextPaymentDate: next, card: { id: goodCard, last4: "4444" } });
      expect(await subscriptionsOf(customerId)).toEqual([expect.objectContaining({ status: "active", nextPaymentDate: next, storedPaymentMethodId: goodCard })]);

      const renewals = (await chargesOf(subscription.id)).filter((c) => c.periodStart === PAST);
      expect(renewals.map((c) => [c.attempt, c.status, c.idempotencyKey])).toEqual([
        [1, "failed", `subscription-${subscription.id}-${PAST}-1`],
        [2, "paid", `subscription-${subscription.id}-${PAST}-2`],
      ]);
      const provider = await providerRenewals(subscription.id);
      expect(provider.filter((c) => c.outcome === "approved")).toEqual([expect.objectContaining({ idempotencyKey: `subscription-${subscription.id}-${PAST}-2`, amountMinor: 4900 })]);

      const mails = await mailsTo(email);
      expect(mails.map((m) => m.subject)).toEqual(["Foldwell: we could not take the payment for Urban 6 rental", "Foldwell: payment received for Urban 6 rental"]);
      expect(mails[1].text).toContain("charged to mastercard •••• 4444.");

      // Changed again, now Active: nothing more is charged; the billing run does not charge the period twice.
      expect((await changeCard(jar, subscription.id, goodCard)).data.charged).toBeNull();
      await new BillingJob(h.shop).run(PAST);
      expect(await providerRenewals(subscription.id)).toHaveLength(provider.length);
    });

    it("a declined card: the subscription stays Failed with the period's date, nothing is paid, and the answer is a translated 402 saying the card was declined (the German text too)", async () => {
      const { jar, customerId, email, subscription } = await failedSubscription();
      const otherDeclined = await saveCard(jar, customerId, VISA_DECLINED, "0002");
      const answer = await changeCard(jar, subscription.id, otherDeclined);
      expect(answer.status).toBe(402);
      expect(answer.error?.message).toBe("The card was declined, so the outstanding payment could not be taken. Your subscription is still failed: please choose another card.");
      expect(answer.error?.data).toMatchObject({ code: "cardDeclined" });
      expect(await subscriptionsOf(customerId)).toEqual([expect.objectContaining({ status: "failed", nextPaymentDate: PAST, storedPaymentMethodId: otherDeclined })]);
      const renewals = (await chargesOf(subscription.id)).filter((c) => c.periodStart === PAST);
      expect(renewals.map((c) => [c.attempt, c.status, c.retryAt])).toEqual([
        [1, "failed", null],
        [2, "declined", null],
      ]);
      expect((await providerRenewals(subscription.id)).filter((c) => c.outcome === "approved")).toEqual([]);
      // No second failure mail: the customer was told in the answer.
      expect((await mailsTo(email)).map((m) => m.subject)).toEqual(["Foldwell: we could not take the payment for Urban 6 rental"]);
      // The billing run leaves a Failed subscription alone.
      await new BillingJob(h.shop).run(PAST);
      expect(await chargesOf(subscription.id)).toHaveLength(renewals.length + 1);
      expect(translatorFor("de-DE")("subscription-billing:errors.cardDeclined")).toBe("Die Karte wurde abgelehnt, die ausstehende Zahlung konnte nicht eingezogen werden. Ihr Abonnement bleibt fehlgeschlagen: Bitte wählen Sie eine andere Karte.");
    });

    it("another customer's Failed subscription is not found (404): no card changes, nothing is charged", async () => {
      const { subscription, declinedCard } = await failedSubscription();
      const other = await verifiedCustomer();
      const theirCard = await saveCard(other.jar, other.customerId, "5555 5555 5555 4444", "4444");
      const answer = await changeCard(other.jar, subscription.id, theirCard);
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe("This subscription could not be found.");
      const [after] = await h.shop.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
      expect(after).toMatchObject({ status: "failed", storedPaymentMethodId: declinedCard, nextPaymentDate: PAST });
      expect((await chargesOf(subscription.id)).filter((c) => c.periodStart === PAST)).toHaveLength(1);
    });

    it("an Active subscription's card change charges nothing: no attempt, no provider call, the same next payment date", async () => {
      const { jar, customerId, subscription } = await subscribed();
      const card = await saveCard(jar, customerId, "5555 5555 5555 4444", "4444");
      const answer = await changeCard(jar, subscription.id, card);
      expect(answer.status).toBe(200);
      expect(answer.data.charged).toBeNull();
      expect(answer.data.subscriptions[0]).toMatchObject({ status: "active", nextPaymentDate: subscription.nextPaymentDate, card: { id: card } });
      expect(await chargesOf(subscription.id)).toEqual([expect.objectContaining({ orderId: subscription.orderId, attempt: 1, status: "paid" })]);
      expect(await providerRenewals(subscription.id)).toEqual([]);
    });
  });
});
