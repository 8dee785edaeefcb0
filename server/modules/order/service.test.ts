import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import type { Shop } from "../../shop";
import { ORDER_STATUSES, type OrderAddress, type OrderRow, type OrderStatus } from "./schema";
import type { NewOrder } from "./service";

// The order module's own tests (issue 13): the reads clients make (001 §3 Order, §4 Statuses, §7
// getOrders and getOrder) and the order confirmation's one owner rule (issue 12). Orders are written
// with OrderService.create, as place-order does inside its transaction; server/workflows/
// place-order.test.ts covers how a checkout becomes one. Runs on PGlite and on PostgreSQL (DATABASE_URL).

let shop: Shop;
beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop?.database.close());

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

/** Customer ids no seeded or other test's customer has (orders do not reference customers by key). */
let nextCustomer = 900_000 + Math.floor(Math.random() * 10_000) * 10;
const newCustomerId = () => ++nextCustomer;

/** A placed (paid) order unless `paid: false`; money in minor units as the table keeps it. */
async function makeOrder(
  options: { customerId?: number | null; paid?: boolean; status?: OrderStatus; currency?: string; createdAt?: Date; cartId?: string } = {},
): Promise<OrderRow> {
  const input: NewOrder = {
    order: {
      channelId: 1,
      customerId: options.customerId ?? null,
      cartId: options.cartId ?? randomUUID(),
      checkoutId: randomUUID(),
      status: options.status ?? "Awaiting Fulfillment",
      locale: "en-GB",
      currency: options.currency ?? "GBP",
      taxMode: "inc",
      taxRateBp: 2000,
      email: address.email,
      subtotalEx: 49_999,
      subtotalInc: 59_999,
      shippingEx: 0,
      shippingInc: 0,
      totalTax: 10_000,
      totalInc: 59_999,
      discountAmount: 500,
      couponDiscount: 250,
      customerMessage: "Leave it with the neighbour",
      billingAddress: address,
      shippingAddress: { ...address, address1: "1 Depot Lane" },
      shippingMethod: "Standard delivery",
      locationId: 1,
      paymentProvider: options.paid === false ? null : "test",
      paymentReference: options.paid === false ? null : `ref-${randomUUID()}`,
      paymentBrand: options.paid === false ? null : "visa",
      paymentLast4: options.paid === false ? null : "4242",
      paymentDate: options.paid === false ? null : new Date(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
    lines: [
      {
        productId: 11,
        variantId: 3,
        sku: "FW-URBAN-RED",
        name: "Urban folding bike",
        brand: "Foldwell",
        imageUrl: "/img/urban.jpg",
        quantity: 2,
        options: [{ name: "Colour", value: "Red" }],
        priceEx: 24_999,
        priceInc: 29_999,
        totalInc: 59_998,
      },
    ],
  };
  return shop.orders.create(shop.db, input);
}

describe("OrderService: order history (getOrders)", () => {
  it("lists only the customer's own placed orders, newest first, a page at a time", async () => {
    const me = newCustomerId();
    const other = newCustomerId();
    const base = Date.UTC(2026, 0, 1);
    const mine: OrderRow[] = [];
    for (let i = 0; i < 5; i++) mine.push(await makeOrder({ customerId: me, createdAt: new Date(base + i * 60_000) }));
    await makeOrder({ customerId: other, createdAt: new Date(base + 10 * 60_000) });
    await makeOrder({ customerId: null, createdAt: new Date(base + 11 * 60_000) });
    // A declined or abandoned attempt (no payment date) is not an order the customer placed.
    await makeOrder({ customerId: me, paid: false, status: "Declined", createdAt: new Date(base + 12 * 60_000) });

    const first = await shop.orders.listForCustomer(me, { page: 1, limit: 2 });
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5 });
    expect(first.data.map((o) => o.id)).toEqual([mine[4].id, mine[3].id]);
    const last = await shop.orders.listForCustomer(me, { page: 3, limit: 2 });
    expect(last.pagination).toEqual({ page: 3, limit: 2, total: 5 });
    expect(last.data.map((o) => o.id)).toEqual([mine[0].id]);
    const beyond = await shop.orders.listForCustomer(me, { page: 4, limit: 2 });
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(5);

    const all = await shop.orders.listForCustomer(me);
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 5 });
    expect(all.data.every((o) => o.customer_id === me)).toBe(true);
    expect(all.data.map((o) => o.id)).toEqual(mine.map((o) => o.id).reverse());
  });

  it("keeps page and limit in range (page from 1, limit 1 to 50)", async () => {
    const me = newCustomerId();
    await makeOrder({ customerId: me });
    expect((await shop.orders.listForCustomer(me, { page: 0, limit: 500 })).pagination).toEqual({ page: 1, limit: 50, total: 1 });
    expect((await shop.orders.listForCustomer(me, { page: -3, limit: 0 })).pagination).toEqual({ page: 1, limit: 1, total: 1 });
    expect((await shop.orders.listForCustomer(me, { page: 1.7, limit: 2.9 })).pagination).toEqual({ page: 1, limit: 2, total: 1 });
  });

  it("answers an empty page to a customer without orders", async () => {
    expect(await shop.orders.listForCustomer(newCustomerId())).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0 } });
  });
});

describe("OrderService: order details (getOrder)", () => {
  it("shows a customer their own placed order and answers not found (null) for anyone else's", async () => {
    const me = newCustomerId();
    const other = newCustomerId();
    const order = await makeOrder({ customerId: me });
    expect((await shop.orders.getForCustomer(me, order.id))?.id).toBe(order.id);
    expect(await shop.orders.getForCustomer(other, order.id)).toBeNull();
    const guest = await makeOrder({ customerId: null });
    expect(await shop.orders.getForCustomer(me, guest.id)).toBeNull();
  });

  it("answers null for an unpaid attempt and for ids that are not order numbers", async () => {
    const me = newCustomerId();
    const declined = await makeOrder({ customerId: me, paid: false, status: "Declined" });
    expect(await shop.orders.getForCustomer(me, declined.id)).toBeNull();
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN]) expect(await shop.orders.getForCustomer(me, id)).toBeNull();
  });
});

describe("OrderService: the order confirmation's owner rule", () => {
  it("shows a customer's order to that customer's session only, whatever order cookie a browser holds", async () => {
    const me = newCustomerId();
    const order = await makeOrder({ customerId: me });
    expect((await shop.orders.orderForConfirmation(order.id, { customerId: me, orderCartId: null }))?.id).toBe(order.id);
    expect(await shop.orders.orderForConfirmation(order.id, { customerId: newCustomerId(), orderCartId: order.cartId })).toBeNull();
    // A stranger holding the customer's order cookie is not the customer.
    expect(await shop.orders.orderForConfirmation(order.id, { customerId: null, orderCartId: order.cartId })).toBeNull();
  });

  it("shows a guest's order to the browser whose order-cart-id cookie names its cart (any case), else not found", async () => {
    const order = await makeOrder({ customerId: null });
    expect((await shop.orders.orderForConfirmation(order.id, { customerId: null, orderCartId: order.cartId.toUpperCase() }))?.id).toBe(order.id);
    expect(await shop.orders.orderForConfirmation(order.id, { customerId: null, orderCartId: randomUUID() })).toBeNull();
    expect(await shop.orders.orderForConfirmation(order.id, { customerId: null, orderCartId: undefined })).toBeNull();
    expect(await shop.orders.orderForConfirmation(order.id, { customerId: newCustomerId(), orderCartId: null })).toBeNull();
  });

  it("answers not found for an unpaid attempt and an unknown order", async () => {
    const cartId = randomUUID();
    const declined = await makeOrder({ customerId: null, paid: false, status: "Declined", cartId });
    expect(await shop.orders.orderForConfirmation(declined.id, { customerId: null, orderCartId: cartId })).toBeNull();
    expect(await shop.orders.orderForConfirmation(2_147_483_647, { customerId: null, orderCartId: cartId })).toBeNull();
  });
});

describe("OrderService: the order as clients see it (001 §3 Order, §4 Statuses)", () => {
  it("carries the status, currency, money in major units, addresses, payment method and lines", async () => {
    const me = newCustomerId();
    const order = await makeOrder({ customerId: me, status: "Shipped", currency: "EUR" });
    const view = (await shop.orders.getForCustomer(me, order.id))!;
    expect(ORDER_STATUSES).toContain(view.status);
    expect(view).toMatchObject({
      id: order.id,
      status: "Shipped",
      currency_code: "EUR",
      customer_id: me,
      date_created: order.createdAt.toISOString(),
      payment_date: order.paymentDate!.toISOString(),
      subtotal_ex_tax: 499.99,
      subtotal_inc_tax: 599.99,
      shipping_cost_ex_tax: 0,
      shipping_cost_inc_tax: 0,
      total_tax: 100,
      total_inc_tax: 599.99,
      discount_amount: 5,
      coupon_discount: 2.5,
      customer_message: "Leave it with the neighbour",
      payment_method: { brand: "visa", last4: "4242" },
      shipments: [],
    });
    expect(view.billing_address).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      company: "",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      street_1: "12 Folding Way",
      street_2: "",
      city: "London",
      state: "",
      zip: "N1 9GU",
      country: "United Kingdom",
      country_iso2: "GB",
    });
    expect(view.shipping_addresses).toEqual([expect.objectContaining({ street_1: "1 Depot Lane", country: "United Kingdom", shipping_method: "Standard delivery" })]);
    expect(view.products).toEqual([
      expect.objectContaining({
        product_id: 11,
        variant_id: 3,
        sku: "FW-URBAN-RED",
        name: "Urban folding bike",
        brand: "Foldwell",
        quantity: 2,
        product_options: [{ display_name: "Colour", display_value: "Red" }],
        applied_discounts: [],
        price_ex_tax: 249.99,
        price_inc_tax: 299.99,
        total_inc_tax: 599.98,
        image_url: "/img/urban.jpg",
      }),
    ]);
  });

  it("keeps each of the 001 §4 order statuses as written", async () => {
    const me = newCustomerId();
    for (const status of ORDER_STATUSES) {
      const order = await makeOrder({ customerId: me, status });
      expect((await shop.orders.getForCustomer(me, order.id))?.status).toBe(status);
    }
  });
});
