import { lazy, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { onCustomerChange } from "../account/customer-store";
import { loadCart } from "../../lib/cart-client";
import { loadCountries } from "../../lib/countries";
import { openOverlay, useOverlay, type Overlay } from "../../lib/ui-state";

/**
 * The shell's overlays (mobile menu, country selector, cart and wishlist sidebars) are fetched when first opened,
 * not on every page: none is visible on first paint, and with them goes the dialog machinery
 * (focus trap, scroll lock) from the first-load JavaScript (DESIGN.md: under 120 KB compressed).
 */
const mobileMenu = () => import("./MobileMenu");
const countrySelector = () => import("./CountrySelector");
const cartSidebar = () => import("../cart/CartSidebar");
const wishlistSidebar = () => import("../wishlist/WishlistSidebar");
export const LazyMobileMenu = lazy(() => mobileMenu().then((m) => ({ default: m.MobileMenu })));
export const LazyCountrySelector = lazy(() => countrySelector().then((m) => ({ default: m.CountrySelector })));
export const LazyCartSidebar = lazy(() => cartSidebar().then((m) => ({ default: m.CartSidebar })));
export const LazyWishlistSidebar = lazy(() => wishlistSidebar().then((m) => ({ default: m.WishlistSidebar })));

/**
 * Called on the intent to open (pointer over or focus on the button), so the code (and the country
 * list) is usually there by the click. A failed fetch is retried by the click itself.
 */
export const prepare = {
  mobileMenu: () => void mobileMenu().catch(() => undefined),
  countrySelector: () => {
    loadCountries();
    void countrySelector().catch(() => undefined);
  },
  cart: () => void cartSidebar().catch(() => undefined),
  wishlist: () => void wishlistSidebar().catch(() => undefined),
};

/**
 * The handlers of a button that opens an overlay: its code loads on the intent to open it (for the
 * overlays loaded lazily), and the click is tracked, then opens it.
 */
export function opens(overlay: Overlay, track: () => void) {
  const prepareIt: (() => void) | undefined = overlay in prepare ? prepare[overlay as keyof typeof prepare] : undefined;
  return {
    onPointerEnter: prepareIt,
    onFocus: prepareIt,
    onClick: () => {
      track();
      openOverlay(overlay);
    },
  };
}

/** True from the first time the overlay opens (or `also` holds): it then stays mounted, to animate closed. */
export function useOnceOpened(overlay: Overlay, also = false): boolean {
  const open = useOverlay(overlay);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open || also) setWanted(true);
  }, [open, also]);
  return wanted || open || also;
}

/** `?action=edit_cart` opens the cart sidebar (000 §4), so it mounts the sidebar at once. */
export function useEditCartAction(): boolean {
  return new URLSearchParams(useLocation().search).get("action") === "edit_cart";
}

/**
 * What the cart sidebar did for the header badge while it was mounted on every page: load the cart
 * in the browser after hydration, and the new session's cart after login or logout (001 §4 Login
 * state). Content-only storefronts load no cart (000 §1).
 */
export function useCartForBadge(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    void loadCart();
    let previous: string | null = null;
    return onCustomerChange((customer) => {
      if (customer.status === "unknown") return;
      if (previous !== null && previous !== customer.status) void loadCart({ force: true });
      previous = customer.status;
    });
  }, [enabled]);
}
