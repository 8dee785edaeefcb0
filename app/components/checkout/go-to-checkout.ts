import type { VerificationStatus } from "../../../server/modules/customer/schema";

/**
 * Go to checkout (000 §4), after step 1 (the inventory re-check, which stops on any problem):
 *
 *   2. subscription cart, signed out     → "login": redirectPath=checkout, action=login, the login
 *                                          modal opens and the cart closes;
 *   3. subscription cart, not verified   → "verify": the verification modal;
 *   4. signed out (no subscription)      → "checkoutLogin": /checkout-login;
 *   5. otherwise                         → "checkout": checkoutLogin opens the hosted checkout.
 */
export type GoToCheckoutStep = "login" | "verify" | "checkoutLogin" | "checkout";

export function goToCheckoutStep(input: { subscription: boolean; signedIn: boolean; verificationStatus: VerificationStatus | null }): GoToCheckoutStep {
  if (input.subscription && !input.signedIn) return "login";
  if (input.subscription && input.verificationStatus !== "VERIFIED") return "verify";
  if (!input.signedIn) return "checkoutLogin";
  return "checkout";
}

/**
 * After a login or registration with redirectPath=checkout (000 §4 Login modal): a subscription
 * cart with an unverified customer opens the verification modal; otherwise checkout proceeds.
 */
export function afterLoginCheckoutStep(input: { subscription: boolean; verificationStatus: VerificationStatus | null }): "verify" | "checkout" {
  return input.subscription && input.verificationStatus !== "VERIFIED" ? "verify" : "checkout";
}

/** The query of step 2: the page's own query with redirectPath=checkout and action=login (any edit_cart action replaced). */
export function loginForCheckoutSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.set("redirectPath", "checkout");
  params.set("action", "login");
  return `?${params.toString()}`;
}
