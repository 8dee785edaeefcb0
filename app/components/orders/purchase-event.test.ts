import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderView } from "../checkout/types";
import { purchaseEvent, pushPurchaseOnce } from "./purchase-event";

const order = {
  id: 42,
  customer_id: 7,
  currency_code: "GBP",
  total_inc_tax: 21.4,
  total_tax: 3.57,
  shipping_cost_inc_tax: 4.95,
  discount_amount: 0,
  coupon_discount: 0,
  shipping_discounts: [],
  products: [
    {
      sku: "FW-BELL",
      name: "Brass Bell",
      brand: "Foldwell",
      quantity: 1,
      price_inc_tax: 16.45,
      product_options: [],
      applied_discounts: [{ code: "RIDE10", name: "Ride", amount: 1 }],
    },
  ],
} as unknown as OrderView;

describe("purchase event (issue 5)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries order id, totals, coupons, currency, customer id and lines", () => {
    expect(purchaseEvent(order)).toMatchObject({
      event: "purchase",
      customer_id: 7,
      ecommerce: { transaction_id: "42", value: 21.4, tax: 3.57, shipping: 4.95, currency: "GBP", coupon: "RIDE10", items: [{ item_id: "FW-BELL", quantity: 1, price: 16.45 }] },
    });
  });

  it("001 §7: totals carry what gift certificates paid, and the certificates bought are lines (issue 19)", () => {
    const withCertificates = { ...order, total_inc_tax: 46.4, gift_certificate_amount: 10, gift_certificates: [{ id: 3, amount: 25, recipient: { name: "Ada", email: "ada@example.com" }, sender: { name: "Bob" } }] } as unknown as OrderView;
    const event = purchaseEvent(withCertificates);
    expect(event.ecommerce).toMatchObject({ value: 46.4, gift_certificate_amount: 10 });
    expect(event.ecommerce.items.map((i) => [i.item_id, i.price, i.quantity])).toEqual([["FW-BELL", 16.45, 1], ["gift-certificate", 25, 1]]);
    expect(purchaseEvent(order).ecommerce.gift_certificate_amount).toBe(0);
  });

  it("is pushed once per order", () => {
    const window = { dataLayer: [] as Array<{ event: string }> };
    vi.stubGlobal("window", window);
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    expect(pushPurchaseOnce(order, storage)).toBe(true);
    expect(pushPurchaseOnce(order, storage)).toBe(false);
    expect(window.dataLayer.filter((e) => e.event === "purchase")).toHaveLength(1);
  });
});
