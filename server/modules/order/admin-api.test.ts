import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { signInStaff } from "../../../tests/staff";
import { registeredBrowser } from "../customer/test-support";
import { staffAuditLog } from "../staff/schema";
import type { StaffRole } from "../staff/types";
import type { AdminOrderDetails, AdminOrderList } from "./admin-reads";
import type { OrderAddress } from "./schema";

// Issue 17: the back office's orders API through the real router (POST /api/admin/orders/{method}):
// who may call it (merchandiser 403 on every method, customer service and owner allowed, a
// customer's session 401), the list's filters, sorting and pagination, and the actions' answers
// (001 §4 statuses, §7 updateOrder). The actions' rules and races are in
// server/workflows/order-fulfilment.test.ts. Runs on PGlite and on PostgreSQL (DATABASE_URL).

const address: OrderAddress = {
  firstName: "Ada",
  lastName: "Lovelace",
  company: "",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  address1: "12 Folding Way",
  address2: "",
  city: "London",
  state: "",
  postCode: "N1 9GU",
  countryCode: "GB",
};

const METHODS: Record<string, (orderId: number) => object> = {
  listOrders: () => ({}),
  storefronts: () => ({}),
  getOrder: (orderId) => ({ orderId }),
  ship: (orderId) => ({ orderId, carrier: "DPD", trackingNumber: "T-1", idempotencyKey: randomUUID() }),
  cancel: (orderId) => ({ orderId }),
  refund: (orderId) => ({ orderId, amount: 1, idempotencyKey: randomUUID() }),
  addNote: (orderId) => ({ orderId, body: "hello", idempotencyKey: randomUUID() }),
  updateOrder: (orderId) => ({ orderId, data: { customer_message: "x" } }),
};

describe("orders admin API (issue 17)", () => {
  const api = useTestApi();
  const tag = randomUUID().slice(0, 8);

  /** A real charge of the test processor, so the refunds the outbox makes find it. */
  async function charge(amountMinor: number): Promise<string> {
    const owner = { customerId: null, checkoutId: randomUUID() };
    const card = await api.shop.payments.provider.tokenizeCard({ number: "4242424242424242", expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: "123", holderName: "Ada" }, owner);
    if (!card.ok) throw new Error("tokenising failed");
    const paid = await api.shop.payments.provider.charge({ token: card.card.token, amountMinor, currency: "GBP", idempotencyKey: `admin-api-${randomUUID()}`, description: "test", owner });
    if (!paid.ok) throw new Error("charge failed");
    return paid.reference;
  }

  async function makeOrder(options: { email?: string; channelId?: number; createdAt?: Date; totalInc?: number } = {}) {
    const paymentReference = await charge(options.totalInc ?? 6000);
    return api.shop.orders.create(api.shop.db, {
      order: {
        channelId: options.channelId ?? 1,
        customerId: null,
        cartId: randomUUID(),
        checkoutId: randomUUID(),
        status: "Awaiting Fulfillment",
        locale: "en-GB",
        currency: "GBP",
        taxMode: "inc",
        taxRateBp: 2000,
        email: options.email ?? `buyer-${tag}@example.com`,
        subtotalEx: 5000,
        subtotalInc: 6000,
        shippingEx: 0,
        shippingInc: 0,
        totalTax: 1000,
        totalInc: options.totalInc ?? 6000,
        billingAddress: { ...address, email: options.email ?? `buyer-${tag}@example.com` },
        shippingAddress: address,
        shippingMethod: "Standard delivery",
        locationId: 1,
        paymentProvider: "test",
        paymentReference,
        paymentBrand: "visa",
        paymentLast4: "4242",
        paymentDate: new Date(),
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      },
      lines: [
        { productId: 11, variantId: 0, sku: "T-A", name: "Bell", quantity: 2, priceEx: 1000, priceInc: 1200, totalInc: 2400 },
        { productId: 12, variantId: 0, sku: "T-B", name: "Light", quantity: 1, priceEx: 3000, priceInc: 3600, totalInc: 3600 },
      ],
    });
  }

  describe("who may call it", () => {
    it("a merchandiser is refused (403) on every method, and nothing changes", async () => {
      const order = await makeOrder();
      const { browser } = await signInStaff(api, "merchandiser");
      for (const [method, body] of Object.entries(METHODS)) {
        const answer = await browser.call("admin/orders", method, body(order.id));
        expect(answer.status, method).toBe(403);
        expect(answer.error?.message).toBe("Your role does not give access to this part of the back office.");
      }
      expect((await api.shop.orders.row(order.id))!.status).toBe("Awaiting Fulfillment");
      expect(await api.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, String(order.id)))).toEqual([]);
    });

    it("a customer's session is not a staff session (401 on every method); no cookie at all: 401", async () => {
      const order = await makeOrder();
      const { b } = await registeredBrowser(api, "localhost", { country: "GB" });
      for (const [method, body] of Object.entries(METHODS)) {
        expect((await b.call("admin/orders", method, body(order.id))).status, method).toBe(401);
        expect((await api.browser("localhost").call("admin/orders", method, body(order.id))).status, method).toBe(401);
      }
    });

    it.each<StaffRole>(["customer_service", "owner"])("%s may read and act", async (role) => {
      const order = await makeOrder();
      const { browser } = await signInStaff(api, role);
      expect((await browser.call("admin/orders", "getOrder", { orderId: order.id })).status).toBe(200);
      expect((await browser.call("admin/orders", "addNote", METHODS.addNote(order.id))).status).toBe(200);
    });

    it("off the default storefront's host the back office does not exist (404)", async () => {
      const { cookie } = await signInStaff(api, "owner");
      const b = api.browser("uk.localhost");
      b.setCookie("staff-session", cookie.split("=")[1]);
      expect((await b.call("admin/orders", "listOrders", {})).status).toBe(404);
    });
  });

  describe("the list", () => {
    it("filters by status, storefront, date range, email or order number; sorts; pages", async () => {
      const email = `filter-${tag}@example.com`;
      const a = await makeOrder({ email, createdAt: new Date("2026-03-01T10:00:00Z"), totalInc: 1000 });
      const b = await makeOrder({ email, createdAt: new Date("2026-03-02T10:00:00Z"), totalInc: 3000 });
      const c = await makeOrder({ email, createdAt: new Date("2026-03-03T10:00:00Z"), totalInc: 2000, channelId: 2 });
      const { browser } = await signInStaff(api, "customer_service");
      await browser.call("admin/orders", "ship", METHODS.ship(b.id));
      const list = async (body: object) => {
        const answer = await browser.call<AdminOrderList>("admin/orders", "listOrders", { search: email, ...body });
        expect(answer.status, JSON.stringify(answer.error)).toBe(200);
        return answer.data;
      };
      expect((await list({})).data.map((o) => o.id)).toEqual([c.id, b.id, a.id]);
      expect((await list({ sort: "total", direction: "asc" })).data.map((o) => o.id)).toEqual([a.id, c.id, b.id]);
      expect((await list({ status: "Shipped" })).data.map((o) => o.id)).toEqual([b.id]);
      expect((await list({ channelId: 2 })).data.map((o) => o.id)).toEqual([c.id]);
      expect((await list({ from: "2026-03-02", to: "2026-03-02" })).data.map((o) => o.id)).toEqual([b.id]);
      const paged = await list({ limit: 2, page: 2 });
      expect(paged.data.map((o) => o.id)).toEqual([a.id]);
      expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3 });
      const byNumber = await browser.call<AdminOrderList>("admin/orders", "listOrders", { search: `#${b.id}` });
      expect(byNumber.data.data.map((o) => o.id)).toContain(b.id);
      expect(byNumber.data.data[0]).toMatchObject({ email, customer_name: "Ada Lovelace", currency_code: "GBP", total_inc_tax: 30, items: 3 });
      expect((await browser.call("admin/orders", "listOrders", { from: "March" })).status).toBe(400);
    });
  });

  describe("the actions", () => {
    it("ship some lines, refund part, add a note: each answers the order's details after it; the history names the staff member", async () => {
      const order = await makeOrder();
      const { browser, actor } = await signInStaff(api, "customer_service");
      const got = await browser.call<AdminOrderDetails>("admin/orders", "getOrder", { orderId: order.id });
      const [bell] = got.data.lines;
      const shipped = await browser.call<AdminOrderDetails>("admin/orders", "ship", {
        orderId: order.id,
        lines: [{ lineId: bell.id, quantity: 2 }],
        carrier: "Royal Mail",
        trackingNumber: "RM123456789GB",
        idempotencyKey: randomUUID(),
      });
      expect(shipped.status, JSON.stringify(shipped.error)).toBe(200);
      expect(shipped.data.order.status).toBe("Partially Shipped");
      expect(shipped.data.shipments).toMatchObject([{ carrier: "Royal Mail", tracking_number: "RM123456789GB", items: [{ name: "Bell", quantity: 2 }] }]);
      const key = randomUUID();
      const refunded = await browser.call<AdminOrderDetails>("admin/orders", "refund", { orderId: order.id, amount: 12.5, reason: "Late", idempotencyKey: key });
      expect(refunded.status, JSON.stringify(refunded.error)).toBe(200);
      expect(refunded.data.order.status).toBe("Partially Refunded");
      expect(refunded.data.refunded).toBe(12.5);
      expect(refunded.data.refundable).toBe(47.5);
      const again = await browser.call<AdminOrderDetails>("admin/orders", "refund", { orderId: order.id, amount: 12.5, reason: "Late", idempotencyKey: key });
      expect(again.data.refunds).toHaveLength(1);
      // The action kicked the outbox: the provider gives the part back.
      await api.shop.outbox.idle();
      expect((await browser.call<AdminOrderDetails>("admin/orders", "getOrder", { orderId: order.id })).data.refunds).toMatchObject([{ amount: 12.5, status: "refunded" }]);
      const tooMuch = await browser.call("admin/orders", "refund", { orderId: order.id, amount: 50, idempotencyKey: randomUUID() });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.error?.message).toBe("At most £47.50 can still be refunded.");
      expect((await browser.call("admin/orders", "refund", { orderId: order.id, amount: 1.005, idempotencyKey: randomUUID() })).status).toBe(400);
      const noted = await browser.call<AdminOrderDetails>("admin/orders", "addNote", { orderId: order.id, body: "Called the customer", idempotencyKey: randomUUID() });
      expect(noted.data.history.map((e) => [e.kind, e.staff_name])).toEqual([
        ["shipped", actor.name],
        ["refunded", actor.name],
        ["note", actor.name],
      ]);
    });

    it("cancel answers Cancelled, again the same; a refused action answers its message (409)", async () => {
      const order = await makeOrder();
      const { browser } = await signInStaff(api, "owner");
      const cancelled = await browser.call<AdminOrderDetails>("admin/orders", "cancel", { orderId: order.id, reason: "Out of stock" });
      expect(cancelled.status, JSON.stringify(cancelled.error)).toBe(200);
      expect(cancelled.data.order.status).toBe("Cancelled");
      expect(cancelled.data.refunds).toMatchObject([{ kind: "cancel", amount: 60 }]);
      const again = await browser.call<AdminOrderDetails>("admin/orders", "cancel", { orderId: order.id });
      expect(again.status).toBe(200);
      expect(again.data.refunds).toHaveLength(1);
      const ship = await browser.call("admin/orders", "ship", METHODS.ship(order.id));
      expect(ship.status).toBe(409);
      expect(ship.error?.message).toBe("This order cannot be shipped in its status (Cancelled).");
      expect((await browser.call("admin/orders", "getOrder", { orderId: 2_000_000_000 })).status).toBe(404);
    });

    it("updateOrder (001 §7): manual status, message and address; a status with money or parcels behind it is refused (400)", async () => {
      const order = await makeOrder();
      const { browser } = await signInStaff(api, "customer_service");
      const updated = await browser.call<AdminOrderDetails>("admin/orders", "updateOrder", {
        orderId: order.id,
        data: { status: "Awaiting Pickup", customer_message: "Collect in store", shipping_address: { city: "Bristol", zip: "BS1 4DJ" } },
      });
      expect(updated.status, JSON.stringify(updated.error)).toBe(200);
      expect(updated.data.order).toMatchObject({ status: "Awaiting Pickup", customer_message: "Collect in store" });
      expect(updated.data.order.shipping_addresses[0]).toMatchObject({ city: "Bristol", zip: "BS1 4DJ" });
      expect((await browser.call("admin/orders", "updateOrder", { orderId: order.id, data: { status: "Shipped" } })).status).toBe(400);
      expect((await browser.call("admin/orders", "updateOrder", { orderId: order.id, data: { total_inc_tax: 0 } })).status).toBe(400);
    });
  });
});
