import { z } from "zod";
import { staffMethod, type AdminRpcContext } from "../../http/admin-rpc";
import { RpcError } from "../../http/rpc";
import { BillingJob } from "../../jobs/billing";
import { SubscriptionError } from "./account";
import { SubscriptionAdminError, SubscriptionAdminService, type AdminSubscriptionDetails, type SubscriptionAdminErrorCode } from "./admin";
import { subscriptionMailContext } from "./mails";
import { SUBSCRIPTION_STATUSES } from "./schema";

/**
 * Subscriptions in the back office (issue 17, area "subscriptions"; 001 §4 Statuses; decision 025):
 * `POST /api/admin/subscriptions/{list,get,approveCancellation,refuseCancellation,pause,resume,retryCharge}`.
 * Owner and customer service only; every change is audit-logged. An action answers the
 * subscription's details afterwards; one that no longer fits its status answers 409 with the status
 * it is in (another staff member, the customer or the billing job moved it).
 */

const ERRORS: Record<SubscriptionAdminErrorCode, { status: number; key: string }> = {
  notFound: { status: 404, key: "admin-subscriptions:errors.notFound" },
  wrongStatus: { status: 409, key: "admin-subscriptions:errors.wrongStatus" },
  paymentPending: { status: 409, key: "admin-subscriptions:errors.paymentPending" },
  nothingToRetry: { status: 409, key: "admin-subscriptions:errors.nothingToRetry" },
};

async function mapErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SubscriptionAdminError) {
      const { status, key } = ERRORS[error.code];
      throw new RpcError(status, key, { status: error.status ?? "" }, { code: error.code, status: error.status });
    }
    if (error instanceof SubscriptionError && error.code === "notFound") throw new RpcError(404, ERRORS.notFound.key, {}, { code: "notFound" });
    throw error;
  }
}

const id = z.number().int().positive().max(2_147_483_647);
const service = (ctx: AdminRpcContext) =>
  new SubscriptionAdminService(ctx.shop.db, {
    customers: ctx.shop.customers,
    accounts: ctx.shop.subscriptionAccounts,
    // The customer is mailed about every change staff make (in the change's transaction).
    mailContext: (row, plan) => subscriptionMailContext(ctx.shop, row, plan),
    kickOutbox: () => ctx.shop.outbox.kick(),
  });

/** The outcome of a retried charge, beside the details. */
export interface RetryAnswer extends AdminSubscriptionDetails {
  retry: { outcome: "paid" | "declined" | "failed" | "pending"; attempt: number | null };
}

export const subscriptionsAdminApi = {
  /** Subscriptions, cancellation requests and failed ones first; `status` and `customerId` narrow the list. */
  list: staffMethod(
    "subscriptions",
    z.object({ status: z.enum(SUBSCRIPTION_STATUSES).optional(), customerId: id.optional(), page: z.number().int().positive().max(100_000).default(1) }),
    async (input, ctx) => service(ctx).list(input),
  ),
  /** One subscription: plan, product, customer, card, status, payment history (`historyPage`, 10 a page) and what can be done. */
  get: staffMethod("subscriptions", z.object({ id, historyPage: z.number().int().positive().max(100_000).default(1) }), async (input, ctx) =>
    mapErrors(() => service(ctx).details(input.id, input.historyPage)),
  ),
  /** Approves the customer's cancellation request: Cancelled. */
  approveCancellation: staffMethod("subscriptions", z.object({ id }), async (input, ctx) =>
    mapErrors(async () => {
      await service(ctx).approveCancellation(ctx.staff, input.id);
      return service(ctx).details(input.id);
    }),
  ),
  /** Refuses the customer's cancellation request: Active again. */
  refuseCancellation: staffMethod("subscriptions", z.object({ id }), async (input, ctx) =>
    mapErrors(async () => {
      await service(ctx).refuseCancellation(ctx.staff, input.id);
      return service(ctx).details(input.id);
    }),
  ),
  /** Pauses an Active subscription: no charges while Paused. */
  pause: staffMethod("subscriptions", z.object({ id }), async (input, ctx) =>
    mapErrors(async () => {
      await service(ctx).pause(ctx.staff, input.id);
      return service(ctx).details(input.id);
    }),
  ),
  /** Resumes a Paused subscription: Active, next payment today at the earliest. */
  resume: staffMethod("subscriptions", z.object({ id }), async (input, ctx) =>
    mapErrors(async () => {
      await service(ctx).resume(ctx.staff, input.id);
      return service(ctx).details(input.id);
    }),
  ),
  /**
   * Retries the failed charge now through the billing job (its own open, charge and settle: a new
   * attempt with its own idempotency key, never a second charge of a paid period). Audit-logged
   * with the outcome once the billing job has settled it.
   */
  retryCharge: staffMethod("subscriptions", z.object({ id }), async (input, ctx) =>
    mapErrors(async (): Promise<RetryAnswer> => {
      const admin = service(ctx);
      const before = await admin.row(input.id);
      if (!before) throw new SubscriptionAdminError("notFound");
      const result = await new BillingJob(ctx.shop).retryNow(input.id);
      if (!result) throw new SubscriptionAdminError("nothingToRetry", before.status);
      const after = await admin.row(input.id);
      await admin.audit(ctx.staff, "subscription.charge.retry", input.id, before, {
        outcome: result.outcome,
        chargeId: result.charge?.id ?? null,
        periodStart: result.charge?.periodStart ?? null,
        attempt: result.charge?.attempt ?? null,
        status: after?.status ?? null,
        nextPaymentDate: after?.nextPaymentDate ?? null,
      });
      return { ...(await admin.details(input.id)), retry: { outcome: result.outcome, attempt: result.charge?.attempt ?? null } };
    }),
  ),
};
