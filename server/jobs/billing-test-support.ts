import { translatorFor } from "../http/server-i18n";
import { subscriptionFrequencies, subscriptionPlans, subscriptionPrices, subscriptions, type SubscriptionRow } from "../modules/subscription/schema";
import type { Shop } from "../shop";

/** Test support for the billing job's tests (test processor and Adyen): a card valid three more years. */
const nextYear = new Date().getUTCFullYear() + 3;

export interface MonthlyPlan {
  planId: number;
  monthly: number;
}

/** A subscription plan `sku` ("Urban 6 rental") with a monthly frequency at £49.00. */
export async function createMonthlyPlan(shop: Shop, sku: string): Promise<MonthlyPlan> {
  const [plan] = await shop.db.insert(subscriptionPlans).values({ sku, billingName: "Urban 6 rental" }).returning();
  const [m] = await shop.db.insert(subscriptionFrequencies).values({ planId: plan.id, code: "monthly", name: "Monthly", intervalMonths: 1 }).returning();
  await shop.db.insert(subscriptionPrices).values({ frequencyId: m.id, currency: "GBP", amountMinor: 4900 });
  return { planId: plan.id, monthly: m.id };
}

/** A UK customer `email` with the card `number` kept and an active monthly subscription due on `due`. */
export async function createSubscriber(shop: Shop, plan: MonthlyPlan, { email, number, due }: { email: string; number: string; due: string }): Promise<{ subscription: SubscriptionRow; customerId: number; email: string }> {
  const uk = shop.storefronts.resolve("uk.localhost");
  const customer = await shop.customers.register(
    { email, firstName: "Grace", lastName: "Hopper", password: "Foldwell#2026", country: "GB", acceptsMarketing: false, channelId: uk.channelId },
    { t: translatorFor("en-GB"), origin: "http://uk.localhost", accountPath: "/my-foldwell", brandName: "Foldwell" },
  );
  const tokenized = await shop.payments.provider.tokenizeCard({ number, expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Grace Hopper" }, { customerId: customer.id, checkoutId: null });
  if (!tokenized.ok) throw new Error("card refused");
  const card = await shop.payments.save(customer.id, tokenized.card);
  const [subscription] = await shop.db
    .insert(subscriptions)
    .values({
      customerId: customer.id,
      channelId: uk.channelId,
      planId: plan.planId,
      frequencyId: plan.monthly,
      productId: 1,
      orderId: 0,
      cartId: crypto.randomUUID(),
      currency: "GBP",
      amountMinor: 4900,
      status: "active",
      storedPaymentMethodId: card!.id,
      nextPaymentDate: due,
      recurringConsentAt: new Date(),
    })
    .returning();
  return { subscription, customerId: customer.id, email };
}
