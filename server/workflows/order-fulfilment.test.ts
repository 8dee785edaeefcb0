import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { capturedMail } from "../integrations/mail/schema";
import { paymentTestCharges } from "../integrations/payment/schema";
import { stockLevels } from "../modules/catalog/schema";
import { setStockLevel } from "../modules/catalog/writer";
import { CookieJar, useCheckoutHarness } from "../modules/checkout/test-support";
import { OrderActionRefused } from "../modules/order/fulfilment";
import { orderShipments, orders } from "../modules/order/schema";
import { staffAuditLog } from "../modules/staff/schema";
import type { StaffActor } from "../modules/staff/types";
import { cancelOrder } from "./order-fulfilment";

// Issue 17, orders in the back office: ship (all or some lines), cancel (stock back, payment
// refunded through the provider), refund all or part, notes and updateOrder (001 §4 order statuses,
// §7 updateOrder). Every action is idempotent and safe against two staff members acting on one order
// at once. Orders are placed through the real checkout and paid with the test processor, so refunds
// reach its charges. Runs on PGlite and on PostgreSQL (DATABASE_URL).

const alice: StaffActor = { id: 9001, email: "alice@staff.test", name: "Alice Service", role: "customer_service" };
const bob: StaffActor = { id: 9002, email: "bob@staff.test", name: "Bob Owner", role: "owner" };

describe("order fulfilment (issue 17)", () => {
  const h = useCheckoutHarness();
  const f = () => h.shop.orders.fulfilment;

  /** A paid guest order: 2 inner tubes (stock tracked) and 1 brass bell (not tracked). */
  async function paidOrder(options: { email?: string; host?: string; countryCode?: string } = {}) {
    const jar = new CookieJar();
    const email = options.email ?? `fulfil-${randomUUID().slice(0, 8)}@example.com`;
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.tube, quantity: 2 }, { product_id: h.catalog.bell, quantity: 1 }], { email, host: options.host, countryCode: options.countryCode });
    const token = await h.tokenize(jar, { host: options.host });
    const answer = await h.place(jar, checkoutId, { token }, { host: options.host });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const order = (await h.shop.orders.row(answer.data.order_id))!;
    const lines = await h.shop.orders.lines(order.id);
    return { order, lines, email, tube: lines.find((l) => l.productId === h.catalog.tube)!, bell: lines.find((l) => l.productId === h.catalog.bell)! };
  }
  const status = async (orderId: number) => (await h.shop.orders.row(orderId))!.status;
  const tubeStock = async () =>
    (await h.shop.db.select().from(stockLevels).where(and(eq(stockLevels.productId, h.catalog.tube), eq(stockLevels.locationId, h.catalog.ukLocation))))[0].quantity;
  const charge = async (orderId: number) => (await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${orderId}`)))[0];
  const audit = (orderId: number) => h.shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, "order"), eq(staffAuditLog.entityId, String(orderId))));
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OrderActionRefused);
    return error as OrderActionRefused;
  };
  const delivered = async () => {
    h.shop.outbox.kick();
    await h.shop.outbox.idle();
    await h.shop.mailer.idle();
  };

  describe("ship", () => {
    it("ships everything: one shipment with carrier and tracking, 'Shipped', audited, the mail in the storefront's language and the customer's order shows the tracking (001 §4)", async () => {
      const { order, email } = await paidOrder({ host: "de.localhost", countryCode: "DE" });
      const answer = await f().ship(alice, order.id, { carrier: "DHL", trackingNumber: "JD0001234567", idempotencyKey: randomUUID() });
      expect(answer.repeated).toBe(false);
      expect(await status(order.id)).toBe("Shipped");
      await delivered();
      const [mail] = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email));
      const shipped = (await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email))).find((m) => m.subject.includes("versandt"));
      expect(mail).toBeDefined();
      expect(shipped?.subject).toBe(`Ihre Foldwell-Bestellung #${order.id} wurde versandt`);
      expect(shipped?.text).toContain("Versanddienst: DHL");
      expect(shipped?.text).toContain("Sendungsnummer: JD0001234567");
      expect(shipped?.text).toContain("2 × Inner Tube 16 inch");
      const view = await h.shop.orders.view((await h.shop.orders.row(order.id))!);
      expect(view.shipments).toHaveLength(1);
      expect(view.shipments[0]).toMatchObject({ carrier: "DHL", tracking_number: "JD0001234567" });
      expect(view.shipments[0].items.map((i) => i.quantity).sort()).toEqual([1, 2]);
      const entries = await audit(order.id);
      expect(entries.map((e) => e.action)).toEqual(["order.ship"]);
      expect(entries[0]).toMatchObject({ staffId: alice.id, staffEmail: alice.email, before: { status: "Awaiting Fulfillment" } });
      expect((entries[0].after as { status: string }).status).toBe("Shipped");
    });

    it("ships some lines: 'Partially Shipped', then the rest: 'Shipped'; more than is left is refused (409) and nothing is written", async () => {
      const { order, tube, bell } = await paidOrder();
      await f().ship(alice, order.id, { lines: [{ lineId: tube.id, quantity: 1 }], carrier: "Royal Mail", trackingNumber: "RM1", idempotencyKey: randomUUID() });
      expect(await status(order.id)).toBe("Partially Shipped");
      const tooMany = await refusal(f().ship(alice, order.id, { lines: [{ lineId: tube.id, quantity: 2 }], carrier: "Royal Mail", trackingNumber: "RM2", idempotencyKey: randomUUID() }));
      expect(tooMany).toMatchObject({ status: 409, key: "admin-orders:errors.quantityNotLeft", params: { left: 1 } });
      await f().ship(alice, order.id, { lines: [{ lineId: tube.id, quantity: 1 }, { lineId: bell.id, quantity: 1 }], carrier: "Royal Mail", trackingNumber: "RM3", idempotencyKey: randomUUID() });
      expect(await status(order.id)).toBe("Shipped");
      const details = (await h.shop.orders.admin.details(order.id))!;
      expect(details.shipments.map((s) => s.tracking_number)).toEqual(["RM1", "RM3"]);
      expect(details.lines.every((l) => l.left_to_ship === 0)).toBe(true);
      expect(details.can.ship).toBe(false);
      expect((await refusal(f().ship(alice, order.id, { carrier: "X", trackingNumber: "Y", idempotencyKey: randomUUID() }))).status).toBe(409);
    });

    it("a repeat with the same idempotency key is one shipment with the same answer", async () => {
      const { order } = await paidOrder();
      const key = randomUUID();
      const first = await f().ship(alice, order.id, { carrier: "DPD", trackingNumber: "DPD-1", idempotencyKey: key });
      const again = await f().ship(alice, order.id, { carrier: "DPD", trackingNumber: "DPD-1", idempotencyKey: key });
      expect(again).toEqual({ shipmentId: first.shipmentId, repeated: true });
      expect(await h.shop.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id))).toHaveLength(1);
      expect((await audit(order.id)).map((e) => e.action)).toEqual(["order.ship"]);
    });

    it("two staff members ship the last line at once: one shipment, the other is refused (409)", async () => {
      const { order } = await paidOrder();
      const results = await Promise.allSettled([
        f().ship(alice, order.id, { carrier: "DPD", trackingNumber: "A-1", idempotencyKey: randomUUID() }),
        f().ship(bob, order.id, { carrier: "UPS", trackingNumber: "B-1", idempotencyKey: randomUUID() }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(rejected).toHaveLength(1);
      expect(rejected[0].reason).toMatchObject({ status: 409, key: "admin-orders:errors.alreadyShipped" });
      expect(await h.shop.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id))).toHaveLength(1);
      expect(await status(order.id)).toBe("Shipped");
    });
  });

  describe("refund", () => {
    it("refunds part: 'Partially Refunded' and the provider gives that part back; more than is left is refused; the rest: 'Refunded'", async () => {
      const { order } = await paidOrder();
      await f().refund(alice, order.id, { amountMinor: 500, reason: "Scratched bell", idempotencyKey: randomUUID() });
      expect(await status(order.id)).toBe("Partially Refunded");
      await delivered();
      expect((await charge(order.id)).refundedMinor).toBe(500);
      const tooMuch = await refusal(f().refund(alice, order.id, { amountMinor: order.totalInc, reason: "", idempotencyKey: randomUUID() }));
      expect(tooMuch).toMatchObject({ status: 409, key: "admin-orders:errors.refundTooLarge", params: { leftMinor: order.totalInc - 500 } });
      await f().refund(alice, order.id, { amountMinor: order.totalInc - 500, reason: "Returned", idempotencyKey: randomUUID() });
      expect(await status(order.id)).toBe("Refunded");
      await delivered();
      const paid = await charge(order.id);
      expect(paid.refundedMinor).toBe(order.totalInc);
      expect(paid.refundedAt).not.toBeNull();
      const details = (await h.shop.orders.admin.details(order.id))!;
      expect(details.refunds.map((r) => [r.amount, r.status])).toEqual([
        [5, "refunded"],
        [(order.totalInc - 500) / 100, "refunded"],
      ]);
      expect(details.refundable).toBe(0);
      expect((await audit(order.id)).map((e) => e.action)).toEqual(["order.refund", "order.refund"]);
    });

    it("a refund the provider refuses is marked failed, shown in the history, and the amount can be refunded again", async () => {
      const { order } = await paidOrder();
      // The provider has already given the whole charge back (outside the shop): it refuses more.
      await h.shop.payments.provider.refund(order.paymentReference!);
      await f().refund(alice, order.id, { amountMinor: 300, reason: "", idempotencyKey: randomUUID() });
      await delivered();
      const details = (await h.shop.orders.admin.details(order.id))!;
      expect(details.refunds).toMatchObject([{ amount: 3, status: "failed" }]);
      expect(details.history.map((e) => [e.kind, e.staff_name])).toEqual([
        ["refunded", "Alice Service"],
        ["refundFailed", "Payment provider"],
      ]);
      expect(details.refundable).toBe(order.totalInc / 100);
    });

    it("a repeat with the same key is one refund; two staff refunding at once never give back more than was paid", async () => {
      const { order } = await paidOrder();
      const key = randomUUID();
      const first = await f().refund(alice, order.id, { amountMinor: 100, reason: "", idempotencyKey: key });
      expect(await f().refund(alice, order.id, { amountMinor: 100, reason: "", idempotencyKey: key })).toEqual({ refundId: first.refundId, repeated: true });
      const left = order.totalInc - 100;
      const results = await Promise.allSettled([
        f().refund(alice, order.id, { amountMinor: left, reason: "", idempotencyKey: randomUUID() }),
        f().refund(bob, order.id, { amountMinor: left, reason: "", idempotencyKey: randomUUID() }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      await delivered();
      expect((await charge(order.id)).refundedMinor).toBe(order.totalInc);
      expect(await status(order.id)).toBe("Refunded");
    });
  });

  describe("cancel", () => {
    it("cancels: the stock comes back, the whole payment is refunded through the provider, 'Cancelled'; a repeat changes nothing", async () => {
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.tube, quantity: 40 });
      const { order } = await paidOrder();
      expect(await tubeStock()).toBe(38);
      expect(await cancelOrder(h.shop, alice, order.id, { reason: "Customer asked" })).toEqual({ changed: true });
      expect(await status(order.id)).toBe("Cancelled");
      expect(await tubeStock()).toBe(40);
      await delivered();
      expect((await charge(order.id)).refundedMinor).toBe(order.totalInc);
      expect(await cancelOrder(h.shop, bob, order.id, { reason: "again" })).toEqual({ changed: false });
      expect(await tubeStock()).toBe(40);
      expect((await audit(order.id)).map((e) => e.action)).toEqual(["order.cancel"]);
      // A cancelled order ships and refunds no more.
      expect((await refusal(f().ship(alice, order.id, { carrier: "X", trackingNumber: "Y", idempotencyKey: randomUUID() }))).status).toBe(409);
      expect((await refusal(f().refund(alice, order.id, { amountMinor: 1, reason: "", idempotencyKey: randomUUID() }))).status).toBe(409);
    });

    it("after a partial refund, cancelling refunds only the rest", async () => {
      const { order } = await paidOrder();
      await f().refund(alice, order.id, { amountMinor: 700, reason: "", idempotencyKey: randomUUID() });
      await cancelOrder(h.shop, alice, order.id, { reason: "" });
      await delivered();
      expect((await charge(order.id)).refundedMinor).toBe(order.totalInc);
      const details = (await h.shop.orders.admin.details(order.id))!;
      expect(details.refunds.map((r) => [r.kind, r.amount])).toEqual([
        ["refund", 7],
        ["cancel", (order.totalInc - 700) / 100],
      ]);
    });

    it("an order with a shipment cannot be cancelled (409)", async () => {
      const { order, tube } = await paidOrder();
      await f().ship(alice, order.id, { lines: [{ lineId: tube.id, quantity: 1 }], carrier: "DPD", trackingNumber: "P-1", idempotencyKey: randomUUID() });
      expect(await refusal(cancelOrder(h.shop, alice, order.id, { reason: "" }))).toMatchObject({ status: 409, key: "admin-orders:errors.cannotCancelShipped" });
      expect(await status(order.id)).toBe("Partially Shipped");
    });

    it("cancel and ship at once end consistent: either cancelled with the stock back and no shipment, or shipped and the cancel refused", async () => {
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.tube, quantity: 30 });
      const { order } = await paidOrder();
      const [cancelled, shipped] = await Promise.allSettled([
        cancelOrder(h.shop, alice, order.id, { reason: "" }),
        f().ship(bob, order.id, { carrier: "DPD", trackingNumber: "R-1", idempotencyKey: randomUUID() }),
      ]);
      const shipments = await h.shop.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id));
      if (cancelled.status === "fulfilled") {
        expect(shipped.status).toBe("rejected");
        expect(shipments).toHaveLength(0);
        expect(await status(order.id)).toBe("Cancelled");
        expect(await tubeStock()).toBe(30);
      } else {
        expect(shipped.status).toBe("fulfilled");
        expect(shipments).toHaveLength(1);
        expect(await status(order.id)).toBe("Shipped");
        expect(await tubeStock()).toBe(28);
      }
    });
  });

  describe("notes and updateOrder (001 §7)", () => {
    it("a note goes into the history once per key, with the staff member's name, audited", async () => {
      const { order } = await paidOrder();
      const key = randomUUID();
      await f().addNote(alice, order.id, { body: "Customer phoned about delivery", idempotencyKey: key });
      expect(await f().addNote(alice, order.id, { body: "Customer phoned about delivery", idempotencyKey: key })).toEqual({ repeated: true });
      const details = (await h.shop.orders.admin.details(order.id))!;
      expect(details.history).toMatchObject([{ kind: "note", staff_name: "Alice Service", body: "Customer phoned about delivery" }]);
      expect((await audit(order.id)).map((e) => e.action)).toEqual(["order.note"]);
    });

    it("updateOrder sets a manual status, the message and addresses; statuses with money or parcels behind them need their actions", async () => {
      const { order } = await paidOrder();
      expect(await f().update(alice, order.id, { status: "Awaiting Shipment", customerMessage: "Ring twice", shippingAddress: { city: "Leeds" } })).toEqual({ changed: true });
      const row = (await h.shop.orders.row(order.id))!;
      expect(row).toMatchObject({ status: "Awaiting Shipment", customerMessage: "Ring twice" });
      expect(row.shippingAddress.city).toBe("Leeds");
      expect(await f().update(alice, order.id, { status: "Awaiting Shipment" })).toEqual({ changed: false });
      expect(await refusal(f().update(alice, order.id, { status: "Completed" }))).toMatchObject({ status: 409, key: "admin-orders:errors.completeNeedsShipped" });
      await f().ship(alice, order.id, { carrier: "DPD", trackingNumber: "U-1", idempotencyKey: randomUUID() });
      expect(await refusal(f().update(alice, order.id, { shippingAddress: { city: "York" } }))).toMatchObject({ status: 409, key: "admin-orders:errors.alreadyShipped" });
      await f().update(alice, order.id, { status: "Completed" });
      expect(await status(order.id)).toBe("Completed");
      const entries = await audit(order.id);
      expect(entries.map((e) => e.action)).toEqual(["order.update", "order.ship", "order.update"]);
      expect(entries[0].before).toMatchObject({ status: "Awaiting Fulfillment" });
      expect(entries[0].after).toMatchObject({ status: "Awaiting Shipment", customerMessage: "Ring twice" });
    });

    it("an unknown order is not found (404); a declined attempt cannot be shipped (409)", async () => {
      expect((await refusal(f().ship(alice, 2_000_000_000, { carrier: "X", trackingNumber: "Y", idempotencyKey: randomUUID() }))).status).toBe(404);
      const { order } = await paidOrder();
      await h.shop.db.update(orders).set({ status: "Declined" }).where(eq(orders.id, order.id));
      expect((await refusal(f().ship(alice, order.id, { carrier: "X", trackingNumber: "Y", idempotencyKey: randomUUID() }))).key).toBe("admin-orders:errors.cannotShip");
    });
  });
});
