import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { addToCart } from "../../lib/cart-client";
import { openOverlay } from "../../lib/ui-state";
import { QUANTITY_ERROR_MS } from "./quantity-rules";
import { Button } from "../ui/Button";

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
  const messageId = useId();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), QUANTITY_ERROR_MS * 2);
    return () => clearTimeout(timer);
  }, [message]);

  async function add() {
    setAdding(true);
    setMessage(null);
    const result = await addToCart([{ product_id: productId, variant_id: variantId ?? undefined, quantity }]);
    setAdding(false);
    if (result.ok) openOverlay("cart");
    else setMessage(result.message || t("common:errors.somethingWentWrong"));
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        onClick={add}
        disabled={disabled || adding}
        aria-busy={adding || undefined}
        aria-describedby={message ? messageId : undefined}
        data-testid="add-to-cart"
        size="bare"
        className="min-h-12 w-full px-8 sm:w-auto sm:min-w-64"
      >
        {adding ? t("adding") : t("addToCart")}
      </Button>
      <p id={messageId} role="status" aria-live="polite" className={message ? "text-sm font-medium text-accent" : "sr-only"}>
        {message}
      </p>
    </div>
  );
}
