import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carts } from "../cart/schema";
import type { CartView } from "../cart/types";
import { CookieJar, ukAddress, useCheckoutHarness } from "../checkout/test-support";

// Issue 19 (001 §3 Cart line_items.gift_certificates): commerce/addGiftCertificate puts a
// certificate on the session's cart; the cart lists it ("Gift certificate", amount, recipient) and
// its totals include it; amounts outside 5.00–500.00, a message over 300 characters and a missing
// recipient are refused; a subscription cart takes none (translated message). PGlite and PostgreSQL.
describe("buying gift certificates (issue 19)", () => {
  const h = useCheckoutHarness();
  const certificate = { amount: 25, recipientName: "Ada Lovelace", recipientEmail: "ada@example.com", senderName: "Bob", message: "Happy birthday!" };

  it("a guest's certificate alone stores a cart that lists it with the amount in its totals; beside a product both count", async () => {
    const jar = new CookieJar();
    const added = await h.call<CartView>(jar, "commerce/addGiftCertificate", certificate);
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    expect(added.data.line_items.gift_certificates).toEqual([
      { id: expect.any(String), name: "Gift certificate", amount: 25, is_taxable: false, sender: { name: "Bob" }, recipient: { name: "Ada Lovelace", email: "ada@example.com" }, message: "Happy birthday!" },
    ]);
    expect(added.data.line_items.physical_items).toEqual([]);
    expect([added.data.base_amount, added.data.cart_amount]).toEqual([25, 25]);

    const withBell = await h.call<CartView>(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });
    expect(withBell.status).toBe(200);
    expect(withBell.data.id).toBe(added.data.id);
    const bell = withBell.data.line_items.physical_items[0]!.extended_sale_price;
    const second = await h.call<CartView>(jar, "commerce/addGiftCertificate", { ...certificate, amount: 100.5, message: "" });
    expect(second.status).toBe(200);
    expect(second.data.line_items.gift_certificates.map((c) => c.amount)).toEqual([25, 100.5]);
    expect(second.data.cart_amount).toBeCloseTo(bell + 125.5, 2);
    const viewed = await h.call<CartView>(jar, "commerce/getCart", { id: added.data.id });
    expect(viewed.data.line_items.gift_certificates).toHaveLength(2);
  });

  it("bounds: 4.99 and 500.01, a message over 300 characters, no recipient or a bad email are refused and add nothing; 5.00 and 500.00 are taken", async () => {
    const jar = new CookieJar();
    for (const wrong of [{ amount: 4.99 }, { amount: 500.01 }, { message: "x".repeat(301) }, { recipientName: "" }, { recipientEmail: "not-an-email" }, { senderName: " " }]) {
      const refused = await h.call<CartView>(jar, "commerce/addGiftCertificate", { ...certificate, ...wrong });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
    const low = await h.call<CartView>(jar, "commerce/addGiftCertificate", { ...certificate, amount: 5, message: "x".repeat(300) });
    expect(low.status, JSON.stringify(low.error)).toBe(200);
    const high = await h.call<CartView>(jar, "commerce/addGiftCertificate", { ...certificate, amount: 500 });
    expect(high.data.line_items.gift_certificates.map((c) => c.amount)).toEqual([5, 500]);
  });

  it("a subscription cart is refused with the translated message and keeps no certificate", async () => {
    const jar = new CookieJar();
    const cart = await h.call<CartView>(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });
    // The cart becomes a subscription cart (what subscriptions/addToCart stores, 001 §4).
    await h.shop.db.update(carts).set({ isSubscription: true }).where(eq(carts.id, cart.data.id));
    const refused = await h.call<CartView>(jar, "commerce/addGiftCertificate", certificate);
    expect(refused.status).toBe(409);
    expect(refused.error!.message).toBe("A gift certificate cannot be bought together with a subscription.");
    expect(await h.shop.giftCertificates.inCart(cart.data.id)).toEqual([]);
  });

  it("a cart of a certificate alone is checked out with no shipping cost: the total is the certificate's amount and paying issues it", async () => {
    const jar = new CookieJar();
    const recipientEmail = `alone-${randomUUID()}@example.com`;
    expect((await h.call<CartView>(jar, "commerce/addGiftCertificate", { ...certificate, recipientEmail, amount: 50 })).status).toBe(200);
    const login = await h.call<{ redirect_url: string }>(jar, "commerce/checkoutLogin", { email: `buyer-${randomUUID()}@example.com` });
    expect(login.status, JSON.stringify(login.error)).toBe(200);
    const checkoutId = login.data.redirect_url.split("/").pop()!;
    type Checkout = { lines: unknown[]; shipping_methods: Array<{ id: string; cost: number }>; totals: { subtotal: number; shipping: number; tax: number; total: number } };
    const updated = await h.call<Checkout>(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: { ...ukAddress, countryCode: "GB" }, billingSameAsShipping: true, shippingMethodId: "standard" });
    expect(updated.status, JSON.stringify(updated.error)).toBe(200);
    const shown = await h.call<Checkout>(jar, "commerce/getCheckout", { checkoutId });
    expect(shown.data.lines).toEqual([]);
    expect(shown.data.shipping_methods.every((m) => m.cost === 0)).toBe(true);
    expect(shown.data.totals).toMatchObject({ subtotal: 50, shipping: 0, tax: 0, total: 50 });
    const placed = await h.place(jar, checkoutId, { token: await h.tokenize(jar, { checkoutId }) });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    const bought = await h.shop.giftCertificates.boughtBy([placed.data.order_id]);
    expect(bought.map((c) => [c.amountMinor, c.balanceMinor, c.recipientEmail])).toEqual([[5_000, 5_000, recipientEmail]]);
  });
});
