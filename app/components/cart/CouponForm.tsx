import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CartCouponView } from "../../../server/modules/cart/types";
import { useFormat } from "../../lib/use-format";
import { Button } from "../ui/Button";
import { CodeError, TakenCodes } from "../ui/CodeEntry";

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
        <CodeError id={`${id}-error`} testId="coupon-error">
          {error}
        </CodeError>
      )}
      <TakenCodes
        testId="coupon-list"
        disabled={disabled}
        codes={codes.map((c) => ({
          key: c.code,
          title: (
            <>
              <span className="font-semibold">{c.code}</span> <span className="text-muted">· {c.name}</span>
            </>
          ),
          detail: !c.applies && c.reason ? <span className="block text-xs text-accent">{t(`errors.${c.reason}`)}</span> : undefined,
          amount: c.applies && c.amount > 0 ? format.money(c.amount) : undefined,
          removeLabel: t("remove", { code: c.code }),
          onRemove: () => void onRemove(c.code),
        }))}
      />
    </div>
  );
}
