import { useTranslation } from "react-i18next";
import type { StockState } from "./variant";

/** Stock text: "dispatched within 2 working days" (001 §9), "Out of stock", "Pre-order". */
export function StockStatus({ state }: { state: StockState }) {
  const { t } = useTranslation("catalog");
  const dot = { inStock: "bg-emerald-600", outOfStock: "bg-red-600", preOrder: "bg-amber-500" }[state];
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="stock-status" role="status">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
      {state === "inStock" && (
        <span>
          <span className="font-semibold text-ink">{t("stock.inStock")}</span> <span className="text-muted">– {t("stock.dispatch")}</span>
        </span>
      )}
      {state === "outOfStock" && <span className="font-semibold text-ink">{t("stock.outOfStock")}</span>}
      {state === "preOrder" && (
        <span>
          <span className="font-semibold text-ink">{t("stock.preOrder")}</span> <span className="text-muted">– {t("stock.preOrderNote")}</span>
        </span>
      )}
    </p>
  );
}
