import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fetchAs } from "../../tests/http";
import { capturedMail } from "../integrations/mail/schema";
import { attributionEvents } from "../integrations/attribution/schema";
import { paymentTestCharges, paymentTestTokens } from "../integrations/payment/schema";
import { stockLevels } from "../modules/catalog/schema";
import { setStockLevel } from "../modules/catalog/writer";
import { carts } from "../modules/cart/schema";
import { checkouts, idempotencyKeys } from "../modules/checkout/schema";
import { CookieJar, NEXT_YEAR, useCheckoutHarness, VISA_DECLINED, VISA_OK } from "../modules/checkout/test-support";
import type { CheckoutView } from "../modules/checkout/types";
import { orderProducts, orders } from "../modules/order/schema";
import type { OrderList, OrderView } from "../modules/order/types";
import { storedPaymentMethods } from "../modules/payment/schema";
import { reserveAttemptForTests } from "./place-order";
import { sweepAbandonedAttempts } from "./sweep-abandoned-attempts";

// Issue 5: placing orders (DESIGN.md Reliability and security rules; 001 §3 Order, §4 Statuses,
// §7 Card payments and purchase tracking, §8 "Insufficient stock on products in your cart.").
// Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("placeOrder: payments, stock, idempotency, orders", () => {
  const h = useCheckoutHarness();
  // A guest's card token is bound to the checkout it is made for (issue 12): tokenize() names the
  // jar's latest checkout, as the payment step names the checkout on screen; place() waits for the
  // outbox's delivery of the work after a payment.
  const tokenize = (jar: CookieJar, number?: string, host?: string) => h.tokenize(jar, { number, host });
  const place = (jar: CookieJar, checkoutId: string, payment: object, idempotencyKey?: string, host?: string) => h.place(jar, checkoutId, payment, { idempotencyKey, host });
  const stockOf = async (productId: number) =>
    (await h.shop.db.select().from(stockLevels).where(and(eq(stockLevels.productId, productId), eq(stockLevels.locationId, h.catalog.ukLocation))))[0].quantity;
  const ordersOfCheckout = (checkoutId: string) => h.shop.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
  const chargesOfOrder = (orderId: number) => h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${orderId}`));

  describe("a guest purchase", () => {
    it("4242 4242 4242 4242 succeeds: order Awaiting Fulfillment with payment date, stock taken, cart deleted, checkout completed (001 §3 Order, §4 Statuses)", async () => {
      const jar = new CookieJar();
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.tube, quantity: 50 });
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.tube, quantity: 2 }, { product_id: h.catalog.bell, quantity: 1 }], { email: "buyer@example.com" });
      const cartId = jar.cookies.get("cart-id")!;
      const answer = await place(jar, checkoutId, { token: await tokenize(jar) });
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      expect(answer.data).toEqual({ order_id: expect.any(Number), status: "Awaiting Fulfillment", redirect_url: `/order-confirmation?orderId=${answer.data.order_id}` });
      expect(await stockOf(h.catalog.tube)).toBe(48);

      // The guest's cart cookie now names a fresh cart; the ordered cart is gone.
      expect(jar.cookies.get("cart-id")).not.toBe(cartId);
      expect(await h.shop.db.select().from(carts).where(eq(carts.id, cartId))).toEqual([]);
      const cart = await h.call(jar, "commerce/getCart");
      expect(cart.data.line_items.physical_items).toEqual([]);

      const checkout = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
      expect(checkout.data).toMatchObject({ status: "completed", order_id: answer.data.order_id });
      const late = await h.call(jar, "commerce/updateCheckout", { checkoutId, customerMessage: "too late" });
      expect(late.status).toBe(409);
      expect(late.error!.message).toBe("This order has already been placed.");
      expect((late.error!.data as { order_id: number }).order_id).toBe(answer.data.order_id);

      // The confirmation, for the guest holding the order cart cookie (000 §2 /order-confirmation).
      const confirmation = await h.call<OrderView>(jar, "commerce/getOrderConfirmation", { orderId: answer.data.order_id });
      expect(confirmation.status).toBe(200);
      const order = confirmation.data;
      expect(order).toMatchObject({
        id: answer.data.order_id,
        status: "Awaiting Fulfillment",
        currency_code: "GBP",
        customer_id: null,
        payment_method: { brand: "visa", last4: "4242" },
        billing_address: { first_name: "Ada", last_name: "Lovelace", email: "buyer@example.com", street_1: "12 Folding Way", city: "London", zip: "N1 9GU", country: "United Kingdom", country_iso2: "GB" },
        shipping_addresses: [expect.objectContaining({ street_1: "12 Folding Way", shipping_method: "Standard delivery" })],
        shipments: [],
      });
      expect(order.payment_date).not.toBeNull();
      // Tube GBP 8 × 2 + Bell GBP 16 = 32; shipping 4.95; VAT 20 % included.
      expect(order.subtotal_inc_tax).toBe(32);
      expect(order.shipping_cost_inc_tax).toBe(4.95);
      expect(order.total_inc_tax).toBe(36.95);
      expect(order.total_tax).toBe(6.16);
      expect(order.subtotal_ex_tax + order.shipping_cost_ex_tax + order.total_tax).toBeCloseTo(36.95, 2);
      // Both lines came in one add, so their order is the cart's (not fixed): compare as a set.
      expect(order.products.map((p) => [p.sku, p.quantity, p.price_inc_tax]).sort()).toEqual([["T-BELL", 1, 16], ["T-TUBE", 2, 8]]);
      expect(order.products.map((p) => p.brand)).toEqual(["Foldwell", "Foldwell"]);

      // Nobody else sees it.
      expect((await h.call(new CookieJar(), "commerce/getOrderConfirmation", { orderId: answer.data.order_id })).status).toBe(404);
      const other = await h.signedIn();
      expect((await h.call(other.jar, "commerce/getOrder", { orderId: answer.data.order_id })).status).toBe(404);
    });

    it("sends the order confirmation email, captured for /dev/mailbox", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 3 }], { email: "mail-check@example.com" });
      const answer = await place(jar, checkoutId, { token: await tokenize(jar) });
      expect(answer.status).toBe(200);
      await h.shop.mailer.idle();
      const [mail] = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, "mail-check@example.com"));
      expect(mail.subject).toBe(`Your Foldwell order #${answer.data.order_id}`);
      expect(mail.text).toContain("Hello Ada,");
      expect(mail.text).toContain("3 × Brass Bell: £48.00");
      expect(mail.text).toContain("Total: £52.95");
      expect(mail.text).toContain(`/order-confirmation?orderId=${answer.data.order_id}`);
      expect(mail.html).toContain("Brass Bell");
    });

    it("the email is translated in the storefront's locale (de.localhost: German, EUR, 19 % VAT)", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "kunde@example.com", host: "de.localhost", countryCode: "DE" });
      const answer = await place(jar, checkoutId, { token: await tokenize(jar, VISA_OK, "de.localhost") }, randomUUID(), "de.localhost");
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      await h.shop.mailer.idle();
      const [mail] = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, "kunde@example.com"));
      expect(mail.subject).toBe(`Ihre Foldwell-Bestellung Nr. ${answer.data.order_id}`);
      expect(mail.text).toContain("Vielen Dank für Ihre Bestellung.");
      const [row] = await h.shop.db.select().from(orders).where(eq(orders.id, answer.data.order_id));
      // EUR 19 + 5.95 shipping = 24.95 inc; 19 % VAT inside = 3.98.
      expect([row.currency, row.totalInc, row.totalTax, row.taxRateBp]).toEqual(["EUR", 2495, 398, 1900]);
    });

    it("001 §7 purchase tracking: records an attribution event with order id, totals, coupons, currency, customer id and lines", async () => {
      const { jar, customerId } = await h.signedIn();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 2 }]);
      const answer = await place(jar, checkoutId, { token: await tokenize(jar) });
      expect(answer.status).toBe(200);
      const [event] = await h.shop.db.select().from(attributionEvents).where(eq(attributionEvents.orderId, answer.data.order_id));
      expect(event.type).toBe("purchase");
      expect(event.payload).toEqual({
        order_id: answer.data.order_id,
        total: 36.95,
        subtotal: 32,
        tax: 6.16,
        shipping: 4.95,
        coupons: [],
        currency: "GBP",
        customer_id: customerId,
        channel_id: h.shop.storefronts.resolve("uk.localhost").channelId,
        lines: [{ product_id: h.catalog.bell, variant_id: 0, sku: "T-BELL", name: "Brass Bell", quantity: 2, price: 16 }],
      });
    });
  });

  describe("declined cards", () => {
    it("4000 0000 0000 0002 → 402 'Your card was declined. Please use another card.', stock unchanged, checkout open, order hidden; another card then succeeds", async () => {
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.lastUnits, quantity: 3 });
      const { jar, customerId } = await h.signedIn();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.lastUnits, quantity: 2 }]);
      const declined = await place(jar, checkoutId, { token: await tokenize(jar, VISA_DECLINED) });
      expect(declined.status).toBe(402);
      expect(declined.error!.message).toBe("Your card was declined. Please use another card.");
      expect(await stockOf(h.catalog.lastUnits)).toBe(3);
      const checkout = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
      expect(checkout.data).toMatchObject({ status: "open", order_id: null });
      expect(checkout.data.lines).toHaveLength(1);
      const attempts = await ordersOfCheckout(checkoutId);
      expect(attempts.map((o) => o.status)).toEqual(["Declined"]);
      expect((await h.call<OrderList>(jar, "commerce/getOrders")).data.data).toEqual([]);
      expect((await h.call(jar, "commerce/getOrder", { orderId: attempts[0].id })).status).toBe(404);

      const paid = await place(jar, checkoutId, { token: await tokenize(jar) });
      expect(paid.status).toBe(200);
      expect(await stockOf(h.catalog.lastUnits)).toBe(1);
      const history = await h.call<OrderList>(jar, "commerce/getOrders");
      expect(history.data.data.map((o) => o.id)).toEqual([paid.data.order_id]);
      expect(history.data.data[0].customer_id).toBe(customerId);
    });

    it("the declined answer is translated (fr.localhost)", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "refus@example.com", host: "fr.localhost", countryCode: "FR" });
      const declined = await place(jar, checkoutId, { token: await tokenize(jar, VISA_DECLINED, "fr.localhost") }, randomUUID(), "fr.localhost");
      expect(declined.status).toBe(402);
      expect(declined.error!.message).toBe("Votre carte a été refusée. Veuillez utiliser une autre carte.");
    });
  });

  describe("idempotency (DESIGN.md: same key → first answer, one charge)", () => {
    it("the same key and body twice in a row answer the same order; one order, one charge", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "twice@example.com" });
      const token = await tokenize(jar);
      const key = randomUUID();
      const first = await place(jar, checkoutId, { token }, key);
      const second = await place(jar, checkoutId, { token }, key);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.data).toEqual(first.data);
      expect(await ordersOfCheckout(checkoutId)).toHaveLength(1);
      expect(await chargesOfOrder(first.data.order_id)).toHaveLength(1);
    });

    it("the same key sent 10 times at once makes one order and one charge; every answer names it", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "burst@example.com" });
      const token = await tokenize(jar);
      const key = randomUUID();
      const cookies = new Map(jar.cookies);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => {
          const copy = new CookieJar();
          for (const [k, v] of cookies) copy.cookies.set(k, v);
          return place(copy, checkoutId, { token }, key);
        }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.data.order_id)).size).toBe(1);
      expect(await ordersOfCheckout(checkoutId)).toHaveLength(1);
      expect(await chargesOfOrder(answers[0].data.order_id)).toHaveLength(1);
      expect(await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.token, token))).toHaveLength(1);
    });

    it("the same key with another body is refused with 409 and changes nothing", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "reuse@example.com" });
      const key = randomUUID();
      const first = await place(jar, checkoutId, { token: await tokenize(jar) }, key);
      expect(first.status).toBe(200);
      const other = await place(jar, checkoutId, { token: await tokenize(jar) }, key);
      expect(other.status).toBe(409);
      expect(other.error!.message).toBe("This request was already sent with different details. Please reload the page and try again.");
      expect(await ordersOfCheckout(checkoutId)).toHaveLength(1);
    });

    it("a key stays with its first answer: a declined attempt answers 402 again for the same key and body", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "replay-decline@example.com" });
      const token = await tokenize(jar, VISA_DECLINED);
      const key = randomUUID();
      expect((await place(jar, checkoutId, { token }, key)).status).toBe(402);
      expect((await place(jar, checkoutId, { token }, key)).status).toBe(402);
      expect(await ordersOfCheckout(checkoutId)).toHaveLength(1);
    });

    it("a key claimed by a request that died before answering is free again once stale", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "stale-key@example.com" });
      const token = await tokenize(jar);
      const key = randomUUID();
      const { requestHash } = await import("../modules/checkout/idempotency");
      await h.shop.db.insert(idempotencyKeys).values({ scope: "placeOrder", key, requestHash: requestHash({ checkoutId, payment: { token, save: false } }), createdAt: new Date(Date.now() - 3 * 60_000) });
      const placed = await place(jar, checkoutId, { token }, key);
      expect(placed.status, JSON.stringify(placed.error)).toBe(200);
      expect((await h.shop.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0].answerStatus).toBe(200);
    });

    it("an answer a retry could change (missing address) keeps no key: after fixing the checkout the same key places the order", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.checkoutWith(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "fix@example.com" });
      const token = await tokenize(jar);
      const key = randomUUID();
      const missing = await place(jar, checkoutId, { token }, key);
      expect(missing.status).toBe(400);
      expect(missing.error!.message).toBe("Please enter a shipping address.");
      expect(await h.shop.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
      await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: { firstName: "A", lastName: "B", phone: "1", address1: "1 Road", city: "Leeds", postCode: "LS1 1AA", countryCode: "GB" } });
      expect((await place(jar, checkoutId, { token }, key)).error!.message).toBe("Please choose a shipping method.");
      await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingMethodId: "express" });
      const placed = await place(jar, checkoutId, { token }, key);
      expect(placed.status).toBe(200);
    });
  });

  describe("stock shown on cached pages (DESIGN.md: pages invalidated when the catalogue behind them changes)", () => {
    it("a sale that leaves stock keeps the cache; selling the last units moves the catalogue epoch; a declined sale of them moves it out and back", async () => {
      let moves = 0;
      const stop = h.shop.epochs.onChange(() => moves++);
      try {
        await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.lastUnits, quantity: 2 });
        moves = 0;
        const first = new CookieJar();
        const one = await h.readyCheckout(first, [{ product_id: h.catalog.lastUnits, quantity: 1 }], { email: "first@example.com" });
        expect((await place(first, one, { token: await tokenize(first) })).status).toBe(200);
        expect(moves).toBe(0); // one left: the product still shows as in stock

        const declined = new CookieJar();
        const two = await h.readyCheckout(declined, [{ product_id: h.catalog.lastUnits, quantity: 1 }], { email: "declined@example.com" });
        expect((await place(declined, two, { token: await tokenize(declined, VISA_DECLINED) })).status).toBe(402);
        expect(moves).toBe(2); // sold out while the payment ran, then back in stock
        expect(await stockOf(h.catalog.lastUnits)).toBe(1);

        const last = new CookieJar();
        const three = await h.readyCheckout(last, [{ product_id: h.catalog.lastUnits, quantity: 1 }], { email: "last@example.com" });
        expect((await place(last, three, { token: await tokenize(last) })).status).toBe(200);
        expect(moves).toBe(3); // sold out: "Out of stock" must replace cached pages that offer it
        expect(await stockOf(h.catalog.lastUnits)).toBe(0);
      } finally {
        stop();
      }
    });
  });

  describe("double complete and stock (DESIGN.md: stock never below zero)", () => {
    it("two completes of one checkout with different keys make one order; the other gets 409", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "double@example.com" });
      const [tokenA, tokenB] = [await tokenize(jar), await tokenize(jar)];
      const cookies = new Map(jar.cookies);
      const copy = () => {
        const c = new CookieJar();
        for (const [k, v] of cookies) c.cookies.set(k, v);
        return c;
      };
      const answers = await Promise.all([place(copy(), checkoutId, { token: tokenA }), place(copy(), checkoutId, { token: tokenB })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const won = answers.find((a) => a.status === 200)!;
      const lost = answers.find((a) => a.status === 409)!;
      expect(["This order has already been placed.", "Your order is being placed. Please wait a moment."]).toContain(lost.error!.message);
      const placed = (await ordersOfCheckout(checkoutId)).filter((o) => o.status !== "Declined");
      expect(placed.map((o) => o.id)).toEqual([won.data.order_id]);
      // A later complete names the order.
      const later = await place(copy(), checkoutId, { token: tokenB });
      expect(later.status).toBe(409);
      expect((later.error!.data as { order_id: number }).order_id).toBe(won.data.order_id);
    });

    it("100 concurrent checkouts for the last 5 units make exactly 5 orders; the rest get 'Insufficient stock on products in your cart.' (001 §8); stock ends at 0", async () => {
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.lastUnits, quantity: 5 });
      const buyers: Array<{ jar: CookieJar; checkoutId: string; token: string }> = [];
      for (let i = 0; i < 100; i++) {
        const jar = new CookieJar();
        const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.lastUnits, quantity: 1 }], { email: `rush-${i}@example.com` });
        buyers.push({ jar, checkoutId, token: await tokenize(jar) });
      }
      const answers = await Promise.all(buyers.map((b) => place(b.jar, b.checkoutId, { token: b.token })));
      const won = answers.filter((a) => a.status === 200);
      const lost = answers.filter((a) => a.status !== 200);
      expect(won).toHaveLength(5);
      expect(lost).toHaveLength(95);
      expect(new Set(lost.map((a) => `${a.status} ${a.error!.message}`))).toEqual(new Set(["409 Insufficient stock on products in your cart."]));
      expect(await stockOf(h.catalog.lastUnits)).toBe(0);
      const sold = await h.shop.db
        .select({ quantity: sql<number>`coalesce(sum(${orderProducts.quantity}), 0)::int` })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.id, orderProducts.orderId))
        .where(and(eq(orderProducts.productId, h.catalog.lastUnits), eq(orders.status, "Awaiting Fulfillment"), sql`${orders.email} LIKE 'rush-%'`));
      expect(Number(sold[0].quantity)).toBe(5);
      // The losers' checkouts stay open, their carts intact.
      const open = await h.shop.db.select().from(checkouts).where(sql`${checkouts.email} LIKE 'rush-%' AND ${checkouts.status} = 'open'`);
      expect(open).toHaveLength(95);
    }, 240_000);
  });

  describe("an attempt abandoned half-way (the process died between taking stock and finishing)", () => {
    const abandon = async (jar: CookieJar, checkoutId: string, token: string) => {
      const checked = await h.shop.payments.provider.checkToken(token, { customerId: null, checkoutId });
      if (!checked.ok) throw new Error(checked.code);
      const card = checked.card;
      const storefront = h.shop.storefronts.resolve("uk.localhost");
      const { order } = await reserveAttemptForTests(h.shop, { checkoutId, storefront, customerId: null, payment: { token }, origin: "http://uk.localhost" }, card);
      return order;
    };
    const age = (checkoutId: string) => h.shop.db.update(checkouts).set({ updatedAt: new Date(Date.now() - 3 * 60_000) }).where(eq(checkouts.id, checkoutId));

    it("a fresh attempt in flight blocks another complete (409); once stale and never charged, its stock comes back and the new attempt places the order", async () => {
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.lastUnits, quantity: 2 });
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.lastUnits, quantity: 2 }], { email: "crash-1@example.com" });
      const token = await tokenize(jar);
      const abandoned = await abandon(jar, checkoutId, token);
      expect(await stockOf(h.catalog.lastUnits)).toBe(0);
      expect((await place(jar, checkoutId, { token })).status).toBe(409);

      await age(checkoutId);
      const placed = await place(jar, checkoutId, { token });
      expect(placed.status, JSON.stringify(placed.error)).toBe(200);
      expect(await stockOf(h.catalog.lastUnits)).toBe(0);
      const attempts = await ordersOfCheckout(checkoutId);
      expect(attempts.map((o) => [o.id, o.status]).sort()).toEqual([[abandoned.id, "Cancelled"], [placed.data.order_id, "Awaiting Fulfillment"]].sort());
      expect(await chargesOfOrder(abandoned.id)).toEqual([]);
    });

    it("once stale and already charged, the abandoned order is completed (not charged twice) and a new complete answers 409 with its id", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "crash-2@example.com" });
      const token = await tokenize(jar);
      const abandoned = await abandon(jar, checkoutId, token);
      const charged = await h.shop.payments.provider.charge({ token, amountMinor: abandoned.totalInc, currency: "GBP", idempotencyKey: `order-${abandoned.id}`, description: "test", owner: { customerId: null, checkoutId } });
      expect(charged.ok).toBe(true);
      await age(checkoutId);
      const again = await place(jar, checkoutId, { token });
      expect(again.status).toBe(409);
      expect((again.error!.data as { order_id: number }).order_id).toBe(abandoned.id);
      const [order] = await ordersOfCheckout(checkoutId);
      expect([order.status, order.paymentDate !== null]).toEqual(["Awaiting Fulfillment", true]);
      expect(await chargesOfOrder(abandoned.id)).toHaveLength(1);
      expect(await h.shop.db.select().from(carts).where(eq(carts.id, order.cartId))).toEqual([]);
      expect((await h.call(jar, "commerce/getOrderConfirmation", { orderId: abandoned.id })).status).toBe(200);
    });
    it("the sweep finishes attempts the shopper never retries: stock back and Cancelled when not charged, completed once when charged; fresh attempts are left alone", async () => {
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.lastUnits, quantity: 3 });
      const uncharged = new CookieJar();
      const unchargedCheckout = await h.readyCheckout(uncharged, [{ product_id: h.catalog.lastUnits, quantity: 2 }], { email: "sweep-1@example.com" });
      const unchargedOrder = await abandon(uncharged, unchargedCheckout, await tokenize(uncharged));
      const charged = new CookieJar();
      const chargedCheckout = await h.readyCheckout(charged, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "sweep-2@example.com" });
      const chargedToken = await tokenize(charged);
      const chargedOrder = await abandon(charged, chargedCheckout, chargedToken);
      await h.shop.payments.provider.charge({ token: chargedToken, amountMinor: chargedOrder.totalInc, currency: "GBP", idempotencyKey: `order-${chargedOrder.id}`, description: "test", owner: { customerId: null, checkoutId: chargedCheckout } });
      const fresh = new CookieJar();
      const freshCheckout = await h.readyCheckout(fresh, [{ product_id: h.catalog.lastUnits, quantity: 1 }], { email: "sweep-3@example.com" });
      const freshOrder = await abandon(fresh, freshCheckout, await tokenize(fresh));
      expect(await stockOf(h.catalog.lastUnits)).toBe(0);
      await age(unchargedCheckout);
      await age(chargedCheckout);

      // Two processes sweeping at once finish each attempt once.
      await Promise.all([sweepAbandonedAttempts(h.shop), sweepAbandonedAttempts(h.shop)]);
      await h.shop.outbox.idle();

      expect(await stockOf(h.catalog.lastUnits)).toBe(2);
      const statusOf = async (orderId: number) => (await h.shop.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;
      expect([await statusOf(unchargedOrder.id), await statusOf(chargedOrder.id), await statusOf(freshOrder.id)]).toEqual(["Cancelled", "Awaiting Fulfillment", "Awaiting Payment"]);
      expect(await chargesOfOrder(chargedOrder.id)).toHaveLength(1);
      const checkoutStatus = async (checkoutId: string) => (await h.shop.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0].status;
      expect([await checkoutStatus(unchargedCheckout), await checkoutStatus(chargedCheckout), await checkoutStatus(freshCheckout)]).toEqual(["open", "completed", "placing"]);
      // The charged order's customer gets the confirmation mail the dead process never sent.
      const mails = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, "sweep-2@example.com"));
      expect(mails).toHaveLength(1);
      // The shopper of the cancelled attempt can still buy what came back.
      const retried = await place(uncharged, unchargedCheckout, { token: await tokenize(uncharged) });
      expect(retried.status, JSON.stringify(retried.error)).toBe(200);
    });
  });

  describe("a provider that fails mid-charge (outcome unknown)", () => {
    const withProvider = async (patch: { charge?: "throwBefore" | "throwAfter"; findCharge?: "throw" }, work: () => Promise<void>) => {
      const provider = h.shop.payments.provider;
      const { charge, findCharge } = provider;
      if (patch.charge)
        provider.charge = async (request) => {
          if (patch.charge === "throwAfter") await charge.call(provider, request);
          throw new Error("connection reset");
        };
      if (patch.findCharge)
        provider.findCharge = async () => {
          throw new Error("connection reset");
        };
      try {
        await work();
      } finally {
        provider.charge = charge;
        provider.findCharge = findCharge;
      }
    };

    it("not charged: 502 'The payment could not be completed. Please try again.', stock back, checkout open; the same key then succeeds", async () => {
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.lastUnits, quantity: 4 });
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.lastUnits, quantity: 1 }], { email: "flaky-1@example.com" });
      const token = await tokenize(jar);
      const key = randomUUID();
      await withProvider({ charge: "throwBefore" }, async () => {
        const failed = await place(jar, checkoutId, { token }, key);
        expect(failed.status).toBe(502);
        expect(failed.error!.message).toBe("The payment could not be completed. Please try again.");
      });
      expect(await stockOf(h.catalog.lastUnits)).toBe(4);
      expect((await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId })).data.status).toBe("open");
      expect((await place(jar, checkoutId, { token }, key)).status).toBe(200);
      expect(await stockOf(h.catalog.lastUnits)).toBe(3);
    });

    it("charged before the connection failed: the order is completed, one charge", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "flaky-2@example.com" });
      const token = await tokenize(jar);
      await withProvider({ charge: "throwAfter" }, async () => {
        const answer = await place(jar, checkoutId, { token });
        expect(answer.status, JSON.stringify(answer.error)).toBe(200);
        expect(await chargesOfOrder(answer.data.order_id)).toHaveLength(1);
      });
    });

    it("provider unreachable: 502 and the attempt stays placing (409 for another complete) until recovered", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "flaky-3@example.com" });
      const token = await tokenize(jar);
      await withProvider({ charge: "throwBefore", findCharge: "throw" }, async () => {
        expect((await place(jar, checkoutId, { token })).status).toBe(502);
      });
      expect((await place(jar, checkoutId, { token })).status).toBe(409);
      await h.shop.db.update(checkouts).set({ updatedAt: new Date(Date.now() - 3 * 60_000) }).where(eq(checkouts.id, checkoutId));
      expect((await place(jar, checkoutId, { token })).status).toBe(200);
      expect((await ordersOfCheckout(checkoutId)).map((o) => o.status).sort()).toEqual(["Awaiting Fulfillment", "Cancelled"]);
    });
  });

  describe("saved cards and customers' orders", () => {
    it("a customer saves a card, pays with it, sees it in storedPaymentMethods; another customer cannot use or delete it (404)", async () => {
      const a = await h.signedIn();
      const b = await h.signedIn();
      const first = await h.readyCheckout(a.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      const paid = await place(a.jar, first, { token: await tokenize(a.jar), save: true });
      expect(paid.status).toBe(200);
      const stored = await h.call<Array<{ id: number; brand: string; last4: string; expiryMonth: number; expiryYear: number }>>(a.jar, "payments/storedPaymentMethods");
      expect(stored.data).toEqual([{ id: expect.any(Number), brand: "visa", last4: "4242", expiryMonth: 12, expiryYear: NEXT_YEAR }]);
      const storedId = stored.data[0].id;

      // The customer's cart form field now names a fresh, empty cart.
      const cart = await h.call(a.jar, "commerce/getCart");
      expect(cart.data.line_items.physical_items).toEqual([]);

      const second = await h.readyCheckout(a.jar, [{ product_id: h.catalog.bell, quantity: 2 }]);
      const withStored = await place(a.jar, second, { storedPaymentMethodId: storedId });
      expect(withStored.status, JSON.stringify(withStored.error)).toBe(200);

      expect((await h.call(b.jar, "payments/storedPaymentMethods")).data).toEqual([]);
      const foreign = await h.readyCheckout(b.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      expect((await place(b.jar, foreign, { storedPaymentMethodId: storedId })).status).toBe(404);
      expect((await h.call(b.jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: storedId })).status).toBe(404);
      expect((await h.call(new CookieJar(), "payments/storedPaymentMethods")).status).toBe(403);

      // Order history, newest first; details; products; shipments.
      const history = await h.call<OrderList>(a.jar, "commerce/getOrders");
      expect(history.data.data.map((o) => o.id)).toEqual([withStored.data.order_id, paid.data.order_id]);
      expect(history.data.pagination).toEqual({ page: 1, limit: 10, total: 2 });
      expect((await h.call<OrderList>(a.jar, "commerce/getOrdersWithDetails")).data.data[0].products).toEqual([expect.objectContaining({ sku: "T-BELL", quantity: 2 })]);
      expect((await h.call<OrderList>(a.jar, "commerce/getOrders", { page: 2, limit: 1 })).data.data.map((o) => o.id)).toEqual([paid.data.order_id]);
      expect((await h.call(a.jar, "commerce/getOrderProducts", { orderId: paid.data.order_id })).data).toEqual([expect.objectContaining({ sku: "T-BELL", quantity: 1 })]);
      expect((await h.call(a.jar, "commerce/getOrderShipments", { orderId: paid.data.order_id })).data).toEqual([]);
      expect((await h.call(a.jar, "commerce/getOrderConfirmation", { orderId: String(paid.data.order_id) })).status).toBe(200);
      for (const method of ["getOrder", "getOrderProducts", "getOrderShipments", "getOrderConfirmation"]) {
        expect((await h.call(b.jar, `commerce/${method}`, { orderId: paid.data.order_id })).status, method).toBe(404);
      }
      expect(await h.shop.orders.getForCustomer(b.customerId, paid.data.order_id)).toBeNull();
      expect((await h.shop.orders.listForCustomer(a.customerId, { page: 1, limit: 10 })).data).toHaveLength(2);
      expect((await h.call(new CookieJar(), "commerce/getOrders")).status).toBe(403);

      // Deleting one's own card.
      const deleted = await h.call(a.jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: storedId });
      expect(deleted.status).toBe(200);
      expect(deleted.data).toEqual([]);
    });

    it("DESIGN.md: no card number is stored anywhere: tokens, charges, saved cards, orders and checkouts hold only token, brand, last four and expiry", async () => {
      const { jar } = await h.signedIn();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
      expect((await place(jar, checkoutId, { token: await tokenize(jar), save: true })).status).toBe(200);
      const everything = JSON.stringify([
        await h.shop.db.select().from(paymentTestTokens),
        await h.shop.db.select().from(paymentTestCharges),
        await h.shop.db.select().from(storedPaymentMethods),
        await h.shop.db.select().from(orders),
        await h.shop.db.select().from(checkouts),
        await h.shop.db.select().from(idempotencyKeys),
      ]);
      expect(everything).not.toMatch(/4242\s?4242\s?4242/);
      expect(everything).not.toMatch(/4000\s?0000\s?0000/);
      expect(Object.keys((await h.shop.db.select().from(storedPaymentMethods))[0]).sort()).toEqual(
        ["brand", "createdAt", "customerId", "expiryMonth", "expiryYear", "id", "last4", "provider", "providerToken"].sort(),
      );
    });
  });

  describe("bad input → 4xx, nothing written", () => {
    it("tokenizeCard: invalid number, expired card, bad CVC answer 400 with translated field messages", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.checkoutWith(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "bad-card@example.com" });
      const bad = await h.call(jar, "payments/tokenizeCard", { checkoutId, number: "4242 4242 4242 4241", expiryMonth: 1, expiryYear: 2020, cvc: "12", holderName: "" });
      expect(bad.status).toBe(400);
      expect((bad.error!.data as { issues: unknown[] }).issues).toEqual(
        expect.arrayContaining([
          { path: "number", message: "Please enter a valid card number." },
          { path: "expiryMonth", message: "This card has expired." },
          { path: "cvc", message: "Please enter the 3 or 4 digit security code." },
          { path: "holderName", message: "Please enter the name on the card." },
        ]),
      );
      expect((await h.call(jar, "payments/tokenizeCard", { number: "x".repeat(5000), expiryMonth: 1, expiryYear: 2030, cvc: "123", holderName: "A" })).status).toBe(400);
      expect((await h.call(jar, "payments/tokenizeCard", { number: 4242424242424242, expiryMonth: "soon", cvc: 123 })).status).toBe(400);
      expect((await h.call(jar, "payments/paymentMethods")).data).toEqual([{ id: "card", name: "Credit or debit card" }]);
    });

    it("placeOrder: malformed JSON, wrong types, huge strings, unknown token, foreign checkout → 4xx, no order", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "bad-input@example.com" });
      const raw = await fetchAs(h.server.port, "uk.localhost", "/api/commerce/placeOrder", { method: "POST", headers: { "content-type": "application/json", cookie: jar.header() }, body: "{not json" });
      expect(raw.status).toBe(400);
      // A JSON answer that does not quote the body back (it could hold a card number).
      expect(await raw.json()).toEqual({ error: { message: "The request is not valid." } });
      const tooLarge = await fetchAs(h.server.port, "uk.localhost", "/api/payments/tokenizeCard", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ number: "4242424242424242", holderName: "x".repeat(200_000) }),
      });
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.text()).not.toContain("4242");
      expect((await h.call(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: "not-a-uuid", payment: { token: "t" } })).status).toBe(400);
      expect((await h.call(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { token: 42 } })).status).toBe(400);
      expect((await h.call(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { token: "t".repeat(50_000) } })).status).toBe(400);
      expect((await h.call(jar, "commerce/placeOrder", { checkoutId, idempotencyKey: randomUUID(), payment: { number: "4242424242424242" } })).status).toBe(400);
      const unknown = await place(jar, checkoutId, { token: "tok_test_00000000000000000000000000000000" });
      expect(unknown.status).toBe(400);
      expect(unknown.error!.message).toBe("Please enter your card details again.");
      expect((await place(new CookieJar(), checkoutId, { token: await tokenize(jar) })).status).toBe(404);
      expect((await place(jar, randomUUID(), { token: await tokenize(jar) })).status).toBe(404);
      expect(await ordersOfCheckout(checkoutId)).toEqual([]);
      expect((await h.call(jar, "commerce/getOrder", { orderId: "abc" })).status).toBe(400);
      expect((await h.call(jar, "commerce/getOrder", { orderId: 99_999_999_999 })).status).toBe(400);
    });
  });

  // Last in the file: it leaves this IP with several declines.
  describe("card-testing defence", () => {
    it("after 5 declined payments on one checkout, further payments on it answer 429, even with a good card", async () => {
      const jar = new CookieJar();
      const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "card-tester@example.com" });
      for (let i = 0; i < 5; i++) expect((await place(jar, checkoutId, { token: await tokenize(jar, VISA_DECLINED) })).status).toBe(402);
      const blocked = await place(jar, checkoutId, { token: await tokenize(jar) });
      expect(blocked.status).toBe(429);
      expect(blocked.error!.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
      expect((await ordersOfCheckout(checkoutId)).map((o) => o.status)).toEqual(Array(5).fill("Declined"));
    });
  });
});
