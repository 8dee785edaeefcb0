import type { Database } from "../../server/db/client";
import { SubscriptionPlanService, type PlanInput } from "../../server/modules/subscription/service";

/**
 * The demo subscription plans (DESIGN.md, issue 14; 001 §3 Subscription plan): "Foldwell Urban 3"
 * and "Foldwell Electric" can be subscribed on every selling storefront, in its currency (EUR, GBP,
 * SGD, USD), Monthly or Quarterly. The price is one period's; other products have no plan.
 */
export const demoSubscriptionPlans: PlanInput[] = [
  {
    sku: "FW-URBAN-3",
    billingName: "Foldwell Urban 3 subscription",
    frequencies: [
      { code: "monthly", name: "Monthly", intervalMonths: 1, prices: { EUR: 39, GBP: 35, SGD: 59, USD: 42 } },
      { code: "quarterly", name: "Quarterly", intervalMonths: 3, prices: { EUR: 109, GBP: 95, SGD: 165, USD: 119 } },
    ],
  },
  {
    sku: "FW-ELECTRIC",
    billingName: "Foldwell Electric subscription",
    frequencies: [
      { code: "monthly", name: "Monthly", intervalMonths: 1, prices: { EUR: 79, GBP: 69, SGD: 119, USD: 85 } },
      { code: "quarterly", name: "Quarterly", intervalMonths: 3, prices: { EUR: 225, GBP: 195, SGD: 339, USD: 239 } },
    ],
  },
];

export async function seedSubscriptionPlans(db: Database): Promise<void> {
  await new SubscriptionPlanService(db).upsertPlans(demoSubscriptionPlans);
}
