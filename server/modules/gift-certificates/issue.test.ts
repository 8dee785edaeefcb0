import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { capturedMail } from "../../integrations/mail/schema";
import { orders } from "../order/schema";
import { CookieJar, useCheckoutHarness, VISA_DECLINED } from "../checkout/test-support";
import { giftCertificates } from "./schema";

// Issue 19 (001 §3 cart gift_certificates): a certificate bought with an order is issued when the
// order is paid, in the same transaction, and its recipient gets a mail with the code, the amount,
// the sender and the message; a replay issues nothing more and a declined payment issues nothing.
// Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("issuing bought gift certificates after payment (issue 19)", () => {
  const h = useCheckoutHarness();
  const mailsTo = (to: string) => h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, to));

  async function checkoutBuying(recipientEmail: string) {
    const jar = new CookieJar();
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: `buyer-${randomUUID()}@example.com` });
    const { cartId } = (await h.shop.checkout.row(checkoutId))!;
    await h.shop.giftCertificates.addToCart(cartId, "GBP", { amountMinor: 2_500, recipientName: "Ada Lovelace", recipientEmail, senderName: "Bob", message: "Happy birthday!" });
    return { jar, checkoutId };
  }

  it("a paid order issues exactly one certificate with the amount, mails its code to the recipient, and the code looks up with that balance; a replay issues nothing more", async () => {
    const recipient = `ada-${randomUUID()}@example.com`;
    const { jar, checkoutId } = await checkoutBuying(recipient);
    const before = await h.call<{ lines: Array<{ total: number }>; totals: { subtotal: number; total: number } }>(jar, "commerce/getCheckout", { checkoutId });
    expect(before.status, JSON.stringify(before.error)).toBe(200);
    // The checkout's subtotal is the bell's line plus the certificate's 25.00 (not taxed).
    expect(before.data.totals.subtotal).toBeCloseTo(before.data.lines[0]!.total + 25, 2);
    const idempotencyKey = randomUUID();
    const payment = { token: await h.tokenize(jar) };
    const placed = await h.place(jar, checkoutId, payment, { idempotencyKey });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    await h.shop.mailer.idle();
    const orderId = placed.data.order_id;

    // The certificate's amount is paid with the order (the bell plus 25.00).
    const [order] = await h.shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.totalInc / 100).toBeCloseTo(before.data.totals.total, 2);
    const bought = await h.shop.giftCertificates.boughtBy([orderId]);
    expect(bought.map((c) => [c.amountMinor, c.balanceMinor, c.currency, c.recipientEmail, c.senderName])).toEqual([[2_500, 2_500, "GBP", recipient, "Bob"]]);

    const mails = await mailsTo(recipient);
    expect(mails.map((m) => m.subject)).toEqual(["Bob sent you a Foldwell gift certificate of £25.00"]);
    expect(mails[0]!.text).toContain("Hello Ada Lovelace,");
    expect(mails[0]!.text).toContain("Happy birthday!");
    const code = /Your gift certificate code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mails[0]!.text)?.[1];
    expect(code).toBeDefined();
    expect(await h.shop.giftCertificates.lookup(code!, "GBP")).toMatchObject({ certificateId: bought[0]!.id, balanceMinor: 2_500 });

    // The same request again (idempotency key) and a new attempt on the completed checkout: nothing more.
    const replay = await h.place(jar, checkoutId, payment, { idempotencyKey });
    expect(replay.status).toBe(200);
    expect(replay.data.order_id).toBe(orderId);
    const again = await h.place(jar, checkoutId, { token: await h.tokenize(jar) });
    expect(again.status).toBe(409);
    await h.shop.mailer.idle();
    expect(await h.shop.giftCertificates.boughtBy([orderId])).toHaveLength(1);
    expect(await h.shop.db.select().from(giftCertificates).where(eq(giftCertificates.recipientEmail, recipient))).toHaveLength(1);
    expect(await mailsTo(recipient)).toHaveLength(1);
  });

  it("a declined payment issues nothing and mails nothing", async () => {
    const recipient = `declined-${randomUUID()}@example.com`;
    const { jar, checkoutId } = await checkoutBuying(recipient);
    const declined = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { number: VISA_DECLINED }) });
    expect(declined.status).toBe(402);
    await h.shop.mailer.idle();
    expect(await h.shop.db.select().from(giftCertificates).where(eq(giftCertificates.recipientEmail, recipient))).toEqual([]);
    expect(await mailsTo(recipient)).toEqual([]);
  });
});
