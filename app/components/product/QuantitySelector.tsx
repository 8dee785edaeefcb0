import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clampQuantity } from "./variant";

/** Quantity clamped to the product's minimum (default 1) and maximum (001 §5 Cart quantity). */
export function QuantitySelector({ minimum, maximum, value, onChange }: { minimum: number; maximum: number; value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation("catalog");
  const [draft, setDraft] = useState<string | null>(null);
  const min = clampQuantity(0, minimum, maximum);
  const max = maximum > 0 ? Math.max(min, maximum) : undefined;
  const commit = (n: number) => {
    setDraft(null);
    onChange(clampQuantity(n, minimum, maximum));
  };
  const button = "inline-flex size-11 items-center justify-center text-xl text-ink hover:bg-brand-soft disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-accent";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="quantity" className="text-sm font-semibold text-ink">{t("quantity.label")}</label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-button border border-ink/20">
        <button type="button" className={button} onClick={() => commit(value - 1)} disabled={value <= min} aria-label={t("quantity.decrease")}>−</button>
        <input
          id="quantity"
          name="quantity"
          inputMode="numeric"
          type="number"
          min={min}
          max={max}
          value={draft ?? String(value)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={(e) => commit(Number(e.target.value))}
          onKeyDown={(e) => e.key === "Enter" && commit(Number((e.target as HTMLInputElement).value))}
          className="h-11 w-14 [appearance:textfield] border-x border-ink/20 text-center font-semibold tabular-nums [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" className={button} onClick={() => commit(value + 1)} disabled={max !== undefined && value >= max} aria-label={t("quantity.increase")}>+</button>
      </div>
      {(minimum > 1 || maximum > 0) && (
        <p className="text-xs text-muted" data-testid="quantity-limits">
          {[minimum > 1 ? t("quantity.minimum", { n: minimum }) : null, maximum > 0 ? t("quantity.maximum", { n: maximum }) : null].filter(Boolean).join(" · ")}
        </p>
      )}
    </div>
  );
}
