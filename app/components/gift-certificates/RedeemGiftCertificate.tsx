import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CheckoutView } from "../../../server/modules/checkout/types";
import { useFormat } from "../../lib/use-format";
import { Button } from "../ui/Button";
import { CodeError, TakenCodes } from "../ui/CodeEntry";
import { GiftIcon } from "./GiftIcon";

/**
 * The gift certificate code field of the checkout (issue 19), under the discount code: a code pays
 * part or all of the order (applyGiftCertificate); each certificate applied shows its last four
 * characters, its balance and what it pays, with a button to take it off (removeGiftCertificate).
 * A refused code (unknown, no balance left, another currency, already applied) shows the server's
 * translated reason and changes nothing. No <form> of its own: the checkout's steps may hold it.
 */
export function RedeemGiftCertificate({
  applied,
  onApply,
  onRemove,
}: {
  applied: CheckoutView["applied_gift_certificates"];
  onApply: (code: string) => Promise<{ ok: boolean; message?: string }>;
  onRemove: (certificateId: number) => Promise<unknown>;
}) {
  const { t } = useTranslation(["promotions"]);
  const format = useFormat();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function apply() {
    const typed = code.trim();
    if (typed === "" || pending) return;
    setPending(true);
    setError(null);
    const result = await onApply(typed);
    setPending(false);
    if (result.ok) setCode("");
    else setError(result.message || t("giftCertificate.errors.unknown"));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code; it never submits a surrounding form (the order).
    if (event.key === "Enter") {
      event.preventDefault();
      void apply();
    }
  }

  return (
    <div className="space-y-2" data-testid="gift-certificate-redeem">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-code`} className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-muted">
            <GiftIcon width={14} height={14} />
            {t("giftCertificate.redeem.label")}
          </label>
          <input
            id={`${id}-code`}
            name="giftCertificateCode"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("giftCertificate.redeem.placeholder")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-11 w-full rounded-xl border border-black/15 bg-white px-3 font-mono text-sm tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal focus-visible:outline-2 focus-visible:outline-brand"
          />
        </div>
        <Button type="button" variant="outline" size="sm" className="h-11" busy={pending} disabled={pending || code.trim() === ""} onClick={() => void apply()}>
          {t("giftCertificate.redeem.apply")}
        </Button>
      </div>
      {error && (
        <CodeError id={`${id}-error`} testId="gift-certificate-error">
          {error}
        </CodeError>
      )}
      <TakenCodes
        testId="gift-certificate-applied"
        codes={applied.map((c) => ({
          key: String(c.id),
          title: <span className="font-semibold">{t("giftCertificate.redeem.applied", { last4: c.last4 })}</span>,
          detail: <span className="block text-xs text-muted">{t("giftCertificate.redeem.balance", { amount: format.money(c.balance) })}</span>,
          amount: format.money(c.amount),
          removeLabel: t("giftCertificate.redeem.remove", { last4: c.last4 }),
          onRemove: () => void onRemove(c.id),
        }))}
      />
    </div>
  );
}
