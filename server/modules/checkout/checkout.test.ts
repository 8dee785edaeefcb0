import { describe, expect, it } from "vitest";
import type { CheckoutView } from "./types";
import { CookieJar, ukAddress, useCheckoutHarness } from "./test-support";

// 000 §4 Go to checkout, §7 (vsf-site-url cookie); 001 §4 Checkout, §7 checkoutLogin, §8, §9 limits.
// Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("hosted checkout: checkoutLogin, getCheckout, updateCheckout", () => {
  const h = useCheckoutHarness();

  it("001 §7 checkoutLogin: a guest with an email gets a redirect_url and the vsf-site-url and order-cart-id cookies (000 §7)", async () => {
    const jar = new CookieJar();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 2 }] } });
    const cartId = jar.cookies.get("cart-id")!;
    const answer = await h.call<{ redirect_url: string }>(jar, "commerce/checkoutLogin", { email: "Guest@Example.com" });
    expect(answer.status).toBe(200);
    expect(answer.data.redirect_url).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    const site = answer.setCookies.find((c) => c.startsWith("vsf-site-url="))!;
    expect(decodeURIComponent(site)).toContain(`vsf-site-url=http://uk.localhost:${h.server.port}`);
    expect(site).toMatch(/Path=\//);
    expect(site).toMatch(/Max-Age=604800/);
    const orderCart = answer.setCookies.find((c) => c.startsWith("order-cart-id="))!;
    expect(orderCart).toContain(cartId);
    expect(orderCart).toMatch(/HttpOnly/i);
    expect(orderCart).toMatch(/Max-Age=604800/);

    // The same cart's open checkout is reused.
    const again = await h.call<{ redirect_url: string }>(jar, "commerce/checkoutLogin", { email: "guest@example.com" });
    expect(again.data.redirect_url).toBe(answer.data.redirect_url);

    const checkoutId = answer.data.redirect_url.split("/").pop()!;
    const view = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({ id: checkoutId, status: "open", email: "guest@example.com", customer_id: null, currency: "GBP", tax_mode: "inc" });
    expect(view.data.lines).toEqual([expect.objectContaining({ product_id: h.catalog.bell, quantity: 2, name: "Brass Bell" })]);
    expect(view.data.allowed_countries).toEqual([{ code: "GB", name: "United Kingdom" }]);
  });

  it("001 §7 checkoutLogin: a guest without an email, or with an invalid one, gets 400", async () => {
    const jar = new CookieJar();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });
    expect((await h.call(jar, "commerce/checkoutLogin", {})).status).toBe(400);
    const bad = await h.call(jar, "commerce/checkoutLogin", { email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((bad.error as any).issues).toEqual([{ path: "email", message: "Please enter a valid email address." }]);
  });

  it("001 §7 checkoutLogin: an empty cart cannot start a checkout", async () => {
    const answer = await h.call(new CookieJar(), "commerce/checkoutLogin", { email: "empty@example.com" });
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toBe("Your cart is empty.");
  });

  it("000 §4 Go to checkout: inventory is re-checked: 409 'There is an issue with 1 or more items in your cart' with per-line messages (001 §8)", async () => {
    const jar = new CookieJar();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.lastUnits, quantity: 2 }] } });
    const { setStockLevel } = await import("../catalog/writer");
    await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.lastUnits, quantity: 1 });
    try {
      const answer = await h.call(jar, "commerce/checkoutLogin", { email: "short@example.com" });
      expect(answer.status).toBe(409);
      expect(answer.error!.message).toBe("There is an issue with 1 or more items in your cart");
      expect((answer.error!.data as any).items[0]).toMatchObject({ product_id: h.catalog.lastUnits, is_valid: false, error: "The selected quantity exceeds available stock." });
    } finally {
      await setStockLevel(h.shop.db, { locationId: h.catalog.ukLocation, productId: h.catalog.lastUnits, quantity: 3 });
    }
  });

  it("001 §7 checkoutLogin: a signed-in customer needs no email; another customer's id or another cart id is refused", async () => {
    const { jar, customerId, email } = await h.signedIn();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });
    expect((await h.call(jar, "commerce/checkoutLogin", { customerId: customerId + 1000 })).status).toBe(403);
    expect((await h.call(jar, "commerce/checkoutLogin", { cartId: "3f1c1d7e-0a4b-4c55-9a4e-2d6f4b8e9a10" })).status).toBe(404);
    const answer = await h.call<{ redirect_url: string }>(jar, "commerce/checkoutLogin", { customerId });
    expect(answer.status).toBe(200);
    const view = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId: answer.data.redirect_url.split("/").pop() });
    expect(view.data).toMatchObject({ customer_id: customerId, email });
  });

  it("DESIGN.md: a guest checkout is reachable only with its cart cookie; a customer's only by that customer (404 otherwise)", async () => {
    const guest = new CookieJar();
    const guestCheckout = await h.checkoutWith(guest, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "owner@example.com" });
    const stranger = new CookieJar();
    expect((await h.call(stranger, "commerce/getCheckout", { checkoutId: guestCheckout })).status).toBe(404);
    expect((await h.call(stranger, "commerce/updateCheckout", { checkoutId: guestCheckout, customerMessage: "hi" })).status).toBe(404);
    // Only the order cart cookie: still the owner's browser.
    const orderCookieOnly = new CookieJar();
    orderCookieOnly.cookies.set("order-cart-id", guest.cookies.get("order-cart-id")!);
    expect((await h.call(orderCookieOnly, "commerce/getCheckout", { checkoutId: guestCheckout })).status).toBe(200);
    // Another storefront does not serve it.
    expect((await h.call(guest, "commerce/getCheckout", { checkoutId: guestCheckout }, "de.localhost")).status).toBe(404);

    const a = await h.signedIn();
    const b = await h.signedIn();
    const customerCheckout = await h.checkoutWith(a.jar, [{ product_id: h.catalog.bell, quantity: 1 }]);
    expect((await h.call(b.jar, "commerce/getCheckout", { checkoutId: customerCheckout })).status).toBe(404);
    expect((await h.call(guest, "commerce/getCheckout", { checkoutId: customerCheckout })).status).toBe(404);
    expect((await h.shop.checkout.viewForSession(customerCheckout, { storefront: h.shop.storefronts.resolve("uk.localhost"), customerId: b.customerId, cartCookie: undefined }))).toBeNull();
    expect((await h.shop.checkout.viewForSession(customerCheckout, { storefront: h.shop.storefronts.resolve("uk.localhost"), customerId: a.customerId, cartCookie: undefined }))?.id).toBe(customerCheckout);
  });

  it("updateCheckout: address, billing same as shipping, shipping method with cost; VAT shown as included on an inc-tax storefront (001 §9)", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.checkoutWith(jar, [{ product_id: h.catalog.lastUnits, quantity: 1 }], { email: "vat@example.com" });
    const answer = await h.call<CheckoutView>(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: ukAddress, billingSameAsShipping: true, shippingMethodId: "standard", customerMessage: "Leave at the door" });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const view = answer.data;
    expect(view.shipping_address).toMatchObject(ukAddress);
    expect(view.billing_address).toMatchObject(ukAddress);
    expect(view.shipping_methods.map((m) => m.id)).toEqual(["standard", "express"]);
    expect(view.shipping_methods[0]).toMatchObject({ name: "Standard delivery", cost: 4.95 });
    // Last Units costs EUR 30 → GBP 26 inc VAT; shipping 4.95; 20 % VAT included in 30.95.
    expect(view.totals).toEqual({ subtotal: 26, shipping: 4.95, total: 30.95, tax: 5.16, tax_included: true, discount: 0, tax_rate: 20, tax_jurisdiction: null, gift_certificates: 0, to_pay: 30.95 });
    expect(view.customer_message).toBe("Leave at the door");
  });

  it("taxes by tax mode: the US storefront adds sales tax on top of ex-tax prices (001 §9 USD ex-tax)", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.checkoutWith(jar, [{ product_id: h.catalog.bell, quantity: 2 }], { email: "us@example.com", host: "us.localhost" });
    const answer = await h.call<CheckoutView>(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: { ...ukAddress, countryCode: "US", state: "OR" }, shippingMethodId: "standard" }, "us.localhost");
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    // Brass Bell: USD 18 ex tax (19 × 0.95 rounded) × 2 = 36; shipping 7.95; Oregon has no sales tax (issue 19).
    expect(answer.data).toMatchObject({ currency: "USD", tax_mode: "ex" });
    expect(answer.data.totals).toEqual({ subtotal: 36, shipping: 7.95, tax: 0, total: 43.95, tax_included: false, discount: 0, tax_rate: 0, tax_jurisdiction: "Oregon", gift_certificates: 0, to_pay: 43.95 });
  });

  it("updateCheckout: bad input answers 400 with translated field messages and changes nothing (001 §9 phone ≤ 50, state < 100)", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.checkoutWith(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "bad@example.com" });
    const long = await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: { ...ukAddress, phone: "1".repeat(51), state: "x".repeat(100) } });
    expect(long.status).toBe(400);
    const issues = (long.error as any).issues as Array<{ path: string; message: string }>;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "shippingAddress.phone", message: "Please use at most 50 characters." },
        { path: "shippingAddress.state", message: "Please use at most 99 characters." },
      ]),
    );
    expect((await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: { ...ukAddress, countryCode: "FR" } })).error!.message).toBe("We do not ship to this country from this store.");
    expect((await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingMethodId: "teleport" })).status).toBe(400);
    expect((await h.call(jar, "commerce/updateCheckout", { checkoutId: "not-a-uuid" })).status).toBe(400);
    expect((await h.call(jar, "commerce/updateCheckout", { checkoutId, customerMessage: "x".repeat(90_000) })).status).toBe(400);
    expect((await h.call(jar, "commerce/updateCheckout", { checkoutId, billingSameAsShipping: "yes" })).status).toBe(400);
    const view = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId });
    expect(view.data.shipping_address).toBeNull();
    expect(view.data.shipping_method_id).toBeNull();
  });
});
