import type { CancellationReason, SubscriptionChargeStatus, SubscriptionStatus, SubscriptionView } from "../../../server/modules/subscription/types";

/**
 * The pure side of the account's subscriptions page (001 §2 My account, §4 Statuses and cancellation
 * reasons): which label and tone a status has, what a customer may still do with a subscription, and
 * money in minor units as the formatters take it. The texts are in account-subscriptions.json.
 */

/** The six reasons of 001 §4, in its order. */
export const CANCELLATION_REASONS = ["dontNeedIt", "changeInCircumstances", "other", "endOfContract", "coolingOffPeriod", "bikePurchase"] as const satisfies readonly CancellationReason[];
// Every reason the server knows is offered (a new one fails the typecheck here).
const _allReasons: Exclude<CancellationReason, (typeof CANCELLATION_REASONS)[number]> extends never ? true : never = true;
void _allReasons;

export type StatusTone = "positive" | "warning" | "negative" | "neutral";

const TONES: Record<SubscriptionStatus, StatusTone> = {
  active: "positive",
  paused: "warning",
  failed: "negative",
  cancellationRequested: "warning",
  reviewCancellation: "warning",
  cancellationInProgress: "warning",
  cancelled: "neutral",
  completed: "neutral",
};

/** The badge colour of a status. */
export function statusTone(status: SubscriptionStatus): StatusTone {
  return TONES[status] ?? "neutral";
}

/** The translation key of a status (001 §4: Active, Paused, Failed, Cancellation Requested, …). */
export function statusKey(status: SubscriptionStatus): `statuses.${SubscriptionStatus}` {
  return `statuses.${status}`;
}

export function chargeStatusKey(status: SubscriptionChargeStatus): `history.statuses.${SubscriptionChargeStatus}` {
  return `history.statuses.${status}`;
}

/** Only an active subscription can be cancelled (it moves to Cancellation Requested). */
export function canCancel(subscription: Pick<SubscriptionView, "status">): boolean {
  return subscription.status === "active";
}

/** A subscription that still bills (or may again) can have its card changed; a finished one cannot. */
export function canChangeCard(subscription: Pick<SubscriptionView, "status">): boolean {
  return subscription.status !== "cancelled" && subscription.status !== "completed";
}

/** Whether the next payment date means anything: not once the subscription has ended. */
export function showsNextPayment(subscription: Pick<SubscriptionView, "status">): boolean {
  return subscription.status !== "cancelled" && subscription.status !== "completed";
}

/** How many minor units make one major unit of a currency (GBP 100, JPY 1), from Intl. */
export function minorUnitDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 4900 GBP → 49, 4900 JPY → 4900: the amount as the money formatters take it. */
export function fromMinor(value: number, currency: string): number {
  return value / 10 ** minorUnitDigits(currency);
}

/** The history page of one subscription kept in the URL (`?subscription=3&page=2`), 1 for the others. */
export function historyPageFor(search: URLSearchParams, subscriptionId: number): number {
  if (search.get("subscription") !== String(subscriptionId)) return 1;
  const page = Number(search.get("page"));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

export function historyHref(subscriptionId: number, page: number): string {
  return `?subscription=${subscriptionId}&page=${page}`;
}

/** The saved cards the customer's subscriptions still pay with (not once cancelled or completed). */
export function cardsInUseOf(subscriptions: readonly Pick<SubscriptionView, "status" | "card">[]): Set<number> {
  return new Set(subscriptions.filter((s) => canChangeCard(s) && s.card).map((s) => s.card!.id));
}
