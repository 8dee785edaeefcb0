import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { CHECKOUT_LOGIN_PATH } from "../account/after-login";
import { hasMarkerCookie } from "../account/customer-store";
import { startCheckout } from "../checkout/checkout-api";
import { goToCheckoutStep, loginForCheckoutSearch } from "../checkout/go-to-checkout";
import { ensurePlatformConfig } from "../checkout/platform-config";
import { verificationCalls } from "../verification/verification-api";
import type { VerificationStatus } from "../../../server/modules/customer/schema";
import { applyCoupon, checkInventory, clearCart, giftCertificateItems, itemCount, lineItems, removeCoupon, trackCartViewed, useCart } from "../../lib/cart-client";
import { useRootData } from "../../lib/root-data";
import { closeOverlay, openOverlay, setOverlay, useOverlay } from "../../lib/ui-state";
import { useFormat } from "../../lib/use-format";
import { Drawer, DrawerClose, DrawerTitle } from "../ui/Drawer";
import { AlertIcon, BagIcon, CloseIcon } from "../ui/icons";
import { CartLine, lineIsInvalid } from "./CartLine";
import { Button, ButtonLink } from "../ui/Button";
import { CouponForm } from "./CouponForm";
import { GiftCertificateCartLine } from "../gift-certificates/GiftCertificateCartLine";

/**
 * The right-hand cart sidebar (000 §2 Cart sidebar, §4 Cart sidebar and Go to checkout). Mounted
 * once by the site shell on storefronts that sell online; it loads the shopper's cart in the
 * browser, opens for ?action=edit_cart, focuses its close button and pushes view_cart on opening.
 */
export function CartSidebar() {
  const { t } = useTranslation(["cart", "promotions"]);
  const format = useFormat();
  const taxMode = useRootData()?.storefront.taxMode ?? "inc";
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const open = useOverlay("cart");
  const { cart, checks, busy, busyLines, status } = useCart();
  const [pendingLines, setPendingLines] = useState<ReadonlySet<string>>(new Set());
  const [checking, setChecking] = useState(false);
  const [issue, setIssue] = useState<string | null>(null);

  // The site shell loads the cart (header badge) and reloads it after login or logout (001 §4 Login
  // state; app/components/layout/lazy-overlays.tsx), so the sidebar only reads it.

  const editCart = searchParams.get("action") === "edit_cart";
  useEffect(() => {
    if (editCart) openOverlay("cart");
  }, [editCart]);

  useEffect(() => {
    if (open) {
      trackCartViewed();
      // The platform config (the checkout URL) is loaded while that URL is empty (000 §7); a
      // failure is logged and stored there, never shown (000 §8).
      void ensurePlatformConfig();
    } else setIssue(null);
  }, [open]);

  const lines = lineItems(cart);
  const certificates = giftCertificateItems(cart);
  const count = itemCount(cart);
  const anyInvalid = lines.some((line) => lineIsInvalid(checks[line.id]));
  const loading = status === "loading" || busy > 0 || pendingLines.size > 0 || checking;
  const subscription = cart?.is_subscription ?? false;

  function setPending(lineId: string, pending: boolean) {
    setPendingLines((current) => {
      const next = new Set(current);
      if (pending) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  }

  async function goToCheckout() {
    setIssue(null);
    setChecking(true);
    try {
      // 000 §4 step 1: re-check the inventory first; stop on any problem.
      const invalid = await checkInventory();
      if (invalid.length > 0) {
        setIssue(t("inventoryIssue"));
        return;
      }
    } catch {
      setIssue(t("errors.cannotRetrieveStock"));
      return;
    } finally {
      setChecking(false);
    }
    // Steps 2-5 (app/components/checkout/go-to-checkout.ts). A subscriber's status is read fresh
    // from the server (a pending sandbox check is decided there once due).
    const signedIn = hasMarkerCookie();
    let verificationStatus: VerificationStatus | null = null;
    if (subscription && signedIn) {
      setChecking(true);
      const result = await verificationCalls("getResult");
      setChecking(false);
      if (result.ok) verificationStatus = result.data.onfido_verification_status;
    }
    const step = goToCheckoutStep({ subscription, signedIn, verificationStatus });
    if (step === "login") {
      // Step 2: redirectPath=checkout and action=login open the login modal; the cart closes.
      closeOverlay("cart");
      navigate({ pathname: location.pathname, search: loginForCheckoutSearch(location.search) });
      openOverlay("login");
      return;
    }
    if (step === "verify") {
      // Step 3: the verification modal (opening it closes the cart).
      openOverlay("verification");
      return;
    }
    if (step === "checkoutLogin") {
      // Step 4: not signed in goes to /checkout-login.
      closeOverlay("cart");
      navigate(CHECKOUT_LOGIN_PATH);
      return;
    }
    // Step 5: checkoutLogin answers the hosted checkout's address and the browser opens it; the
    // button stays busy until the page changes.
    setChecking(true);
    const started = await startCheckout();
    if (started.ok) return;
    setChecking(false);
    // A session that ended meanwhile continues as a signed-out shopper would.
    if (started.status === 401 || started.status === 403) {
      closeOverlay("cart");
      navigate(CHECKOUT_LOGIN_PATH);
      return;
    }
    setIssue(started.message || t("common:errors.somethingWentWrong"));
  }

  return (
    <Drawer open={open} onOpenChange={(isOpen) => setOverlay("cart", isOpen)} side="right" label="cart" className="sm:max-w-[28rem]">
      <div className="flex items-center justify-between gap-4 border-b border-black/10 px-5 py-4 sm:px-6">
        <DrawerTitle className="font-display text-xl font-semibold tracking-tight">{t("title")}</DrawerTitle>
        <DrawerClose
          className="inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          aria-label={t("close")}
          data-testid="cart-close"
        >
          <CloseIcon />
        </DrawerClose>
      </div>

      {lines.length === 0 && certificates.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-5 px-8 text-center" data-testid="cart-empty">
          <span className="flex size-20 items-center justify-center rounded-full bg-brand-soft text-brand">
            <BagIcon width={36} height={36} />
          </span>
          <p className="font-display text-lg font-semibold">{status === "loading" ? t("loading") : t("empty")}</p>
          {status !== "loading" && (
            <ButtonLink to="/" onClick={() => closeOverlay("cart")} size="bare" className="min-h-12 px-8">
              {t("startShopping")}
            </ButtonLink>
          )}
        </div>
      ) : (
        <>
          <div className="flex items-center justify-between bg-brand-soft/60 px-5 py-2.5 text-sm sm:px-6" data-testid="cart-total-items">
            <span className="text-muted">{t("totalItems")}</span>
            <span className="font-semibold tabular-nums">{count}</span>
          </div>
          <ul className="flex-1 divide-y divide-black/10 overflow-y-auto overscroll-contain px-5 sm:px-6" aria-busy={loading || undefined}>
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                check={checks[line.id]}
                busy={busyLines.has(line.id)}
                subscription={subscription}
                onPendingChange={setPending}
                onNavigate={() => closeOverlay("cart")}
              />
            ))}
            {/* Issue 19: the gift certificates the cart buys. */}
            {certificates.map((item) => (
              <GiftCertificateCartLine key={item.id} item={item} busy={busyLines.has(item.id)} />
            ))}
          </ul>
          <div className="border-t border-black/10 bg-white px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-16px_rgb(0_0_0/0.25)] sm:px-6">
            {!subscription && (
              <div className="mb-3">
                <CouponForm coupons={cart?.coupons ?? []} onApply={applyCoupon} onRemove={removeCoupon} disabled={busy > 0} />
              </div>
            )}
            {(cart?.discount_amount ?? 0) > 0 && (
              <div className="mb-1 flex items-baseline justify-between text-sm" data-testid="cart-discount">
                <span className="text-muted">{t("promotions:discount")}</span>
                <span className="font-semibold tabular-nums text-brand">−{format.money(cart?.discount_amount ?? 0)}</span>
              </div>
            )}
            <div className="flex items-baseline justify-between">
              <span className="font-semibold">{t("subtotal")}</span>
              <span className="font-display text-xl font-semibold tabular-nums" data-testid="cart-subtotal">
                {format.money(cart?.cart_amount ?? 0)}
              </span>
            </div>
            <p className="mt-0.5 text-xs text-muted">{t(taxMode === "ex" ? "taxExcluded" : "taxIncluded")}</p>
            {issue && (
              <p role="alert" className="mt-3 flex items-start gap-2 rounded-xl bg-accent/10 px-3 py-2 text-sm font-medium text-accent">
                <AlertIcon className="mt-px shrink-0" width={18} height={18} />
                {issue}
              </p>
            )}
            <Button onClick={goToCheckout} disabled={anyInvalid || loading} className="mt-4 w-full">
              {t("goToCheckout")}
            </Button>
            <button
              type="button"
              onClick={() => void clearCart()}
              disabled={busy > 0}
              className="mt-2 inline-flex h-10 w-full items-center justify-center rounded-button text-sm font-medium text-muted underline-offset-4 transition-colors hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
            >
              {t("clearCart")}
            </button>
          </div>
        </>
      )}
    </Drawer>
  );
}
