import type { CancellationReason, SubscriptionChargeStatus, SubscriptionStatus } from "./schema";

/**
 * What clients see of a customer's subscriptions (001 §3 Subscription: plan, frequency, next payment
 * date, status, payment history with pagination, payment methods; 001 §7 get customer plans, get
 * payment history, cancel subscription, update subscription payment method). Import these with
 * `import type` only. Money is in minor units of its currency; dates are ISO (`YYYY-MM-DD` for days),
 * the storefront shows them as DD.MM.YYYY (001 §9).
 */

export type { CancellationReason, SubscriptionChargeStatus, SubscriptionStatus };

export interface MoneyView {
  /** Minor units (pence, cents; yen has none). */
  value: number;
  currency: string;
}

/** A stored card (payment module's stored payment method) as a subscription shows it. */
export interface SubscriptionCardView {
  /** The stored payment method id: the recurringDetailReference of updateSubscriptionPaymentMethod. */
  id: number;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface SubscriptionView {
  id: number;
  plan: { id: number; billingName: string };
  product: { id: number; variantId: number; name: string; url: string; image: string };
  frequency: { id: number; code: string; name: string; intervalMonths: number };
  /** The stored code (001 §4, second list); the UI translates it. */
  status: SubscriptionStatus;
  /** `YYYY-MM-DD`; shown as DD.MM.YYYY. */
  nextPaymentDate: string;
  /** The price of one period. */
  amount: MoneyView;
  /** The card charged each period, or null when none is stored any more. */
  card: SubscriptionCardView | null;
  /** The first period's order. */
  orderId: number;
  /** ISO timestamp. */
  createdAt: string;
  cancellationReason: CancellationReason | null;
  /** ISO timestamp, or null. */
  cancellationRequestedAt: string | null;
}

export interface CustomerPlansAnswer {
  subscriptions: SubscriptionView[];
}

/** update subscription payment method: the subscriptions, and the outstanding period charged now (a Failed subscription made Active again), else null. */
export interface CardChangeAnswer extends CustomerPlansAnswer {
  charged: { periodStart: string; amount: { value: number; currency: string } } | null;
}

/** One charge attempt of the payment history (001 §3 paymentHistory). */
export interface PaymentHistoryEntry {
  id: number;
  /** `YYYY-MM-DD`: the first day of the period paid for. */
  periodStart: string;
  /** ISO timestamp: when the attempt was made (settled, or created while pending). */
  date: string;
  amount: MoneyView;
  /** pending, paid, declined (tried again later) or failed (given up). */
  status: SubscriptionChargeStatus;
  /** 1 for the first try of a period, 2… for the retries of a declined one. */
  attempt: number;
  /** The order of the first period's charge; null for renewals. */
  orderId: number | null;
}

export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface PaymentHistoryAnswer {
  paymentHistory: PaymentHistoryEntry[];
  pagination: Pagination;
}

/** Payment history page size (001 §9 items per page 10). */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;
