import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { startTestApi } from "../../../tests/api";
import { startedForTests } from "../../../tests/suite";
import { translatorFor } from "../../http/server-i18n";
import { callAs, CookieJar, seedCartCatalog, type ApiAnswer, type CartTestCatalog } from "../cart/test-support";
import { PASSWORD } from "../customer/test-support";

export { CookieJar, PASSWORD };

/** The test payment provider's cards (server/integrations/payment/test-provider.ts). */
export const VISA_OK = "4242 4242 4242 4242";
export const VISA_DECLINED = "4000 0000 0000 0002";
/** An expiry year that is always in the future. */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

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
  let catalog: CartTestCatalog | undefined;
  // Checkout tests make hundreds of carts from 127.0.0.1: the per-IP write budgets (tested in
  // server/http/write-limits.test.ts) are raised so they do not answer 429 here.
  const api = await startTestApi({ env: { RATE_LIMIT_FACTOR: "1000" }, seed: async (shop) => (catalog = await seedCartCatalog(shop)) });
  const { shop } = api;
  const server = { port: api.port };
  /** The checkout each jar started last (a card token is bound to its checkout, issue 12). */
  const latestCheckout = new WeakMap<CookieJar, string>();
  let customers = 0;
  const h = {
    shop,
    catalog: catalog!,
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
      const checkoutId = login.data.redirect_url.split("/").pop()!;
      latestCheckout.set(jar, checkoutId);
      return checkoutId;
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
    /**
     * A card token from the payment step (payments/tokenizeCard) for a checkout, by default the one
     * the jar started last, as the payment step names the checkout on screen.
     */
    async tokenize(jar: CookieJar, card: { checkoutId?: string; number?: string; host?: string } = {}) {
      const checkoutId = card.checkoutId ?? latestCheckout.get(jar);
      const body = { checkoutId, number: card.number ?? VISA_OK, expiryMonth: 12, expiryYear: NEXT_YEAR, cvc: "123", holderName: "Ada Lovelace" };
      const answer = await h.call<{ token: string; brand: string; last4: string }>(jar, "payments/tokenizeCard", body, card.host);
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      return answer.data.token;
    },
    /**
     * Places the order (commerce/placeOrder). The work after a payment (mail, event, saved card,
     * fresh cart) is delivered by the outbox worker, kicked right after the order's commit (issue
     * 12): this waits for that delivery, as a shopper reading the mailbox a moment later does.
     */
    async place(jar: CookieJar, checkoutId: string, payment: object, options: { idempotencyKey?: string; host?: string } = {}) {
      const body = { checkoutId, idempotencyKey: options.idempotencyKey ?? randomUUID(), payment };
      const answer = await h.call<{ order_id: number; status: string; redirect_url: string }>(jar, "commerce/placeOrder", body, options.host);
      await shop.outbox.idle();
      return answer;
    },
    close: () => api.close(),
  };
  return h;
}

export type CheckoutHarness = Awaited<ReturnType<typeof startCheckoutHarness>>;

/** The checkout harness for the tests of a file or describe block (started before them, closed after). */
export function useCheckoutHarness(): CheckoutHarness {
  return startedForTests(startCheckoutHarness);
}
