import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/root-data";
import { HeartIcon } from "./HeartIcon";
import { addToWishlist, idsOfProduct, removeFromWishlist, toggleWishlist, useInWishlist, wishlistCalls } from "./wishlist-store";

/**
 * The heart that puts a product and variant on the wishlist or takes it off (001 §3, §4 Wishlist):
 * a toggle button with the product's name and aria-pressed.
 *
 * On the product page it toggles the chosen variant (`variantId`; 0 for a product without
 * variants, null while no variant is chosen). On a product card (`variantId` left out) it is
 * pressed when any variant of the product is in the list; pressing adds the variant the product
 * page would show first (asked of the server), pressing again takes the product off.
 */
export function WishlistHeart({
  productId,
  variantId,
  name,
  variant = "card",
  className = "",
}: {
  productId: number;
  variantId?: number | null;
  name: string;
  variant?: "card" | "page";
  className?: string;
}) {
  const { t } = useTranslation("wishlist");
  const cardMode = variantId === undefined;
  const pressed = useInWishlist(productId, cardMode ? undefined : variantId);
  const [busy, setBusy] = useState(false);
  const unavailable = variantId === null;
  // Content-only storefronts sell nothing online and keep no wishlist (000 §1).
  const sellsOnline = useRootData()?.storefront.eCommDisabled === false;

  async function onClick() {
    if (busy || unavailable) return;
    setBusy(true);
    try {
      if (!cardMode) {
        await toggleWishlist({ product_id: productId, variant_id: variantId });
      } else if (pressed) {
        for (const ref of idsOfProduct(productId)) await removeFromWishlist(ref);
      } else {
        const answer = await wishlistCalls("defaultVariant", { product_id: productId });
        if (answer.ok) await addToWishlist(answer.data);
      }
    } finally {
      setBusy(false);
    }
  }

  if (!sellsOnline) return null;
  const look =
    variant === "card"
      ? "size-10 bg-white/90 shadow-sm ring-1 ring-black/5 backdrop-blur hover:bg-white"
      : "size-12 border border-black/15 bg-white hover:border-brand";
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t(pressed ? "remove" : "add", { name })}
      title={t(pressed ? "remove" : "add", { name })}
      disabled={unavailable}
      aria-busy={busy || undefined}
      data-testid="wishlist-heart"
      onClick={() => void onClick()}
      className={`relative z-10 inline-flex shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50 ${
        pressed ? "text-accent" : "text-ink"
      } ${look} ${className}`}
    >
      <HeartIcon filled={pressed} width={variant === "card" ? 20 : 22} height={variant === "card" ? 20 : 22} />
    </button>
  );
}
