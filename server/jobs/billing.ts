import { and, asc, desc, eq, lte, not, sql } from "drizzle-orm";
import { accountPath } from "../../common/brand";
import type { Database } from "../db/client";
import { translatorFor } from "../http/server-i18n";
import type { ChargeResult } from "../integrations/payment/types";
import { addMonths, dayOf } from "../modules/subscription/account";
import { paymentFailedMail, renewalReceiptMail, subscriptionMailItem, type MailContext } from "../modules/subscription/mails";
import { subscriptionCharges, subscriptionFrequencies, subscriptionPlans, subscriptions, type SubscriptionChargeRow, type SubscriptionRow } from "../modules/subscription/schema";
import type { Shop } from "../shop";
import { withJobLock } from "./job-lock";
import { enqueue } from "./outbox";

/**
 * Recurring billing (issue 14): charges the subscriptions that are due through the payment provider
 * with the customer's stored card (`recurring: "renewal"`).
 *
 * - One run at a time across every process: a session-level PostgreSQL advisory lock on a connection
 *   of its own (released with the run, or by the server when the process dies). PGlite is one
 *   connection in one process, where advisory locks are re-entrant, so an in-process lock per
 *   database stands in for it.
 * - Idempotent per period, whatever crashes: a charge attempt is first written as a `pending` row
 *   with its own idempotency key and committed (the unique (subscription, period, attempt) index lets
 *   one process write it); then the provider is charged with that key; then the result is settled in
 *   one transaction (the charge row, the next payment date, the mail). A run that finds a pending
 *   row (a crash between the charge and the settle) asks the provider `findCharge(key)`, or charges
 *   again with the same key, which the provider answers with its first result: never a second charge.
 * - A declined charge is tried again after `retryDays` (default 1, 3, 7 days: BILLING_RETRY_DAYS);
 *   when the last retry is declined too, the subscription is Failed and the customer is emailed.
 * - Every attempt is in the payment history; a paid one moves the next payment date on by the
 *   frequency's interval and emails a receipt (through the outbox, written with the settle).
 */

export const DEFAULT_RETRY_DAYS = [1, 3, 7];
export const BILLING_POLL_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** The advisory lock's key ('FWBL'). */
const BILLING_LOCK_KEY = 0x4657424c;
/** Rows read per pass; a run makes passes until nothing is left to charge. */
const BATCH = 100;
const MAX_PASSES = 100;

export interface BillingOptions {
  retryDays?: number[];
  /** Test hook: runs right after the provider answered, before the result is settled (a crash there). */
  afterProviderCall?: (charge: SubscriptionChargeRow, result: ChargeResult) => Promise<void> | void;
  /** Tests only: false runs without the lock (to show the per-period idempotency on its own). */
  lock?: boolean;
  /** Subscriptions read per pass (default 100). */
  batch?: number;
}

export interface BillingReport {
  /** Charges settled as paid. */
  paid: number;
  /** Charges declined (to be retried). */
  declined: number;
  /** Subscriptions marked Failed. */
  failed: number;
  /** Pending charges of an earlier, interrupted run that were settled. */
  recovered: number;
}

/** `1,3,7` → [1, 3, 7]; empty or absent → the default schedule. */
export function parseRetryDays(value: string | undefined): number[] {
  if (value === undefined || value.trim() === "") return DEFAULT_RETRY_DAYS;
  const days = value.split(",").map((d) => Number(d.trim()));
  if (days.some((d) => !Number.isInteger(d) || d <= 0 || d > 365)) throw new Error(`retry days must be whole days between 1 and 365, comma-separated: ${value}`);
  return days;
}

/** The moment a run happens "as of": a day means its end (every charge due that day is due), UTC. */
export function asOfMoment(asOf: Date | string): Date {
  if (asOf instanceof Date) return asOf;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(`${asOf}T00:00:00Z`))) throw new Error(`not a day (YYYY-MM-DD): ${asOf}`);
  return new Date(`${asOf}T23:59:59.999Z`);
}

/** Runs `work` holding the billing lock; null (without running it) when another run holds it. */
export function withBillingLock<T>(db: Database, work: () => Promise<T>): Promise<T | null> {
  return withJobLock(db, BILLING_LOCK_KEY, work);
}

type Due = { subscription: SubscriptionRow; attempt: number };

export class BillingJob {
  readonly retryDays: number[];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly shop: Pick<Shop, "db" | "env" | "logger" | "payments" | "customers" | "orders" | "storefronts" | "outbox">,
    private readonly options: BillingOptions = {},
  ) {
    this.retryDays = options.retryDays ?? parseRetryDays(shop.env.BILLING_RETRY_DAYS);
  }

  /**
   * Charges everything due as of `asOf` (a day, `YYYY-MM-DD`, or a moment). Null when another run
   * holds the lock (it does the work).
   */
  async run(asOf: Date | string = new Date()): Promise<BillingReport | null> {
    const moment = asOfMoment(asOf);
    const work = () => this.runLocked(moment);
    return this.options.lock === false ? work() : withBillingLock(this.shop.db, work);
  }

  /** Runs at start and every `pollMs`, as of the moment of each run; one run per process at a time (0: never). */
  start(pollMs = BILLING_POLL_MS): void {
    if (pollMs <= 0) return;
    const tick = () => {
      this.running ??= this.run()
        .catch((error) => this.shop.logger.warn({ err: error }, "the billing run failed; the next run tries again"))
        .finally(() => (this.running = null));
    };
    tick();
    this.timer = setInterval(tick, pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
  }

  private async runLocked(moment: Date): Promise<BillingReport> {
    const report: BillingReport = { paid: 0, declined: 0, failed: 0, recovered: 0 };
    // First the attempts an interrupted run left between its charge and its settle.
    const pending = await this.shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.status, "pending")).orderBy(asc(subscriptionCharges.id));
    for (const charge of pending) {
      const outcome = await this.chargeAndSettle(charge, moment, true);
      if (outcome) report.recovered++;
      this.count(report, outcome);
    }
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const due = await this.due(moment);
      if (due.length === 0) break;
      let made = 0;
      for (const item of due) {
        const charge = await this.open(item, moment);
        if (!charge) continue;
        made++;
        this.count(report, await this.chargeAndSettle(charge, moment, false));
      }
      if (made === 0) break;
    }
    if (report.paid + report.failed + report.declined > 0) this.shop.outbox.kick();
    return report;
  }

  private count(report: BillingReport, outcome: "paid" | "declined" | "failed" | null): void {
    if (outcome) report[outcome]++;
  }

  /**
   * Active subscriptions whose next payment date has come, with the attempt to make: 1 for a period
   * not tried yet, n+1 when attempt n was declined and its retry time has come.
   */
  private async due(moment: Date): Promise<Due[]> {
    // Left out in SQL (so a batch is never filled with subscriptions that wait): a period already
    // pending, paid or failed, or whose latest attempt was declined and waits for its retry time.
    const waiting = sql`EXISTS (
      SELECT 1 FROM ${subscriptionCharges} c
      WHERE c.subscription_id = ${subscriptions.id} AND c.period_start = ${subscriptions.nextPaymentDate}
        AND (c.status IN ('pending', 'paid', 'failed')
          OR (c.status = 'declined' AND (c.retry_at IS NULL OR c.retry_at > ${moment.toISOString()}::timestamptz)
              AND NOT EXISTS (SELECT 1 FROM ${subscriptionCharges} l WHERE l.subscription_id = c.subscription_id AND l.period_start = c.period_start AND l.attempt > c.attempt))))`;
    const rows = await this.shop.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.status, "active"), lte(subscriptions.nextPaymentDate, dayOf(moment)), not(waiting)))
      .orderBy(asc(subscriptions.nextPaymentDate), asc(subscriptions.id))
      .limit(this.options.batch ?? BATCH);
    const due: Due[] = [];
    for (const subscription of rows) {
      const [latest] = await this.shop.db
        .select()
        .from(subscriptionCharges)
        .where(and(eq(subscriptionCharges.subscriptionId, subscription.id), eq(subscriptionCharges.periodStart, subscription.nextPaymentDate)))
        .orderBy(desc(subscriptionCharges.attempt))
        .limit(1);
      if (!latest) due.push({ subscription, attempt: 1 });
      else if (latest.status === "declined" && latest.retryAt !== null && latest.retryAt.getTime() <= moment.getTime()) due.push({ subscription, attempt: latest.attempt + 1 });
    }
    return due;
  }

  /**
   * Charges the outstanding period of a Failed subscription at once (001 §4: the customer chose
   * another card in the account): a new attempt of the failed period, with its own idempotency key,
   * opened, charged and settled exactly as a renewal attempt is. "paid": the subscription is Active
   * again, its next payment date moved on and a receipt mailed; "declined": it stays Failed (no retry
   * is planned, no mail: the customer is told at once); "pending": the outcome is not known yet (the
   * provider could not be asked, or another attempt of the period is under way), and a billing run
   * settles it. Null when the subscription is not Failed.
   */
  async chargeOutstanding(subscriptionId: number, moment: Date = new Date()): Promise<{ outcome: "paid" | "declined" | "pending"; charge: SubscriptionChargeRow | null } | null> {
    const [subscription] = await this.shop.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!subscription || subscription.status !== "failed") return null;
    const [latest] = await this.shop.db
      .select()
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.subscriptionId, subscription.id), eq(subscriptionCharges.periodStart, subscription.nextPaymentDate)))
      .orderBy(desc(subscriptionCharges.attempt))
      .limit(1);
    if (latest && (latest.status === "pending" || latest.status === "paid")) return { outcome: "pending", charge: latest };
    const charge = await this.open({ subscription, attempt: (latest?.attempt ?? 0) + 1 }, moment);
    if (!charge) return { outcome: "pending", charge: latest ?? null };
    const outcome = await this.chargeAndSettle(charge, moment, false);
    if (outcome === "paid") this.shop.outbox.kick();
    return { outcome: outcome === "paid" ? "paid" : outcome === null ? "pending" : "declined", charge };
  }

  /**
   * A staff member's "retry the failed charge now" (issue 17, back office): a Failed subscription's
   * outstanding period is charged as chargeOutstanding does; an Active one whose latest attempt at
   * its current period was declined gets its next attempt now instead of at its retry time (the
   * attempt counts as one of the schedule's retries: declined again, the next waits its turn, and
   * the last makes it Failed). Always a new attempt with its own key through the same open, charge
   * and settle as a billing run, and never when the period is paid or an attempt is under way.
   * Null when there is nothing to retry.
   */
  async retryNow(subscriptionId: number, moment: Date = new Date()): Promise<{ outcome: "paid" | "declined" | "failed" | "pending"; charge: SubscriptionChargeRow | null } | null> {
    const [subscription] = await this.shop.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!subscription) return null;
    if (subscription.status === "failed") return this.chargeOutstanding(subscriptionId, moment);
    if (subscription.status !== "active") return null;
    const [latest] = await this.shop.db
      .select()
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.subscriptionId, subscription.id), eq(subscriptionCharges.periodStart, subscription.nextPaymentDate)))
      .orderBy(desc(subscriptionCharges.attempt))
      .limit(1);
    if (!latest || latest.status !== "declined") return null;
    const charge = await this.open({ subscription, attempt: latest.attempt + 1 }, moment);
    if (!charge) return { outcome: "pending", charge: null };
    const outcome = await this.chargeAndSettle(charge, moment, false);
    if (outcome === "paid" || outcome === "failed") this.shop.outbox.kick();
    return { outcome: outcome ?? "pending", charge };
  }

  /** Writes the pending attempt and commits it; null when another run wrote it first. */
  private async open(item: Due, moment: Date): Promise<SubscriptionChargeRow | null> {
    const { subscription, attempt } = item;
    const [charge] = await this.shop.db
      .insert(subscriptionCharges)
      .values({
        subscriptionId: subscription.id,
        periodStart: subscription.nextPaymentDate,
        attempt,
        amountMinor: subscription.amountMinor,
        currency: subscription.currency,
        status: "pending",
        idempotencyKey: `subscription-${subscription.id}-${subscription.nextPaymentDate}-${attempt}`,
        createdAt: moment,
      })
      .onConflictDoNothing()
      .returning();
    return charge ?? null;
  }

  /**
   * Charges a pending attempt with its key (a recovered one: first asks the provider whether the key
   * was charged) and settles the result. Null when the outcome is still unknown (the provider failed
   * or could not be asked): the attempt stays pending for the next run.
   */
  private async chargeAndSettle(charge: SubscriptionChargeRow, moment: Date, recovering: boolean): Promise<"paid" | "declined" | "failed" | null> {
    const [subscription] = await this.shop.db.select().from(subscriptions).where(eq(subscriptions.id, charge.subscriptionId));
    if (!subscription) return null;
    let result: ChargeResult | null = null;
    try {
      if (recovering) result = await this.shop.payments.provider.findCharge(charge.idempotencyKey);
      if (!result) {
        const card = subscription.storedPaymentMethodId !== null ? await this.shop.payments.storedToken(subscription.customerId, subscription.storedPaymentMethodId) : null;
        // No card to charge (deleted, or never kept): the attempt counts as declined, without a provider call.
        result = card
          ? await this.shop.payments.provider.charge({
              token: card.token,
              amountMinor: charge.amountMinor,
              currency: charge.currency,
              idempotencyKey: charge.idempotencyKey,
              description: `${this.shop.env.BRAND_NAME} subscription ${subscription.id} ${charge.periodStart}`,
              owner: { customerId: subscription.customerId, checkoutId: null },
              recurring: "renewal",
            })
          : { ok: false, code: "declined" };
      }
    } catch (error) {
      this.shop.logger.error({ err: error, subscriptionId: subscription.id, chargeId: charge.id }, "a subscription charge failed; its outcome is asked again on the next run");
      return null;
    }
    await this.options.afterProviderCall?.(charge, result);
    if (!result.ok && result.code === "failed") {
      this.shop.logger.warn({ subscriptionId: subscription.id, chargeId: charge.id }, "the provider could not charge a subscription; the next run tries again with the same key");
      return null;
    }
    return this.settle(charge, subscription, result, moment);
  }

  private async settle(charge: SubscriptionChargeRow, subscription: SubscriptionRow, result: ChargeResult, moment: Date): Promise<"paid" | "declined" | "failed" | null> {
    const paid = result.ok;
    const lastTry = charge.attempt > this.retryDays.length;
    // An attempt on a Failed subscription was asked for by the customer (chargeOutstanding): paid, it
    // makes the subscription Active again; declined, it stays Failed without a retry or another mail.
    const reactivating = subscription.status === "failed";
    const outcome = paid ? "paid" : lastTry && !reactivating ? "failed" : "declined";
    const [plan] = await this.shop.db
      .select({ billingName: subscriptionPlans.billingName, frequencyName: subscriptionFrequencies.name, intervalMonths: subscriptionFrequencies.intervalMonths })
      .from(subscriptionFrequencies)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionFrequencies.planId))
      .where(eq(subscriptionFrequencies.id, subscription.frequencyId));
    let nextPaymentDate = addMonths(charge.periodStart, plan.intervalMonths);
    // Paid long after the period began (a reactivation): the next period starts one interval from today.
    if (reactivating && nextPaymentDate <= dayOf(moment)) nextPaymentDate = addMonths(dayOf(moment), plan.intervalMonths);
    // The mail is rendered before the transaction (it reads the customer and the first order).
    const mail = outcome === "declined" ? null : await this.mail(subscription, plan, charge, outcome, nextPaymentDate);
    const settled = await this.shop.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [locked] = await tx.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, charge.id)).for("update");
      if (!locked || locked.status !== "pending") return false;
      await tx
        .update(subscriptionCharges)
        .set({
          status: outcome,
          providerReference: "reference" in result ? (result.reference ?? null) : null,
          settledAt: moment,
          retryAt: outcome === "declined" && !reactivating ? new Date(moment.getTime() + this.retryDays[charge.attempt - 1] * DAY_MS) : null,
        })
        .where(eq(subscriptionCharges.id, charge.id));
      if (outcome === "paid") {
        await tx
          .update(subscriptions)
          .set(reactivating ? { nextPaymentDate, status: "active", updatedAt: moment } : { nextPaymentDate, updatedAt: moment })
          .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.nextPaymentDate, charge.periodStart)));
      } else if (outcome === "failed") {
        await tx.update(subscriptions).set({ status: "failed", updatedAt: moment }).where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, "active")));
      }
      if (mail) await enqueue(tx, [mail]);
      return true;
    });
    return settled ? outcome : null;
  }

  private async mail(
    subscription: SubscriptionRow,
    plan: { billingName: string; frequencyName: string },
    charge: SubscriptionChargeRow,
    outcome: "paid" | "failed",
    nextPaymentDate: string,
  ) {
    const customer = await this.shop.customers.get(subscription.customerId);
    if (!customer) return null;
    const order = await this.shop.orders.row(subscription.orderId);
    const storefront = this.shop.storefronts.all().find((s) => s.channelId === subscription.channelId);
    const locale = order?.locale ?? storefront?.locale ?? "en-GB";
    const origin = storefront ? this.shop.storefronts.originOf(storefront) : `https://${this.shop.env.SHOP_DOMAIN}`;
    const context: MailContext = {
      to: customer.email,
      firstName: customer.first_name,
      brandName: this.shop.env.BRAND_NAME,
      locale,
      planName: plan.billingName,
      frequencyName: plan.frequencyName,
      link: `${origin}${accountPath(this.shop.env.BRAND_NAME, "subscriptions")}`,
    };
    const t = translatorFor(locale);
    if (outcome === "paid") {
      const card = subscription.storedPaymentMethodId !== null ? await this.shop.payments.storedToken(subscription.customerId, subscription.storedPaymentMethodId) : null;
      const message = renewalReceiptMail(t, context, {
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        periodStart: charge.periodStart,
        nextPaymentDate,
        card: card ? `${card.brand} •••• ${card.last4}` : "",
      });
      return subscriptionMailItem(`receipt-${charge.id}`, message);
    }
    return subscriptionMailItem(`failed-${subscription.id}-${charge.periodStart}`, paymentFailedMail(t, context, { amountMinor: charge.amountMinor, currency: charge.currency, periodStart: charge.periodStart }));
  }
}
