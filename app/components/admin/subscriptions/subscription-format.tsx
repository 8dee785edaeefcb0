import { useTranslation } from "react-i18next";
import type { SubscriptionStatus } from "../../../../server/modules/subscription/schema";
import { Badge } from "../admin-ui";

const TONE: Record<SubscriptionStatus, "good" | "warn" | "bad" | "neutral"> = {
  active: "good",
  paused: "neutral",
  cancelled: "neutral",
  completed: "neutral",
  failed: "bad",
  cancellationRequested: "warn",
  reviewCancellation: "warn",
  cancellationInProgress: "warn",
};

/** 001 §4's subscription statuses, by their first-list names ("Cancellation Requested"). */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation("admin-subscriptions");
  return (
    <span data-testid="admin-subscription-status">
      <Badge tone={TONE[status]}>{t(`statuses.${status}`)}</Badge>
    </span>
  );
}

/** A `YYYY-MM-DD` day as DD.MM.YYYY (001 §9, as the account page shows it). */
export function subscriptionDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

/** Minor units (pence, cents; yen has none) as money in the back office's language. */
export function minorMoney(value: number, currency: string): string {
  const format = new Intl.NumberFormat("en-GB", { style: "currency", currency });
  return format.format(value / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
