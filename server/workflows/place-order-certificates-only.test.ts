import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentTestCharges } from "../integrations/payment/schema";
import { CookieJar, ukAddress, useCheckoutHarness } from "../modules/checkout/test-support";
import { orders } from "../modules/order/schema";
import type { CheckoutView } from "../modules/checkout/types";

// Issue 19 (001 §3 Order): an order the applied gift certificates pay in full is placed without a
// card (payment { giftCertificates: true }): nothing is charged and the order has no card. Asking
// for it when the certificates pay only part (or none is applied) is refused with the translated
// reason and keeps nothing: no order, the balance untouched, the checkout still open. PGlite and
// PostgreSQL.
describe("orders paid by gift certificates alone (issue 19; 001 §3 Order)", () => {
  const h = useCheckoutHarness();
  const purchase = { recipientName: "Ada", recipientEmail: "ada@example.com", senderName: "Bob", message: "" };

  /** A guest with a bell (GBP 16.45 + 4.95 shipping), ready to pay, optionally with a certificate applied. */
  async function guestCheckout(email: string, code?: string) {
    const jar = new CookieJar();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });
    const login = await h.call<{ redirect_url: string }>(jar, "commerce/checkoutLogin", { email });
    const checkoutId = login.data.redirect_url.split("/").pop()!;
    const updated = await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: ukAddress, billingSameAsShipping: true, shippingMethodId: "standard" });
    expect(updated.status, JSON.stringify(updated.error)).toBe(200);
    if (code) expect((await h.call(jar, "commerce/applyGiftCertificate", { code })).status).toBe(200);
    return { jar, checkoutId };
  }
  const ordersOf = (email: string) => h.shop.db.select().from(orders).where(eq(orders.email, email));

  it("an attacker asks certificates alone to pay more than they hold: refused with the reason, nothing kept, nothing charged", async () => {
    const { row, code } = await h.shop.giftCertificates.issue({ ...purchase, amountMinor: 1_000, currency: "GBP" });
    const email = "gift-only-short@example.com";
    const { jar, checkoutId } = await guestCheckout(email, code);
    const refused = await h.place(jar, checkoutId, { giftCertificates: true });
    expect([refused.status, refused.error?.message]).toEqual([402, "Your gift certificates do not pay the whole order. Please pay the rest by card."]);
    expect((await h.shop.giftCertificates.byId(row.id))!.balanceMinor).toBe(1_000);
    expect(await h.shop.giftCertificates.ledger(row.id)).toHaveLength(1);
    expect((await ordersOf(email)).every((o) => o.status !== "Awaiting Fulfillment")).toBe(true);
    expect((await h.shop.checkout.row(checkoutId))!.status).toBe("open");

    // Without any certificate applied, the same.
    const bare = await guestCheckout("gift-only-none@example.com");
    expect((await h.place(bare.jar, bare.checkoutId, { giftCertificates: true })).status).toBe(402);
    // A malformed choice is refused before anything is looked at.
    expect((await h.place(bare.jar, bare.checkoutId, { giftCertificates: false })).status).toBe(400);
  });

  it("certificates paying the whole total place the order without a card: no charge, no card on the order, the rest of the balance kept", async () => {
    const { row, code } = await h.shop.giftCertificates.issue({ ...purchase, amountMinor: 5_000, currency: "GBP" });
    const email = "gift-only-whole@example.com";
    const { jar, checkoutId } = await guestCheckout(email, code);
    const view = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
    expect(view.data.totals.to_pay).toBe(0);
    const placed = await h.place(jar, checkoutId, { giftCertificates: true });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const [order] = await h.shop.db.select().from(orders).where(eq(orders.id, placed.data.order_id));
    expect(order).toMatchObject({ status: "Awaiting Fulfillment", giftCertificateAmount: order!.totalInc, paymentBrand: null, paymentLast4: null });
    expect(await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${order!.id}`))).toEqual([]);
    expect((await h.shop.giftCertificates.byId(row.id))!.balanceMinor).toBe(5_000 - order!.totalInc);
    const confirmation = await h.call<{ payment_method: unknown; gift_certificate_amount: number; total_inc_tax: number }>(jar, "commerce/getOrderConfirmation", { orderId: order!.id });
    expect(confirmation.data).toMatchObject({ payment_method: null, gift_certificate_amount: confirmation.data.total_inc_tax });
  });
});
