import { Badge } from "../admin-ui";

/** Money in the back office's language (en-GB), in the order's own currency. */
export function adminMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount);
}

/** A date (and time) as the back office shows it: 26 Nov 2026, 14:05 (UTC, the same for every member). */
export function adminDate(iso: string, withTime = true): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}), timeZone: "UTC" }).format(new Date(iso));
}

const GOOD = new Set(["Shipped", "Completed"]);
const BAD = new Set(["Cancelled", "Declined", "Disputed", "Refunded"]);
const WARN = new Set(["Partially Shipped", "Partially Refunded", "Manual Verification Required", "Awaiting Payment", "Pending"]);

/** 001 §4's order statuses as a badge, by their names in the spec (the words staff and the API use). */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = GOOD.has(status) ? "good" : BAD.has(status) ? "bad" : WARN.has(status) ? "warn" : "neutral";
  return (
    <span data-testid="admin-order-status" className="whitespace-nowrap">
      <Badge tone={tone}>{status}</Badge>
    </span>
  );
}
