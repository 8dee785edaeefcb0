import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderProducts, orders, type OrderAddress, type OrderProductRow, type OrderRow } from "./schema";
import { OrderFulfilment } from "./fulfilment";
import { OrderAdminReads } from "./admin-reads";
import type { OrderList, OrderView } from "./types";
import type { GiftCertificateService } from "../gift-certificates/service";

const toMajor = (minor: number) => Math.round(minor) / 100;

/**
 * A customer sees only orders that were paid: a declined or abandoned attempt (no payment date) is
 * not an order they placed.
 */
const placed = (row: OrderRow) => row.paymentDate !== null;

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function addressView(a: OrderAddress, locale: string) {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company,
    email: a.email,
    phone: a.phone,
    street_1: a.address1,
    street_2: a.address2,
    city: a.city,
    state: a.state,
    zip: a.postCode,
    country: countryName(a.countryCode, locale),
    country_iso2: a.countryCode,
  };
}

export interface NewOrder {
  order: typeof orders.$inferInsert;
  lines: Array<Omit<typeof orderProducts.$inferInsert, "orderId">>;
}

/** The discounts kept with orders (issue 19; the promotions module, given in server/shop.ts). */
export interface OrderDiscountSource {
  discountsOfOrders(orderIds: number[]): Promise<Array<{ orderId: number; productId: number | null; variantId: number | null; code: string; name: string; amountMinor: number }>>;
}

/**
 * Orders (001 §3 Order, §4 Statuses, §7 getOrders, getOrderProducts, getOrderShipments). Reads for
 * clients always name the customer: another customer's order is not found.
 */
export class OrderService {
  /** The back office's actions on orders (issue 17): ship, refund, cancel's order part, notes, updateOrder. */
  readonly fulfilment: OrderFulfilment;
  /** The back office's order list and details (issue 17). */
  readonly admin: OrderAdminReads;

  constructor(
    private readonly db: Database,
    private readonly discounts?: OrderDiscountSource,
    /** Issue 19: the gift certificates an order bought (shown to the buyer without their codes). */
    private readonly giftCertificates?: Pick<GiftCertificateService, "boughtBy">,
  ) {
    this.fulfilment = new OrderFulfilment(db);
    this.admin = new OrderAdminReads(db, this.fulfilment, (row) => this.view(row));
  }

  /** Writes an order and its lines (place-order, inside its transaction). */
  async create(tx: Database, input: NewOrder): Promise<OrderRow> {
    const [order] = await tx.insert(orders).values(input.order).returning();
    if (input.lines.length > 0) await tx.insert(orderProducts).values(input.lines.map((l) => ({ ...l, orderId: order.id })));
    return order;
  }

  async row(orderId: number, db: Database = this.db): Promise<OrderRow | null> {
    if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return null;
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    return row ?? null;
  }

  async lines(orderId: number, db: Database = this.db): Promise<OrderProductRow[]> {
    return db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(asc(orderProducts.id));
  }

  async update(tx: Database, orderId: number, changes: Partial<typeof orders.$inferInsert>): Promise<void> {
    await tx.update(orders).set({ ...changes, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  }

  /** getOrders: the customer's orders, newest first, without declined attempts. */
  async listForCustomer(customerId: number, options: { page?: number; limit?: number } = {}): Promise<OrderList> {
    const page = Math.max(1, Math.floor(options.page ?? 1));
    const limit = Math.min(50, Math.max(1, Math.floor(options.limit ?? 10)));
    const where = and(eq(orders.customerId, customerId), isNotNull(orders.paymentDate));
    const [{ total }] = await this.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return { data: await this.views(rows), pagination: { page, limit, total: Number(total) } };
  }

  /** getOrder: the customer's own order, else null (another customer's is "not found"). */
  async getForCustomer(customerId: number, orderId: number): Promise<OrderView | null> {
    const row = await this.row(orderId);
    if (!row || row.customerId !== customerId || !placed(row)) return null;
    return (await this.views([row]))[0];
  }

  /**
   * The order confirmation's one owner rule (000 §2 /order-confirmation; issue 12), used by the page
   * and by getOrderConfirmation alike: a placed order of a customer is shown to that customer's
   * session only; a guest's order to the browser whose `order-cart-id` cookie names its cart.
   * Anyone else (another customer, a stranger holding a customer's order cookie) gets null: 404.
   */
  async orderForConfirmation(orderId: number, viewer: { customerId: number | null; orderCartId: string | null | undefined }): Promise<OrderView | null> {
    const row = await this.row(orderId);
    if (!row || !placed(row)) return null;
    const allowed =
      row.customerId !== null
        ? viewer.customerId !== null && row.customerId === viewer.customerId
        : typeof viewer.orderCartId === "string" && viewer.orderCartId.toLowerCase() === row.cartId.toLowerCase();
    return allowed ? (await this.views([row]))[0] : null;
  }

  /** One order as the client sees it (no access check: callers check first). */
  async view(row: OrderRow): Promise<OrderView> {
    return (await this.views([row]))[0];
  }

  private async views(rows: OrderRow[]): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderProducts)
      .where(inArray(orderProducts.orderId, rows.map((r) => r.id)))
      .orderBy(asc(orderProducts.id));
    const shipments = await this.fulfilment.shipmentsOf(rows.map((r) => r.id));
    const discounts = this.discounts ? await this.discounts.discountsOfOrders(rows.map((r) => r.id)) : [];
    const bought = this.giftCertificates ? await this.giftCertificates.boughtBy(rows.map((r) => r.id), this.db) : [];
    return rows.map((row) => {
      const billing = addressView(row.billingAddress, row.locale);
      return {
        id: row.id,
        status: row.status,
        date_created: row.createdAt.toISOString(),
        payment_date: row.paymentDate ? row.paymentDate.toISOString() : null,
        currency_code: row.currency,
        customer_id: row.customerId,
        subtotal_ex_tax: toMajor(row.subtotalEx),
        subtotal_inc_tax: toMajor(row.subtotalInc),
        shipping_cost_ex_tax: toMajor(row.shippingEx),
        shipping_cost_inc_tax: toMajor(row.shippingInc),
        total_tax: toMajor(row.totalTax),
        tax_detail: taxDetailView(row),
        total_inc_tax: toMajor(row.totalInc),
        discount_amount: toMajor(row.discountAmount),
        coupon_discount: toMajor(row.couponDiscount),
        shipping_discounts: discounts
          .filter((d) => d.orderId === row.id && d.productId === null)
          .map((d) => ({ code: d.code, name: d.name, amount: toMajor(d.amountMinor) })),
        // Issue 19: what gift certificate codes paid of total_inc_tax (the card was charged the rest), and the certificates this order bought.
        gift_certificate_amount: toMajor(row.giftCertificateAmount),
        gift_certificates: bought
          .filter((c) => c.orderId === row.id)
          .map((c) => ({ id: c.id, amount: toMajor(c.amountMinor), recipient: { name: c.recipientName, email: c.recipientEmail }, sender: { name: c.senderName } })),
        customer_message: row.customerMessage,
        payment_method: row.paymentBrand && row.paymentLast4 ? { brand: row.paymentBrand, last4: row.paymentLast4 } : null,
        billing_address: billing,
        shipping_addresses: [{ ...addressView(row.shippingAddress, row.locale), shipping_method: row.shippingMethod }],
        products: lines
          .filter((l) => l.orderId === row.id)
          .map((l) => ({
            id: l.id,
            product_id: l.productId,
            variant_id: l.variantId,
            sku: l.sku,
            name: l.name,
            brand: l.brand,
            quantity: l.quantity,
            product_options: l.options.map((o) => ({ display_name: o.name, display_value: o.value })),
            // Issue 19: what each promotion took off this line (001 §3 Order products applied_discounts).
            applied_discounts: discounts
              .filter((d) => d.orderId === row.id && d.productId === l.productId && d.variantId === l.variantId)
              .map((d) => ({ code: d.code, name: d.name, amount: toMajor(d.amountMinor) })),
            price_ex_tax: toMajor(l.priceEx),
            price_inc_tax: toMajor(l.priceInc),
            total_inc_tax: toMajor(l.totalInc),
            image_url: l.imageUrl,
          })),
        // Issue 17: what the back office shipped, with carrier and tracking number (001 §3 Order shipments).
        shipments: shipments
          .filter((s) => s.orderId === row.id)
          .map((s) => ({
            id: s.id,
            carrier: s.carrier,
            tracking_number: s.trackingNumber,
            shipping_method: row.shippingMethod,
            date_created: s.shippedAt.toISOString(),
            items: s.lines.map((l) => ({ order_product_id: l.orderProductId, quantity: l.quantity })),
          })),
      };
    });
  }
}

/** Issue 19: the order's tax rule for its pages and mail (see OrderView.tax_detail). */
export function taxDetailView(row: Pick<OrderRow, "taxMode" | "taxRateBp" | "taxDetail">): OrderView["tax_detail"] {
  const detail = row.taxDetail;
  if (row.taxMode === "inc" || !detail) return { included: row.taxMode === "inc", rate: row.taxRateBp / 100, jurisdiction: null, shipping_taxed: row.taxMode === "inc" };
  const j = detail.jurisdiction;
  return { included: false, rate: detail.rate / 1000, jurisdiction: j ? (j.local ? `${j.name}, ${j.local}` : j.name) : null, shipping_taxed: detail.shippingRate > 0 };
}
