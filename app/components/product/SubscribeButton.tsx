import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { addSubscription } from "../../lib/cart-client";
import { openOverlay } from "../../lib/ui-state";
import { Button } from "../ui/Button";

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
  const messageId = useId();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function subscribe() {
    if (frequencyId === null) return;
    setAdding(true);
    setMessage(null);
    const result = await addSubscription({ frequency_id: frequencyId, product_id: productId, product_sku: productSku, variant_id: variantId ?? 0 });
    setAdding(false);
    if (result.ok) openOverlay("cart");
    else setMessage(result.message || t("common:errors.somethingWentWrong"));
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        onClick={subscribe}
        disabled={disabled || adding || frequencyId === null}
        aria-busy={adding || undefined}
        aria-describedby={message ? messageId : undefined}
        data-testid="subscribe"
        size="bare"
        className="min-h-12 w-full px-8 sm:w-auto sm:min-w-64"
      >
        {adding ? t("adding") : t("subscribeCta")}
      </Button>
      <p id={messageId} role="status" aria-live="polite" data-testid="subscribe-message" className={message ? "text-sm font-medium text-accent" : "sr-only"}>
        {message}
      </p>
    </div>
  );
}
