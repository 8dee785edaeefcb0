import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import { BillingJob } from "../../jobs/billing";
import { createMonthlyPlan, createSubscriber, type MonthlyPlan } from "../../jobs/billing-test-support";
import { loadServerTranslations } from "../../http/server-i18n";
import { subscriptionCharges } from "../../modules/subscription/schema";
import type { Shop } from "../../shop";
import { AdyenPaymentProvider } from "./adyen";
import { FAKE_ADYEN_API_KEY, startFakeAdyen } from "./adyen-test-support";

// Issue 14, recurring billing with PAYMENT_PROVIDER=adyen: the billing job's renewal of a kept card
// is a merchant-initiated Subscription payment (ContAuth, storedPaymentMethodId) with the period's
// idempotency key (001 §7 Card payments, §3 paymentHistory).
describe("recurring billing through the Adyen adapter (issue 14)", () => {
  let shop: Shop;
  let fake: Awaited<ReturnType<typeof startFakeAdyen>>;
  let plan: MonthlyPlan;

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
    plan = await createMonthlyPlan(shop, "T-ADYEN");
  }, 300_000);
  afterAll(async () => {
    await shop?.outbox.stop();
    await shop?.mailer.idle();
    await shop?.database.close();
    await fake?.close();
  });

  const subscriber = (number: string, due: string) => createSubscriber(shop, plan, { email: `adyen-billing-${number.slice(-4)}-${Date.now()}@example.com`, number, due });

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
