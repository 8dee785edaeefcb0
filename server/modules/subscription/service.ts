import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { subscriptionFrequencies, subscriptionPlans, subscriptionPrices } from "./schema";

/** A frequency of a plan as clients see it (001 §3 Subscription plan; 001 §7 getCartFrequencyMetafield). */
export interface FrequencyView {
  id: number;
  code: string;
  name: string;
  interval_months: number;
  /** The price of one period in `currency`, major units; null when the plan takes the product's price (useProductPrice). */
  price: number | null;
  currency: string;
}

/** A subscription plan (001 §3: sku, price, useProductPrice, billingName) with its frequencies. */
export interface PlanView {
  id: number;
  sku: string;
  billingName: string;
  useProductPrice: boolean;
  /** The first frequency's period price (what "from … per month" shows); null with useProductPrice. */
  price: number | null;
  currency: string;
  frequencies: FrequencyView[];
}

/** A frequency with the plan it belongs to, as the cart and checkout need it. */
export interface FrequencyRef {
  id: number;
  planId: number;
  sku: string;
  billingName: string;
  useProductPrice: boolean;
  code: string;
  name: string;
  intervalMonths: number;
}

export interface PlanInput {
  sku: string;
  billingName: string;
  useProductPrice?: boolean;
  frequencies: Array<{ code: string; name: string; intervalMonths: number; prices: Record<string, number> }>;
}

const toMajor = (minor: number) => Math.round(minor) / 100;

/**
 * Subscription plans by product sku (001 §3, §7 Subscription service: get plans). A product is
 * subscribable in a currency when its plan has a price in that currency for every frequency shown
 * (or takes the product's own price). Only reads and writes the subscription module's plan tables.
 */
export class SubscriptionPlanService {
  constructor(private readonly db: Database) {}

  /**
   * The plans of the given skus, each with the frequencies priced in `currency`. A frequency
   * without a price in the currency is left out; a plan left with none is not subscribable there
   * and is not answered.
   */
  async plansBySkus(skus: string[], currency: string): Promise<PlanView[]> {
    const wanted = [...new Set(skus)];
    if (wanted.length === 0) return [];
    const rows = await this.db
      .select({ plan: subscriptionPlans, frequency: subscriptionFrequencies, amountMinor: subscriptionPrices.amountMinor })
      .from(subscriptionPlans)
      .innerJoin(subscriptionFrequencies, eq(subscriptionFrequencies.planId, subscriptionPlans.id))
      .leftJoin(subscriptionPrices, and(eq(subscriptionPrices.frequencyId, subscriptionFrequencies.id), eq(subscriptionPrices.currency, currency)))
      .where(inArray(subscriptionPlans.sku, wanted))
      .orderBy(asc(subscriptionPlans.id), asc(subscriptionFrequencies.sortOrder), asc(subscriptionFrequencies.id));
    const plans = new Map<number, PlanView>();
    for (const { plan, frequency, amountMinor } of rows) {
      if (amountMinor === null && !plan.useProductPrice) continue;
      const view = plans.get(plan.id) ?? { id: plan.id, sku: plan.sku, billingName: plan.billingName, useProductPrice: plan.useProductPrice, price: null, currency, frequencies: [] };
      view.frequencies.push({
        id: frequency.id,
        code: frequency.code,
        name: frequency.name,
        interval_months: frequency.intervalMonths,
        price: amountMinor === null ? null : toMajor(amountMinor),
        currency,
      });
      view.price ??= amountMinor === null ? null : toMajor(amountMinor);
      plans.set(plan.id, view);
    }
    return [...plans.values()];
  }

  /** The plan of one product sku in a currency, or null when the product cannot be subscribed there. */
  async planForSku(sku: string, currency: string): Promise<PlanView | null> {
    return (await this.plansBySkus([sku], currency))[0] ?? null;
  }

  /** A frequency and its plan, or null for an unknown id. */
  async frequency(frequencyId: number): Promise<FrequencyRef | null> {
    if (!Number.isSafeInteger(frequencyId) || frequencyId <= 0 || frequencyId > 2_147_483_647) return null;
    const [row] = await this.db
      .select({ frequency: subscriptionFrequencies, plan: subscriptionPlans })
      .from(subscriptionFrequencies)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionFrequencies.planId))
      .where(eq(subscriptionFrequencies.id, frequencyId));
    if (!row) return null;
    return {
      id: row.frequency.id,
      planId: row.plan.id,
      sku: row.plan.sku,
      billingName: row.plan.billingName,
      useProductPrice: row.plan.useProductPrice,
      code: row.frequency.code,
      name: row.frequency.name,
      intervalMonths: row.frequency.intervalMonths,
    };
  }

  /** A frequency of `sku`'s plan as offered in `currency` (priced), or null when it is not offered there. */
  async offeredFrequency(sku: string, frequencyId: number, currency: string): Promise<FrequencyView | null> {
    const plan = await this.planForSku(sku, currency);
    return plan?.frequencies.find((f) => f.id === frequencyId) ?? null;
  }

  /** The period price of a frequency in a currency, minor units; null when none is stored. */
  async periodPriceMinor(frequencyId: number, currency: string): Promise<number | null> {
    const [row] = await this.db
      .select({ amountMinor: subscriptionPrices.amountMinor })
      .from(subscriptionPrices)
      .where(and(eq(subscriptionPrices.frequencyId, frequencyId), eq(subscriptionPrices.currency, currency)));
    return row?.amountMinor ?? null;
  }

  /**
   * Creates or updates plans by sku (the demo seed; idempotent): frequencies by code, prices by
   * currency in major units.
   */
  async upsertPlans(plans: PlanInput[]): Promise<void> {
    await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      for (const plan of plans) {
        const [row] = await tx
          .insert(subscriptionPlans)
          .values({ sku: plan.sku, billingName: plan.billingName, useProductPrice: plan.useProductPrice ?? false })
          .onConflictDoUpdate({ target: subscriptionPlans.sku, set: { billingName: plan.billingName, useProductPrice: plan.useProductPrice ?? false } })
          .returning({ id: subscriptionPlans.id });
        for (const [index, frequency] of plan.frequencies.entries()) {
          const [f] = await tx
            .insert(subscriptionFrequencies)
            .values({ planId: row.id, code: frequency.code, name: frequency.name, intervalMonths: frequency.intervalMonths, sortOrder: index })
            .onConflictDoUpdate({
              target: [subscriptionFrequencies.planId, subscriptionFrequencies.code],
              set: { name: frequency.name, intervalMonths: frequency.intervalMonths, sortOrder: index },
            })
            .returning({ id: subscriptionFrequencies.id });
          for (const [currency, amount] of Object.entries(frequency.prices)) {
            const amountMinor = Math.round(amount * 100);
            await tx
              .insert(subscriptionPrices)
              .values({ frequencyId: f.id, currency, amountMinor })
              .onConflictDoUpdate({ target: [subscriptionPrices.frequencyId, subscriptionPrices.currency], set: { amountMinor } });
          }
        }
      }
    });
  }
}
