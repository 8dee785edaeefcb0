import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { OrderFulfilment } from "./fulfilment";
import { orders, ORDER_STATUSES, type OrderRow, type OrderStatus } from "./schema";
import type { OrderView } from "./types";

/**
 * The back office's reads of orders (issue 17): the list with filters (status, storefront, date
 * range, email or order number), sorting and pagination, and one order's details with its lines,
 * addresses, payment, refunds, shipments and history. Money in major units, like OrderView.
 */

export const ORDER_SORTS = ["created", "total", "status", "email"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface OrderListQuery {
  status?: OrderStatus;
  channelId?: number;
  /** Inclusive start and exclusive end, ISO dates (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
  /** An order number, or part of an email address. */
  search?: string;
  sort?: OrderSort;
  direction?: "asc" | "desc";
  page?: number;
  limit?: number;
}

export interface AdminOrderListRow {
  id: number;
  date_created: string;
  status: OrderStatus;
  channel_id: number;
  email: string;
  customer_name: string;
  customer_id: number | null;
  currency_code: string;
  total_inc_tax: number;
  items: number;
}

export interface AdminOrderList {
  data: AdminOrderListRow[];
  pagination: { page: number; limit: number; total: number };
}

export interface AdminOrderDetails {
  order: OrderView;
  channel_id: number;
  locale: string;
  email: string;
  payment: { provider: string | null; reference: string | null; brand: string | null; last4: string | null; date: string | null; amount: number };
  lines: Array<OrderView["products"][number] & { shipped: number; left_to_ship: number }>;
  shipments: Array<{ id: number; carrier: string; tracking_number: string; shipped_at: string; staff_id: number; items: Array<{ line_id: number; name: string; sku: string; quantity: number }> }>;
  refunds: Array<{ id: number; amount: number; reason: string; kind: "refund" | "cancel"; status: "pending" | "refunded" | "failed"; created_at: string; settled_at: string | null }>;
  history: Array<{ id: number; kind: string; staff_name: string; body: string; detail: Record<string, unknown>; created_at: string }>;
  refunded: number;
  refundable: number;
  can: { ship: boolean; cancel: boolean; refund: boolean; update: boolean };
}

const toMajor = (minor: number) => Math.round(minor) / 100;
const OPEN_FOR_ACTIONS: ReadonlySet<OrderStatus> = new Set(["Pending", "Awaiting Payment", "Declined", "Cancelled", "Refunded"]);
const SHIPPABLE: ReadonlySet<OrderStatus> = new Set(["Awaiting Fulfillment", "Awaiting Shipment", "Awaiting Pickup", "Partially Shipped", "Partially Refunded"]);

function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export class OrderAdminReads {
  constructor(
    private readonly db: Database,
    private readonly fulfilment: OrderFulfilment,
    private readonly viewOf: (row: OrderRow) => Promise<OrderView>,
  ) {}

  async list(query: OrderListQuery = {}): Promise<AdminOrderList> {
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const limit = Math.min(100, Math.max(1, Math.floor(query.limit ?? 25)));
    const where: SQL[] = [];
    if (query.status && (ORDER_STATUSES as readonly string[]).includes(query.status)) where.push(eq(orders.status, query.status));
    if (query.channelId !== undefined) where.push(eq(orders.channelId, query.channelId));
    const from = query.from ? dayStart(query.from) : null;
    if (from) where.push(gte(orders.createdAt, from));
    const to = query.to ? dayStart(query.to) : null;
    // The end day is included: before the start of the next day.
    if (to) where.push(lt(orders.createdAt, new Date(to.getTime() + 86_400_000)));
    const search = query.search?.trim();
    if (search) {
      const number = /^#?(\d{1,10})$/.exec(search);
      const escaped = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      const byEmail = ilike(orders.email, `%${escaped}%`);
      where.push(number && Number(number[1]) <= 2_147_483_647 ? (or(eq(orders.id, Number(number[1])), byEmail) as SQL) : byEmail);
    }
    const condition = where.length > 0 ? and(...where) : undefined;
    const column = { created: orders.createdAt, total: orders.totalInc, status: orders.status, email: orders.email }[query.sort ?? "created"];
    const direction = query.direction === "asc" ? asc : desc;
    const [{ total }] = await this.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(condition);
    const rows = await this.db
      .select({
        row: orders,
        items: sql<number>`(select coalesce(sum(op.quantity), 0)::int from order_products op where op.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(condition)
      .orderBy(direction(column), direction(orders.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      data: rows.map(({ row, items }) => ({
        id: row.id,
        date_created: row.createdAt.toISOString(),
        status: row.status,
        channel_id: row.channelId,
        email: row.email,
        customer_name: `${row.billingAddress.firstName} ${row.billingAddress.lastName}`.trim(),
        customer_id: row.customerId,
        currency_code: row.currency,
        total_inc_tax: toMajor(row.totalInc),
        items: Number(items),
      })),
      pagination: { page, limit, total: Number(total) },
    };
  }

  /** Orders of one customer, newest first (the customers area's details). */
  async forCustomer(customerId: number, limit = 50): Promise<AdminOrderListRow[]> {
    const rows = await this.db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
    return rows.map((row) => ({
      id: row.id,
      date_created: row.createdAt.toISOString(),
      status: row.status,
      channel_id: row.channelId,
      email: row.email,
      customer_name: `${row.billingAddress.firstName} ${row.billingAddress.lastName}`.trim(),
      customer_id: row.customerId,
      currency_code: row.currency,
      total_inc_tax: toMajor(row.totalInc),
      items: 0,
    }));
  }

  async details(orderId: number): Promise<AdminOrderDetails | null> {
    if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return null;
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) return null;
    const view = await this.viewOf(row);
    const snap = await this.fulfilment.snapshot(orderId);
    const byId = new Map(view.products.map((p) => [p.id, p]));
    const refundable = row.paymentReference !== null && row.paymentDate !== null && !OPEN_FOR_ACTIONS.has(row.status) ? row.totalInc - snap.refundedMinor : 0;
    const lines = view.products.map((p) => {
      const shipped = snap.shipped.get(p.id) ?? 0;
      return { ...p, shipped, left_to_ship: Math.max(0, p.quantity - shipped) };
    });
    const open = row.paymentDate !== null && !OPEN_FOR_ACTIONS.has(row.status);
    return {
      order: view,
      channel_id: row.channelId,
      locale: row.locale,
      email: row.email,
      payment: {
        provider: row.paymentProvider,
        reference: row.paymentReference,
        brand: row.paymentBrand,
        last4: row.paymentLast4,
        date: row.paymentDate ? row.paymentDate.toISOString() : null,
        amount: toMajor(row.totalInc),
      },
      lines,
      shipments: snap.shipments.map((s) => ({
        id: s.id,
        carrier: s.carrier,
        tracking_number: s.trackingNumber,
        shipped_at: s.shippedAt.toISOString(),
        staff_id: s.staffId,
        items: s.lines.map((l) => ({ line_id: l.orderProductId, name: byId.get(l.orderProductId)?.name ?? "", sku: byId.get(l.orderProductId)?.sku ?? "", quantity: l.quantity })),
      })),
      refunds: snap.refunds.map((r) => ({
        id: r.id,
        amount: toMajor(r.amountMinor),
        reason: r.reason,
        kind: r.kind,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        settled_at: r.settledAt ? r.settledAt.toISOString() : null,
      })),
      history: snap.events.map((e) => ({ id: e.id, kind: e.kind, staff_name: e.staffName, body: e.body, detail: e.detail, created_at: e.createdAt.toISOString() })),
      refunded: toMajor(snap.refundedMinor),
      refundable: toMajor(Math.max(0, refundable)),
      can: {
        ship: row.paymentDate !== null && SHIPPABLE.has(row.status) && lines.some((l) => l.left_to_ship > 0),
        cancel: open && snap.shipments.length === 0,
        refund: refundable > 0,
        update: open,
      },
    };
  }
}
