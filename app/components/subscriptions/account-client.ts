import { rpc, type ApiIssue, type RpcOutcome } from "../../lib/rpc-client";
import type { paymentsApi } from "../../../server/modules/payment/api";
import type { subscriptionAccountApi } from "../../../server/modules/subscription/account-api";

/** The account's subscription calls (001 §7 Subscription service, Card payments) and the payments API. */
export const subscriptionCalls = rpc<typeof subscriptionAccountApi>("subscriptions");
export const paymentCalls = rpc<typeof paymentsApi>("payments");

/** A refused call as the screen shows it: the server's translated message and its field messages. */
export interface CallFailure {
  message: string | null;
  issues: ApiIssue[];
  code: string | null;
  status: number;
}

/** The failure of an outcome (its message is already translated by the server, 001 §8). */
export function failureOf(outcome: Extract<RpcOutcome<unknown>, { ok: false }>): CallFailure {
  const data = outcome.error.data;
  const issues = outcome.error.issues ?? data?.issues ?? [];
  const code = typeof outcome.error.code === "string" ? outcome.error.code : typeof data?.code === "string" ? data.code : null;
  return { message: outcome.status === 0 ? null : (outcome.error.message ?? null), issues, code, status: outcome.status };
}
