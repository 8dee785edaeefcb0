import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/use-format";

/**
 * A price in the storefront's currency format: the sale price with the regular price struck
 * through when the product is on sale (001 §3 price, sale_price). Amounts arrive already in the
 * storefront's tax mode.
 */
export function Price({ amount, was, size = "md", className = "" }: { amount: number; was?: number | null; size?: "md" | "lg"; className?: string }) {
  const { t } = useTranslation("catalog");
  const format = useFormat();
  const onSale = was !== null && was !== undefined && was > amount;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`} data-testid="price">
      {onSale && <span className="sr-only">{t("price.now")}</span>}
      <span className={`font-semibold tabular-nums ${size === "lg" ? "text-2xl md:text-3xl" : "text-base"} ${onSale ? "text-accent" : "text-ink"}`}>
        {format.money(amount)}
      </span>
      {onSale && (
        <s className={`tabular-nums text-muted ${size === "lg" ? "text-lg" : "text-sm"}`}>
          <span className="sr-only">{t("price.was")} </span>
          {format.money(was)}
        </s>
      )}
    </p>
  );
}
