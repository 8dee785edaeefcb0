import { expect } from "vitest";
import { createTestShop } from "../../../tests/db";
import { listen } from "../../../tests/http";
import { createApiApp } from "../../http/api-app";
import { loadServerTranslations, translatorFor } from "../../http/server-i18n";
import type { Shop } from "../../shop";
import { callAs, CookieJar, seedCartCatalog, type ApiAnswer, type CartTestCatalog } from "../cart/test-support";

export { CookieJar };

export const PASSWORD = "Foldwell#2026";

export const ukAddress = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "+44 20 7946 0000",
  address1: "12 Folding Way",
  city: "London",
  postCode: "N1 9GU",
  countryCode: "GB",
};

/** A shop on its own database, the cart test catalogue and the API on a free port. */
export async function startCheckoutHarness() {
  await loadServerTranslations();
  // Checkout tests make hundreds of carts from 127.0.0.1: the per-IP write budgets (tested in
  // server/http/write-limits.test.ts) are raised so they do not answer 429 here.
  const shop: Shop = await createTestShop({ RATE_LIMIT_FACTOR: "1000" });
  const catalog: CartTestCatalog = await seedCartCatalog(shop);
  const server = await listen(createApiApp(shop).app);
  let customers = 0;
  const h = {
    shop,
    catalog,
    server,
    call<T = any>(jar: CookieJar, path: string, body: unknown = {}, host = "uk.localhost"): Promise<ApiAnswer<T>> {
      return callAs<T>(server.port, host, jar, path, body);
    },
    /** A registered customer signed in through the login call. */
    async signedIn(host = "uk.localhost") {
      customers += 1;
      const jar = new CookieJar();
      const email = `checkout-${customers}-${Date.now()}@example.com`;
      const customer = await shop.customers.register(
        { email, firstName: "Grace", lastName: "Hopper", password: PASSWORD, country: "GB", acceptsMarketing: false, channelId: shop.storefronts.resolve(host).channelId },
        { t: translatorFor("en-GB"), origin: "http://uk.localhost", accountPath: "/my-foldwell", brandName: "Foldwell" },
      );
      const login = await callAs(server.port, host, jar, "customer/login", { email, password: PASSWORD });
      expect(login.status).toBe(200);
      return { jar, customerId: customer.id, email };
    },
    /** Adds lines to the jar's cart and starts a checkout; answers the checkout id. */
    async checkoutWith(jar: CookieJar, items: Array<{ product_id: number; variant_id?: number; quantity: number }>, options: { email?: string; host?: string } = {}) {
      const host = options.host ?? "uk.localhost";
      const added = await callAs(server.port, host, jar, "commerce/addCartItems", { data: { line_items: items } });
      expect(added.status, JSON.stringify(added.error)).toBe(200);
      const login = await callAs<{ redirect_url: string }>(server.port, host, jar, "commerce/checkoutLogin", options.email ? { email: options.email } : {});
      expect(login.status, JSON.stringify(login.error)).toBe(200);
      return login.data.redirect_url.split("/").pop()!;
    },
    /** A checkout with an address and a shipping method, ready to pay. */
    async readyCheckout(jar: CookieJar, items: Array<{ product_id: number; variant_id?: number; quantity: number }>, options: { email?: string; host?: string; countryCode?: string } = {}) {
      const host = options.host ?? "uk.localhost";
      const checkoutId = await h.checkoutWith(jar, items, options);
      const updated = await callAs(server.port, host, jar, "commerce/updateCheckout", {
        checkoutId,
        shippingAddress: { ...ukAddress, countryCode: options.countryCode ?? "GB" },
        billingSameAsShipping: true,
        shippingMethodId: "standard",
      });
      expect(updated.status, JSON.stringify(updated.error)).toBe(200);
      return checkoutId;
    },
    async close() {
      await server.close();
      await shop.outbox.stop();
      await shop.mailer.idle();
      await shop.database.close();
    },
  };
  return h;
}

export type CheckoutHarness = Awaited<ReturnType<typeof startCheckoutHarness>>;
