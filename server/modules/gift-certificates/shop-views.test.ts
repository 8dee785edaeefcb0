import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { capturedMail } from "../../integrations/mail/schema";
import type { CartView } from "../cart/types";
import type { CheckoutView } from "../checkout/types";
import type { OrderView } from "../order/types";
import { CookieJar, ukAddress, useCheckoutHarness } from "../checkout/test-support";

// Issue 19, what the shop's pages show of gift certificates (001 §3 Cart line_items.gift_certificates,
// Order; §9 amounts): a bought certificate leaves the cart by commerce/removeGiftCertificateItem (only
// the session's own cart), its line is named in the storefront's language, the checkout shows the
// certificates bought and the codes applied with what they pay and what is left to pay, and the
// order, its confirmation and its mail show what certificates paid. PGlite and PostgreSQL.
describe("gift certificates in the cart, checkout and order views (issue 19; 001 §3)", () => {
  const h = useCheckoutHarness();
  const certificate = { amount: 30, recipientName: "Ada Lovelace", recipientEmail: "ada@example.com", senderName: "Bob", message: "" };

  it("001 §3: another cart's certificate id removes nothing; a malformed id is refused; the cart's own leaves with its amount", async () => {
    const owner = new CookieJar();
    const attacker = new CookieJar();
    const added = await h.call<CartView>(owner, "commerce/addGiftCertificate", certificate);
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    const itemId = added.data.line_items.gift_certificates[0]!.id;
    // The attacker has a cart of their own, and names the owner's certificate.
    expect((await h.call<CartView>(attacker, "commerce/addGiftCertificate", { ...certificate, amount: 5 })).status).toBe(200);
    const foreign = await h.call<CartView>(attacker, "commerce/removeGiftCertificateItem", { itemId });
    expect(foreign.status).toBe(200);
    expect(foreign.data.line_items.gift_certificates.map((c) => c.amount)).toEqual([5]);
    expect((await h.shop.giftCertificates.inCart(added.data.id)).map((c) => c.id)).toEqual([itemId]);
    // Without any cart (a fresh session) nothing is stored or removed either.
    const stranger = await h.call<CartView>(new CookieJar(), "commerce/removeGiftCertificateItem", { itemId });
    expect(stranger.status).toBe(200);
    expect(stranger.data.line_items.gift_certificates).toEqual([]);
    expect(await h.shop.giftCertificates.inCart(added.data.id)).toHaveLength(1);
    const malformed = await h.call<CartView>(owner, "commerce/removeGiftCertificateItem", { itemId: "1 or 1=1" });
    expect(malformed.status).toBe(400);

    const removed = await h.call<CartView>(owner, "commerce/removeGiftCertificateItem", { itemId });
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect(removed.data.line_items.gift_certificates).toEqual([]);
    expect([removed.data.base_amount, removed.data.cart_amount]).toEqual([0, 0]);
    expect(await h.shop.giftCertificates.inCart(added.data.id)).toEqual([]);
  });

  it("001 §3: the certificate line is named in the storefront's language", async () => {
    const uk = await h.call<CartView>(new CookieJar(), "commerce/addGiftCertificate", certificate);
    expect(uk.data.line_items.gift_certificates[0]!.name).toBe("Gift certificate");
    const de = await h.call<CartView>(new CookieJar(), "commerce/addGiftCertificate", certificate, "de.localhost");
    expect(de.status, JSON.stringify(de.error)).toBe(200);
    expect(de.data.line_items.gift_certificates[0]!.name).toBe("Geschenkgutschein");
  });

  it("001 §3 Order: the checkout shows the certificate bought and the code applied (what it pays, what is left to pay); the order, its confirmation and its mail show the certificate's part", async () => {
    const jar = new CookieJar();
    const email = `buyer-${randomUUID()}@example.com`;
    expect((await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } })).status).toBe(200);
    expect((await h.call(jar, "commerce/addGiftCertificate", { ...certificate, amount: 25 })).status).toBe(200);
    const login = await h.call<{ redirect_url: string }>(jar, "commerce/checkoutLogin", { email });
    const checkoutId = login.data.redirect_url.split("/").pop()!;
    expect((await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: ukAddress, billingSameAsShipping: true, shippingMethodId: "standard" })).status).toBe(200);

    const before = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
    expect(before.data.gift_certificates).toEqual([{ id: expect.any(String), name: "Gift certificate", amount: 25, recipient: { name: "Ada Lovelace", email: "ada@example.com" } }]);
    expect(before.data.applied_gift_certificates).toEqual([]);
    // The bell (16.00) with shipping (4.95) and the certificate bought (25.00).
    expect(before.data.totals).toMatchObject({ total: 45.95, gift_certificates: 0, to_pay: 45.95 });

    const { code } = await h.shop.giftCertificates.issue({ amountMinor: 1_000, currency: "GBP", recipientName: "Me", recipientEmail: email, senderName: "Aunt", message: "" });
    const applied = await h.call(jar, "commerce/applyGiftCertificate", { code });
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    const after = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
    expect(after.data.applied_gift_certificates).toEqual([{ id: expect.any(Number), last4: code.slice(-4), balance: 10, amount: 10 }]);
    expect(after.data.totals).toMatchObject({ total: 45.95, gift_certificates: 10, to_pay: 35.95 });
    // A refusal answers its translated reason (unknown code).
    const unknown = await h.call(jar, "commerce/applyGiftCertificate", { code: "AAAA-BBBB-CCCC-DDDD" });
    expect([unknown.status, unknown.error?.message]).toEqual([404, "This gift certificate code is not valid."]);

    const placed = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const orderId = placed.data.order_id;
    const confirmation = await h.call<OrderView>(jar, "commerce/getOrderConfirmation", { orderId });
    expect(confirmation.status, JSON.stringify(confirmation.error)).toBe(200);
    expect(confirmation.data.total_inc_tax).toBe(45.95);
    expect(confirmation.data.gift_certificate_amount).toBe(10);
    expect(confirmation.data.gift_certificates).toEqual([{ id: expect.any(Number), amount: 25, recipient: { name: "Ada Lovelace", email: "ada@example.com" }, sender: { name: "Bob" } }]);

    await h.shop.mailer.idle();
    const mails = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email));
    const confirmationMail = mails.find((m) => m.subject.includes(String(orderId)));
    expect(confirmationMail?.text).toContain("Gift certificate for Ada Lovelace (ada@example.com): £25.00");
    expect(confirmationMail?.text).toContain("Paid by gift certificate: −£10.00");
    expect(confirmationMail?.text).toContain("Charged to your card: £35.95");
  });
});
