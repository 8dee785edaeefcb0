import { useTranslation } from "react-i18next";
import type { ProductCard as ProductCardData } from "../../../server/modules/catalog/types";
import { ProductCard } from "./ProductCard";

/** Related products (001 §3 related_products), at most eight. */
export function RelatedProducts({ products, showPrices }: { products: ProductCardData[]; showPrices: boolean }) {
  const { t } = useTranslation("catalog");
  if (products.length === 0) return null;
  return (
    <section className="mt-16" aria-labelledby="related-title">
      <h2 id="related-title" className="mb-6 font-display text-2xl font-semibold tracking-tight text-ink">{t("related.title")}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.slice(0, 8).map((card) => (
          <li key={card.id}>
            <ProductCard product={card} showPrice={showPrices} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
