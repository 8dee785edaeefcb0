import type { ReactNode } from "react";
import { GiftIcon } from "./GiftIcon";

/**
 * A gift certificate bought, as a line of an order summary (issue 19): the checkout's summary
 * while it is bought, the confirmation and the account's order details once it is. `action`: what
 * may still be done with it (remove, while the checkout is open).
 */
export function GiftCertificateSummaryLine({ title, detail, amount, action, testId }: { title: string; detail: string; amount: string; action?: ReactNode; testId: string }) {
  return (
    <li className="flex gap-4 py-3" data-testid={testId}>
      <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-brand-soft/50 text-brand ring-1 ring-black/[0.06]" aria-hidden>
        <GiftIcon width={30} height={30} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug font-semibold text-ink">{title}</p>
        <p className="mt-0.5 text-xs wrap-anywhere text-muted">{detail}</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <p className="text-sm font-semibold tabular-nums text-ink">{amount}</p>
        {action}
      </div>
    </li>
  );
}
