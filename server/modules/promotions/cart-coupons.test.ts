import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories } from "../catalog/schema";
import { CookieJar, useCheckoutHarness } from "../checkout/test-support";
import type { CartView } from "../cart/types";
import { promotionRedemptions, promotions } from "./schema";

// Issue 19: coupon codes in the cart (001 §3 Cart line coupons and coupon_amount). A valid code
// changes the totals at once; a refused one answers its translated reason and changes nothing.
// Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("coupons in the cart (001 §3 Cart coupons, coupon_amount)", () => {
  const h = useCheckoutHarness();
  const DAY = 24 * 60 * 60 * 1000;
  let n = 0;
  async function promotion(values: Partial<typeof promotions.$inferInsert> = {}) {
    n += 1;
    const [row] = await h.shop.db
      .insert(promotions)
      .values({ code: `TEST${n}`, name: `Test promotion ${n}`, kind: "percentage", percentOff: 10, ...values })
      .returning();
    return row;
  }
  /** A guest cart on the uk storefront: 2 tubes (GBP 8) and a bell (GBP 16) = GBP 32. */
  async function cart() {
    const jar = new CookieJar();
    const added = await h.call<CartView>(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.tube, quantity: 2 }, { product_id: h.catalog.bell, quantity: 1 }] } });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    expect(added.data.cart_amount).toBe(32);
    return jar;
  }
  const apply = (jar: CookieJar, code: string, host?: string) => h.call<CartView>(jar, "commerce/applyCoupon", { code }, host);

  it("a percentage code takes 10 % off the order at once, allocated to the lines; removing it puts the totals back", async () => {
    const code = await promotion({ name: "Ten off", percentOff: 10 });
    const jar = await cart();
    const applied = await apply(jar, code.code!.toLowerCase());
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    expect(applied.data.base_amount).toBe(32);
    expect(applied.data.discount_amount).toBe(3.2);
    expect(applied.data.cart_amount).toBe(28.8);
    expect(applied.data.coupons).toEqual([{ code: code.code, name: "Ten off", amount: 3.2, free_shipping: false, applies: true, reason: null }]);
    const lines = applied.data.line_items.physical_items;
    expect(lines.map((l) => l.coupon_amount).reduce((a, b) => a + b, 0)).toBeCloseTo(3.2, 2);
    expect(lines.find((l) => l.product_id === h.catalog.bell)!.coupons).toEqual([{ code: code.code, name: "Ten off", amount: 1.6 }]);
    // getCart shows the same.
    expect((await h.call<CartView>(jar, "commerce/getCart")).data.cart_amount).toBe(28.8);

    const removed = await h.call<CartView>(jar, "commerce/removeCoupon", { code: code.code });
    expect(removed.status).toBe(200);
    expect(removed.data).toMatchObject({ cart_amount: 32, discount_amount: 0, coupons: [] });
    expect(removed.data.line_items.physical_items.every((l) => l.coupon_amount === 0 && l.coupons.length === 0)).toBe(true);
  });

  it("a fixed amount per currency: GBP 5 off on the uk storefront; a code without an amount in the cart's currency is not valid on this store", async () => {
    const fixed = await promotion({ kind: "fixed", percentOff: 0, amountsOff: { GBP: 500 } });
    const jar = await cart();
    const applied = await apply(jar, fixed.code!);
    expect(applied.status).toBe(200);
    expect(applied.data.cart_amount).toBe(27);
    const euroOnly = await promotion({ kind: "fixed", percentOff: 0, amountsOff: { EUR: 500 } });
    const refused = await apply(await cart(), euroOnly.code!);
    expect(refused.status).toBe(409);
    expect(refused.error!.message).toBe("This code is not valid on this store.");
  });

  it("every refusal has its translated message and changes nothing (unknown, expired, not yet valid, used up, storefront, minimum, products, already used)", async () => {
    const now = Date.now();
    const ukChannel = h.shop.storefronts.resolve("uk.localhost").channelId;
    const otherChannel = h.shop.storefronts.all().find((s) => s.channelId !== ukChannel)!.channelId;
    const cases: Array<[Partial<typeof promotions.$inferInsert> | null, number, string]> = [
      [null, 404, "This code is not valid."],
      [{ endsAt: new Date(now - DAY) }, 410, "This code has expired."],
      [{ startsAt: new Date(now + DAY) }, 409, "This code is not valid yet."],
      [{ usageLimit: 3, timesUsed: 3 }, 409, "This code has been used up."],
      [{ channelIds: [otherChannel] }, 409, "This code is not valid on this store."],
      [{ minimumOrder: { GBP: 5000 } }, 409, "Your order has not reached the minimum value for this code."],
      [{ scope: "products", productIds: [h.catalog.bike] }, 409, "This code does not apply to the products in your cart."],
      [{ enabled: false }, 404, "This code is not valid."],
    ];
    for (const [values, status, message] of cases) {
      const code = values ? (await promotion(values)).code! : "NO-SUCH-CODE";
      const jar = await cart();
      const refused = await apply(jar, code);
      expect(refused.status, `${code}: ${JSON.stringify(values)}`).toBe(status);
      expect(refused.error!.message).toBe(message);
      const after = await h.call<CartView>(jar, "commerce/getCart");
      expect(after.data).toMatchObject({ cart_amount: 32, discount_amount: 0, coupons: [] });
    }
    // In German on the de storefront.
    const de = new CookieJar();
    await h.call(de, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } }, "de.localhost");
    const german = await apply(de, "NO-SUCH-CODE", "de.localhost");
    expect(german.error!.message).toBe("Dieser Code ist ungültig.");

    // Already used by this customer (once per customer).
    const once = await promotion({ perCustomerLimit: 1 });
    const { jar, customerId } = await h.signedIn();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });
    await h.shop.db.insert(promotionRedemptions).values({ promotionId: once.id, orderId: 999_999, customerId, email: "x@example.com", amountMinor: 100, currency: "GBP" });
    const used = await apply(jar, once.code!);
    expect(used.status).toBe(409);
    expect(used.error!.message).toBe("You have already used this code.");
  });

  it("a category promotion reaches products of the category and its subcategories only; an automatic promotion applies without a code", async () => {
    const [accessories] = await h.shop.db.select().from(categories).where(eq(categories.url, "/accessories"));
    const automatic = await promotion({ code: null, name: "Accessories week", percentOff: 50, scope: "categories", categoryIds: [accessories.id] });
    const jar = new CookieJar();
    const added = await h.call<CartView>(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }, { product_id: h.catalog.bike, variant_id: h.catalog.bikeGreen, quantity: 1 }] } });
    const bell = added.data.line_items.physical_items.find((l) => l.product_id === h.catalog.bell)!;
    const bike = added.data.line_items.physical_items.find((l) => l.product_id === h.catalog.bike)!;
    expect(bell.coupons).toEqual([{ code: "", name: "Accessories week", amount: 8 }]);
    expect(bike.coupon_amount).toBe(0);
    expect(added.data.discount_amount).toBe(8);
    expect(added.data.coupons).toContainEqual(expect.objectContaining({ code: "", name: "Accessories week", applies: true }));
    await h.shop.db.update(promotions).set({ enabled: false }).where(eq(promotions.id, automatic.id));
  });
});
