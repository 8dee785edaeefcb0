import { useTranslation } from "react-i18next";
import { addSubscription } from "../../lib/cart-client";
import { CartActionButton } from "../cart/CartActionButton";

/**
 * Subscribe on the product page (001 §7 Subscription service addToCart): the product and variant
 * with the chosen frequency. Success opens the cart sidebar like add to cart; a refusal shows the
 * server's text (a guest: "Account required: …", 001 §6; the subscription cart's rules, 001 §8).
 */
export function SubscribeButton({
  productId,
  productSku,
  variantId,
  frequencyId,
  disabled = false,
}: {
  productId: number;
  productSku: string;
  variantId?: number | null;
  frequencyId: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation("subscriptions");
  return (
    <CartActionButton
      action={frequencyId === null ? null : () => addSubscription({ frequency_id: frequencyId, product_id: productId, product_sku: productSku, variant_id: variantId ?? 0 })}
      label={t("subscribeCta")}
      busyLabel={t("adding")}
      disabled={disabled}
      testId="subscribe"
      messageTestId="subscribe-message"
    />
  );
}
