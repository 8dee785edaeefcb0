import { useTranslation } from "react-i18next";
import { QuantitySelector } from "../ui/QuantitySelector";

/** The product page's quantity: clamped to the product's minimum (default 1) and maximum (001 §5 Cart quantity). */
export function ProductQuantity({ minimum, maximum, value, onChange }: { minimum: number; maximum: number; value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation("catalog");
  const hint =
    minimum > 1 || maximum > 0 ? (
      <p className="text-xs text-muted" data-testid="quantity-limits">
        {[minimum > 1 ? t("quantity.minimum", { n: minimum }) : null, maximum > 0 ? t("quantity.maximum", { n: maximum }) : null].filter(Boolean).join(" · ")}
      </p>
    ) : null;
  return (
    <QuantitySelector
      id="quantity"
      name="quantity"
      label={t("quantity.label")}
      labelVisible
      limits={{ minimum, maximum }}
      value={value}
      onChange={onChange}
      hint={hint}
    />
  );
}
