import { useTranslation } from "react-i18next";
import { splitStockText } from "./pdp-texts";
import type { StockState } from "./variant";

/**
 * Stock text: "dispatched within 2 working days" (001 §9; pdpConfig.inStockText of the config
 * document, 001 §7), "Out of stock", "Pre-order".
 */
export function StockStatus({ state, inStockText }: { state: StockState; inStockText: string }) {
  const { t } = useTranslation("catalog");
  const inStock = splitStockText(inStockText);
  const dot = { inStock: "bg-emerald-600", outOfStock: "bg-red-600", preOrder: "bg-amber-500" }[state];
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="stock-status" role="status">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
      {state === "inStock" && (
        <span>
          <span className="font-semibold text-ink">{inStock.lead}</span>
          {inStock.rest && <span className="text-muted"> – {inStock.rest}</span>}
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
