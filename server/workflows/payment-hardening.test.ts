import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, startCheckoutHarness, type CheckoutHarness } from "../modules/checkout/test-support";
import type { OrderView } from "../modules/order/types";

const VISA_OK = "4242 4242 4242 4242";
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
});
