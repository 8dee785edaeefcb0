import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentTestCharges, paymentTestTokens } from "../integrations/payment/schema";
import { orders } from "../modules/order/schema";
import { CookieJar, startCheckoutHarness, type CheckoutHarness } from "../modules/checkout/test-support";
import type { OrderView } from "../modules/order/types";

const VISA_OK = "4242 4242 4242 4242";
const TOKEN_INVALID = "Please enter your card details again.";
const TOKEN_EXPIRED = "Your card details have expired. Please enter them again.";
const TOKEN_USED = "These card details have already been used for a payment. Please enter them again.";
const nextYear = new Date().getUTCFullYear() + 1;

// Issue 12, "Payment and order data" (DESIGN.md Reliability and security rules; 001 §2 guards,
// §5, §6, §8). Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("issue 12: payment and order data", () => {
  let h: CheckoutHarness;
  beforeAll(async () => {
    h = await startCheckoutHarness();
  }, 300_000);
  afterAll(async () => h?.close());

  const tokenize = async (jar: CookieJar, checkoutId: string, number = VISA_OK, host = "uk.localhost") => {
    const answer = await h.call<{ token: string }>(jar, "payments/tokenizeCard", { checkoutId, number, expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Ada Lovelace" }, host);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    return answer.data.token;
  };
  const place = (jar: CookieJar, checkoutId: string, payment: object, idempotencyKey = randomUUID(), host = "uk.localhost") =>
    h.call<{ order_id: number; status: string; redirect_url: string }>(jar, "commerce/placeOrder", { checkoutId, idempotencyKey, payment }, host);
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
      const foreign = await h.call(attacker, "payments/tokenizeCard", { checkoutId: victimCheckout, number: VISA_OK, expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Eve" });
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
});
