import { z } from "zod";
import { RpcError, rpcMethod, type RpcContext, type RpcMethods } from "../../http/rpc";
import { BillingJob } from "../../jobs/billing";
import { SubscriptionError } from "./account";
import { CANCELLATION_REASONS } from "./schema";
import type { CardChangeAnswer, CustomerPlansAnswer, PaymentHistoryAnswer } from "./types";

/**
 * The customer's own subscriptions, beside the plans at `POST /api/subscriptions/{method}` (001 §7
 * Subscription service: get customer plans, get payment history, cancel subscription; Card payments:
 * update subscription payment method). Every method needs a signed-in customer; another customer's
 * subscription id answers 404, as an unknown one does.
 */

const id = z.number({ error: "subscription-billing:errors.subscriptionNotFound" }).int().positive().max(2_147_483_647);

const ERRORS: Record<SubscriptionError["code"], { status: number; key: string }> = {
  notFound: { status: 404, key: "subscription-billing:errors.subscriptionNotFound" },
  notActive: { status: 409, key: "subscription-billing:errors.notActive" },
  paymentMethodNotFound: { status: 404, key: "orders:errors.paymentMethodNotFound" },
  cardDeclined: { status: 402, key: "subscription-billing:errors.cardDeclined" },
  paymentPending: { status: 409, key: "subscription-billing:errors.paymentPending" },
};

async function own<T>(ctx: RpcContext, work: (customerId: number) => Promise<T>): Promise<T> {
  ctx.res.set("Cache-Control", "private, no-store");
  const customerId = await ctx.requireCustomer();
  try {
    return await work(customerId);
  } catch (error) {
    if (error instanceof SubscriptionError) {
      const { status, key } = ERRORS[error.code];
      throw new RpcError(status, key, {}, { code: error.code });
    }
    throw error;
  }
}

export const subscriptionAccountApi = {
  /** get customer plans: each subscription with plan, product, frequency, status, next payment date, amount and card. */
  getCustomerPlans: rpcMethod(z.object({}).optional().default({}), (_input, ctx) =>
    own(ctx, async (customerId): Promise<CustomerPlansAnswer> => ({ subscriptions: await ctx.shop.subscriptionAccounts.listForCustomer(customerId) })),
  ),

  /** get payment history (pagination): every charge attempt, newest first, 10 a page. */
  getPaymentHistory: rpcMethod(z.object({ subscriptionId: id, page: z.number().int().positive().max(100_000).optional().default(1) }), (input, ctx) =>
    own(ctx, (customerId): Promise<PaymentHistoryAnswer> => ctx.shop.subscriptionAccounts.paymentHistory(customerId, input.subscriptionId, input.page)),
  ),

  /** cancel subscription with one of the six reasons (001 §4): an Active subscription becomes Cancellation Requested. */
  cancelSubscription: rpcMethod(
    z.object({ subscriptionId: id, reason: z.enum(CANCELLATION_REASONS, { error: "subscription-billing:errors.reasonRequired" }) }),
    (input, ctx) =>
      own(ctx, async (customerId): Promise<CustomerPlansAnswer> => {
        await ctx.shop.subscriptionAccounts.cancel(customerId, input.subscriptionId, input.reason);
        return { subscriptions: await ctx.shop.subscriptionAccounts.listForCustomer(customerId) };
      }),
  ),

  /**
   * update subscription payment method (subscriptionId, recurringDetailReference: one of the customer's
   * stored cards). A Failed subscription's outstanding period is then charged at once with the card
   * through the billing job (001 §4): paid, the subscription is Active again and `charged` names the
   * payment; declined, it stays Failed and the answer is a translated 402 (the card stays chosen).
   */
  updateSubscriptionPaymentMethod: rpcMethod(
    z.object({ subscriptionId: id, recurringDetailReference: z.coerce.number({ error: "orders:errors.paymentMethodNotFound" }).int().positive().max(2_147_483_647) }),
    (input, ctx) =>
      own(ctx, async (customerId): Promise<CardChangeAnswer> => {
        const updated = await ctx.shop.subscriptionAccounts.updatePaymentMethod(customerId, input.subscriptionId, input.recurringDetailReference);
        let charged: CardChangeAnswer["charged"] = null;
        if (updated.status === "failed") {
          const result = await new BillingJob(ctx.shop).chargeOutstanding(updated.id);
          // Null: no longer Failed (another request settled it meanwhile); the list shows how it is.
          if (result?.outcome === "declined") throw new SubscriptionError("cardDeclined");
          if (result && (result.outcome === "pending" || !result.charge)) throw new SubscriptionError("paymentPending");
          if (result?.charge) charged = { periodStart: result.charge.periodStart, amount: { value: result.charge.amountMinor, currency: result.charge.currency } };
        }
        return { subscriptions: await ctx.shop.subscriptionAccounts.listForCustomer(customerId), charged };
      }),
  ),
} satisfies RpcMethods;
