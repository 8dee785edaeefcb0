import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CartCouponView } from "../../../server/modules/cart/types";
import { useFormat } from "../../lib/use-format";
import { Button } from "../ui/Button";
import { AlertIcon, CloseIcon } from "../ui/icons";

/**
 * The discount code field (issue 19) of the cart sidebar and the checkout's review step: a code,
 * its name and saving once applied, a button to remove it, and the translated reason when a code
 * is refused (the totals then stay as they were).
 */
export function CouponForm({
  coupons,
  onApply,
  onRemove,
  disabled = false,
}: {
  coupons: CartCouponView[];
  onApply: (code: string) => Promise<{ ok: boolean; message?: string }>;
  onRemove: (code: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation("promotions");
  const format = useFormat();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const codes = coupons.filter((c) => c.code !== "");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (typed === "") return;
    setPending(true);
    setError(null);
    const result = await onApply(typed);
    setPending(false);
    if (result.ok) setCode("");
    else setError(result.message || t("errors.unknown"));
  }

  return (
    <div className="space-y-2" data-testid="coupon-form">
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-code`} className="mb-1 block text-xs font-semibold text-muted">
            {t("label")}
          </label>
          <input
            id={`${id}-code`}
            name="coupon"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={t("placeholder")}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-11 w-full rounded-xl border border-black/15 bg-white px-3 text-sm uppercase placeholder:normal-case focus-visible:outline-2 focus-visible:outline-brand"
          />
        </div>
        <Button type="submit" variant="outline" size="sm" className="h-11" disabled={disabled || pending || code.trim() === ""}>
          {t("apply")}
        </Button>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className="flex items-start gap-2 text-sm font-medium text-accent" data-testid="coupon-error">
          <AlertIcon className="mt-px shrink-0" width={16} height={16} />
          {error}
        </p>
      )}
      {codes.length > 0 && (
        <ul className="space-y-1.5" data-testid="coupon-list">
          {codes.map((c) => (
            <li key={c.code} className="flex items-center justify-between gap-2 rounded-xl bg-brand-soft/60 px-3 py-1.5 text-sm">
              <span className="min-w-0">
                <span className="font-semibold">{c.code}</span> <span className="text-muted">· {c.name}</span>
                {!c.applies && c.reason && <span className="block text-xs text-accent">{t(`errors.${c.reason}`)}</span>}
              </span>
              <span className="flex items-center gap-1">
                {c.applies && c.amount > 0 && <span className="tabular-nums font-semibold">−{format.money(c.amount)}</span>}
                <button
                  type="button"
                  onClick={() => void onRemove(c.code)}
                  disabled={disabled}
                  aria-label={t("remove", { code: c.code })}
                  className="inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <CloseIcon width={16} height={16} />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
