import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Product, ProductVariant } from "../../../server/modules/catalog/types";
import type { PlanView } from "../../../server/modules/subscription/service";
import { AddToCartButton } from "../cart/AddToCartButton";
import { clampQuantity } from "../cart/quantity-rules";
import { BackInStockForm } from "./BackInStockForm";
import type { PdpTexts } from "./pdp-texts";
import { ProductQuantity } from "./ProductQuantity";
import { PurchaseOptions } from "./PurchaseOptions";
import { StockStatus } from "./StockStatus";
import { WishlistHeart } from "../wishlist/WishlistHeart";
import type { StockState } from "./variant";

/**
 * What a shopper can do with the chosen variant (000 §2 Product page): stock text, sku, then buy
 * (quantity, add to cart) or, for a subscribable product, subscribe (issue 14); out of stock: the
 * back-in-stock form and, where the category asks for it, the store finder.
 */
export function ProductBuyBox({
  product,
  variant,
  stock,
  plan,
  categoryWantsStoreFinder,
  texts,
}: {
  product: Product;
  variant: ProductVariant | null;
  stock: StockState;
  plan: PlanView | null;
  categoryWantsStoreFinder: boolean;
  texts: PdpTexts;
}) {
  const { t } = useTranslation("catalog");
  const [quantity, setQuantity] = useState(() => clampQuantity(0, { minimum: product.order_quantity_minimum, maximum: product.order_quantity_maximum }));
  const unavailable = stock === "outOfStock" || ((product.variants?.length ?? 0) > 0 && !variant);
  const buy = (
    <div className="flex flex-col gap-5">
      <ProductQuantity minimum={product.order_quantity_minimum} maximum={product.order_quantity_maximum} value={quantity} onChange={setQuantity} />
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <AddToCartButton productId={product.id} variantId={variant?.id} quantity={quantity} disabled={unavailable} />
        </div>
        {/* 001 §4 Wishlist: the chosen variant (0 without variants; none chosen yet: disabled). */}
        <WishlistHeart productId={product.id} variantId={(product.variants?.length ?? 0) > 0 ? (variant?.id ?? null) : 0} name={product.name} variant="page" />
      </div>
    </div>
  );
  return (
    <div className="flex flex-col gap-5 border-t border-ink/10 pt-6">
      <StockStatus state={stock} inStockText={texts.inStockText} />
      {texts.deliveryText && <p className="text-sm text-muted" data-testid="delivery-text">{texts.deliveryText}</p>}
      {variant && <p className="text-xs text-muted">{t("sku", { sku: variant.sku })}</p>}
      <PurchaseOptions plan={plan} productId={product.id} productSku={product.sku} variantId={variant?.id ?? null} disabled={unavailable} buy={buy} />
      {stock === "outOfStock" && (
        <>
          <BackInStockForm variantId={variant?.id ?? null} />
          {categoryWantsStoreFinder && (
            <Link to={`/find-a-store?productId=${product.id}`} data-store-finder-cta className="inline-flex min-h-12 w-fit items-center gap-2 rounded-button border border-brand px-5 font-semibold text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
              {texts.storeFinderCtaLabel}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
