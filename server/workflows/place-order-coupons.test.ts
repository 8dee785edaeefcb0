import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attributionEvents } from "../integrations/attribution/schema";
import { capturedMail } from "../integrations/mail/schema";
import type { CartView } from "../modules/cart/types";
import { CookieJar, ukAddress, useCheckoutHarness, VISA_DECLINED } from "../modules/checkout/test-support";
import type { CheckoutView } from "../modules/checkout/types";
import { orders } from "../modules/order/schema";
import type { OrderView } from "../modules/order/types";
import { promotionRedemptions, promotions } from "../modules/promotions/schema";

// Issue 19: coupons carried into the order (001 §3 Order discount_amount, coupon_discount,
// applied_discounts; §7 purchase tracking with coupons) and usage limits under concurrency.
// Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("orders with coupons (001 §3 Order, §7 purchase event)", () => {
  const h = useCheckoutHarness();
  let n = 0;
  async function promotion(values: Partial<typeof promotions.$inferInsert> = {}) {
    n += 1;
    const [row] = await h.shop.db.insert(promotions).values({ code: `ORDER${n}`, name: `Order promotion ${n}`, kind: "percentage", percentOff: 10, ...values }).returning();
    return row;
  }
  /** A guest with a bell (GBP 16) and the code in the cart, a checkout ready to pay. */
  async function guestWithCode(code: string, email: string) {
    const jar = new CookieJar();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });
    const applied = await h.call<CartView>(jar, "commerce/applyCoupon", { code });
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    const login = await h.call<{ redirect_url: string }>(jar, "commerce/checkoutLogin", { email });
    expect(login.status, JSON.stringify(login.error)).toBe(200);
    const checkoutId = login.data.redirect_url.split("/").pop()!;
    const updated = await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: ukAddress, billingSameAsShipping: true, shippingMethodId: "standard" });
    expect(updated.status, JSON.stringify(updated.error)).toBe(200);
    return { jar, checkoutId };
  }

  it("a guest pays the discounted total; the order, confirmation, mail and purchase event carry the code", async () => {
    const code = await promotion({ name: "Welcome 10% off", perCustomerLimit: 1 });
    const { jar, checkoutId } = await guestWithCode(code.code!, "coupon-guest@example.com");
    const checkout = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
    // Bell GBP 16, 10 % off = 1.60, shipping 4.95: total 19.35, VAT 20 % included.
    expect(checkout.data.totals).toMatchObject({ subtotal: 16, discount: 1.6, shipping: 4.95, total: 19.35 });
    expect(checkout.data.coupons).toEqual([expect.objectContaining({ code: code.code, name: "Welcome 10% off", amount: 1.6, applies: true })]);

    const placed = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const order = (await h.call<OrderView>(jar, "commerce/getOrderConfirmation", { orderId: placed.data.order_id })).data;
    expect(order).toMatchObject({ subtotal_inc_tax: 16, coupon_discount: 1.6, discount_amount: 0, shipping_cost_inc_tax: 4.95, total_inc_tax: 19.35 });
    expect(order.total_tax).toBe(3.22); // 19.35 − round(19.35 / 1.2)
    expect(order.products[0].applied_discounts).toEqual([{ code: code.code, name: "Welcome 10% off", amount: 1.6 }]);

    const [mail] = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, "coupon-guest@example.com"));
    expect(mail.text).toContain(`Discount code ${code.code}: −£1.60`);
    expect(mail.text).toContain("£19.35");
    const [event] = await h.shop.db.select().from(attributionEvents).where(eq(attributionEvents.orderId, placed.data.order_id));
    expect(event.payload).toMatchObject({ coupons: [code.code], total: 19.35 });
    const [row] = await h.shop.db.select().from(promotions).where(eq(promotions.id, code.id));
    expect(row.timesUsed).toBe(1);

    // Once per customer: the same email cannot use it again; told before paying.
    const again = await guestWithCode(code.code!, "Coupon-Guest@example.com");
    const refused = await h.place(again.jar, again.checkoutId, { token: await h.tokenize(again.jar, { checkoutId: again.checkoutId }) });
    expect(refused.status).toBe(409);
    expect(refused.error!.message).toBe("You have already used this code.");
  });

  it("a free-shipping code makes the chosen shipping free; the order pays no shipping", async () => {
    const code = await promotion({ kind: "freeShipping", percentOff: 0, name: "Free delivery" });
    const { jar, checkoutId } = await guestWithCode(code.code!, "free-shipping@example.com");
    const checkout = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
    expect(checkout.data.totals).toMatchObject({ subtotal: 16, discount: 0, shipping: 0, total: 16 });
    expect(checkout.data.coupons).toEqual([expect.objectContaining({ code: code.code, amount: 4.95, free_shipping: true, applies: true })]);
    const placed = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const [row] = await h.shop.db.select().from(orders).where(eq(orders.id, placed.data.order_id));
    expect(row).toMatchObject({ shippingInc: 0, totalInc: 1600, couponDiscount: 0 });
    const [event] = await h.shop.db.select().from(attributionEvents).where(eq(attributionEvents.orderId, placed.data.order_id));
    expect(event.payload).toMatchObject({ coupons: [code.code] });
    // The confirmation and the mail name the free-shipping code like the other kinds (001 §3 Order applied_discounts).
    const order = (await h.call<OrderView>(jar, "commerce/getOrderConfirmation", { orderId: placed.data.order_id })).data;
    expect(order.shipping_discounts).toEqual([{ code: code.code, name: "Free delivery", amount: 4.95 }]);
    const [mail] = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, "free-shipping@example.com"));
    expect(mail.text).toContain(`(Free shipping, Code ${code.code})`);
  });

  it("a declined payment gives the use back", async () => {
    const code = await promotion({ usageLimit: 1 });
    const { jar, checkoutId } = await guestWithCode(code.code!, "declined-coupon@example.com");
    const declined = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId, number: VISA_DECLINED }) });
    expect(declined.status).toBe(402);
    const [row] = await h.shop.db.select().from(promotions).where(eq(promotions.id, code.id));
    expect(row.timesUsed).toBe(0);
    expect(await h.shop.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, code.id))).toEqual([]);
    const paid = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(paid.status, JSON.stringify(paid.error)).toBe(200);
  });

  it("50 customers ordering at once with a code limited to 10 uses make exactly 10 discounted orders; the others are told it is used up before paying", async () => {
    const code = await promotion({ usageLimit: 10 });
    const shoppers = [];
    for (let i = 0; i < 50; i++) shoppers.push(await guestWithCode(code.code!, `rush-${i}@example.com`));
    const tokens = await Promise.all(shoppers.map((s) => h.tokenize(s.jar, { checkoutId: s.checkoutId })));
    const answers = await Promise.all(shoppers.map((s, i) => h.place(s.jar, s.checkoutId, { token: tokens[i] })));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.error!.message).toBe("This code has been used up.");
    }
    const discounted = await h.shop.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(gt(orders.couponDiscount, 0), isNotNull(orders.paymentDate), sql`${orders.email} like 'rush-%'`));
    expect(Number(discounted[0].count)).toBe(10);
    // The refused attempts left no order behind (nothing was charged).
    const all = await h.shop.db.select({ count: sql<number>`count(*)::int` }).from(orders).where(sql`${orders.email} like 'rush-%'`);
    expect(Number(all[0].count)).toBe(10);
    const [row] = await h.shop.db.select().from(promotions).where(eq(promotions.id, code.id));
    expect(row.timesUsed).toBe(10);
  }, 120_000);
});
