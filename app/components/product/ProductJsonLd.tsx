import type { Product } from "../../../server/modules/catalog/types";
import type { StockState } from "./variant";

/** schema.org Product data for search engines; `<` is escaped so text cannot close the script. */
export function ProductJsonLd({ product, origin, stock, showOffer }: { product: Product; origin: string; stock: StockState; showOffer: boolean }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    description: product.description,
    brand: { "@type": "Brand", name: product.brand_name },
    image: (product.images ?? []).map((i) => `${origin}${i.url_standard}`),
    url: `${origin}${product.url}`,
    ...(showOffer
      ? {
          offers: {
            "@type": "Offer",
            price: product.calculated_price.toFixed(2),
            priceCurrency: product.currency,
            availability: `https://schema.org/${stock === "inStock" ? "InStock" : stock === "preOrder" ? "PreOrder" : "OutOfStock"}`,
            url: `${origin}${product.url}`,
          },
        }
      : {}),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
