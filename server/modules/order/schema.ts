import type { PostalAddress } from "../../../common/postal-address";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** An address as an order keeps it (001 §3 Order billing_address / shipping_addresses): with the email. */
export interface OrderAddress extends PostalAddress {
  email: string;
}

/** Order statuses, the first list of 001 §4 Statuses. */
/**
 * Issue 19: how a US order's sales tax was worked out (server/integrations/tax): rates in
 * thousandths of a percent (7250 = 7.25 %), the state (and local area) it is owed to. Null on
 * tax-inclusive orders, whose VAT rate is `tax_rate_bp`.
 */
export interface OrderTaxDetail {
  rate: number;
  shippingRate: number;
  jurisdiction: { country: string; state: string; name: string; local: string | null } | null;
}

export const ORDER_STATUSES = [
  "Pending",
  "Awaiting Payment",
  "Awaiting Fulfillment",
  "Awaiting Shipment",
  "Awaiting Pickup",
  "Partially Shipped",
  "Completed",
  "Shipped",
  "Cancelled",
  "Declined",
  "Refunded",
  "Disputed",
  "Manual Verification Required",
  "Partially Refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Orders (001 §3 Order). Money in minor units of `currency`; the order number is the id. An order is
 * written once from a checkout (one order per checkout attempt; a declined attempt stays as a
 * Declined order, hidden from the customer's history).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    channelId: integer("channel_id").notNull(),
    customerId: integer("customer_id"),
    cartId: uuid("cart_id").notNull(),
    checkoutId: uuid("checkout_id").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    locale: text("locale").notNull(),
    currency: text("currency").notNull(),
    taxMode: text("tax_mode").$type<"inc" | "ex">().notNull(),
    taxRateBp: integer("tax_rate_bp").notNull(),
    email: text("email").notNull(),
    subtotalEx: integer("subtotal_ex").notNull(),
    subtotalInc: integer("subtotal_inc").notNull(),
    shippingEx: integer("shipping_ex").notNull(),
    shippingInc: integer("shipping_inc").notNull(),
    totalTax: integer("total_tax").notNull(),
    taxDetail: jsonb("tax_detail").$type<OrderTaxDetail>(),
    totalInc: integer("total_inc").notNull(),
    discountAmount: integer("discount_amount").notNull().default(0),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    /** Issue 19: what gift certificates paid of `totalInc` (the card was charged the rest). */
    giftCertificateAmount: integer("gift_certificate_amount").notNull().default(0),
    customerMessage: text("customer_message").notNull().default(""),
    billingAddress: jsonb("billing_address").$type<OrderAddress>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    shippingMethod: text("shipping_method").notNull(),
    /** The stock location the lines were reserved at. */
    locationId: integer("location_id").notNull(),
    paymentProvider: text("payment_provider"),
    paymentReference: text("payment_reference"),
    paymentBrand: text("payment_brand"),
    paymentLast4: text("payment_last4"),
    paymentDate: timestamp("payment_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("orders_customer").on(t.customerId, t.id), index("orders_cart").on(t.cartId), index("orders_checkout").on(t.checkoutId)],
);

/** Order lines (001 §3 Order products), priced when the order was placed. */
export const orderProducts = pgTable(
  "order_products",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    variantId: integer("variant_id").notNull().default(0),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    quantity: integer("quantity").notNull(),
    options: jsonb("options").$type<Array<{ name: string; value: string }>>().notNull().default([]),
    priceEx: integer("price_ex").notNull(),
    priceInc: integer("price_inc").notNull(),
    totalInc: integer("total_inc").notNull(),
    /** Whether stock was taken for this line (the product tracks inventory), so a decline gives it back. */
    stockReserved: integer("stock_reserved").notNull().default(0),
  },
  (t) => [uniqueIndex("order_products_line").on(t.orderId, t.productId, t.variantId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderProductRow = typeof orderProducts.$inferSelect;

/**
 * Shipments of an order (issue 17; 001 §3 Order shipments): which lines and how many of each left in
 * one parcel, with the carrier and tracking number, when and by which staff member. Written by the
 * back office's ship action under the order's row lock, so two staff members shipping the last line
 * at once make one shipment. `idempotencyKey` is the client's key for the action: a repeat finds it.
 */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    staffId: integer("staff_id").notNull(),
    idempotencyKey: text("idempotency_key"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_shipments_order").on(t.orderId), uniqueIndex("order_shipments_key").on(t.orderId, t.idempotencyKey)],
);

/** The lines of a shipment and the quantity of each. */
export const orderShipmentLines = pgTable(
  "order_shipment_lines",
  {
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => orderShipments.id, { onDelete: "cascade" }),
    orderProductId: integer("order_product_id")
      .notNull()
      .references(() => orderProducts.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [uniqueIndex("order_shipment_lines_line").on(t.shipmentId, t.orderProductId)],
);

/**
 * Money given back on an order (issue 17): a staff refund of all or part, or the rest of the payment
 * when the order is cancelled. The sum never exceeds the order's total (checked under the order's
 * row lock). The provider is called by the outbox worker after the commit; `status` is then
 * "refunded" or "failed" (the provider found nothing to refund).
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountMinor: integer("amount_minor").notNull(),
    reason: text("reason").notNull().default(""),
    kind: text("kind").$type<"refund" | "cancel">().notNull(),
    status: text("status").$type<"pending" | "refunded" | "failed">().notNull().default("pending"),
    staffId: integer("staff_id").notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("order_refunds_order").on(t.orderId), uniqueIndex("order_refunds_key").on(t.orderId, t.idempotencyKey)],
);

/**
 * An order's history (issue 17): staff notes and every staff action (shipped, cancelled, refunded,
 * updated), newest last. The staff member's name is kept beside the id so the history still reads
 * after a member is removed.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** refundFailed: the provider refused a refund (the money is still with the shop; staff may refund again). */
    kind: text("kind").$type<"note" | "shipped" | "cancelled" | "refunded" | "refundFailed" | "updated">().notNull(),
    staffId: integer("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    body: text("body").notNull().default(""),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order").on(t.orderId, t.id), uniqueIndex("order_events_key").on(t.orderId, t.idempotencyKey)],
);

export type OrderShipmentRow = typeof orderShipments.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
