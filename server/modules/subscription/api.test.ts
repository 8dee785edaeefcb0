import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import { listen } from "../../../tests/http";
import { seedConfig } from "../../../seed/content/config";
import { demoSubscriptionPlans } from "../../../seed/catalog/subscription-plans";
import { createApiApp } from "../../http/api-app";
import { loadServerTranslations, translatorFor } from "../../http/server-i18n";
import type { Shop } from "../../shop";
import { carts } from "../cart/schema";
import { callAs, CookieJar, seedCartCatalog, type CartTestCatalog } from "../cart/test-support";
import type { CartView } from "../cart/types";
import type { PlanView } from "./service";

// 001 §3 Subscription plan, §4 Cart lifecycle (a cart with a frequency attached is a subscription
// cart: no quantity changes, no several items at once), §6 (a subscription requires an account),
// §7 Subscription service (get plans, getCartFrequencyMetafield, addToCart; texts from the config
// document's productSubscriptionConfig), §8 (the subscription cart's texts); 000 §2 Cart sidebar.
// Runs on PGlite and on PostgreSQL.
const TEXTS = {
  oneSubscription: "You can only add one subscription to your cart at a time. Please complete your current purchase before adding another subscription.",
  subscriptionInCart: "You cannot purchase a product with a subscription already in your cart. Please complete the subscription purchase first before adding other products.",
  productInCart: "You already have a Foldwell product in your cart to purchase. Please finish purchasing that item before adding a subscription to your cart.",
  notAllowed: "This action is not allowed for the subscription cart.",
  accountRequired: "Account required: in order to make a subscription, use login or create an account",
};

describe("subscription plans and the subscription cart over POST /api/subscriptions/{method}", () => {
  let shop: Shop;
  let server: Awaited<ReturnType<typeof listen>>;
  let catalog: CartTestCatalog;
  /** The test bike's frequencies (T-BIKE: Monthly GBP 35, Quarterly GBP 95). */
  let monthly: number;
  let quarterly: number;
  /** A frequency of another plan (T-BELL's). */
  let bellMonthly: number;
  const PASSWORD = "Foldwell#2026";

  beforeAll(async () => {
    await loadServerTranslations();
    shop = await createTestShop();
    catalog = await seedCartCatalog(shop);
    await seedConfig(shop.db, "Foldwell");
    await shop.subscriptionPlans.upsertPlans([
      ...demoSubscriptionPlans,
      {
        sku: "T-BIKE",
        billingName: "Urban 6 subscription",
        frequencies: [
          { code: "monthly", name: "Monthly", intervalMonths: 1, prices: { EUR: 39, GBP: 35, SGD: 59, USD: 42 } },
          { code: "quarterly", name: "Quarterly", intervalMonths: 3, prices: { EUR: 109, GBP: 95, SGD: 165, USD: 119 } },
        ],
      },
      { sku: "T-BELL", billingName: "Bell subscription", frequencies: [{ code: "monthly", name: "Monthly", intervalMonths: 1, prices: { GBP: 1 } }] },
    ]);
    const [bike] = await shop.subscriptionPlans.plansBySkus(["T-BIKE"], "GBP");
    monthly = bike.frequencies.find((f) => f.code === "monthly")!.id;
    quarterly = bike.frequencies.find((f) => f.code === "quarterly")!.id;
    bellMonthly = (await shop.subscriptionPlans.plansBySkus(["T-BELL"], "GBP"))[0].frequencies[0].id;
    server = await listen(createApiApp(shop).app);
  }, 300_000);
  afterAll(async () => {
    await server.close();
    await shop.database.close();
  });

  const sub = <T = CartView>(jar: CookieJar, method: string, body: unknown = {}, host = "uk.localhost") =>
    callAs<T>(server.port, host, jar, `subscriptions/${method}`, body);
  const commerce = <T = CartView>(jar: CookieJar, method: string, body: unknown = {}, host = "uk.localhost") =>
    callAs<T>(server.port, host, jar, `commerce/${method}`, body);
  const subscribe = (jar: CookieJar, frequencyId = monthly, host = "uk.localhost", extra: Record<string, unknown> = {}) =>
    sub(jar, "addToCart", { frequency_id: frequencyId, product_id: catalog.bike, product_sku: "T-BIKE", variant_id: catalog.bikeGreen, ...extra }, host);
  const stored = async (id: string) => (await shop.db.select().from(carts).where(eq(carts.id, id)))[0];

  let customerCount = 0;
  async function signedIn(host = "uk.localhost") {
    customerCount += 1;
    const jar = new CookieJar();
    const email = `subscriber-${customerCount}-${Date.now()}@example.com`;
    await shop.customers.register(
      { email, firstName: "Sub", lastName: "Scriber", password: PASSWORD, country: "GB", acceptsMarketing: false, channelId: shop.storefronts.resolve(host).channelId },
      { t: translatorFor("en-GB"), origin: `http://${host}`, accountPath: "/my-foldwell", brandName: "Foldwell" },
    );
    expect((await callAs(server.port, host, jar, "customer/login", { email, password: PASSWORD })).status).toBe(200);
    const cart = await commerce(jar, "getCart", {}, host);
    return { jar, cartId: cart.data.id };
  }

  describe("plans (001 §3 Subscription plan, §7 get plans)", () => {
    it("the demo plans: Foldwell Urban 3 and Foldwell Electric, Monthly (1 month) and Quarterly (3 months), in each selling storefront's currency; other products have none", async () => {
      const jar = new CookieJar();
      const expected: Array<[string, string, number, number]> = [
        ["uk.localhost", "GBP", 35, 95],
        ["de.localhost", "EUR", 39, 109],
        ["us.localhost", "USD", 42, 119],
        ["sg.localhost", "SGD", 59, 165],
      ];
      for (const [host, currency, urbanMonthly, urbanQuarterly] of expected) {
        const plans = await sub<PlanView[]>(jar, "getPlans", { skus: ["FW-URBAN-3", { sku: "FW-ELECTRIC" }, "FW-URBAN-1", "NO-SUCH-SKU"] }, host);
        expect(plans.status).toBe(200);
        expect(plans.data.map((p) => p.sku)).toEqual(["FW-URBAN-3", "FW-ELECTRIC"]);
        const urban = plans.data[0];
        expect(urban).toMatchObject({ billingName: "Foldwell Urban 3 subscription", useProductPrice: false, currency, price: urbanMonthly });
        expect(urban.frequencies.map((f) => [f.code, f.name, f.interval_months, f.price, f.currency])).toEqual([
          ["monthly", "Monthly", 1, urbanMonthly, currency],
          ["quarterly", "Quarterly", 3, urbanQuarterly, currency],
        ]);
        expect(plans.data[1].frequencies.map((f) => f.name)).toEqual(["Monthly", "Quarterly"]);
      }
    });

    it("a frequency without a price in the storefront's currency is not offered; a storefront that does not sell online offers no plans", async () => {
      const jar = new CookieJar();
      expect((await sub<PlanView[]>(jar, "getPlans", { skus: ["T-BELL"] }, "de.localhost")).data).toEqual([]);
      expect((await sub<PlanView[]>(jar, "getPlans", { skus: ["T-BELL"] })).data).toHaveLength(1);
      expect((await sub<PlanView[]>(jar, "getPlans", { skus: ["FW-URBAN-3"] }, "ch.localhost")).data).toEqual([]);
    });

    it("bad input is a translated 400", async () => {
      const answer = await sub(new CookieJar(), "getPlans", { skus: "FW-URBAN-3" });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toBe(translatorFor("en-GB")("errors.invalidArguments"));
    });
  });

  describe("addToCart (001 §4 Cart lifecycle, §6, §7, §8)", () => {
    it("a guest is told an account is required (001 §6), in the config document's words, and no cart is stored", async () => {
      const jar = new CookieJar();
      const answer = await subscribe(jar);
      expect(answer.status).toBe(403);
      expect(answer.error?.message).toBe(TEXTS.accountRequired);
      const cart = await commerce(jar, "getCart");
      expect(await stored(cart.data.id)).toBeUndefined();
    });

    it("the guest's text is the German storefront's config document's", async () => {
      const answer = await subscribe(new CookieJar(), monthly, "de.localhost");
      expect(answer.status).toBe(403);
      expect(answer.error?.message).toBe("Konto erforderlich: Melden Sie sich an oder erstellen Sie ein Konto, um ein Abo abzuschließen");
    });

    it("a signed-in customer's subscription: one line of quantity 1 priced per period, the frequency on the cart and on the line (000 §2), stored as a subscription cart", async () => {
      const { jar, cartId } = await signedIn();
      const answer = await subscribe(jar, quarterly, "uk.localhost", { cart_id: cartId, include: "line_items.physical_items.options" });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ id: cartId, is_subscription: true, currency: { code: "GBP" }, cart_amount: 95 });
      const subscription = { frequency_id: quarterly, code: "quarterly", name: "Quarterly", interval_months: 3, period_price: 95 };
      expect(answer.data.subscription).toEqual(subscription);
      expect(answer.data.line_items.physical_items).toHaveLength(1);
      expect(answer.data.line_items.physical_items[0]).toMatchObject({ product_id: catalog.bike, variant_id: catalog.bikeGreen, quantity: 1, sale_price: 95, subscription });
      expect(await stored(cartId)).toMatchObject({ isSubscription: true, subscriptionFrequencyId: String(quarterly) });

      const shown = await commerce(jar, "getCart");
      expect(shown.data).toMatchObject({ id: cartId, is_subscription: true, subscription });

      const metafield = await sub(jar, "getCartFrequencyMetafield", { cart_id: cartId });
      expect(metafield.status).toBe(200);
      expect(metafield.data).toEqual({ cart_id: cartId, frequency_id: quarterly, code: "quarterly", name: "Quarterly", interval_months: 3, sku: "T-BIKE", period_price: 95, currency: "GBP" });
    });

    it("one subscription per cart (001 §8): a second subscription is refused with the text and the cart is unchanged", async () => {
      const { jar, cartId } = await signedIn();
      expect((await subscribe(jar)).status).toBe(200);
      const again = await subscribe(jar, quarterly);
      expect(again.status).toBe(409);
      expect(again.error?.message).toBe(TEXTS.oneSubscription);
      const cart = await commerce(jar, "getCart");
      expect(cart.data.subscription?.code).toBe("monthly");
      expect(cart.data.line_items.physical_items.map((l) => l.quantity)).toEqual([1]);
      expect(await stored(cartId)).toMatchObject({ subscriptionFrequencyId: String(monthly) });
    });

    it("no other product beside a subscription (001 §8), no several items at once and no quantity change on a subscription cart (001 §4)", async () => {
      const { jar } = await signedIn();
      const line = (await subscribe(jar)).data.line_items.physical_items[0];

      const one = await commerce(jar, "addCartItems", { data: { line_items: [{ product_id: catalog.bell, quantity: 1 }] } });
      expect(one.status).toBe(409);
      expect(one.error?.message).toBe(TEXTS.subscriptionInCart);

      const several = await commerce(jar, "addCartItems", { data: { line_items: [{ product_id: catalog.bell, quantity: 1 }, { product_id: catalog.tube, quantity: 2 }] } });
      expect(several.status).toBe(400);
      expect(several.error?.message).toBe(TEXTS.notAllowed);

      const cartId = (await commerce(jar, "getCart")).data.id;
      const quantity = await commerce(jar, "updateCartItem", { cartId, itemId: line.id, data: { line_item: { quantity: 2 } } });
      expect(quantity.status).toBe(400);
      expect(quantity.error?.message).toBe(TEXTS.notAllowed);

      const cart = await commerce(jar, "getCart");
      expect(cart.data.line_items.physical_items.map((l) => [l.product_id, l.quantity])).toEqual([[catalog.bike, 1]]);
    });

    it("no subscription beside other products (001 §8): the text names the brand's product and nothing is attached", async () => {
      const { jar, cartId } = await signedIn();
      expect((await commerce(jar, "addCartItems", { data: { line_items: [{ product_id: catalog.bell, quantity: 1 }] } })).status).toBe(200);
      const answer = await subscribe(jar);
      expect(answer.status).toBe(409);
      expect(answer.error?.message).toBe(TEXTS.productInCart);
      expect(await stored(cartId)).toMatchObject({ isSubscription: false, subscriptionFrequencyId: null });
      expect((await sub(jar, "getCartFrequencyMetafield", { cart_id: cartId })).status).toBe(404);
    });

    it("the rules' texts on the German storefront come from its config document", async () => {
      const { jar } = await signedIn("de.localhost");
      expect((await subscribe(jar, monthly, "de.localhost")).status).toBe(200);
      const again = await subscribe(jar, monthly, "de.localhost");
      expect(again.error?.message).toBe(
        "Sie können jeweils nur ein Abo in den Warenkorb legen. Bitte schließen Sie Ihren aktuellen Kauf ab, bevor Sie ein weiteres Abo hinzufügen.",
      );
      const bell = await commerce(jar, "addCartItems", { data: { line_items: [{ product_id: catalog.bell, quantity: 1 }] } }, "de.localhost");
      expect(bell.error?.message).toBe(
        "Sie können kein Produkt kaufen, solange sich ein Abo in Ihrem Warenkorb befindet. Bitte schließen Sie zuerst den Abo-Kauf ab, bevor Sie weitere Produkte hinzufügen.",
      );
    });

    it("an edited text in the config document is what the shopper reads; without it, the locale files give the spec's words", async () => {
      const { jar } = await signedIn("us.localhost");
      const config = (await shop.content.getConfig("foldwell-us"))!;
      const { oneSubscriptionMessage: seeded, ...rest } = config.productSubscriptionConfig;
      expect(seeded).toBe(TEXTS.oneSubscription);
      const edited = "One bike plan at a time, please: finish this one first.";
      await shop.content.saveDocument("foldwell-us", "en-US", "config", "vue-storefront", { ...config, productSubscriptionConfig: { ...rest, oneSubscriptionMessage: edited } });
      expect((await subscribe(jar, monthly, "us.localhost")).status).toBe(200);
      const again = await subscribe(jar, monthly, "us.localhost");
      expect(again.status).toBe(409);
      expect(again.error?.message).toBe(edited);

      await shop.content.saveDocument("foldwell-us", "en-US", "config", "vue-storefront", { ...config, productSubscriptionConfig: rest });
      const fallback = await subscribe(jar, monthly, "us.localhost");
      expect(fallback.status).toBe(409);
      expect(fallback.error?.message).toBe(TEXTS.oneSubscription);
    });

    it("removing the subscription line drops the frequency: a fresh, normal cart (001 §4)", async () => {
      const { jar, cartId } = await signedIn();
      const line = (await subscribe(jar)).data.line_items.physical_items[0];
      const removed = await commerce(jar, "removeCartItem", { cartId, itemId: line.id });
      expect(removed.status).toBe(200);
      expect(removed.data.id).not.toBe(cartId);
      expect(removed.data).toMatchObject({ is_subscription: false, line_items: { physical_items: [] } });
      expect(removed.data.subscription).toBeUndefined();
      expect(await stored(cartId)).toBeUndefined();
      expect((await sub(jar, "getCartFrequencyMetafield", { cart_id: removed.data.id })).status).toBe(404);
      // A normal cart again: other products can be added.
      expect((await commerce(jar, "addCartItems", { data: { line_items: [{ product_id: catalog.bell, quantity: 2 }] } })).status).toBe(200);
    });

    it("clearing a subscription cart drops the frequency: a fresh, normal cart (001 §4)", async () => {
      const { jar, cartId } = await signedIn();
      expect((await subscribe(jar)).status).toBe(200);
      const cleared = await commerce(jar, "deleteCart", { id: cartId });
      expect(cleared.status).toBe(200);
      expect(cleared.data).toMatchObject({ is_subscription: false });
      expect(await stored(cleared.data.id)).toMatchObject({ isSubscription: false, subscriptionFrequencyId: null });
      expect((await sub(jar, "getCartFrequencyMetafield", { cart_id: cleared.data.id })).status).toBe(404);
      expect((await subscribe(jar)).status).toBe(200);
    });

    it("a product, frequency or sku that does not make an offer here is a translated 400 and changes nothing", async () => {
      const { jar, cartId } = await signedIn();
      const message = translatorFor("en-GB")("subscriptions:errors.notSubscribable");
      const cases: Array<Record<string, unknown>> = [
        { frequency_id: bellMonthly }, // another plan's frequency
        { product_sku: "T-BELL" }, // a sku that is not the product's
        { product_id: catalog.bell, product_sku: "T-TUBE", variant_id: 0 },
        { product_id: catalog.tube, product_sku: "T-TUBE", variant_id: 0 }, // a product without a plan
        { frequency_id: 2_000_000_000 },
      ];
      for (const extra of cases) {
        const answer = await subscribe(jar, monthly, "uk.localhost", extra);
        expect(answer.status, JSON.stringify(extra)).toBe(400);
        expect(answer.error?.message).toBe(message);
      }
      const malformed = await sub(jar, "addToCart", { frequency_id: "monthly", product_id: catalog.bike, product_sku: "T-BIKE" });
      expect(malformed.status).toBe(400);
      expect(malformed.error?.message).toBe(translatorFor("en-GB")("errors.invalidArguments"));
      expect(await stored(cartId)).toMatchObject({ isSubscription: false });
      expect((await commerce(jar, "getCart")).data.line_items.physical_items).toEqual([]);
    });

    it("a cart id that is not the caller's own is 404 Missing cart, and that cart is untouched", async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const answer = await subscribe(other.jar, monthly, "uk.localhost", { cart_id: owner.cartId });
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe("Missing cart");
      expect(await stored(owner.cartId)).toMatchObject({ isSubscription: false });
    });
  });

  describe("login with a guest cart (001 §4 adoption)", () => {
    it("a customer's subscription cart is kept at login, and the guest's cart is not merged into it but stays the guest's", async () => {
      const { jar, cartId } = await signedIn();
      expect((await subscribe(jar)).status).toBe(200);
      const email = (await shop.customers.get((await stored(cartId)).customerId!))!.email;
      const guest = new CookieJar();
      const guestCart = await commerce(guest, "addCartItems", { data: { line_items: [{ product_id: catalog.bell, quantity: 1 }] } });
      expect(guestCart.status).toBe(200);
      expect((await callAs(server.port, "uk.localhost", guest, "customer/login", { email, password: PASSWORD })).status).toBe(200);
      const after = await commerce(guest, "getCart");
      expect(after.data).toMatchObject({ id: cartId, is_subscription: true, subscription: { code: "monthly" } });
      expect(after.data.line_items.physical_items.map((l) => l.product_id)).toEqual([catalog.bike]);
      expect(await stored(guestCart.data.id)).toMatchObject({ customerId: null, isSubscription: false });
    });
  });

  describe("getCartFrequencyMetafield (001 §7)", () => {
    it("answers 404 for a cart without a subscription, and for another customer's subscription cart", async () => {
      const owner = await signedIn();
      expect((await sub(owner.jar, "getCartFrequencyMetafield", { cart_id: owner.cartId })).status).toBe(404);
      expect((await subscribe(owner.jar)).status).toBe(200);
      expect((await sub(owner.jar, "getCartFrequencyMetafield", { cart_id: owner.cartId })).status).toBe(200);

      const stranger = await signedIn();
      const foreign = await sub(stranger.jar, "getCartFrequencyMetafield", { cart_id: owner.cartId });
      expect(foreign.status).toBe(404);
      expect(foreign.error?.message).toBe(translatorFor("en-GB")("subscriptions:errors.noSubscription"));
      const guest = await sub(new CookieJar(), "getCartFrequencyMetafield", { cart_id: owner.cartId });
      expect(guest.status).toBe(404);
      expect(guest.data).toBeUndefined();
    });
  });
});
