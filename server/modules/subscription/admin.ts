import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CustomerService } from "../customer/service";
import { enqueue } from "../../jobs/outbox";
import { recordAudit } from "../staff/audit";
import type { StaffActor } from "../staff/types";
import { dayOf, type SubscriptionAccountService } from "./account";
import { SUBSCRIPTION_STATUSES, subscriptionCharges, subscriptionFrequencies, subscriptionPlans, subscriptions, type SubscriptionRow, type SubscriptionStatus } from "./schema";
import { staffChangeMail, subscriptionMailItem, type MailContext, type StaffChangeMail } from "./mails";
import type { MoneyView, PaymentHistoryAnswer, SubscriptionView } from "./types";

/**
 * Subscriptions as the shop's staff run them (issue 17, back office; 001 §4 Statuses, decision 025):
 * a list with a status filter, the details of one (plan, customer, card, charges), a customer's
 * cancellation request approved (Cancelled) or refused (Active again), pause (Paused: the billing job
 * charges only Active subscriptions) and resume. Retrying a failed charge goes through the billing
 * job (server/jobs/billing.ts retryNow), never around it. Every change is a conditional update on
 * the status it starts from, audit-logged in its transaction, so two staff members acting at once
 * change it once and the second is told it has moved on. The customer is mailed about each change
 * (approved, refused, paused, resumed) in their storefront's language, the mail written to the
 * outbox in the change's transaction.
 */

export const SUBSCRIPTION_ADMIN_PAGE_SIZE = 20;
/** The statuses a customer's cancellation request can be in before staff decide (001 §4, second list). */
export const CANCELLATION_PENDING: readonly SubscriptionStatus[] = ["cancellationRequested", "reviewCancellation", "cancellationInProgress"];

export type SubscriptionAdminErrorCode = "notFound" | "wrongStatus" | "paymentPending" | "nothingToRetry";

export class SubscriptionAdminError extends Error {
  constructor(
    readonly code: SubscriptionAdminErrorCode,
    readonly status?: SubscriptionStatus,
  ) {
    super(code);
  }
}

export interface AdminCustomerRef {
  id: number;
  name: string;
  email: string;
}

export interface AdminSubscriptionRow {
  id: number;
  status: SubscriptionStatus;
  customer: AdminCustomerRef;
  plan: string;
  frequency: string;
  amount: MoneyView;
  /** `YYYY-MM-DD`. */
  nextPaymentDate: string;
  createdAt: string;
  cancellationRequestedAt: string | null;
}

export interface AdminSubscriptionList {
  subscriptions: AdminSubscriptionRow[];
  pagination: { page: number; pageSize: number; total: number; totalPages: number };
  /** How many subscriptions are in each status (the filter's counters). */
  counts: Partial<Record<SubscriptionStatus, number>>;
}

export interface AdminSubscriptionDetails {
  subscription: SubscriptionView & { pausedAt: string | null; channelId: number };
  customer: AdminCustomerRef & { verificationStatus: string | null };
  history: PaymentHistoryAnswer;
  /** What staff can do now. */
  actions: { approveCancellation: boolean; refuseCancellation: boolean; pause: boolean; resume: boolean; retryCharge: boolean };
}

const customerRef = (c: { id: number; first_name: string; last_name: string; email: string } | null, id: number): AdminCustomerRef =>
  c ? { id: c.id, name: `${c.first_name} ${c.last_name}`.trim(), email: c.email } : { id, name: "", email: "" };

/** What a subscription's audit entry keeps of it. */
const snapshot = (s: SubscriptionRow) => ({
  status: s.status,
  nextPaymentDate: s.nextPaymentDate,
  cancellationReason: s.cancellationReason,
  cancellationRequestedAt: s.cancellationRequestedAt?.toISOString() ?? null,
  pausedAt: s.pausedAt?.toISOString() ?? null,
});

export class SubscriptionAdminService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      customers: CustomerService;
      accounts: SubscriptionAccountService;
      /** The customer's translator and mail context (subscriptionMailContext); without it no mail is written. */
      mailContext?: (row: SubscriptionRow, plan: { billingName: string; frequencyName: string }) => Promise<{ t: (key: string, params?: Record<string, unknown>) => string; context: MailContext } | null>;
      /** Called after a commit that wrote a mail, so the outbox delivers it at once. */
      kickOutbox?: () => void;
    },
  ) {}

  async list(options: { status?: SubscriptionStatus; customerId?: number; page?: number; pageSize?: number } = {}): Promise<AdminSubscriptionList> {
    const pageSize = options.pageSize ?? SUBSCRIPTION_ADMIN_PAGE_SIZE;
    const where = and(
      options.status ? eq(subscriptions.status, options.status) : undefined,
      options.customerId ? eq(subscriptions.customerId, options.customerId) : undefined,
    );
    const [{ total }] = await this.db.select({ total: count() }).from(subscriptions).where(where);
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), totalPages);
    const rows = await this.db
      .select({ s: subscriptions, plan: subscriptionPlans.billingName, frequency: subscriptionFrequencies.name })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .innerJoin(subscriptionFrequencies, eq(subscriptionFrequencies.id, subscriptions.frequencyId))
      .where(where)
      // Cancellation requests and failed ones first: they wait for someone.
      .orderBy(sql`CASE WHEN ${subscriptions.status} IN ('cancellationRequested', 'reviewCancellation', 'cancellationInProgress') THEN 0 WHEN ${subscriptions.status} = 'failed' THEN 1 ELSE 2 END`, desc(subscriptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const people = new Map<number, AdminCustomerRef>();
    for (const id of new Set(rows.map((r) => r.s.customerId))) people.set(id, customerRef(await this.deps.customers.get(id), id));
    const tally = await this.db
      .select({ status: subscriptions.status, n: count() })
      .from(subscriptions)
      .where(options.customerId ? eq(subscriptions.customerId, options.customerId) : undefined)
      .groupBy(subscriptions.status);
    return {
      subscriptions: rows.map(({ s, plan, frequency }) => ({
        id: s.id,
        status: s.status,
        customer: people.get(s.customerId)!,
        plan,
        frequency,
        amount: { value: s.amountMinor, currency: s.currency },
        nextPaymentDate: s.nextPaymentDate,
        createdAt: s.createdAt.toISOString(),
        cancellationRequestedAt: s.cancellationRequestedAt?.toISOString() ?? null,
      })),
      pagination: { page, pageSize, total, totalPages },
      counts: Object.fromEntries(tally.filter((t) => SUBSCRIPTION_STATUSES.includes(t.status)).map((t) => [t.status, t.n])),
    };
  }

  async row(id: number): Promise<SubscriptionRow | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row ?? null;
  }

  /** One subscription with its customer, card and payment history (`page` of it, 10 a page). */
  async details(id: number, historyPage = 1): Promise<AdminSubscriptionDetails> {
    const row = await this.row(id);
    if (!row) throw new SubscriptionAdminError("notFound");
    const view = (await this.deps.accounts.listForCustomer(row.customerId)).find((s) => s.id === id);
    if (!view) throw new SubscriptionAdminError("notFound");
    const customer = await this.deps.customers.get(row.customerId);
    const history = await this.deps.accounts.paymentHistory(row.customerId, id, historyPage);
    const [latest] = await this.db
      .select({ status: subscriptionCharges.status })
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.subscriptionId, id), eq(subscriptionCharges.periodStart, row.nextPaymentDate)))
      .orderBy(desc(subscriptionCharges.attempt))
      .limit(1);
    const pending = CANCELLATION_PENDING.includes(row.status);
    return {
      subscription: { ...view, pausedAt: row.pausedAt?.toISOString() ?? null, channelId: row.channelId },
      customer: { ...customerRef(customer, row.customerId), verificationStatus: customer?.onfido_verification_status ?? null },
      history,
      actions: {
        approveCancellation: pending,
        refuseCancellation: pending,
        pause: row.status === "active",
        resume: row.status === "paused",
        retryCharge: row.status === "failed" || (row.status === "active" && latest?.status === "declined"),
      },
    };
  }

  /** Approves the customer's cancellation request: Cancelled (never charged again). */
  approveCancellation(actor: StaffActor, id: number, now = new Date()): Promise<SubscriptionRow> {
    return this.move(actor, id, "subscription.cancellation.approve", CANCELLATION_PENDING, () => ({ status: "cancelled", updatedAt: now }), { mail: "cancellationApproved", now });
  }

  /** Refuses the customer's cancellation request: Active again (billed from its next payment date), the request cleared. */
  refuseCancellation(actor: StaffActor, id: number, now = new Date()): Promise<SubscriptionRow> {
    return this.move(actor, id, "subscription.cancellation.refuse", CANCELLATION_PENDING, () => ({
      status: "active",
      cancellationReason: null,
      cancellationRequestedAt: null,
      updatedAt: now,
    }), { mail: "cancellationRefused", now });
  }

  /** Pauses an Active subscription (decision 025): not charged while Paused. Refused while a charge is under way. */
  async pause(actor: StaffActor, id: number, now = new Date()): Promise<SubscriptionRow> {
    return this.move(actor, id, "subscription.pause", ["active"], () => ({ status: "paused", pausedAt: now, updatedAt: now }), {
      mail: "paused",
      now,
      check: async (tx, row) => {
        const [pending] = await tx
          .select({ id: subscriptionCharges.id })
          .from(subscriptionCharges)
          .where(and(eq(subscriptionCharges.subscriptionId, row.id), eq(subscriptionCharges.status, "pending")))
          .limit(1);
        if (pending) throw new SubscriptionAdminError("paymentPending");
      },
    });
  }

  /**
   * Resumes a Paused subscription: Active again. The periods that fell due while it was paused are
   * not charged (decision 025): a next payment date in the past becomes today, so the next billing
   * run charges one period from today; one still ahead stays.
   */
  resume(actor: StaffActor, id: number, now = new Date()): Promise<SubscriptionRow> {
    const today = dayOf(now);
    return this.move(actor, id, "subscription.resume", ["paused"], (row) => ({
      status: "active",
      pausedAt: null,
      nextPaymentDate: row.nextPaymentDate < today ? today : row.nextPaymentDate,
      updatedAt: now,
    }), { mail: "resumed", now });
  }

  /** Writes an audit entry for a change made elsewhere (the billing job's retry), in a transaction of its own. */
  async audit(actor: StaffActor, action: string, id: number, before: SubscriptionRow, after: Record<string, unknown>): Promise<void> {
    await this.db.transaction(async (txn) => {
      await recordAudit(txn as unknown as Database, actor, { action, entity: "subscription", entityId: id, before: snapshot(before), after });
    });
  }

  /** The customer's mail context, read before the change's transaction (customer, order and plan do not change with it). */
  private async mailContextOf(id: number) {
    if (!this.deps.mailContext) return null;
    const [found] = await this.db
      .select({ s: subscriptions, billingName: subscriptionPlans.billingName, frequencyName: subscriptionFrequencies.name })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .innerJoin(subscriptionFrequencies, eq(subscriptionFrequencies.id, subscriptions.frequencyId))
      .where(eq(subscriptions.id, id));
    return found ? this.deps.mailContext(found.s, { billingName: found.billingName, frequencyName: found.frequencyName }) : null;
  }

  /**
   * A status change from one of `from`, locked, checked, written and audit-logged in one
   * transaction, with the customer's mail about it in the outbox; another status answers
   * wrongStatus (with the status it is in).
   */
  private async move(
    actor: StaffActor,
    id: number,
    action: string,
    from: readonly SubscriptionStatus[],
    change: (row: SubscriptionRow) => Partial<SubscriptionRow>,
    options: { mail: StaffChangeMail; now: Date; check?: (tx: Database, row: SubscriptionRow) => Promise<void> },
  ): Promise<SubscriptionRow> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new SubscriptionAdminError("notFound");
    const { mail, now, check } = options;
    const mailing = await this.mailContextOf(id);
    const updated = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
      if (!row) throw new SubscriptionAdminError("notFound");
      if (!from.includes(row.status)) throw new SubscriptionAdminError("wrongStatus", row.status);
      await check?.(tx, row);
      const [updated] = await tx
        .update(subscriptions)
        .set(change(row))
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, [...from])))
        .returning();
      if (!updated) throw new SubscriptionAdminError("wrongStatus", row.status);
      await recordAudit(tx, actor, { action, entity: "subscription", entityId: id, before: snapshot(row), after: snapshot(updated) });
      if (mailing) {
        const message = staffChangeMail(mailing.t, mailing.context, mail, { nextPaymentDate: updated.nextPaymentDate, at: now });
        await enqueue(tx, [subscriptionMailItem(`staff-${mail}-${id}-${now.getTime()}`, message)]);
      }
      return updated;
    });
    if (mailing) this.deps.kickOutbox?.();
    return updated;
  }
}
