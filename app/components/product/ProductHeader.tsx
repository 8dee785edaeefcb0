import { useTranslation } from "react-i18next";
import type { Product } from "../../../server/modules/catalog/types";
import { Price } from "./Price";

/** The product's brand, name and price in the storefront's currency and tax mode (000 §2 Product page). */
export function ProductHeader({ product, showPrices }: { product: Product; showPrices: boolean }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{product.brand_name}</p>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl">{product.name}</h1>
      {showPrices && (
        <>
          <Price amount={product.calculated_price} was={product.sale_price !== null ? product.price : null} size="lg" />
          <p className="text-xs text-muted">{t(product.tax_mode === "inc" ? "price.incTax" : "price.exTax")}</p>
        </>
      )}
    </div>
  );
}
