import type { ReactNode } from "react";
import { AlertIcon, CloseIcon } from "./icons";

// The parts that discount codes (cart/CouponForm) and gift certificate codes
// (gift-certificates/RedeemGiftCertificate) share: the refusal under the field and the list of
// codes taken, each with what it saves or pays and a button to take it off.

/** A refused code's translated reason, announced, tied to the field by `id`. */
export function CodeError({ id, testId, children }: { id: string; testId: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-2 text-sm font-medium text-accent" data-testid={testId}>
      <AlertIcon className="mt-px shrink-0" width={16} height={16} />
      {children}
    </p>
  );
}

export interface TakenCode {
  key: string;
  /** What the code is (the code and its name, or a certificate's last characters). */
  title: ReactNode;
  /** A second line: a balance, or why a code does not apply. */
  detail?: ReactNode;
  /** The saving or payment shown as "−amount", already formatted; none when it does not apply. */
  amount?: string;
  removeLabel: string;
  onRemove: () => void;
}

export function TakenCodes({ codes, testId, disabled = false }: { codes: TakenCode[]; testId: string; disabled?: boolean }) {
  if (codes.length === 0) return null;
  return (
    <ul className="space-y-1.5" data-testid={testId}>
      {codes.map((c) => (
        <li key={c.key} className="flex items-center justify-between gap-2 rounded-xl bg-brand-soft/60 px-3 py-1.5 text-sm">
          <span className="min-w-0">
            {c.title}
            {c.detail}
          </span>
          <span className="flex items-center gap-1">
            {c.amount !== undefined && <span className="tabular-nums font-semibold">−{c.amount}</span>}
            <button
              type="button"
              onClick={c.onRemove}
              disabled={disabled}
              aria-label={c.removeLabel}
              className="inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
