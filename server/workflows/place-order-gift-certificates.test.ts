import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentTestCharges } from "../integrations/payment/schema";
import { CookieJar, ukAddress, useCheckoutHarness, VISA_DECLINED } from "../modules/checkout/test-support";
import { orders } from "../modules/order/schema";

// Issue 19: a gift certificate code pays part or all of an order (001 §3 Order; §9 amounts in the
// storefront's currency): the order keeps the amount, the card is charged only the rest, an order
// paid whole by certificate is not charged, a declined card releases the amount, and a balance
// spent meanwhile refuses the order before any payment. Runs on PGlite and on PostgreSQL.
describe("orders paid with gift certificates (issue 19; 001 §3 Order)", () => {
  const h = useCheckoutHarness();
  const purchase = { recipientName: "Ada", recipientEmail: "ada@example.com", senderName: "Bob", message: "" };

  /** A guest with a bell (GBP 16, shipping 4.95: GBP 20.95) and the certificate applied, ready to pay. */
  async function guestWithCertificate(code: string, email: string) {
    const jar = new CookieJar();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });
    const login = await h.call<{ redirect_url: string }>(jar, "commerce/checkoutLogin", { email });
    expect(login.status, JSON.stringify(login.error)).toBe(200);
    const checkoutId = login.data.redirect_url.split("/").pop()!;
    const updated = await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: ukAddress, billingSameAsShipping: true, shippingMethodId: "standard" });
    expect(updated.status, JSON.stringify(updated.error)).toBe(200);
    const checkout = await h.shop.checkout.row(checkoutId);
    await h.shop.giftCertificates.applyCode(checkout!.cartId, code, "GBP");
    return { jar, checkoutId };
  }
  const chargeOf = async (orderId: number) => (await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${orderId}`)))[0];

  it("a GBP 10 certificate pays 10 of GBP 20.95: the order stores it, the card is charged 10.95, the balance is 0", async () => {
    const { row, code } = await h.shop.giftCertificates.issue({ ...purchase, amountMinor: 1_000, currency: "GBP" });
    const { jar, checkoutId } = await guestWithCertificate(code, "gift-part@example.com");
    const placed = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const [order] = await h.shop.db.select().from(orders).where(eq(orders.id, placed.data.order_id));
    expect(order).toMatchObject({ totalInc: 2_095, giftCertificateAmount: 1_000, status: "Awaiting Fulfillment" });
    expect((await chargeOf(order!.id))!.amountMinor).toBe(1_095);
    expect((await h.shop.giftCertificates.byId(row.id))!.balanceMinor).toBe(0);
    expect((await h.shop.giftCertificates.ledger(row.id)).map((e) => [e.kind, e.amountMinor, e.orderId])).toEqual([["issue", 1_000, null], ["debit", -1_000, order!.id]]);
  });

  it("a GBP 50 certificate pays the whole order: no card charge, GBP 29.05 left", async () => {
    const { row, code } = await h.shop.giftCertificates.issue({ ...purchase, amountMinor: 5_000, currency: "GBP" });
    const { jar, checkoutId } = await guestWithCertificate(code, "gift-whole@example.com");
    const placed = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const [order] = await h.shop.db.select().from(orders).where(eq(orders.id, placed.data.order_id));
    expect(order).toMatchObject({ totalInc: 2_095, giftCertificateAmount: 2_095, status: "Awaiting Fulfillment" });
    expect(await chargeOf(order!.id)).toBeUndefined();
    expect((await h.shop.giftCertificates.byId(row.id))!.balanceMinor).toBe(2_905);
  });

  it("a declined card releases the certificate's amount; paying again with a good card uses it", async () => {
    const { row, code } = await h.shop.giftCertificates.issue({ ...purchase, amountMinor: 500, currency: "GBP" });
    const { jar, checkoutId } = await guestWithCertificate(code, "gift-declined@example.com");
    const declined = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId, number: VISA_DECLINED }) });
    expect(declined.status).toBe(402);
    expect((await h.shop.giftCertificates.byId(row.id))!.balanceMinor).toBe(500);
    const paid = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(paid.status, JSON.stringify(paid.error)).toBe(200);
    expect((await h.shop.giftCertificates.byId(row.id))!.balanceMinor).toBe(0);
    expect((await h.shop.giftCertificates.ledger(row.id)).map((e) => e.kind)).toEqual(["issue", "debit", "release", "debit"]);
  });

  it("a balance partly spent by another order meanwhile: the order uses what is left (read in the order's transaction) and the card pays the rest", async () => {
    const { row, code } = await h.shop.giftCertificates.issue({ ...purchase, amountMinor: 1_000, currency: "GBP" });
    const { jar, checkoutId } = await guestWithCertificate(code, "gift-spent@example.com");
    await h.shop.giftCertificates.debit(row.id, 999_999, 600);
    const placed = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const [order] = await h.shop.db.select().from(orders).where(eq(orders.id, placed.data.order_id));
    expect(order).toMatchObject({ giftCertificateAmount: 400 });
    expect((await chargeOf(order!.id))!.amountMinor).toBe(1_695);
    expect((await h.shop.giftCertificates.byId(row.id))!.balanceMinor).toBe(0);
  });
});
