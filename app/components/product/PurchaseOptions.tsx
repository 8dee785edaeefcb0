import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PlanView } from "../../../server/modules/subscription/service";
import { useFormat } from "../../lib/use-format";
import { SubscribeButton } from "./SubscribeButton";
import { frequencyName, periodLabel } from "./subscription-labels";

type Mode = "buy" | "subscribe";

/**
 * Buy or subscribe (issue 14; 001 §3 Subscription plan): a subscribable product offers both. Buy
 * shows the page's quantity and add to cart (`buy`); Subscribe shows the plan's frequencies, each
 * with its price per period, and the subscribe button. A product without a plan shows `buy` only.
 */
export function PurchaseOptions({
  plan,
  productId,
  productSku,
  variantId,
  disabled,
  buy,
}: {
  plan: PlanView | null;
  productId: number;
  productSku: string;
  variantId: number | null;
  disabled: boolean;
  buy: ReactNode;
}) {
  const { t } = useTranslation("subscriptions");
  const format = useFormat();
  const name = useId();
  const [mode, setMode] = useState<Mode>("buy");
  const [frequencyId, setFrequencyId] = useState<number | null>(plan?.frequencies[0]?.id ?? null);
  if (!plan || plan.frequencies.length === 0) return <>{buy}</>;

  const first = plan.frequencies[0];
  const periodPrice = (price: number | null) => (price === null ? "" : format.money(price));
  const choice = (value: Mode, title: string, hint: string) => (
    <label
      className={`flex min-h-16 cursor-pointer flex-col justify-center rounded-2xl border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
        mode === value ? "border-brand bg-brand-soft ring-1 ring-brand" : "border-ink/20 hover:border-ink/50"
      }`}
    >
      <input type="radio" name={`${name}-mode`} value={value} checked={mode === value} onChange={() => setMode(value)} className="sr-only" data-testid={`purchase-${value}`} />
      <span className="font-semibold text-ink">{title}</span>
      <span className="text-sm text-muted">{hint}</span>
    </label>
  );

  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t("purchaseType")}</legend>
        <div className="grid grid-cols-2 gap-3">
          {choice("buy", t("buy"), t("buyHint"))}
          {choice("subscribe", t("subscribe"), t("subscribeHint", { price: periodPrice(first.price), period: periodLabel(t, first) }))}
        </div>
      </fieldset>
      {mode === "buy" ? (
        buy
      ) : (
        <div className="flex flex-col gap-5" data-testid="subscription-options">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">{t("frequency")}</legend>
            <div className="flex flex-col gap-2">
              {plan.frequencies.map((frequency) => {
                const selected = frequency.id === frequencyId;
                return (
                  <label
                    key={frequency.id}
                    className={`flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-button border px-4 py-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                      selected ? "border-brand bg-brand-soft ring-1 ring-brand" : "border-ink/20 hover:border-ink/50"
                    }`}
                  >
                    <span className="flex items-center gap-3">
                      <input type="radio" name={`${name}-frequency`} value={frequency.id} checked={selected} onChange={() => setFrequencyId(frequency.id)} className="size-4 accent-brand" />
                      <span className="font-semibold text-ink">{frequencyName(t, frequency)}</span>
                    </span>
                    <span className="text-sm tabular-nums text-ink" data-testid="frequency-price">
                      {t("perPeriod", { price: periodPrice(frequency.price), period: periodLabel(t, frequency) })}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <p className="text-xs text-muted">
            {t("firstPayment", { period: periodLabel(t, plan.frequencies.find((f) => f.id === frequencyId) ?? first) })}
          </p>
          <SubscribeButton productId={productId} productSku={productSku} variantId={variantId} frequencyId={frequencyId} disabled={disabled} />
        </div>
      )}
    </div>
  );
}
