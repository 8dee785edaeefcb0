import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { clampQuantity, effectiveMinimum, type QuantityLimits } from "../cart/quantity-rules";
import { MinusIcon, PlusIcon } from "./icons";

/**
 * The one quantity stepper: minus, a number field, plus (cart lines and the product page).
 *
 * Without `limits` it only reports the wanted value and the caller decides whether it is allowed
 * (000 §5: the cart line explains why pressing minus at the minimum does nothing). With `limits`
 * it keeps the value inside them itself (001 §5, `clampQuantity`): typed values are clamped and the
 * buttons stop at the minimum and maximum.
 */
export function QuantitySelector({
  value,
  onChange,
  label,
  labelVisible = false,
  disabled = false,
  invalid = false,
  size = "md",
  describedBy,
  limits,
  id,
  name,
  hint,
}: {
  value: number;
  onChange: (next: number) => void;
  /** Accessible name of the number field (visible above it with `labelVisible`). */
  label: string;
  labelVisible?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  size?: "sm" | "md";
  describedBy?: string;
  limits?: QuantityLimits;
  id?: string;
  name?: string;
  /** Shown under the stepper (with `labelVisible`), e.g. the product's limits. */
  hint?: ReactNode;
}) {
  const { t } = useTranslation("cart");
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const min = limits ? effectiveMinimum(limits) : 1;
  const max = limits && limits.maximum > 0 ? Math.max(min, limits.maximum) : undefined;
  const want = (next: number) => {
    const allowed = limits ? clampQuantity(next, limits) : next;
    if (allowed === value) setText(String(value));
    else onChange(allowed);
  };
  const commit = () => {
    const next = Number.parseInt(text, 10);
    if (!limits && !Number.isFinite(next)) setText(String(value));
    else want(next);
  };
  const box = size === "sm" ? "h-9" : "h-11";
  const button = `inline-flex ${size === "sm" ? "w-9" : "w-11"} items-center justify-center text-ink transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40`;

  const stepper = (
    <div
      className={`inline-flex w-fit ${box} items-stretch overflow-hidden rounded-button border bg-white ${invalid ? "border-accent" : "border-black/15"}`}
      data-testid="quantity-selector"
    >
      <button type="button" className={button} aria-label={t("decrease")} disabled={disabled || (limits !== undefined && value <= min)} onClick={() => want(value - 1)}>
        <MinusIcon width={20} height={20} />
      </button>
      {!labelVisible && (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      )}
      <input
        id={inputId}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
        className="w-11 [appearance:textfield] border-x border-black/10 bg-transparent text-center text-sm font-semibold tabular-nums outline-none focus-visible:bg-brand-soft [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button type="button" className={button} aria-label={t("increase")} disabled={disabled || (max !== undefined && value >= max)} onClick={() => want(value + 1)}>
        <PlusIcon width={20} height={20} />
      </button>
    </div>
  );
  if (!labelVisible) return stepper;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {stepper}
      {hint}
    </div>
  );
}
