import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useRootData } from "../../lib/root-data";
import { openOverlay, useOverlay, type LoginScreen, type Overlay } from "../../lib/ui-state";
import { loadCustomer } from "./customer-store";

// The modals and their forms (zod, Conform) are fetched when first opened, not on every page:
// most visitors never open them, and they would otherwise be a third of the first-load JavaScript.
const LoginModal = lazy(() => import("./LoginModal").then((m) => ({ default: m.LoginModal })));
const NewsletterModal = lazy(() => import("./NewsletterModal").then((m) => ({ default: m.NewsletterModal })));
const VerificationModal = lazy(() => import("../verification/VerificationModal").then((m) => ({ default: m.VerificationModal })));

/** Query `action` values that open the login modal on a screen (000 §4 Login modal). */
const ACTION_SCREENS: Record<string, LoginScreen> = { login: "login", password_recovery: "forgotPassword" };

/**
 * What the account feature adds to every page (mounted once in SiteShell): the login and newsletter
 * modals, and loading the signed-in customer in the browser after hydration (001 §4 Login state).
 */
export function AccountOverlays() {
  const root = useRootData();
  const location = useLocation();
  const loginWanted = useOnceOpened("login");
  const newsletterWanted = useOnceOpened("newsletter");
  const verificationWanted = useOnceOpened("verification");

  useEffect(() => {
    void loadCustomer();
  }, []);

  useEffect(() => {
    const action = new URLSearchParams(location.search).get("action") ?? "";
    const screen = ACTION_SCREENS[action];
    if (screen) openOverlay("login", { screen });
    // CMS links such as "/?action=newsletter" open the newsletter modal the same way.
    if (action === "newsletter") openOverlay("newsletter");
  }, [location.search]);

  if (!root) return null;
  return (
    <Suspense fallback={null}>
      {loginWanted && <LoginModal root={root} />}
      {newsletterWanted && <NewsletterModal root={root} />}
      {verificationWanted && <VerificationModal root={root} />}
    </Suspense>
  );
}

/** True from the first time the overlay opens: the modal then stays mounted so it can animate closed. */
function useOnceOpened(overlay: Overlay): boolean {
  const open = useOverlay(overlay);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted || open;
}
