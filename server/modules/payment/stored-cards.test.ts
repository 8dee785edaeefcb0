import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStorefronts } from "../../../seed/seed-storefronts";
import { createTestDatabase, testEnv } from "../../../tests/db";
import { listen } from "../../../tests/http";
import { createApiApp } from "../../http/api-app";
import { loadServerTranslations, translatorFor } from "../../http/server-i18n";
import { paymentTestTokens } from "../../integrations/payment/schema";
import { callAs, CookieJar } from "../cart/test-support";
import { subscriptionFrequencies, subscriptionPlans, subscriptions } from "../subscription/schema";
import { createShop, type Shop } from "../../shop";
import { storedPaymentMethods } from "./schema";
import { card, nextYear } from "./test-cards";

interface CardView {
  id: number;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

// Issue 14 (001 §2 My account: subscriptions with payment methods; 001 §7 Card payments): customers
// add cards on the payment methods page, and a card a subscription pays with is not deleted.
describe("saved cards in the account: add, and delete unless a subscription pays with it", () => {
  let shop: Shop;
  let server: Awaited<ReturnType<typeof listen>>;
  const call = <T = unknown>(jar: CookieJar, path: string, body: unknown = {}, host = "uk.localhost") => callAs<T>(server.port, host, jar, path, body);

  async function signedInCustomer(): Promise<{ jar: CookieJar; id: number }> {
    const email = `cards-${randomUUID()}@example.com`;
    const customer = await shop.customers.register(
      { email, firstName: "Ada", lastName: "Lovelace", password: "Foldwell#2026", country: "GB", acceptsMarketing: false, channelId: shop.storefronts.resolve("uk.localhost").channelId },
      { t: translatorFor("en-GB"), origin: "http://uk.localhost", accountPath: "/my-foldwell", brandName: "Foldwell" },
    );
    const jar = new CookieJar();
    expect((await call(jar, "customer/login", { email, password: "Foldwell#2026" })).status).toBe(200);
    return { jar, id: customer.id };
  }

  const rowsOf = (customerId: number) => shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId));

  /** A subscription of the customer paid with `cardId` (set up directly: this file tests the payment module). */
  async function subscriptionPaidWith(customerId: number, cardId: number): Promise<number> {
    const [plan] = await shop.db.insert(subscriptionPlans).values({ sku: `CARDS-${randomUUID()}`, billingName: "Foldwell Urban 3 monthly" }).returning();
    const [frequency] = await shop.db.insert(subscriptionFrequencies).values({ planId: plan.id, code: "monthly", name: "Monthly", intervalMonths: 1 }).returning();
    const [subscription] = await shop.db
      .insert(subscriptions)
      .values({
        customerId,
        channelId: shop.storefronts.resolve("uk.localhost").channelId,
        planId: plan.id,
        frequencyId: frequency.id,
        productId: 1,
        orderId: 1,
        cartId: randomUUID(),
        currency: "GBP",
        amountMinor: 4900,
        status: "active",
        storedPaymentMethodId: cardId,
        nextPaymentDate: `${nextYear}-01-01`,
        recurringConsentAt: new Date(),
      })
      .returning();
    return subscription.id;
  }

  beforeAll(async () => {
    await loadServerTranslations();
    const env = testEnv();
    const database = await createTestDatabase();
    await seedStorefronts(database.db, env.BRAND_NAME);
    shop = await createShop(env, { database });
    await shop.storefronts.reload();
    server = await listen(createApiApp(shop).app);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await shop?.database.close();
  });

  it("addStoredPaymentMethod keeps a valid card for the signed-in customer: listed, stored with its token only, reusable by them", async () => {
    const { jar, id } = await signedInCustomer();
    const added = await call<{ card: CardView; storedPaymentMethods: CardView[] }>(jar, "payments/addStoredPaymentMethod", card("5555 5555 5555 4444"));
    expect(added.status).toBe(200);
    expect(added.data.card).toEqual({ id: expect.any(Number), brand: "mastercard", last4: "4444", expiryMonth: 12, expiryYear: nextYear });
    expect(added.data.storedPaymentMethods).toEqual([added.data.card]);
    expect((await call<CardView[]>(jar, "payments/storedPaymentMethods")).data).toEqual([added.data.card]);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ id: added.data.card.id, provider: "test", last4: "4444" });
    expect(JSON.stringify(row)).not.toContain("5555555555554444");
    // Kept as a saved card: no expiry, good for this customer only.
    expect(await shop.payments.provider.checkToken(row.providerToken, { customerId: id, checkoutId: null })).toMatchObject({ ok: true });
    expect(await shop.payments.provider.checkToken(row.providerToken, { customerId: id + 1, checkoutId: null })).toEqual({ ok: false, code: "invalidToken" });
  });

  it("an invalid card number answers 400 with the translated field message (en-GB and de-DE) and stores nothing", async () => {
    const { jar, id } = await signedInCustomer();
    const tokensBefore = (await shop.db.select().from(paymentTestTokens)).length;
    const refused = await call(jar, "payments/addStoredPaymentMethod", card("4242 4242 4242 4241"));
    expect(refused.status).toBe(400);
    expect(refused.error).toEqual({ message: "Please enter a valid card number.", data: { code: "invalidCard", issues: [{ path: "number", message: "Please enter a valid card number." }] } });
    const german = await call(jar, "payments/addStoredPaymentMethod", card("4242 4242 4242 4241"), "de.localhost");
    expect(german.status).toBe(400);
    expect(german.error).toEqual({ message: "Bitte geben Sie eine gültige Kartennummer ein.", data: { code: "invalidCard", issues: [{ path: "number", message: "Bitte geben Sie eine gültige Kartennummer ein." }] } });
    const expired = await call(jar, "payments/addStoredPaymentMethod", card("4242 4242 4242 4242", { expiryYear: 2020, expiryMonth: 1 }));
    expect(expired.status).toBe(400);
    expect(expired.error).toMatchObject({ data: { issues: [{ path: "expiryMonth", message: translatorFor("en-GB")("orders:errors.cardExpired") }] } });
    expect(await rowsOf(id)).toEqual([]);
    expect((await shop.db.select().from(paymentTestTokens)).length).toBe(tokensBefore);
    expect((await call<CardView[]>(jar, "payments/storedPaymentMethods")).data).toEqual([]);
  });

  it("a visitor who is not signed in cannot add a card (403) and nothing is stored", async () => {
    const before = (await shop.db.select().from(storedPaymentMethods)).length;
    expect((await call(new CookieJar(), "payments/addStoredPaymentMethod", card("4242 4242 4242 4242"))).status).toBe(403);
    expect((await shop.db.select().from(storedPaymentMethods)).length).toBe(before);
  });

  it("another customer's card: delete answers 404 and the card stays", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const added = await call<{ card: CardView }>(owner.jar, "payments/addStoredPaymentMethod", card("4242 4242 4242 4242"));
    const refused = await call(other.jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: added.data.card.id });
    expect(refused.status).toBe(404);
    expect(refused.error?.message).toBe("This payment method could not be found.");
    expect((await rowsOf(owner.id)).map((r) => r.id)).toEqual([added.data.card.id]);
  });

  it("a card an active subscription pays with is not deleted (409, translated) until the subscription has another card; then the provider forgets its token", async () => {
    const { jar, id } = await signedInCustomer();
    const first = await call<{ card: CardView }>(jar, "payments/addStoredPaymentMethod", card("4242 4242 4242 4242"));
    const second = await call<{ card: CardView }>(jar, "payments/addStoredPaymentMethod", card("5555 5555 5555 4444"));
    const subscriptionId = await subscriptionPaidWith(id, first.data.card.id);

    const refused = await call(jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: first.data.card.id });
    expect(refused.status).toBe(409);
    expect(refused.error).toEqual({
      message: "This card pays for an active subscription. Choose another card for the subscription first, then delete this one.",
      data: { code: "cardInUse" },
    });
    const german = await call(jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: first.data.card.id }, "de.localhost");
    expect(german.error?.message).toBe("Mit dieser Karte wird ein aktives Abo bezahlt. Wähle zuerst eine andere Karte für das Abo und lösche diese dann.");
    expect((await rowsOf(id)).map((r) => r.id).sort()).toEqual([first.data.card.id, second.data.card.id].sort());

    // The card not in use can go.
    const [secondRow] = await shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.id, second.data.card.id));
    expect((await call(jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: second.data.card.id })).status).toBe(200);
    expect(await shop.payments.provider.checkToken(secondRow.providerToken, { customerId: id, checkoutId: null })).toEqual({ ok: false, code: "invalidToken" });

    // The subscription moves to a new card: the first one can be deleted now, and its token is gone at the provider.
    const third = await call<{ card: CardView }>(jar, "payments/addStoredPaymentMethod", card("4242 4242 4242 4242"));
    await shop.db.update(subscriptions).set({ storedPaymentMethodId: third.data.card.id }).where(eq(subscriptions.id, subscriptionId));
    const [firstRow] = await shop.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.id, first.data.card.id));
    const deleted = await call<CardView[]>(jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: first.data.card.id });
    expect(deleted.status).toBe(200);
    expect(deleted.data.map((c) => c.id)).toEqual([third.data.card.id]);
    expect(await shop.payments.provider.checkToken(firstRow.providerToken, { customerId: id, checkoutId: null })).toEqual({ ok: false, code: "invalidToken" });

    // A cancelled subscription no longer holds its card.
    await shop.db.update(subscriptions).set({ status: "cancelled" }).where(eq(subscriptions.id, subscriptionId));
    expect((await call(jar, "payments/deleteStoredPaymentMethod", { storedPaymentMethodId: third.data.card.id })).status).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
  });
});
