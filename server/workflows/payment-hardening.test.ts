import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { attributionEvents } from "../integrations/attribution/schema";
import { capturedMail } from "../integrations/mail/schema";
import { checkouts } from "../modules/checkout/schema";
import { paymentTestCharges, paymentTestTokens } from "../integrations/payment/schema";
import { enqueue, OutboxWorker } from "../jobs/outbox";
import { outbox } from "../jobs/schema";
import type { Logger } from "../logger";
import { CART_FORM_FIELD } from "../modules/cart/lifecycle";
import { orders } from "../modules/order/schema";
import { storedPaymentMethods } from "../modules/payment/schema";
import { AFTER_PAYMENT_TOPICS, registerAfterPaymentHandlers } from "./after-payment";
import { CookieJar, NEXT_YEAR, useCheckoutHarness, VISA_OK } from "../modules/checkout/test-support";
import type { OrderView } from "../modules/order/types";

const TOKEN_INVALID = "Please enter your card details again.";
const TOKEN_EXPIRED = "Your card details have expired. Please enter them again.";
const TOKEN_USED = "These card details have already been used for a payment. Please enter them again.";

// Issue 12, "Payment and order data" (DESIGN.md Reliability and security rules; 001 §2 guards,
// §5, §6, §8). Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("issue 12: payment and order data", () => {
  const h = useCheckoutHarness();
  const tokenize = (jar: CookieJar, checkoutId: string, number?: string, host?: string) => h.tokenize(jar, { checkoutId, number, host });
  const place = (jar: CookieJar, checkoutId: string, payment: object, idempotencyKey?: string, host?: string) => h.place(jar, checkoutId, payment, { idempotencyKey, host });
  const jarWith = (cookies: Record<string, string>) => {
    const jar = new CookieJar();
    for (const [k, v] of Object.entries(cookies)) jar.cookies.set(k, v);
    return jar;
  };

  describe("order confirmation (issue 12: the RPC applies the page's owner check)", () => {
    it("a customer's order is not shown to a stranger or another customer holding the order-cart-id cookie (404); the owner sees it", async () => {
      const owner = await h.signedIn();
      const checkoutId = await h.readyCheckout(owner.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const orderCart = owner.jar.cookies.get("order-cart-id");
      expect(orderCart).toMatch(/^[0-9a-f-]{36}$/);
      const placed = await place(owner.jar, checkoutId, { token: await tokenize(owner.jar, checkoutId) });
      expect(placed.status, JSON.stringify(placed.error)).toBe(200);
      const orderId = placed.data.order_id;

      // Attackers first: a guest browser and another customer, both with the leaked cookie.
      expect((await h.call(jarWith({ "order-cart-id": orderCart! }), "commerce/getOrderConfirmation", { orderId })).status).toBe(404);
      const other = await h.signedIn();
      other.jar.cookies.set("order-cart-id", orderCart!);
      expect((await h.call(other.jar, "commerce/getOrderConfirmation", { orderId })).status).toBe(404);
      expect(await h.shop.orders.orderForConfirmation(orderId, { customerId: null, orderCartId: orderCart })).toBeNull();
      expect(await h.shop.orders.orderForConfirmation(orderId, { customerId: other.customerId, orderCartId: orderCart })).toBeNull();

      const own = await h.call<OrderView>(owner.jar, "commerce/getOrderConfirmation", { orderId });
      expect(own.status).toBe(200);
      expect(own.data).toMatchObject({ id: orderId, customer_id: owner.customerId });
    });

    it("a guest's order: a stranger (no cookie, or another cart's cookie) gets 404; the guest whose order-cart-id placed it sees it", async () => {
      const guest = new CookieJar();
      const checkoutId = await h.readyCheckout(guest, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "confirm-guest@example.com" });
      const placed = await place(guest, checkoutId, { token: await tokenize(guest, checkoutId) });
      expect(placed.status, JSON.stringify(placed.error)).toBe(200);
      const orderId = placed.data.order_id;

      const stranger = new CookieJar();
      await h.readyCheckout(stranger, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "confirm-stranger@example.com" });
      expect((await h.call(stranger, "commerce/getOrderConfirmation", { orderId })).status).toBe(404);
      expect((await h.call(new CookieJar(), "commerce/getOrderConfirmation", { orderId })).status).toBe(404);

      const own = await h.call<OrderView>(guest, "commerce/getOrderConfirmation", { orderId });
      expect(own.status).toBe(200);
      expect(own.data).toMatchObject({ id: orderId, customer_id: null });
    });
  });

  describe("card tokens (issue 12: bound to who made them, single use unless saved, expiring)", () => {
    const chargesWith = (token: string) => h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.token, token));
    const ordersOf = (checkoutId: string) => h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));

    it("another guest's token is refused on the attacker's own checkout: 400, no charge, no order", async () => {
      const victim = new CookieJar();
      const victimCheckout = await h.readyCheckout(victim, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "token-victim@example.com" });
      const stolen = await tokenize(victim, victimCheckout);
      const attacker = new CookieJar();
      const attackerCheckout = await h.readyCheckout(attacker, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "token-thief@example.com" });

      const refused = await place(attacker, attackerCheckout, { token: stolen });
      expect(refused.status).toBe(400);
      expect(refused.error!.message).toBe(TOKEN_INVALID);
      expect(await chargesWith(stolen)).toEqual([]);
      expect(await ordersOf(attackerCheckout)).toEqual([]);
      // A guest cannot tokenise for a checkout that is not theirs either.
      const foreign = await h.call(attacker, "payments/tokenizeCard", { checkoutId: victimCheckout, number: VISA_OK, expiryMonth: 12, expiryYear: NEXT_YEAR, cvc: "123", holderName: "Eve" });
      expect(foreign.status).toBe(404);

      // Its maker pays with it.
      expect((await place(victim, victimCheckout, { token: stolen })).status).toBe(200);
    });

    it("another customer's token is refused (400, no charge); the token records its owner and a 15-minute expiry", async () => {
      const owner = await h.signedIn();
      const ownerCheckout = await h.readyCheckout(owner.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const before = Date.now();
      const token = await tokenize(owner.jar, ownerCheckout);
      const [row] = await h.shop.db.select().from(paymentTestTokens).where(eq(paymentTestTokens.token, token));
      expect(row.ownerCustomerId).toBe(owner.customerId);
      expect(row.usedAt).toBeNull();
      expect(row.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
      expect(row.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);

      const other = await h.signedIn();
      const otherCheckout = await h.readyCheckout(other.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const refused = await place(other.jar, otherCheckout, { token });
      expect(refused.status).toBe(400);
      expect(refused.error!.message).toBe(TOKEN_INVALID);
      expect(await chargesWith(token)).toEqual([]);
      expect(await ordersOf(otherCheckout)).toEqual([]);
      // The provider itself refuses a charge for someone else, whatever the shop asks.
      expect(await h.shop.payments.provider.charge({ token, amountMinor: 100, currency: "GBP", idempotencyKey: `direct-${randomUUID()}`, description: "t", owner: { customerId: other.customerId, checkoutId: otherCheckout } })).toEqual({ ok: false, code: "invalidToken" });
      expect(await chargesWith(token)).toEqual([]);
    });

    it("an expired token is refused with a translated message and no charge (en-GB, fr-FR)", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "token-expired@example.com" });
      const token = await tokenize(jar, checkoutId);
      await h.shop.db.update(paymentTestTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(paymentTestTokens.token, token));
      const refused = await place(jar, checkoutId, { token });
      expect(refused.status).toBe(400);
      expect(refused.error!.message).toBe(TOKEN_EXPIRED);
      expect(await chargesWith(token)).toEqual([]);
      expect((await ordersOf(checkoutId)).filter((o) => o.paymentDate !== null)).toEqual([]);

      const fr = new CookieJar();
      const frCheckout = await h.readyCheckout(fr, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "jeton@example.com", host: "fr.localhost", countryCode: "FR" });
      const frToken = await tokenize(fr, frCheckout, VISA_OK, "fr.localhost");
      await h.shop.db.update(paymentTestTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(paymentTestTokens.token, frToken));
      const frRefused = await place(fr, frCheckout, { token: frToken }, randomUUID(), "fr.localhost");
      expect(frRefused.error!.message).toBe("Les informations de votre carte ont expiré. Veuillez les saisir à nouveau.");

      // A fresh token pays.
      expect((await place(jar, checkoutId, { token: await tokenize(jar, checkoutId) })).status).toBe(200);
    });

    it("a one-off token pays once: its maker's next order with it is refused (400, no second charge)", async () => {
      const { jar } = await h.signedIn();
      const first = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const token = await tokenize(jar, first);
      expect((await place(jar, first, { token })).status).toBe(200);
      const second = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const again = await place(jar, second, { token });
      expect(again.status).toBe(400);
      expect(again.error!.message).toBe(TOKEN_USED);
      expect(await chargesWith(token)).toHaveLength(1);
      expect((await ordersOf(second)).filter((o) => o.paymentDate !== null)).toEqual([]);
    });

    it("a token saved as a card stays reusable by its owner only: another customer with the raw token is refused, the owner pays again", async () => {
      const owner = await h.signedIn();
      const first = await h.readyCheckout(owner.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const token = await tokenize(owner.jar, first);
      expect((await place(owner.jar, first, { token, save: true })).status).toBe(200);
      const stored = await h.call<Array<{ id: number }>>(owner.jar, "payments/storedPaymentMethods");
      expect(stored.data).toHaveLength(1);

      const thief = await h.signedIn();
      const thiefCheckout = await h.readyCheckout(thief.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const refused = await place(thief.jar, thiefCheckout, { token });
      expect(refused.status).toBe(400);
      expect(refused.error!.message).toBe(TOKEN_INVALID);

      for (let i = 0; i < 2; i++) {
        const next = await h.readyCheckout(owner.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
        const paid = await place(owner.jar, next, { storedPaymentMethodId: stored.data[0].id });
        expect(paid.status, JSON.stringify(paid.error)).toBe(200);
      }
      expect(await chargesWith(token)).toHaveLength(3);
    });
  });

  describe("work after a payment goes through the outbox (issue 12: nothing lost after the commit)", () => {
    /** Order confirmations to the address (a new customer also has a welcome mail). */
    const mailsTo = async (email: string) => (await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email))).filter((m) => /order #\d+/.test(m.subject));
    const eventsOf = (orderId: number) => h.shop.db.select().from(attributionEvents).where(eq(attributionEvents.orderId, orderId));
    const itemsOf = async (orderId: number) =>
      (await h.shop.db.select().from(outbox).where(eq(outbox.dedupeKey, `order-${orderId}`))).sort((a, b) => a.topic.localeCompare(b.topic));
    /** The shop's worker does nothing while `work` runs: as if the process died right after the order's commit. */
    const crashedAfterCommit = async (work: () => Promise<void>) => {
      await h.shop.outbox.stop();
      try {
        await work();
      } finally {
        h.shop.outbox.start(0);
      }
    };
    const quietLogger = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

    it("a crash between the order's commit and its mail: the worker later sends the mail and the event once, saves the card and starts the fresh cart", async () => {
      await crashedAfterCommit(async () => {
        const { jar, customerId, email } = await h.signedIn();
        const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
        const cartField = async () => (await h.shop.customers.get(customerId))?.form_fields.find((f) => f.name === CART_FORM_FIELD)?.value;
        const orderedCart = await cartField();
        expect(orderedCart).toMatch(/^[0-9a-f-]{36}$/);
        const placed = await place(jar, checkoutId, { token: await tokenize(jar, checkoutId), save: true });
        expect(placed.status, JSON.stringify(placed.error)).toBe(200);
        const orderId = placed.data.order_id;
        await h.shop.mailer.idle();

        // Committed with the order, not yet delivered.
        expect((await itemsOf(orderId)).map((i) => [i.topic, i.deliveredAt])).toEqual([
          [AFTER_PAYMENT_TOPICS.attribution, null],
          [AFTER_PAYMENT_TOPICS.confirmationMail, null],
          [AFTER_PAYMENT_TOPICS.freshCart, null],
          [AFTER_PAYMENT_TOPICS.saveCard, null],
        ]);
        expect(await mailsTo(email)).toEqual([]);
        expect(await eventsOf(orderId)).toEqual([]);
        expect(await h.shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId))).toEqual([]);
        expect(await cartField()).toBe(orderedCart);

        // A worker (this process after a restart, or another one) finds the work.
        await h.shop.outbox.deliverDue();
        await h.shop.outbox.deliverDue();
        await h.shop.mailer.idle();
        const mails = await mailsTo(email);
        expect(mails.map((m) => m.subject)).toEqual([`Your Foldwell order #${orderId}`]);
        expect(await eventsOf(orderId)).toHaveLength(1);
        expect(await h.shop.db.select({ last4: storedPaymentMethods.last4 }).from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId))).toEqual([{ last4: "4242" }]);
        expect(await cartField()).toMatch(/^[0-9a-f-]{36}$/);
        expect(await cartField()).not.toBe(orderedCart);
        expect((await h.call(jar, "commerce/getCart")).data.line_items.physical_items).toEqual([]);
        expect((await itemsOf(orderId)).every((i) => i.deliveredAt !== null && i.attempts === 1)).toBe(true);
      });
    });

    it("a failing mail delivery is retried with exponential backoff and delivered later, once", async () => {
      await crashedAfterCommit(async () => {
        const jar = new CookieJar();
        const email = "outbox-retry@example.com";
        const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email });
        const placed = await place(jar, checkoutId, { token: await tokenize(jar, checkoutId) });
        expect(placed.status).toBe(200);
        const orderId = placed.data.order_id;
        const mailItem = async () => (await itemsOf(orderId)).find((i) => i.topic === AFTER_PAYMENT_TOPICS.confirmationMail)!;

        const send = h.shop.mailer.send;
        let failures = 2;
        h.shop.mailer.send = async (message) => {
          if (failures-- > 0) throw new Error("SMTP server unavailable");
          return send.call(h.shop.mailer, message);
        };
        try {
          const t0 = new Date(Date.now() + 1000);
          await h.shop.outbox.deliverDue(t0);
          let item = await mailItem();
          expect([item.attempts, item.deliveredAt, item.lastError]).toEqual([1, null, "SMTP server unavailable"]);
          expect(item.availableAt.getTime()).toBe(t0.getTime() + h.shop.outbox.backoffMs(1));
          expect(await mailsTo(email)).toEqual([]);
          // Not due yet.
          await h.shop.outbox.deliverDue(new Date(t0.getTime() + h.shop.outbox.backoffMs(1) - 1));
          expect((await mailItem()).attempts).toBe(1);

          const t1 = new Date(t0.getTime() + h.shop.outbox.backoffMs(1));
          await h.shop.outbox.deliverDue(t1);
          item = await mailItem();
          expect([item.attempts, item.deliveredAt]).toEqual([2, null]);
          expect(item.availableAt.getTime() - t1.getTime()).toBe(h.shop.outbox.backoffMs(2));
          expect(h.shop.outbox.backoffMs(2)).toBe(2 * h.shop.outbox.backoffMs(1));

          await h.shop.outbox.deliverDue(new Date(t1.getTime() + h.shop.outbox.backoffMs(2)));
          await h.shop.outbox.deliverDue(new Date(t1.getTime() + 10 * h.shop.outbox.backoffMs(2)));
          item = await mailItem();
          expect(item.attempts).toBe(3);
          expect(item.deliveredAt).not.toBeNull();
          await h.shop.mailer.idle();
          expect(await mailsTo(email)).toHaveLength(1);
          expect(await eventsOf(orderId)).toHaveLength(1);
        } finally {
          h.shop.mailer.send = send;
        }
      });
    });

    it("an item that keeps failing is marked failed after the last attempt, logged, and not tried again", async () => {
      await h.shop.outbox.idle();
      const logger = quietLogger();
      const worker = new OutboxWorker(h.shop.db, logger, { maxAttempts: 3, baseDelayMs: 1000 }).handle("test.alwaysFails", async () => {
        throw new Error("endpoint down");
      });
      const key = randomUUID();
      await enqueue(h.shop.db, [{ topic: "test.alwaysFails", dedupeKey: key, payload: {} }]);
      // The same item written again (a retried commit) stays one item.
      await enqueue(h.shop.db, [{ topic: "test.alwaysFails", dedupeKey: key, payload: { again: true } }]);
      const item = async () => (await h.shop.db.select().from(outbox).where(and(eq(outbox.topic, "test.alwaysFails"), eq(outbox.dedupeKey, key))))[0];
      let at = Date.now() + 1000;
      for (let i = 0; i < 5; i++) {
        await worker.deliverDue(new Date(at));
        at += 3_600_000;
      }
      const row = await item();
      expect(row.attempts).toBe(3);
      expect(row.deliveredAt).toBeNull();
      expect(row.payload).toEqual({});
      expect(row.lastError).toBe("failed after 3 attempts: endpoint down");
      expect(logger.warn).toHaveBeenCalledTimes(2);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error.mock.calls[0][1]).toBe("an outbox item failed for good");
      await h.shop.db.delete(outbox).where(eq(outbox.topic, "test.alwaysFails"));
    });

    it("two workers at once deliver each order's mail and event once", async () => {
      const placedOrders: Array<{ orderId: number; email: string }> = [];
      await crashedAfterCommit(async () => {
        for (let i = 0; i < 4; i++) {
          const jar = new CookieJar();
          const email = `outbox-two-${i}@example.com`;
          const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email });
          const placed = await place(jar, checkoutId, { token: await tokenize(jar, checkoutId) });
          expect(placed.status).toBe(200);
          placedOrders.push({ orderId: placed.data.order_id, email });
        }
        const workers = [0, 1].map(() => registerAfterPaymentHandlers(new OutboxWorker(h.shop.db, h.shop.logger, { batch: 1 }), h.shop));
        const delivered = await Promise.all(workers.map((w) => w.deliverDue()));
        expect(delivered[0] + delivered[1]).toBe(placedOrders.length * 2);
        await h.shop.mailer.idle();
        for (const { orderId, email } of placedOrders) {
          expect(await mailsTo(email)).toHaveLength(1);
          expect(await eventsOf(orderId)).toHaveLength(1);
          expect((await itemsOf(orderId)).map((i) => i.attempts)).toEqual([1, 1]);
        }
      });
    });
  });

  describe("a failed refund is retried (issue 12)", () => {
    it("a charge whose order cannot be completed is refunded through the outbox: the provider's refund fails once, the worker retries and the charge ends refunded", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "refund-retry@example.com" });
      const token = await tokenize(jar, checkoutId);
      const provider = h.shop.payments.provider;
      const { charge, refund } = provider;
      let refundCalls = 0;
      // The charge goes through, but meanwhile another process gave the attempt up (it looked abandoned).
      provider.charge = async (request) => {
        const result = await charge.call(provider, request);
        const [row] = await h.shop.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
        await h.shop.db.update(orders).set({ status: "Cancelled" }).where(eq(orders.id, row.orderId!));
        await h.shop.db.update(checkouts).set({ status: "open", orderId: null }).where(eq(checkouts.id, checkoutId));
        return result;
      };
      provider.refund = async (reference) => {
        refundCalls++;
        if (refundCalls === 1) throw new Error("provider timeout");
        return refund.call(provider, reference);
      };
      try {
        const started = Date.now();
        const answer = await place(jar, checkoutId, { token });
        expect(answer.status).toBe(502);
        expect(answer.error!.message).toBe("The payment could not be completed. Please try again.");
        const [order] = await h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
        const chargeRow = async () => (await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${order.id}`)))[0];
        expect((await chargeRow()).outcome).toBe("approved");
        // The first refund failed: kept for a retry, not lost.
        expect(refundCalls).toBe(1);
        expect((await chargeRow()).refundedAt).toBeNull();
        const [item] = await h.shop.db.select().from(outbox).where(and(eq(outbox.topic, AFTER_PAYMENT_TOPICS.refund), eq(outbox.dedupeKey, `order-${order.id}`)));
        expect([item.attempts, item.deliveredAt, item.lastError]).toEqual([1, null, "provider timeout"]);
        expect(item.availableAt.getTime()).toBeGreaterThanOrEqual(started + h.shop.outbox.backoffMs(1));

        await h.shop.outbox.deliverDue(new Date(item.availableAt.getTime()));
        expect(refundCalls).toBe(2);
        expect((await chargeRow()).refundedAt).not.toBeNull();
        await h.shop.outbox.deliverDue(new Date(item.availableAt.getTime() + 3_600_000));
        expect(refundCalls).toBe(2);
      } finally {
        provider.charge = charge;
        provider.refund = refund;
      }
    });
  });
});
