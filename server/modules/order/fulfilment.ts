import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { enqueue } from "../../jobs/outbox";
import { recordAudit } from "../staff/audit";
import type { StaffActor } from "../staff/types";
import {
  orderEvents,
  orderProducts,
  orderRefunds,
  orderShipmentLines,
  orderShipments,
  orders,
  type OrderAddress,
  type OrderEventRow,
  type OrderProductRow,
  type OrderRefundRow,
  type OrderRow,
  type OrderShipmentRow,
  type OrderStatus,
} from "./schema";

/**
 * The back office's order actions (issue 17; 001 §4 order statuses): ship all or some lines,
 * refund all or part, add a note, update the order (001 §7 updateOrder); cancelling is a workflow
 * across modules (server/workflows/order-fulfilment.ts) that calls `cancelWithin` here.
 *
 * Every action runs in one transaction that first locks the order's row (`SELECT … FOR UPDATE`):
 * two staff members acting on one order at once queue there, and the second sees what the first
 * did (its shipment, its refund, the new status). Each action is idempotent: ship, refund and note
 * carry the client's idempotency key, and a repeat with the same key finds what the first wrote and
 * answers the same, writing nothing; cancelling an order already cancelled answers as the first
 * cancel did. Every action writes its audit entry (recordAudit) and a history event with the change.
 * Work after the commit (the shipment mail, the provider's refund) goes to the outbox in the same
 * transaction.
 */

export const FULFILMENT_TOPICS = {
  /** The customer's mail with the carrier and tracking number, in the storefront's language. */
  shipmentMail: "order.shipmentMail",
  /** A staff refund or a cancel's refund, given back through the payment provider. */
  refund: "order.refund",
} as const;

/** An action refused: the status and the message key the client sees (admin-orders:errors.*). */
export class OrderActionRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

const refuse = (status: number, key: string, params: Record<string, unknown> = {}): never => {
  throw new OrderActionRefused(status, key, params);
};

/** A paid order that is still open: staff may ship, refund, cancel or update it. */
const CLOSED: ReadonlySet<OrderStatus> = new Set(["Pending", "Awaiting Payment", "Declined", "Cancelled", "Refunded"]);
const SHIPPABLE: ReadonlySet<OrderStatus> = new Set(["Awaiting Fulfillment", "Awaiting Shipment", "Awaiting Pickup", "Partially Shipped", "Partially Refunded"]);
/** Statuses updateOrder may set by hand: those with no money, stock or shipment behind them. */
export const MANUAL_STATUSES = ["Awaiting Fulfillment", "Awaiting Shipment", "Awaiting Pickup", "Manual Verification Required", "Disputed", "Completed"] as const satisfies readonly OrderStatus[];
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

export interface ShipInput {
  /** The lines and quantities in the parcel; absent: everything not shipped yet. */
  lines?: Array<{ lineId: number; quantity: number }>;
  carrier: string;
  trackingNumber: string;
  idempotencyKey: string;
}

export interface RefundInput {
  amountMinor: number;
  reason: string;
  idempotencyKey: string;
}

export interface CancelInput {
  reason: string;
}

/** What updateOrder may change (001 §7 updateOrder). */
export interface OrderUpdate {
  status?: ManualStatus;
  customerMessage?: string;
  billingAddress?: Partial<OrderAddress>;
  shippingAddress?: Partial<Omit<OrderAddress, "email">>;
}

/** What a cancel leaves to its workflow: stock to give back at the order's location. */
export interface CancelOutcome {
  orderId: number;
  /** False when the order was already cancelled (a repeat): nothing was written. */
  changed: boolean;
  locationId: number;
  stock: Array<{ productId: number; variantId: number; quantity: number }>;
}

export interface FulfilmentSnapshot {
  shipments: Array<OrderShipmentRow & { lines: Array<{ orderProductId: number; quantity: number }> }>;
  refunds: OrderRefundRow[];
  events: OrderEventRow[];
  /** Quantity shipped per order line id. */
  shipped: Map<number, number>;
  /** Minor units refunded or being refunded. */
  refundedMinor: number;
}

const auditOf = (row: OrderRow) => ({ status: row.status });

export class OrderFulfilment {
  constructor(private readonly db: Database) {}

  private transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((txn) => work(txn as unknown as Database));
  }

  /** Locks the order's row for the rest of the transaction; an unknown or unpaid attempt is not found. */
  private async lock(tx: Database, orderId: number): Promise<OrderRow> {
    if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return refuse(404, "admin-orders:errors.orderNotFound");
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!row) return refuse(404, "admin-orders:errors.orderNotFound");
    return row;
  }

  private async setStatus(tx: Database, orderId: number, status: OrderStatus): Promise<void> {
    await tx.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  }

  private async event(tx: Database, actor: StaffActor, orderId: number, kind: OrderEventRow["kind"], body: string, detail: Record<string, unknown>, idempotencyKey: string | null = null) {
    await tx.insert(orderEvents).values({ orderId, kind, staffId: actor.id, staffName: actor.name, body, detail, idempotencyKey });
  }

  /** Shipments (with lines), refunds and history of orders, for the views. */
  async snapshot(orderId: number, db: Database = this.db): Promise<FulfilmentSnapshot> {
    const shipments = await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(asc(orderShipments.id));
    const lines =
      shipments.length === 0
        ? []
        : await db
            .select()
            .from(orderShipmentLines)
            .where(inArray(orderShipmentLines.shipmentId, shipments.map((s) => s.id)));
    const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    const shipped = new Map<number, number>();
    for (const l of lines) shipped.set(l.orderProductId, (shipped.get(l.orderProductId) ?? 0) + l.quantity);
    return {
      shipments: shipments.map((s) => ({ ...s, lines: lines.filter((l) => l.shipmentId === s.id).map((l) => ({ orderProductId: l.orderProductId, quantity: l.quantity })) })),
      refunds,
      events,
      shipped,
      refundedMinor: refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountMinor, 0),
    };
  }

  /** Shipments of several orders, for the customer's order views (001 §3 Order shipments). */
  async shipmentsOf(orderIds: number[]): Promise<Array<OrderShipmentRow & { lines: Array<{ orderProductId: number; quantity: number }> }>> {
    if (orderIds.length === 0) return [];
    const shipments = await this.db.select().from(orderShipments).where(inArray(orderShipments.orderId, orderIds)).orderBy(asc(orderShipments.id));
    if (shipments.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderShipmentLines)
      .where(inArray(orderShipmentLines.shipmentId, shipments.map((s) => s.id)));
    return shipments.map((s) => ({ ...s, lines: lines.filter((l) => l.shipmentId === s.id).map((l) => ({ orderProductId: l.orderProductId, quantity: l.quantity })) }));
  }

  /**
   * Ships all or some lines (issue 17): a shipment with the carrier and tracking number, the order
   * "Shipped" when every unit has left, else "Partially Shipped", and the customer's mail through
   * the outbox. Quantities beyond what is left to ship are refused (409), so two staff members
   * shipping the last line at once make one shipment.
   */
  async ship(actor: StaffActor, orderId: number, input: ShipInput): Promise<{ shipmentId: number; repeated: boolean }> {
    return this.transaction(async (tx) => {
      const order = await this.lock(tx, orderId);
      const [earlier] = await tx
        .select({ id: orderShipments.id })
        .from(orderShipments)
        .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.idempotencyKey, input.idempotencyKey)));
      if (earlier) return { shipmentId: earlier.id, repeated: true };
      if (order.status === "Shipped" || order.status === "Completed") return refuse(409, "admin-orders:errors.alreadyShipped");
      if (order.paymentDate === null || !SHIPPABLE.has(order.status)) return refuse(409, "admin-orders:errors.cannotShip", { status: order.status });

      const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(asc(orderProducts.id));
      const { shipped } = await this.snapshot(orderId, tx);
      const left = (line: OrderProductRow) => line.quantity - (shipped.get(line.id) ?? 0);
      let parcel: Array<{ line: OrderProductRow; quantity: number }>;
      if (input.lines === undefined) {
        parcel = lines.filter((l) => left(l) > 0).map((l) => ({ line: l, quantity: left(l) }));
      } else {
        parcel = [];
        for (const wanted of input.lines) {
          const line = lines.find((l) => l.id === wanted.lineId);
          if (!line || parcel.some((p) => p.line.id === line.id)) return refuse(400, "admin-orders:errors.lineNotInOrder");
          if (wanted.quantity > left(line)) return refuse(409, "admin-orders:errors.quantityNotLeft", { name: line.name, left: left(line) });
          if (wanted.quantity > 0) parcel.push({ line, quantity: wanted.quantity });
        }
      }
      if (parcel.length === 0) return refuse(409, "admin-orders:errors.alreadyShipped");

      const [shipment] = await tx
        .insert(orderShipments)
        .values({ orderId, carrier: input.carrier, trackingNumber: input.trackingNumber, staffId: actor.id, idempotencyKey: input.idempotencyKey })
        .returning();
      await tx.insert(orderShipmentLines).values(parcel.map((p) => ({ shipmentId: shipment.id, orderProductId: p.line.id, quantity: p.quantity })));
      for (const p of parcel) shipped.set(p.line.id, (shipped.get(p.line.id) ?? 0) + p.quantity);
      const status: OrderStatus = lines.every((l) => left(l) <= 0) ? "Shipped" : "Partially Shipped";
      await this.setStatus(tx, orderId, status);
      const detail = {
        shipmentId: shipment.id,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        lines: parcel.map((p) => ({ lineId: p.line.id, sku: p.line.sku, quantity: p.quantity })),
        status,
      };
      await this.event(tx, actor, orderId, "shipped", "", detail, input.idempotencyKey);
      await recordAudit(tx, actor, { action: "order.ship", entity: "order", entityId: orderId, before: auditOf(order), after: detail });
      await enqueue(tx, [{ topic: FULFILMENT_TOPICS.shipmentMail, dedupeKey: `shipment-${shipment.id}`, payload: { orderId, shipmentId: shipment.id } }]);
      return { shipmentId: shipment.id, repeated: false };
    });
  }

  /**
   * Refunds all or part of what was paid (issue 17): at most what is left after earlier refunds,
   * then "Refunded" when nothing is left, else "Partially Refunded". The provider is called by the
   * outbox worker after the commit (a provider that fails is tried again).
   */
  async refund(actor: StaffActor, orderId: number, input: RefundInput): Promise<{ refundId: number; repeated: boolean }> {
    return this.transaction(async (tx) => {
      const order = await this.lock(tx, orderId);
      const [earlier] = await tx
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, input.idempotencyKey)));
      if (earlier) return { refundId: earlier.id, repeated: true };
      if (order.paymentDate === null || order.paymentReference === null || CLOSED.has(order.status)) return refuse(409, "admin-orders:errors.cannotRefund", { status: order.status });
      const { refundedMinor } = await this.snapshot(orderId, tx);
      const left = order.totalInc - refundedMinor;
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) return refuse(400, "admin-orders:errors.refundAmountInvalid");
      if (input.amountMinor > left) return refuse(409, "admin-orders:errors.refundTooLarge", { leftMinor: left, currency: order.currency });
      const [refund] = await tx
        .insert(orderRefunds)
        .values({ orderId, amountMinor: input.amountMinor, reason: input.reason, kind: "refund", staffId: actor.id, idempotencyKey: input.idempotencyKey })
        .returning();
      const status: OrderStatus = input.amountMinor === left ? "Refunded" : "Partially Refunded";
      await this.setStatus(tx, orderId, status);
      const detail = { refundId: refund.id, amountMinor: input.amountMinor, currency: order.currency, reason: input.reason, status };
      await this.event(tx, actor, orderId, "refunded", input.reason, detail, input.idempotencyKey);
      await recordAudit(tx, actor, { action: "order.refund", entity: "order", entityId: orderId, before: { ...auditOf(order), refundedMinor }, after: detail });
      await enqueue(tx, [{ topic: FULFILMENT_TOPICS.refund, dedupeKey: `refund-${refund.id}`, payload: { orderId, refundId: refund.id } }]);
      return { refundId: refund.id, repeated: false };
    });
  }

  /**
   * The order's part of cancelling (server/workflows/order-fulfilment.ts runs it in its transaction
   * and gives the stock back through the catalogue): only while nothing has shipped; the rest of
   * the payment is refunded through the outbox; "Cancelled". An order already cancelled is a repeat:
   * nothing is written and the answer is the same.
   */
  async cancelWithin(tx: Database, actor: StaffActor, orderId: number, input: CancelInput): Promise<CancelOutcome> {
    const order = await this.lock(tx, orderId);
    if (order.status === "Cancelled") return { orderId, changed: false, locationId: order.locationId, stock: [] };
    if (order.paymentDate === null || CLOSED.has(order.status)) return refuse(409, "admin-orders:errors.cannotCancel", { status: order.status });
    const { shipments, refundedMinor } = await this.snapshot(orderId, tx);
    if (shipments.length > 0) return refuse(409, "admin-orders:errors.cannotCancelShipped");
    const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
    const stock = lines.filter((l) => l.stockReserved > 0).map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.stockReserved }));
    if (stock.length > 0) await tx.update(orderProducts).set({ stockReserved: 0 }).where(eq(orderProducts.orderId, orderId));
    const left = order.totalInc - refundedMinor;
    let refundId: number | null = null;
    if (left > 0 && order.paymentReference !== null) {
      const [refund] = await tx.insert(orderRefunds).values({ orderId, amountMinor: left, reason: input.reason, kind: "cancel", staffId: actor.id }).returning();
      refundId = refund.id;
      await enqueue(tx, [{ topic: FULFILMENT_TOPICS.refund, dedupeKey: `refund-${refund.id}`, payload: { orderId, refundId: refund.id } }]);
    }
    await this.setStatus(tx, orderId, "Cancelled");
    const detail = { status: "Cancelled", reason: input.reason, refundId, refundedMinor: refundId === null ? 0 : left, currency: order.currency, stockReturned: stock };
    await this.event(tx, actor, orderId, "cancelled", input.reason, detail);
    await recordAudit(tx, actor, { action: "order.cancel", entity: "order", entityId: orderId, before: { ...auditOf(order), refundedMinor }, after: detail });
    return { orderId, changed: true, locationId: order.locationId, stock };
  }

  /** A staff note in the order's history; a repeat with the same key writes nothing. */
  async addNote(actor: StaffActor, orderId: number, input: { body: string; idempotencyKey: string }): Promise<{ repeated: boolean }> {
    return this.transaction(async (tx) => {
      await this.lock(tx, orderId);
      const [earlier] = await tx
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.idempotencyKey, input.idempotencyKey)));
      if (earlier) return { repeated: true };
      await this.event(tx, actor, orderId, "note", input.body, {}, input.idempotencyKey);
      await recordAudit(tx, actor, { action: "order.note", entity: "order", entityId: orderId, after: { body: input.body } });
      return { repeated: false };
    });
  }

  /**
   * updateOrder (001 §7): the status by hand among MANUAL_STATUSES (shipping, refunding and
   * cancelling have their own actions), the customer's message, the billing address, and the
   * shipping address while nothing has shipped. Setting what is already there changes nothing.
   */
  async update(actor: StaffActor, orderId: number, changes: OrderUpdate): Promise<{ changed: boolean }> {
    return this.transaction(async (tx) => {
      const order = await this.lock(tx, orderId);
      if (order.paymentDate === null || CLOSED.has(order.status)) return refuse(409, "admin-orders:errors.cannotUpdate", { status: order.status });
      const set: Partial<typeof orders.$inferInsert> = {};
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (changes.status !== undefined && changes.status !== order.status) {
        const { shipments } = await this.snapshot(orderId, tx);
        if (changes.status === "Completed" && order.status !== "Shipped") return refuse(409, "admin-orders:errors.completeNeedsShipped");
        if ((changes.status === "Awaiting Fulfillment" || changes.status === "Awaiting Shipment" || changes.status === "Awaiting Pickup") && shipments.length > 0) {
          return refuse(409, "admin-orders:errors.alreadyShipped");
        }
        set.status = changes.status;
        before.status = order.status;
        after.status = changes.status;
      }
      if (changes.customerMessage !== undefined && changes.customerMessage !== order.customerMessage) {
        set.customerMessage = changes.customerMessage;
        before.customerMessage = order.customerMessage;
        after.customerMessage = changes.customerMessage;
      }
      if (changes.billingAddress) {
        const next = { ...order.billingAddress, ...changes.billingAddress };
        if (JSON.stringify(next) !== JSON.stringify(order.billingAddress)) {
          set.billingAddress = next;
          if (changes.billingAddress.email !== undefined) set.email = next.email;
          before.billingAddress = order.billingAddress;
          after.billingAddress = next;
        }
      }
      if (changes.shippingAddress) {
        const next = { ...order.shippingAddress, ...changes.shippingAddress };
        if (JSON.stringify(next) !== JSON.stringify(order.shippingAddress)) {
          const { shipments } = await this.snapshot(orderId, tx);
          if (shipments.length > 0) return refuse(409, "admin-orders:errors.alreadyShipped");
          set.shippingAddress = next;
          before.shippingAddress = order.shippingAddress;
          after.shippingAddress = next;
        }
      }
      if (Object.keys(set).length === 0) return { changed: false };
      await tx.update(orders).set({ ...set, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
      await this.event(tx, actor, orderId, "updated", "", { fields: Object.keys(after), ...after });
      await recordAudit(tx, actor, { action: "order.update", entity: "order", entityId: orderId, before, after });
      return { changed: true };
    });
  }

  /** A refund row for the outbox worker. */
  async refundRow(refundId: number): Promise<OrderRefundRow | null> {
    const [row] = await this.db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    return row ?? null;
  }

  /**
   * The provider's answer to a refund: refunded, or failed (the provider refused: nothing, or not
   * that much, to refund). A failure goes into the order's history, and its amount counts as
   * refundable again, so staff see it and can refund again; the status is left as the action set it.
   */
  async settleRefund(refundId: number, ok: boolean): Promise<void> {
    await this.transaction(async (tx) => {
      const [settled] = await tx
        .update(orderRefunds)
        .set({ status: ok ? "refunded" : "failed", settledAt: sql`now()` })
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending")))
        .returning();
      if (!settled || ok) return;
      await tx.insert(orderEvents).values({
        orderId: settled.orderId,
        kind: "refundFailed",
        staffId: settled.staffId,
        staffName: "Payment provider",
        body: "",
        detail: { refundId: settled.id, amountMinor: settled.amountMinor },
      });
    });
  }

  /** A shipment with its lines, for the shipment mail. */
  async shipment(shipmentId: number): Promise<(OrderShipmentRow & { lines: Array<{ orderProductId: number; quantity: number }> }) | null> {
    const [row] = await this.db.select().from(orderShipments).where(eq(orderShipments.id, shipmentId));
    if (!row) return null;
    const lines = await this.db.select().from(orderShipmentLines).where(eq(orderShipmentLines.shipmentId, shipmentId));
    return { ...row, lines: lines.map((l) => ({ orderProductId: l.orderProductId, quantity: l.quantity })) };
  }
}
