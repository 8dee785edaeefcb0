import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import { BillingJob } from "../../jobs/billing";
import { loadServerTranslations, translatorFor } from "../../http/server-i18n";
import { subscriptionCharges, subscriptionFrequencies, subscriptionPlans, subscriptionPrices, subscriptions } from "../../modules/subscription/schema";
import type { Shop } from "../../shop";
import { AdyenPaymentProvider } from "./adyen";
import { FAKE_ADYEN_API_KEY, startFakeAdyen } from "./adyen-test-support";

const nextYear = new Date().getUTCFullYear() + 3;

// Issue 14, recurring billing with PAYMENT_PROVIDER=adyen: the billing job's renewal of a kept card
// is a merchant-initiated Subscription payment (ContAuth, storedPaymentMethodId) with the period's
// idempotency key (001 §7 Card payments, §3 paymentHistory).
describe("recurring billing through the Adyen adapter (issue 14)", () => {
  let shop: Shop;
  let fake: Awaited<ReturnType<typeof startFakeAdyen>>;
  let planId: number;
  let monthly: number;

  beforeAll(async () => {
    await loadServerTranslations();
    shop = await createTestShop();
    fake = await startFakeAdyen();
    const adyen = new AdyenPaymentProvider(
      shop.db,
      { apiKey: FAKE_ADYEN_API_KEY, merchantAccount: "FoldwellECOM", clientKey: "test_CLIENTKEY", hmacKey: "00".repeat(32), environment: "test" },
      { baseUrl: fake.baseUrl },
    );
    // The test shop was made with the test processor; this file swaps in the Adyen adapter.
    Object.defineProperty(shop.payments, "provider", { value: adyen });
    const [plan] = await shop.db.insert(subscriptionPlans).values({ sku: "T-ADYEN", billingName: "Urban 6 rental" }).returning();
    planId = plan.id;
    const [m] = await shop.db.insert(subscriptionFrequencies).values({ planId, code: "monthly", name: "Monthly", intervalMonths: 1 }).returning();
    monthly = m.id;
    await shop.db.insert(subscriptionPrices).values({ frequencyId: monthly, currency: "GBP", amountMinor: 4900 });
  }, 300_000);
  afterAll(async () => {
    await shop?.outbox.stop();
    await shop?.mailer.idle();
    await shop?.database.close();
    await fake?.close();
  });

  const subscriber = async (number: string, due: string) => {
    const uk = shop.storefronts.resolve("uk.localhost");
    const customer = await shop.customers.register(
      { email: `adyen-billing-${number.slice(-4)}-${Date.now()}@example.com`, firstName: "Grace", lastName: "Hopper", password: "Foldwell#2026", country: "GB", acceptsMarketing: false, channelId: uk.channelId },
      { t: translatorFor("en-GB"), origin: "http://uk.localhost", accountPath: "/my-foldwell", brandName: "Foldwell" },
    );
    const tokenized = await shop.payments.provider.tokenizeCard({ number, expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Grace Hopper" }, { customerId: customer.id, checkoutId: null });
    if (!tokenized.ok) throw new Error("card refused");
    const card = await shop.payments.save(customer.id, tokenized.card);
    const [subscription] = await shop.db
      .insert(subscriptions)
      .values({ customerId: customer.id, channelId: uk.channelId, planId, frequencyId: monthly, productId: 1, orderId: 0, cartId: crypto.randomUUID(), currency: "GBP", amountMinor: 4900, status: "active", storedPaymentMethodId: card!.id, nextPaymentDate: due, recurringConsentAt: new Date() })
      .returning();
    return { subscription, customerId: customer.id };
  };

  it("a due period is charged at Adyen as a Subscription renewal with the period's key; a refused card is a declined history row", async () => {
    const paid = await subscriber("4111111111111111", "2031-05-10");
    const refused = await subscriber("4000000000000002", "2031-05-10");
    const report = await new BillingJob(shop).run("2031-05-10");
    expect(report).toMatchObject({ paid: 1, declined: 1 });

    const key = `subscription-${paid.subscription.id}-2031-05-10-1`;
    const sent = fake.seen.find((s) => s.path === "/v71/payments" && s.headers["idempotency-key"] === key)!;
    expect(sent.body).toMatchObject({
      reference: key,
      amount: { value: 4900, currency: "GBP" },
      shopperInteraction: "ContAuth",
      recurringProcessingModel: "Subscription",
      shopperReference: `customer-${paid.customerId}`,
      paymentMethod: { type: "scheme", storedPaymentMethodId: expect.stringMatching(/^SPM/) },
    });
    const [history] = await shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, paid.subscription.id));
    expect(history).toMatchObject({ status: "paid", idempotencyKey: key, providerReference: expect.stringMatching(/^PSP/) });
    const [declined] = await shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, refused.subscription.id));
    expect(declined).toMatchObject({ status: "declined" });
  });
});
