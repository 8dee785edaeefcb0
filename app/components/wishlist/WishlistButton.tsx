import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { HeartIcon } from "./HeartIcon";
import { startWishlist, useWishlistCount } from "./wishlist-store";

/**
 * The header's wishlist button with its count (001 §2 wishlist sidebar): opens the sidebar, which
 * closes the mobile menu and the search dropdown (app/lib/ui-state.ts). It starts the wishlist
 * store once the page is hydrated (the count is never in the cached HTML).
 */
export function WishlistButton({ className, handlers }: { className: string; handlers: Record<string, (() => void) | undefined> }) {
  const { t } = useTranslation("wishlist");
  const count = useWishlistCount();
  useEffect(() => startWishlist(), []);
  return (
    <button type="button" className={className} aria-label={t("open", { count })} title={t("title")} data-wishlist-count={count} data-testid="wishlist-button" {...handlers}>
      <HeartIcon />
      {count > 0 && (
        <span aria-hidden="true" className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] leading-5 font-bold text-white">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
}
