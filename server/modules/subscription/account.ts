import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartProductDetails, lineKey } from "../catalog/cart-support";
import { catalogContext } from "../catalog/service";
import type { PaymentService } from "../payment/service";
import type { StorefrontDirectory } from "../storefront/service";
import {
  subscriptionCharges,
  subscriptionFrequencies,
  subscriptionPlans,
  subscriptionPrices,
  subscriptions,
  type CancellationReason,
  type SubscriptionChargeRow,
  type SubscriptionRow,
  type SubscriptionStatus,
} from "./schema";
import { PAYMENT_HISTORY_PAGE_SIZE, type PaymentHistoryAnswer, type SubscriptionCardView, type SubscriptionView } from "./types";

/**
 * A customer's subscriptions after checkout (issue 14; 001 §3 Subscription, §4 Statuses and
 * cancellation reasons, §7 get customer plans, get payment history, cancel subscription, update
 * subscription payment method). Every read and change names the customer: another customer's
 * subscription is not found. The checkout writes a subscription with its order (createWithin), the
 * billing job (server/jobs/billing.ts) charges its periods.
 */

export type SubscriptionErrorCode = "notFound" | "notActive" | "paymentMethodNotFound" | "cardDeclined" | "paymentPending";

export class SubscriptionError extends Error {
  constructor(readonly code: SubscriptionErrorCode) {
    super(code);
  }
}

/** What one period of a subscription cart's line costs, and how often (checkout pricing). */
export interface SubscriptionPricing {
  planId: number;
  frequencyId: number;
  frequencyCode: string;
  frequencyName: string;
  intervalMonths: number;
  /** Minor units, in the storefront's tax mode (as a cart line's unit price). */
  unitMinor: number;
}

/** Statuses in which a subscription still uses its card: its card cannot be deleted without another. */
const ENDED: SubscriptionStatus[] = ["cancelled", "completed"];

/** `YYYY-MM-DD` plus whole months; the day is clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * Whether a frequency's plan is the product's: the plan's sku is the product's, a variant's sku is
 * the product's sku plus a suffix (`FW-URBAN-3-GREEN`).
 */
const planFits = (planSku: string, lineSku: string) => lineSku === planSku || lineSku.startsWith(`${planSku}-`);

export interface NewSubscription {
  customerId: number;
  channelId: number;
  pricing: SubscriptionPricing;
  productId: number;
  variantId: number;
  orderId: number;
  cartId: string;
  currency: string;
  /** What one period costs, tax included (the first order's line total). */
  amountMinor: number;
  storedPaymentMethodId: number | null;
  /** The first period's first day: the day of the first payment. */
  startDay: string;
  recurringConsentAt: Date;
  /** The first period's charge: what the order charged and under which key. */
  firstCharge: { amountMinor: number; idempotencyKey: string; providerReference: string; settledAt: Date };
}

export class SubscriptionAccountService {
  constructor(
    private readonly db: Database,
    private readonly deps: { payments: PaymentService; storefronts: StorefrontDirectory },
  ) {}

  /**
   * The price of one period of `frequencyId` in `currency` for a cart line (checkout pricing): the
   * plan's own price, or the product's when the plan says useProductPrice. Null when the frequency
   * does not exist, is not the line's product's plan, or has no price in the currency.
   */
  async pricingFor(db: Database, frequencyId: number, currency: string, line: { sku: string; productUnitMinor: number | null }): Promise<SubscriptionPricing | null> {
    if (!isId(frequencyId)) return null;
    const [row] = await db
      .select({ frequency: subscriptionFrequencies, plan: subscriptionPlans, price: subscriptionPrices.amountMinor })
      .from(subscriptionFrequencies)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionFrequencies.planId))
      .leftJoin(subscriptionPrices, and(eq(subscriptionPrices.frequencyId, subscriptionFrequencies.id), eq(subscriptionPrices.currency, currency)))
      .where(eq(subscriptionFrequencies.id, frequencyId));
    if (!row || !planFits(row.plan.sku, line.sku)) return null;
    const unitMinor = row.plan.useProductPrice ? line.productUnitMinor : row.price;
    if (unitMinor === null || unitMinor === undefined) return null;
    return { planId: row.plan.id, frequencyId: row.frequency.id, frequencyCode: row.frequency.code, frequencyName: row.frequency.name, intervalMonths: row.frequency.intervalMonths, unitMinor };
  }

  /**
   * Writes a subscription taken out at checkout, with its first (paid) charge, inside the order's
   * transaction. One per cart (unique index): a second write for the same cart answers the first.
   */
  async createWithin(tx: Database, input: NewSubscription): Promise<SubscriptionRow> {
    const [created] = await tx
      .insert(subscriptions)
      .values({
        customerId: input.customerId,
        channelId: input.channelId,
        planId: input.pricing.planId,
        frequencyId: input.pricing.frequencyId,
        productId: input.productId,
        variantId: input.variantId,
        orderId: input.orderId,
        cartId: input.cartId,
        currency: input.currency,
        amountMinor: input.amountMinor,
        status: "active",
        storedPaymentMethodId: input.storedPaymentMethodId,
        nextPaymentDate: addMonths(input.startDay, input.pricing.intervalMonths),
        recurringConsentAt: input.recurringConsentAt,
      })
      .onConflictDoNothing({ target: subscriptions.cartId })
      .returning();
    if (!created) {
      const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.cartId, input.cartId));
      return existing;
    }
    await tx.insert(subscriptionCharges).values({
      subscriptionId: created.id,
      periodStart: input.startDay,
      attempt: 1,
      amountMinor: input.firstCharge.amountMinor,
      currency: input.currency,
      status: "paid",
      idempotencyKey: input.firstCharge.idempotencyKey,
      providerReference: input.firstCharge.providerReference,
      orderId: input.orderId,
      settledAt: input.firstCharge.settledAt,
    });
    return created;
  }

  /** The customer's subscription row, or null (another customer's is not found). */
  async own(customerId: number, subscriptionId: number): Promise<SubscriptionRow | null> {
    if (!isId(subscriptionId)) return null;
    const [row] = await this.db.select().from(subscriptions).where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.customerId, customerId)));
    return row ?? null;
  }

  /** get customer plans (001 §7): the customer's subscriptions, newest first. */
  async listForCustomer(customerId: number): Promise<SubscriptionView[]> {
    const rows = await this.db
      .select({ subscription: subscriptions, plan: subscriptionPlans, frequency: subscriptionFrequencies })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .innerJoin(subscriptionFrequencies, eq(subscriptionFrequencies.id, subscriptions.frequencyId))
      .where(eq(subscriptions.customerId, customerId))
      .orderBy(desc(subscriptions.id));
    if (rows.length === 0) return [];
    const cards = new Map((await this.deps.payments.storedFor(customerId)).map((c) => [c.id, c]));
    const views: SubscriptionView[] = [];
    // Product names, links and images in the storefront each subscription was taken out on.
    const byChannel = new Map<number, typeof rows>();
    for (const row of rows) byChannel.set(row.subscription.channelId, [...(byChannel.get(row.subscription.channelId) ?? []), row]);
    const products = new Map<string, { name: string; url: string; image: string }>();
    for (const [channelId, group] of byChannel) {
      const storefront = this.deps.storefronts.all().find((s) => s.channelId === channelId);
      if (!storefront) continue;
      const details = await cartProductDetails(
        this.db,
        catalogContext(storefront),
        group.map((r) => ({ productId: r.subscription.productId, variantId: r.subscription.variantId })),
      );
      for (const r of group) {
        const d = details.get(lineKey(r.subscription.productId, r.subscription.variantId));
        if (d) products.set(`${channelId}:${lineKey(r.subscription.productId, r.subscription.variantId)}`, { name: d.name, url: d.url, image: d.imageUrl });
      }
    }
    for (const { subscription: s, plan, frequency } of rows) {
      const product = products.get(`${s.channelId}:${lineKey(s.productId, s.variantId)}`) ?? { name: plan.billingName, url: "", image: "" };
      const card = s.storedPaymentMethodId !== null ? cards.get(s.storedPaymentMethodId) : undefined;
      views.push({
        id: s.id,
        plan: { id: plan.id, billingName: plan.billingName },
        product: { id: s.productId, variantId: s.variantId, ...product },
        frequency: { id: frequency.id, code: frequency.code, name: frequency.name, intervalMonths: frequency.intervalMonths },
        status: s.status,
        nextPaymentDate: s.nextPaymentDate,
        amount: { value: s.amountMinor, currency: s.currency },
        card: card ? ({ id: card.id, brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear } satisfies SubscriptionCardView) : null,
        orderId: s.orderId,
        createdAt: s.createdAt.toISOString(),
        cancellationReason: s.cancellationReason ?? null,
        cancellationRequestedAt: s.cancellationRequestedAt ? s.cancellationRequestedAt.toISOString() : null,
      });
    }
    return views;
  }

  /** get payment history (001 §7): every charge attempt of the customer's subscription, newest first, paged. */
  async paymentHistory(customerId: number, subscriptionId: number, page: number): Promise<PaymentHistoryAnswer> {
    const subscription = await this.own(customerId, subscriptionId);
    if (!subscription) throw new SubscriptionError("notFound");
    const pageSize = PAYMENT_HISTORY_PAGE_SIZE;
    const where = eq(subscriptionCharges.subscriptionId, subscription.id);
    const [{ total }] = await this.db.select({ total: sql<number>`count(*)::int` }).from(subscriptionCharges).where(where);
    const totalPages = Math.max(1, Math.ceil(Number(total) / pageSize));
    const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
    const rows = await this.db
      .select()
      .from(subscriptionCharges)
      .where(where)
      .orderBy(desc(subscriptionCharges.periodStart), desc(subscriptionCharges.attempt), desc(subscriptionCharges.id))
      .limit(pageSize)
      .offset((current - 1) * pageSize);
    return {
      paymentHistory: rows.map((c: SubscriptionChargeRow) => ({
        id: c.id,
        periodStart: c.periodStart,
        date: (c.settledAt ?? c.createdAt).toISOString(),
        amount: { value: c.amountMinor, currency: c.currency },
        status: c.status,
        attempt: c.attempt,
        orderId: c.orderId ?? null,
      })),
      pagination: { page: current, pageSize, total: Number(total), totalPages },
    };
  }

  /** cancel subscription (001 §4): an active subscription moves to Cancellation Requested with its reason. */
  async cancel(customerId: number, subscriptionId: number, reason: CancellationReason, now = new Date()): Promise<SubscriptionRow> {
    const subscription = await this.own(customerId, subscriptionId);
    if (!subscription) throw new SubscriptionError("notFound");
    const [updated] = await this.db
      .update(subscriptions)
      .set({ status: "cancellationRequested", cancellationReason: reason, cancellationRequestedAt: now, updatedAt: now })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, "active")))
      .returning();
    if (!updated) throw new SubscriptionError("notActive");
    return updated;
  }

  /**
   * update subscription payment method (001 §7: subscriptionId, recurringDetailReference): the card
   * charged from the next period on; it must be one of the customer's own stored cards. On a Failed
   * subscription the caller then charges the outstanding period with it (BillingJob.chargeOutstanding).
   */
  async updatePaymentMethod(customerId: number, subscriptionId: number, storedPaymentMethodId: number): Promise<SubscriptionRow> {
    const subscription = await this.own(customerId, subscriptionId);
    if (!subscription) throw new SubscriptionError("notFound");
    if (ENDED.includes(subscription.status)) throw new SubscriptionError("notActive");
    const card = await this.deps.payments.storedToken(customerId, storedPaymentMethodId);
    if (!card) throw new SubscriptionError("paymentMethodNotFound");
    const [updated] = await this.db
      .update(subscriptions)
      .set({ storedPaymentMethodId: card.id, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.customerId, customerId)))
      .returning();
    return updated;
  }

  /**
   * The stored payment methods that subscriptions of the customer still charge (every status but
   * cancelled and completed): the payment module refuses to delete one of them without another card.
   */
  async cardsInUse(customerId: number): Promise<Set<number>> {
    const rows = await this.db
      .selectDistinct({ id: subscriptions.storedPaymentMethodId })
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, customerId), notInArray(subscriptions.status, ENDED)));
    return new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
  }
}
