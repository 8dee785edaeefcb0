import { useTranslation } from "react-i18next";
import { addToCart } from "../../lib/cart-client";
import { QUANTITY_ERROR_MS } from "./quantity-rules";
import { CartActionButton } from "./CartActionButton";

/**
 * Add to cart on the product page (000 §2): the chosen variant and quantity (already clamped to the
 * product's limits by the page's quantity selector, 001 §5). A successful add opens the cart
 * sidebar; a refused one shows the server's translated message (001 §8).
 */
export function AddToCartButton({
  productId,
  variantId,
  quantity,
  disabled = false,
}: {
  productId: number;
  /** The selected variant; null or undefined for a product without variants. */
  variantId?: number | null;
  quantity: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation("cart");
  return (
    <CartActionButton
      action={() => addToCart([{ product_id: productId, variant_id: variantId ?? undefined, quantity }])}
      label={t("addToCart")}
      busyLabel={t("adding")}
      disabled={disabled}
      testId="add-to-cart"
      messageMs={QUANTITY_ERROR_MS * 2}
    />
  );
}
