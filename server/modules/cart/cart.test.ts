import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { translatorFor } from "../../http/server-i18n";
import { productPrices } from "../catalog/schema";
import { setStockLevel } from "../catalog/writer";
import { CART_COOKIE } from "../../../common/cookie-names";
import { PASSWORD } from "../customer/test-support";
import { CART_FORM_FIELD } from "./lifecycle";
import { cartItems, carts } from "./schema";
import { callAs, CookieJar, seedCartCatalog, type CartTestCatalog } from "./test-support";
import type { CartView } from "./types";

// 001 §4 Cart lifecycle, §5 cart quantity, §7 cart calls and inventoryCheck, §8 cart errors;
// 000 §3 Cart line, Cart totals, Per-line cart check; DESIGN.md reliability rules (concurrency,
// another customer's cart answers 404 and is never read). Runs on PGlite and on PostgreSQL.
describe("cart service over POST /api/commerce/{method}", () => {
  let catalog: CartTestCatalog;
  const api = useTestApi({ seed: async (shop) => (catalog = await seedCartCatalog(shop)) });

  const call = <T = CartView>(jar: CookieJar, method: string, body: unknown = {}, host = "uk.localhost") =>
    callAs<T>(api.port, host, jar, `commerce/${method}`, body);
  const lines = (cart: CartView) => cart.line_items.physical_items;
  const add = (jar: CookieJar, items: Array<{ product_id: number; variant_id?: number; quantity: number }>, host?: string) =>
    call(jar, "addCartItems", { data: { line_items: items } }, host);

  let customerCount = 0;
  /** A registered customer signed in through the login call, with a jar holding the session. */
  async function signedInCustomer(jar = new CookieJar(), host = "uk.localhost") {
    customerCount += 1;
    const email = `cart-${customerCount}-${Date.now()}@example.com`;
    const t = translatorFor("en-GB");
    const customer = await api.shop.customers.register(
      { email, firstName: "Cart", lastName: "Tester", password: PASSWORD, country: "GB", acceptsMarketing: false, channelId: api.shop.storefronts.resolve(host).channelId },
      { t, origin: "http://uk.localhost", accountPath: "/my-foldwell", brandName: "Foldwell" },
    );
    const login = await callAs(api.port, host, jar, "customer/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    return { jar, customerId: customer.id };
  }
  const cartField = async (customerId: number) =>
    (await api.shop.customers.get(customerId))!.form_fields.find((f) => f.name === CART_FORM_FIELD)?.value;
  const storedCart = async (id: string) => (await api.shop.db.select().from(carts).where(eq(carts.id, id)))[0];

  describe("guest lifecycle (001 §4)", () => {
    it("without a cookie answers an empty cart in the storefront's currency and sets an httpOnly, SameSite=Lax cookie for 7 days", async () => {
      const jar = new CookieJar();
      const uk = await call(jar, "getCart");
      expect(uk.status).toBe(200);
      expect(uk.data).toMatchObject({ currency: { code: "GBP" }, cart_amount: 0, line_items: { physical_items: [] } });
      const cookie = uk.setCookies.find((c) => c.startsWith(`${CART_COOKIE}=`))!;
      expect(cookie).toContain(uk.data.id);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=604800/i);

      const de = await call(new CookieJar(), "getCart", {}, "de.localhost");
      expect(de.data.currency.code).toBe("EUR");
    });

    it("keeps the cart across calls with the cookie and answers the same cart", async () => {
      const jar = new CookieJar();
      const added = await add(jar, [{ product_id: catalog.bell, quantity: 1 }]);
      expect(added.status).toBe(200);
      const again = await call(jar, "getCart");
      expect(again.data.id).toBe(added.data.id);
      expect(lines(again.data).map((l) => l.name)).toEqual(["Brass Bell"]);
    });

    it("a cookie naming a cart that does not exist gives an empty cart", async () => {
      const jar = new CookieJar();
      jar.cookies.set(CART_COOKIE, "3f1c1d7e-0a4b-4c55-9a4e-2d6f4b8e9a10");
      const cart = await call(jar, "getCart");
      expect(cart.status).toBe(200);
      expect(lines(cart.data)).toEqual([]);
      expect(cart.data.currency.code).toBe("GBP");
    });

    it("the answer of each add is the cart a fresh getCart shows: lines in order, quantities, totals", async () => {
      const jar = new CookieJar();
      const steps = [
        [{ product_id: catalog.bell, quantity: 1 }],
        [{ product_id: catalog.tube, quantity: 2 }, { product_id: catalog.bike, variant_id: catalog.bikeGreen, quantity: 1 }],
        [{ product_id: catalog.bell, quantity: 2 }, { product_id: catalog.preorder, quantity: 1 }],
      ];
      for (const items of steps) {
        const added = await add(jar, items);
        expect(added.status).toBe(200);
        const shown = await call(jar, "getCart");
        expect(added.data).toEqual(shown.data);
      }
      const final = (await call(jar, "getCart")).data;
      // The bell keeps its place as the oldest line; the lines added later follow.
      expect(lines(final)[0]).toMatchObject({ name: "Brass Bell", quantity: 3 });
      expect(lines(final).map((l) => l.quantity)).toEqual([3, ...lines(final).slice(1, 3).map((l) => l.quantity), 1]);
      expect(lines(final).slice(1, 3).map((l) => l.product_id).sort()).toEqual([catalog.tube, catalog.bike].sort());
      expect(lines(final)[3].product_id).toBe(catalog.preorder);
    });

    it("adding with the cookie of another channel's cart puts the items in a new cart of this storefront; the other stays as it was", async () => {
      const jar = new CookieJar();
      const ukCart = await add(jar, [{ product_id: catalog.bell, quantity: 2 }]);
      const ukStamp = (await storedCart(ukCart.data.id)).updatedAt;
      const de = await add(jar, [{ product_id: catalog.bell, quantity: 1 }], "de.localhost");
      expect(de.status).toBe(200);
      expect(de.data.id).not.toBe(ukCart.data.id);
      expect(de.data.currency.code).toBe("EUR");
      expect(lines(de.data).map((l) => l.quantity)).toEqual([1]);
      expect(jar.cookies.get(CART_COOKIE)).toBe(de.data.id);
      const ukRows = await api.shop.db.select().from(cartItems).where(eq(cartItems.cartId, ukCart.data.id));
      expect(ukRows.map((r) => r.quantity)).toEqual([2]);
      expect((await storedCart(ukCart.data.id)).updatedAt).toEqual(ukStamp);
    });

    it("a cart of another channel is not used: a new cart in this storefront's currency replaces it", async () => {
      const jar = new CookieJar();
      const ukCart = await add(jar, [{ product_id: catalog.bell, quantity: 2 }]);
      const de = await call(jar, "getCart", {}, "de.localhost");
      expect(de.data.id).not.toBe(ukCart.data.id);
      expect(de.data.currency.code).toBe("EUR");
      expect(lines(de.data)).toEqual([]);
      expect(jar.cookies.get(CART_COOKIE)).toBe(de.data.id);
      // The UK cart is untouched.
      expect((await api.shop.db.select().from(cartItems).where(eq(cartItems.cartId, ukCart.data.id)))[0].quantity).toBe(2);
    });

    it("a malformed cookie is ignored", async () => {
      const jar = new CookieJar();
      jar.cookies.set(CART_COOKIE, "'; DROP TABLE carts; --");
      const cart = await call(jar, "getCart");
      expect(cart.status).toBe(200);
      expect(jar.cookies.get(CART_COOKIE)).toBe(cart.data.id);
    });

    it("removing the last item deletes the cart, replaces the cookie and starts a fresh cart", async () => {
      const jar = new CookieJar();
      const added = await add(jar, [{ product_id: catalog.bell, quantity: 1 }]);
      const removed = await call(jar, "removeCartItem", { cartId: added.data.id, itemId: lines(added.data)[0].id });
      expect(removed.status).toBe(200);
      expect(lines(removed.data)).toEqual([]);
      expect(removed.data.id).not.toBe(added.data.id);
      expect(jar.cookies.get(CART_COOKIE)).toBe(removed.data.id);
      expect(await storedCart(added.data.id)).toBeUndefined();
    });

    it("removing one of two items keeps the cart", async () => {
      const jar = new CookieJar();
      const added = await add(jar, [{ product_id: catalog.bell, quantity: 1 }, { product_id: catalog.lastUnits, quantity: 1 }]);
      const removed = await call(jar, "removeCartItem", { cartId: added.data.id, itemId: lines(added.data)[0].id });
      expect(removed.data.id).toBe(added.data.id);
      expect(lines(removed.data)).toHaveLength(1);
    });

    it("clearing the cart (deleteCart) deletes it and starts a fresh cart", async () => {
      const jar = new CookieJar();
      const added = await add(jar, [{ product_id: catalog.bell, quantity: 3 }]);
      const cleared = await call(jar, "deleteCart", { id: added.data.id });
      expect(cleared.status).toBe(200);
      expect(lines(cleared.data)).toEqual([]);
      expect(cleared.data.id).not.toBe(added.data.id);
      expect(jar.cookies.get(CART_COOKIE)).toBe(cleared.data.id);
      expect(await storedCart(added.data.id)).toBeUndefined();
    });

    it("createCart starts a new cart with its first lines in the storefront's currency, and refuses another currency", async () => {
      const jar = new CookieJar();
      const created = await call(jar, "createCart", { data: { line_items: [{ product_id: catalog.bell, quantity: 2 }], currency: { code: "GBP" } } });
      expect(created.status).toBe(200);
      expect(lines(created.data)[0]).toMatchObject({ name: "Brass Bell", quantity: 2 });
      expect(jar.cookies.get(CART_COOKIE)).toBe(created.data.id);
      const wrong = await call(new CookieJar(), "createCart", { data: { line_items: [], currency: { code: "USD" } } });
      expect(wrong.status).toBe(400);
      expect(wrong.error?.message).toBe("This storefront does not sell in USD.");
    });
  });

  describe("cart lines and totals (000 §3, 001 §3)", () => {
    it("prices a line from the catalogue: special versus regular price, attributes, image, subtotal", async () => {
      const jar = new CookieJar();
      const { data } = await add(jar, [{ product_id: catalog.bike, variant_id: catalog.bikeGreen, quantity: 2 }]);
      const [line] = lines(data);
      expect(line).toMatchObject({
        product_id: catalog.bike,
        variant_id: catalog.bikeGreen,
        name: "Urban 6",
        quantity: 2,
        original_price: 1290,
        sale_price: 1161,
        extended_sale_price: 2322,
        options: [{ name: "Colour", value: "Racing Green" }],
        image_url: "/images/products/urban-green.svg",
      });
      expect(line.sku).toMatch(/^T-BIKE-RACING-GREEN$/);
      expect(data).toMatchObject({ base_amount: 2580, cart_amount: 2322, currency: { code: "GBP" } });
    });

    it("adding the same product and variant again adds to its line", async () => {
      const jar = new CookieJar();
      await add(jar, [{ product_id: catalog.bell, quantity: 1 }]);
      const { data } = await add(jar, [{ product_id: catalog.bell, quantity: 2 }]);
      expect(lines(data)).toHaveLength(1);
      expect(lines(data)[0].quantity).toBe(3);
    });

    it("a price change in the catalogue shows in the cart at once: lines are priced now, not when added", async () => {
      const jar = new CookieJar();
      const before = await add(jar, [{ product_id: catalog.bell, quantity: 2 }]);
      const was = lines(before.data)[0].sale_price;
      const [price] = await api.shop.db.select().from(productPrices).where(and(eq(productPrices.productId, catalog.bell), eq(productPrices.currency, "GBP")));
      try {
        await api.shop.db.update(productPrices).set({ priceInc: price.priceInc + 500, salePriceInc: null }).where(and(eq(productPrices.productId, catalog.bell), eq(productPrices.currency, "GBP")));
        await api.shop.catalog.changed();
        const after = await call(jar, "getCart");
        expect(lines(after.data)[0]).toMatchObject({ original_price: (price.priceInc + 500) / 100, sale_price: (price.priceInc + 500) / 100 });
        expect(after.data.cart_amount).toBe(((price.priceInc + 500) * 2) / 100);
        expect(lines(after.data)[0].sale_price).not.toBe(was);
      } finally {
        await api.shop.db.update(productPrices).set({ priceInc: price.priceInc, salePriceInc: price.salePriceInc }).where(and(eq(productPrices.productId, catalog.bell), eq(productPrices.currency, "GBP")));
        await api.shop.catalog.changed();
      }
    });

    it("names lines in the storefront's language", async () => {
      const { data } = await add(new CookieJar(), [{ product_id: catalog.bike, variant_id: catalog.bikeGreen, quantity: 1 }], "de.localhost");
      expect(lines(data)[0].name).toBe("Urban 6 (DE)");
      expect(lines(data)[0].sale_price).toBe(1350);
    });
  });

  describe("quantity limits per customer (001 §5) and errors (001 §8)", () => {
    it("counts what is already in the cart: 'Minimum of 2 item(s) per customer', 'Maximum of 5 item(s) per customer'", async () => {
      const jar = new CookieJar();
      const tooFew = await add(jar, [{ product_id: catalog.tube, quantity: 1 }]);
      expect(tooFew.status).toBe(400);
      expect(tooFew.error?.message).toBe("Minimum of 2 item(s) per customer");

      expect((await add(jar, [{ product_id: catalog.tube, quantity: 2 }])).status).toBe(200);
      const tooMany = await add(jar, [{ product_id: catalog.tube, quantity: 4 }]);
      expect(tooMany.status).toBe(400);
      expect(tooMany.error?.message).toBe("Maximum of 5 item(s) per customer");
      const enough = await add(jar, [{ product_id: catalog.tube, quantity: 3 }]);
      expect(lines(enough.data)[0].quantity).toBe(5);
      expect(lines(enough.data)[0]).toMatchObject({ order_quantity_minimum: 2, order_quantity_maximum: 5 });

      const line = lines(enough.data)[0];
      const above = await call(jar, "updateCartItem", { cartId: enough.data.id, itemId: line.id, data: { line_item: { quantity: 6, product_id: catalog.tube } } });
      expect(above.error?.message).toBe("Maximum of 5 item(s) per customer");
      const below = await call(jar, "updateCartItem", { cartId: enough.data.id, itemId: line.id, data: { line_item: { quantity: 1 } } });
      expect(below.error?.message).toBe("Minimum of 2 item(s) per customer");
      const within = await call(jar, "updateCartItem", { cartId: enough.data.id, itemId: line.id, data: { line_item: { quantity: 3 } } });
      expect(within.status).toBe(200);
      expect(lines(within.data)[0].quantity).toBe(3);
    });

    it("messages are translated for the storefront (de-DE)", async () => {
      const answer = await add(new CookieJar(), [{ product_id: catalog.tube, quantity: 1 }], "de.localhost");
      expect(answer.error?.message).toBe("Mindestens 2 Artikel pro Kunde");
    });

    it("an out-of-range line may still move towards the allowed range (000 §5)", async () => {
      const jar = new CookieJar();
      const { data } = await add(jar, [{ product_id: catalog.tube, quantity: 5 }]);
      // The merchant lowers the maximum after the shopper added 5: the line is now above it.
      await api.shop.db.execute(sql.raw(`UPDATE catalog_products SET order_quantity_maximum = 3 WHERE id = ${catalog.tube}`));
      try {
        const line = lines(data)[0];
        const lower = await call(jar, "updateCartItem", { cartId: data.id, itemId: line.id, data: { line_item: { quantity: 4 } } });
        expect(lower.status).toBe(200);
        const higher = await call(jar, "updateCartItem", { cartId: data.id, itemId: line.id, data: { line_item: { quantity: 5 } } });
        expect(higher.error?.message).toBe("Maximum of 3 item(s) per customer");
      } finally {
        await api.shop.db.execute(sql.raw(`UPDATE catalog_products SET order_quantity_maximum = 5 WHERE id = ${catalog.tube}`));
      }
    });

    it("refuses more than the stock of an available product, but sells pre-orders without stock", async () => {
      const jar = new CookieJar();
      const over = await add(jar, [{ product_id: catalog.lastUnits, quantity: 4 }]);
      expect(over.status).toBe(409);
      expect(over.error?.message).toBe("The selected quantity exceeds available stock.");
      const soldOut = await add(jar, [{ product_id: catalog.bike, variant_id: catalog.bikeBlack, quantity: 1 }]);
      expect(soldOut.status).toBe(409);
      const preorder = await add(jar, [{ product_id: catalog.preorder, quantity: 2 }]);
      expect(preorder.status).toBe(200);
    });

    it("'There are no items to add.', 'Missing cart', 'Something went wrong.' and 400 for bad arguments", async () => {
      const jar = new CookieJar();
      const none = await add(jar, []);
      expect(none.status).toBe(400);
      expect(none.error?.message).toBe("There are no items to add.");

      const unknown = await add(jar, [{ product_id: 999999, quantity: 1 }]);
      expect(unknown.status).toBe(400);
      expect(unknown.error?.message).toBe("Something went wrong.");
      const wrongVariant = await add(jar, [{ product_id: catalog.bell, variant_id: catalog.bikeGreen, quantity: 1 }]);
      expect(wrongVariant.error?.message).toBe("Something went wrong.");
      const variantMissing = await add(jar, [{ product_id: catalog.bike, quantity: 1 }]);
      expect(variantMissing.error?.message).toBe("Something went wrong.");

      const notMine = await call(jar, "removeCartItem", { cartId: "3f1c1d7e-0a4b-4c55-9a4e-2d6f4b8e9a10", itemId: "3f1c1d7e-0a4b-4c55-9a4e-2d6f4b8e9a11" });
      expect(notMine.status).toBe(404);
      expect(notMine.error?.message).toBe("Missing cart");

      for (const body of [{ data: { line_items: [{ product_id: "1", quantity: 1 }] } }, { data: { line_items: [{ product_id: 1, quantity: 0 }] } }, { data: {} }]) {
        const bad = await call(jar, "addCartItems", body);
        expect(bad.status).toBe(400);
        expect(bad.error?.message).toBe("The request is not valid.");
      }
      const malformed = await call(jar, "updateCartItem", { cartId: "x", itemId: "y", data: { line_item: { quantity: 1 } } });
      expect(malformed.status).toBe(400);
      // Nothing was stored by any of the refused calls.
      expect(await storedCart(jar.cookies.get(CART_COOKIE)!)).toBeUndefined();
    });

    it("issue 12 (001 §8): hostile quantities (1e12, 2**31, -1, 1.5, 'abc', a line grown past 999) answer 400 translated and write nothing", async () => {
      const jar = new CookieJar();
      for (const quantity of [1e12, 2 ** 31, -1, 1.5, "abc", 1000]) {
        const bad = await add(jar, [{ product_id: catalog.preorder, quantity: quantity as number }]);
        expect(bad.status, String(quantity)).toBe(400);
        expect(bad.error?.message).toBe("The request is not valid.");
      }
      expect(jar.cookies.get(CART_COOKIE)).toBeUndefined();
      // One request naming the same line many times, and repeated adds, cannot grow a line past 999.
      const merged = await add(jar, Array.from({ length: 50 }, () => ({ product_id: catalog.preorder, quantity: 999 })));
      expect(merged.status).toBe(400);
      expect(merged.error?.message).toBe("Maximum of 999 item(s) per customer");
      const first = await add(jar, [{ product_id: catalog.preorder, quantity: 999 }]);
      expect(first.status).toBe(200);
      const again = await add(jar, [{ product_id: catalog.preorder, quantity: 1 }]);
      expect(again.status).toBe(400);
      expect(again.error?.message).toBe("Maximum of 999 item(s) per customer");
      const line = lines(first.data)[0];
      for (const quantity of [1e12, 2 ** 31, -1, 1.5, "abc", 1000]) {
        const bad = await call(jar, "updateCartItem", { cartId: first.data.id, itemId: line.id, data: { line_item: { quantity } } });
        expect(bad.status, String(quantity)).toBe(400);
        expect(bad.error?.message).toBe("The request is not valid.");
      }
      const stored = await api.shop.db.select().from(cartItems).where(eq(cartItems.cartId, first.data.id));
      expect(stored.map((row) => row.quantity)).toEqual([999]);
    });

    it("a storefront with e-commerce disabled has no cart", async () => {
      const jp = await call(new CookieJar(), "getCart", {}, "jp.localhost");
      expect(jp.status).toBe(404);
      expect(jp.setCookies.some((c) => c.startsWith(CART_COOKIE))).toBe(false);
    });
  });

  describe("inventoryCheck (001 §7, 000 §3 Per-line cart check)", () => {
    it("checks the session's cart against the channel's stock location, line by line", async () => {
      const jar = new CookieJar();
      const { data } = await add(jar, [
        { product_id: catalog.lastUnits, quantity: 3 },
        { product_id: catalog.tube, quantity: 2 },
        { product_id: catalog.preorder, quantity: 1 },
      ]);
      const fine = await call<any>(jar, "inventoryCheck");
      expect(fine.data.insufficientInventory).toBe(false);
      expect(fine.data.items.every((i: { is_valid: boolean }) => i.is_valid)).toBe(true);

      await setStockLevel(api.shop.db, { locationId: catalog.ukLocation, productId: catalog.lastUnits, quantity: 1 });
      try {
        const short = await call<any>(jar, "inventoryCheck");
        expect(short.data.insufficientInventory).toBe(true);
        const byProduct = (id: number) => short.data.items.find((i: { product_id: number }) => i.product_id === id);
        expect(byProduct(catalog.lastUnits)).toMatchObject({
          is_valid: false,
          availabilityStatus: "insufficientStock",
          availableQuantity: 1,
          error: "The selected quantity exceeds available stock.",
          line_id: lines(data).find((l) => l.product_id === catalog.lastUnits)!.id,
        });
        expect(byProduct(catalog.tube)).toMatchObject({ is_valid: true, minPurchaseQuantity: 2, maxPurchaseQuantity: 5, availabilityStatus: "available", error: null });
        expect(byProduct(catalog.preorder)).toMatchObject({ is_valid: true, availabilityStatus: "preorder" });
      } finally {
        await setStockLevel(api.shop.db, { locationId: catalog.ukLocation, productId: catalog.lastUnits, quantity: 3 });
      }
    });

    it("checks given items at a given location, with limits counted per product", async () => {
      const answer = await call<any>(new CookieJar(), "inventoryCheck", {
        locationId: catalog.ukLocation,
        items: [
          { product_id: catalog.tube, quantity: 4, sku: "T-TUBE" },
          { product_id: catalog.tube, quantity: 3, sku: "T-TUBE" },
          { product_id: catalog.bike, variant_id: catalog.bikeBlack, quantity: 1 },
        ],
      });
      expect(answer.status).toBe(200);
      expect(answer.data.items[0]).toMatchObject({ is_valid: false, error: "Maximum of 5 item(s) per customer" });
      expect(answer.data.items[2]).toMatchObject({ is_valid: false, availabilityStatus: "outOfStock", error: "Insufficient stock on products in your cart." });
      expect(answer.data.insufficientInventory).toBe(true);
    });
  });

  describe("signed-in customers (001 §4): the cart id lives in a form field", () => {
    it("a customer without a cart gets one, and its id is saved on the customer", async () => {
      const { jar, customerId } = await signedInCustomer();
      const cart = await call(jar, "getCart");
      expect(cart.status).toBe(200);
      expect(cart.data.customer_id).toBe(customerId);
      expect(await cartField(customerId)).toBe(cart.data.id);
      expect((await storedCart(cart.data.id)).customerId).toBe(customerId);
      const added = await add(jar, [{ product_id: catalog.bell, quantity: 1 }]);
      expect(added.data.id).toBe(cart.data.id);
    });

    it("a cart of another channel is replaced by a new one and the new id is saved", async () => {
      const { jar, customerId } = await signedInCustomer();
      const uk = await add(jar, [{ product_id: catalog.bell, quantity: 1 }]);
      const de = await call(jar, "getCart", {}, "de.localhost");
      expect(de.data.id).not.toBe(uk.data.id);
      expect(de.data.currency.code).toBe("EUR");
      expect(lines(de.data)).toEqual([]);
      expect(await cartField(customerId)).toBe(de.data.id);
    });

    it("another customer's cart id is never read: the form field's foreign cart is replaced, a body id answers 404", async () => {
      const alice = await signedInCustomer();
      const aliceCart = await add(alice.jar, [{ product_id: catalog.bell, quantity: 4 }]);
      const bob = await signedInCustomer();
      // Bob's form field is made to point at Alice's cart (e.g. through updateCustomerFormFields).
      const planted = await call(bob.jar, "updateCustomerFormFields", { data: [{ name: CART_FORM_FIELD, value: aliceCart.data.id }] });
      expect(planted.status).toBe(200);
      const bobCart = await call(bob.jar, "getCart");
      expect(bobCart.data.id).not.toBe(aliceCart.data.id);
      expect(lines(bobCart.data)).toEqual([]);
      expect(await cartField(bob.customerId)).toBe(bobCart.data.id);

      for (const [method, body] of [
        ["getCart", { id: aliceCart.data.id }],
        ["addCartItems", { cartId: aliceCart.data.id, data: { line_items: [{ product_id: catalog.bell, quantity: 1 }] } }],
        ["removeCartItem", { cartId: aliceCart.data.id, itemId: lines(aliceCart.data)[0].id }],
        ["updateCartItem", { cartId: aliceCart.data.id, itemId: lines(aliceCart.data)[0].id, data: { line_item: { quantity: 1 } } }],
        ["deleteCart", { id: aliceCart.data.id }],
      ] as const) {
        const answer = await call(bob.jar, method, body);
        expect(answer.status, method).toBe(404);
        expect(answer.error?.message).toBe("Missing cart");
        expect(JSON.stringify(answer)).not.toContain("Brass Bell");
      }
      // A guest holding Alice's cart id in the cart cookie does not get it either.
      const guest = new CookieJar();
      guest.cookies.set(CART_COOKIE, aliceCart.data.id);
      const guestCart = await call(guest, "getCart");
      expect(guestCart.data.id).not.toBe(aliceCart.data.id);
      expect(lines(guestCart.data)).toEqual([]);
      // Alice's cart is unchanged.
      const aliceAgain = await call(alice.jar, "getCart");
      expect(lines(aliceAgain.data)).toMatchObject([{ name: "Brass Bell", quantity: 4 }]);
    });

    it("removing the customer's last item deletes the cart and saves a fresh cart's id", async () => {
      const { jar, customerId } = await signedInCustomer();
      const added = await add(jar, [{ product_id: catalog.bell, quantity: 1 }]);
      const removed = await call(jar, "removeCartItem", { cartId: added.data.id, itemId: lines(added.data)[0].id });
      expect(removed.data.id).not.toBe(added.data.id);
      expect(await cartField(customerId)).toBe(removed.data.id);
      expect(await storedCart(added.data.id)).toBeUndefined();
    });
  });

  describe("adoption at login (001 §4)", () => {
    it("a non-empty guest cart becomes the customer's cart, merged with their previous cart: nothing is lost", async () => {
      // The customer has a cart from an earlier visit.
      const earlier = await signedInCustomer();
      await add(earlier.jar, [{ product_id: catalog.bell, quantity: 1 }, { product_id: catalog.lastUnits, quantity: 1 }]);
      const customer = await api.shop.customers.get(earlier.customerId);

      // Later, as a guest in another browser, they fill a cart, then sign in.
      const browser = new CookieJar();
      const guest = await add(browser, [{ product_id: catalog.bell, quantity: 2 }, { product_id: catalog.tube, quantity: 2 }]);
      const login = await callAs(api.port, "uk.localhost", browser, "customer/login", { email: customer!.email, password: PASSWORD });
      expect(login.status).toBe(200);
      expect(browser.cookies.has(CART_COOKIE)).toBe(false);

      const after = await call(browser, "getCart");
      expect(after.data.id).toBe(guest.data.id);
      expect(after.data.customer_id).toBe(earlier.customerId);
      const quantities = Object.fromEntries(lines(after.data).map((l) => [l.name, l.quantity]));
      expect(quantities).toEqual({ "Brass Bell": 3, "Inner Tube 16 inch": 2, "Last Units": 1 });
      expect(await cartField(earlier.customerId)).toBe(guest.data.id);

      // After logout the old cookie is gone; the adopted cart is not a guest cart any more.
      await callAs(api.port, "uk.localhost", browser, "customer/logout", {});
      const stranger = new CookieJar();
      stranger.cookies.set(CART_COOKIE, guest.data.id);
      expect(lines((await call(stranger, "getCart")).data)).toEqual([]);
    });

    it("an empty guest cart is not adopted: the customer keeps their cart", async () => {
      const earlier = await signedInCustomer();
      const theirs = await add(earlier.jar, [{ product_id: catalog.bell, quantity: 1 }]);
      const email = (await api.shop.customers.get(earlier.customerId))!.email;
      const browser = new CookieJar();
      await call(browser, "getCart");
      await callAs(api.port, "uk.localhost", browser, "customer/login", { email, password: PASSWORD });
      const after = await call(browser, "getCart");
      expect(after.data.id).toBe(theirs.data.id);
    });
  });

  describe("concurrency (DESIGN.md: nothing lost)", () => {
    it("two first add-to-cart calls at once make ONE guest cart holding both lines", async () => {
      const jar = new CookieJar();
      // The page loads the (still empty) cart first, as the browser does; no cart row exists yet.
      const empty = await call(jar, "getCart");
      expect(await storedCart(empty.data.id)).toBeUndefined();
      const [a, b] = await Promise.all([add(jar, [{ product_id: catalog.bell, quantity: 1 }]), add(jar, [{ product_id: catalog.lastUnits, quantity: 1 }])]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.data.id).toBe(empty.data.id);
      expect(b.data.id).toBe(empty.data.id);
      const final = await call(jar, "getCart");
      expect(lines(final.data).map((l) => l.name).sort()).toEqual(["Brass Bell", "Last Units"]);
    });

    it("two first add-to-cart calls at once by a signed-in customer without a cart make ONE cart", async () => {
      const { jar, customerId } = await signedInCustomer();
      const [a, b] = await Promise.all([add(jar, [{ product_id: catalog.bell, quantity: 1 }]), add(jar, [{ product_id: catalog.tube, quantity: 2 }])]);
      expect(a.data.id).toBe(b.data.id);
      expect(await cartField(customerId)).toBe(a.data.id);
      const owned = await api.shop.db.select().from(carts).where(eq(carts.customerId, customerId));
      expect(owned).toHaveLength(1);
      expect(lines((await call(jar, "getCart")).data).map((l) => l.name).sort()).toEqual(["Brass Bell", "Inner Tube 16 inch"]);
    });

    it("20 parallel increments of one line lose no update", async () => {
      const jar = new CookieJar();
      await add(jar, [{ product_id: catalog.bell, quantity: 1 }]);
      const answers = await Promise.all(Array.from({ length: 20 }, () => add(jar, [{ product_id: catalog.bell, quantity: 1 }])));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const final = await call(jar, "getCart");
      expect(lines(final.data)[0].quantity).toBe(21);
    });

    it("parallel adds never take a product past its maximum, even counted across calls", async () => {
      const jar = new CookieJar();
      await call(jar, "getCart");
      const answers = await Promise.all(Array.from({ length: 6 }, () => add(jar, [{ product_id: catalog.tube, quantity: 2 }])));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.status === 400).every((a) => a.error?.message === "Maximum of 5 item(s) per customer")).toBe(true);
      expect(lines((await call(jar, "getCart")).data)[0].quantity).toBe(4);
    });

    it("parallel service-level quantity changes on one cart are serialised by the row lock", async () => {
      const jar = new CookieJar();
      const { data } = await add(jar, [{ product_id: catalog.bell, quantity: 1 }]);
      const scope = { catalog: { currency: "GBP", taxMode: "inc" as const, locale: "en-GB", channelId: data.channel_id, countryIso: "GB" }, customerId: null };
      await Promise.all(Array.from({ length: 20 }, () => api.shop.cart.addItems(data.id, scope, [{ product_id: catalog.bell, quantity: 1 }])));
      const [row] = await api.shop.db.select().from(cartItems).where(eq(cartItems.cartId, data.id));
      expect(row.quantity).toBe(21);
    });
  });
});
