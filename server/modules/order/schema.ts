import type { PostalAddress } from "../../../common/postal-address";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** An address as an order keeps it (001 §3 Order billing_address / shipping_addresses): with the email. */
export interface OrderAddress extends PostalAddress {
  email: string;
}

/** Order statuses, the first list of 001 §4 Statuses. */
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
    totalInc: integer("total_inc").notNull(),
    discountAmount: integer("discount_amount").notNull().default(0),
    couponDiscount: integer("coupon_discount").notNull().default(0),
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
