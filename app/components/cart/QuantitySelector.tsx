import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MinusIcon, PlusIcon } from "./icons";

/**
 * A stepper for a quantity: minus, a number field, plus. It only reports the wanted value; the
 * caller decides whether it is allowed (000 §5), so pressing minus at the minimum can explain why
 * nothing happens instead of silently doing nothing.
 */
export function QuantitySelector({
  value,
  onChange,
  label,
  disabled = false,
  invalid = false,
  size = "md",
  describedBy,
}: {
  value: number;
  onChange: (next: number) => void;
  /** Accessible name of the number field. */
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  size?: "sm" | "md";
  describedBy?: string;
}) {
  const { t } = useTranslation("cart");
  const inputId = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const next = Number.parseInt(text, 10);
    if (!Number.isFinite(next) || next === value) setText(String(value));
    else onChange(next);
  };
  const box = size === "sm" ? "h-9" : "h-11";
  const button = `inline-flex ${size === "sm" ? "w-9" : "w-11"} items-center justify-center text-ink transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40`;

  return (
    <div
      className={`inline-flex ${box} items-stretch overflow-hidden rounded-button border bg-white ${invalid ? "border-accent" : "border-black/15"}`}
      data-testid="quantity-selector"
    >
      <button type="button" className={button} aria-label={t("decrease")} disabled={disabled} onClick={() => onChange(value - 1)}>
        <MinusIcon />
      </button>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
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
      <button type="button" className={button} aria-label={t("increase")} disabled={disabled} onClick={() => onChange(value + 1)}>
        <PlusIcon />
      </button>
    </div>
  );
}
