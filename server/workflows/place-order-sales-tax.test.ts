import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { capturedMail } from "../integrations/mail/schema";
import { paymentTestCharges } from "../integrations/payment/schema";
import { CookieJar, ukAddress, useCheckoutHarness } from "../modules/checkout/test-support";
import type { CheckoutView } from "../modules/checkout/types";
import { orders } from "../modules/order/schema";
import type { OrderView } from "../modules/order/types";

// Issue 19, US sales tax: 001 §3 Order total_tax, §9 (USD prices ex-tax, currency formats). The
// us storefront taxes by the shipping address's state from the shipped rate table
// (server/integrations/tax/us-rates.json), rounded per line in cents (decision 027).
// Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("US sales tax by the shipping address's state (issue 19)", () => {
  const h = useCheckoutHarness();
  const US = "us.localhost";
  const usAddress = (state: string, postCode: string) => ({ ...ukAddress, phone: "+1 503 555 0100", city: "Springfield", countryCode: "US", state, postCode });

  /** A us checkout of 2 Brass Bells (USD 18 ex-tax each) with standard shipping (7.95) to `state`. */
  async function usCheckout(email: string, state: string, postCode: string) {
    const jar = new CookieJar();
    const checkoutId = await h.checkoutWith(jar, [{ product_id: h.catalog.bell, quantity: 2 }], { email, host: US });
    const answer = await h.call<CheckoutView>(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: usAddress(state, postCode), billingSameAsShipping: true, shippingMethodId: "standard" }, US);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    return { jar, checkoutId, view: answer.data };
  }

  async function placeUs(jar: CookieJar, checkoutId: string) {
    const token = await h.tokenize(jar, { checkoutId, host: US });
    const placed = await h.place(jar, checkoutId, { token }, { idempotencyKey: randomUUID(), host: US });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    await h.shop.mailer.idle();
    const [row] = await h.shop.db.select().from(orders).where(eq(orders.id, placed.data.order_id));
    const [charge] = await h.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, `order-${row.id}`));
    const confirmation = await h.call<OrderView>(jar, "commerce/getOrderConfirmation", { orderId: row.id }, US);
    return { row, charge, confirmation: confirmation.data };
  }

  it("an order to Oregon pays no sales tax; the order stores total_tax 0 and the charge is the shown total", async () => {
    const { jar, checkoutId, view } = await usCheckout("oregon@example.com", "OR", "97201");
    expect(view.totals).toEqual({ subtotal: 36, shipping: 7.95, tax: 0, total: 43.95, tax_included: false, discount: 0, tax_rate: 0, tax_jurisdiction: "Oregon", gift_certificates: 0, to_pay: 43.95 });
    const { row, charge, confirmation } = await placeUs(jar, checkoutId);
    expect([row.totalTax, row.totalInc, row.taxDetail?.jurisdiction?.state]).toEqual([0, 4395, "OR"]);
    expect(charge.amountMinor).toBe(4395);
    expect(confirmation).toMatchObject({ total_tax: 0, total_inc_tax: 43.95, tax_detail: { included: false, rate: 0, jurisdiction: "Oregon" } });
  });

  it("California: the state rate 7.25 % on the goods, shipping not taxed; stored on the order, charged, shown in the mail", async () => {
    const { jar, checkoutId, view } = await usCheckout("california@example.com", "CA", "95814");
    // 2 × 18.00 = 36.00 → 7.25 % = 2.61; shipping 7.95 untaxed in California.
    expect(view.totals).toEqual({ subtotal: 36, shipping: 7.95, tax: 2.61, total: 46.56, tax_included: false, discount: 0, tax_rate: 7.25, tax_jurisdiction: "California", gift_certificates: 0, to_pay: 46.56 });
    const { row, charge, confirmation } = await placeUs(jar, checkoutId);
    expect([row.totalTax, row.totalInc, row.shippingInc, row.taxRateBp]).toEqual([261, 4656, 795, 725]);
    expect(row.taxDetail).toEqual({ rate: 7250, shippingRate: 0, jurisdiction: { country: "US", state: "CA", name: "California", local: null } });
    expect(charge.amountMinor).toBe(row.totalInc);
    expect(confirmation).toMatchObject({ total_tax: 2.61, total_inc_tax: 46.56, tax_detail: { included: false, rate: 7.25, jurisdiction: "California", shipping_taxed: false } });
    const [mail] = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, "california@example.com"));
    expect(mail.text).toContain("Sales tax (California 7.25%): $2.61");
    expect(mail.text).toContain("Total: $46.56");
  });

  it("California, Los Angeles ZIP: the local rate of the table is added (9.75 %)", async () => {
    const { view } = await usCheckout("la@example.com", "CA", "90012");
    // 36.00 × 9.75 % = 3.51.
    expect(view.totals).toMatchObject({ tax: 3.51, total: 47.46, tax_rate: 9.75, tax_jurisdiction: "California, Los Angeles" });
  });

  it("a state that taxes shipping (Texas 6.25 %) vs one that doesn't (Florida 6 %)", async () => {
    const texas = await usCheckout("texas@example.com", "TX", "73301");
    // goods 36.00 × 6.25 % = 2.25, shipping 7.95 × 6.25 % = 0.50 (0.496875).
    expect(texas.view.totals).toMatchObject({ tax: 2.75, total: 46.7, tax_rate: 6.25, tax_jurisdiction: "Texas" });
    const placed = await placeUs(texas.jar, texas.checkoutId);
    expect([placed.row.totalTax, placed.row.shippingInc, placed.row.totalInc, placed.charge.amountMinor]).toEqual([275, 845, 4670, 4670]);
    expect(placed.confirmation.tax_detail).toEqual({ included: false, rate: 6.25, jurisdiction: "Texas", shipping_taxed: true });

    const florida = await usCheckout("florida@example.com", "FL", "33101");
    expect(florida.view.totals).toMatchObject({ tax: 2.16, total: 46.11, tax_rate: 6, tax_jurisdiction: "Florida" });
  });

  it("changing the address re-quotes the tax; a US address without a state is refused with a translated message", async () => {
    const { jar, checkoutId } = await usCheckout("moving@example.com", "OR", "97201");
    const moved = await h.call<CheckoutView>(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: usAddress("NY", "10001") }, US);
    // New York City: 4 % + 4.875 % = 8.875 %, shipping taxed: 36.00 → 3.20 (3.195), 7.95 → 0.71 (0.7055625).
    expect(moved.data.totals).toMatchObject({ tax: 3.91, total: 47.86, tax_rate: 8.875, tax_jurisdiction: "New York, New York City" });
    const noState = await h.call(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: usAddress("", "97201") }, US);
    expect(noState.status).toBe(400);
    expect(noState.error!.message).toBe("Please choose the state of the shipping address.");
    const view = await h.call<CheckoutView>(jar, "commerce/getCheckout", { checkoutId }, US);
    expect(view.data.totals.tax_jurisdiction).toBe("New York, New York City");
    // A state written out, as an address book may hold it, is taken by its name.
    const byName = await h.call<CheckoutView>(jar, "commerce/updateCheckout", { checkoutId, shippingAddress: usAddress("california", "95814") }, US);
    expect(byName.data.shipping_address?.state).toBe("CA");
    expect(byName.data.totals).toMatchObject({ tax: 2.61, tax_jurisdiction: "California" });
  });

  it("other storefronts keep tax-inclusive prices: the VAT included, at the storefront's rate, is on the order and in the mail", async () => {
    const jar = new CookieJar();
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "vat@example.com" });
    const token = await h.tokenize(jar);
    const placed = await h.place(jar, checkoutId, { token });
    expect(placed.status, JSON.stringify(placed.error)).toBe(200);
    await h.shop.mailer.idle();
    const confirmation = await h.call<OrderView>(jar, "commerce/getOrderConfirmation", { orderId: placed.data.order_id });
    // GBP 16 + 4.95 = 20.95 inc; 20 % VAT inside = 3.49.
    expect(confirmation.data).toMatchObject({ total_tax: 3.49, total_inc_tax: 20.95, tax_detail: { included: true, rate: 20, jurisdiction: null } });
    const [mail] = await h.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, "vat@example.com"));
    expect(mail.text).toContain("Including VAT (20%): £3.49");
  });
});
