import { safeRedirect } from "../../../common/safe-redirect";
import { startCheckout } from "../checkout/checkout-api";
import { afterLoginCheckoutStep } from "../checkout/go-to-checkout";
import { verificationCalls } from "../verification/verification-api";
import { rpc, type CommerceApi } from "../../lib/rpc-client";
import { openOverlay } from "../../lib/ui-state";

/** The login step before checkout (000 §2 routes). */
export const CHECKOUT_LOGIN_PATH = "/checkout-login";

/**
 * Where the shopper goes after a successful login or registration (000 §4 Login modal):
 * a redirectPath under the account route goes there; redirectPath `checkout` continues to checkout;
 * anything else, or none, goes to the account page. Only paths inside the account area are followed,
 * so the query cannot be used as an open redirect.
 */
export type AfterLogin = { kind: "navigate"; to: string } | { kind: "checkout" };

export function afterLoginTarget(search: string, accountPath: string): AfterLogin {
  const redirectPath = new URLSearchParams(search).get("redirectPath");
  if (redirectPath === "checkout") return { kind: "checkout" };
  // Normalised first (issue 12): dot segments, repeated slashes, tabs and backslashes cannot turn a
  // path that starts with the account path into one that leaves it. The origin only anchors the
  // parse: the answer is a path.
  const unsafe = "";
  const to = safeRedirect(redirectPath, { origin: "http://shop.invalid", fallback: unsafe });
  if (to !== unsafe && (to === accountPath || to.startsWith(`${accountPath}/`) || to.startsWith(`${accountPath}?`))) {
    return { kind: "navigate", to };
  }
  return { kind: "navigate", to: accountPath };
}

/**
 * Continues to checkout after the login modal (000 §4: a subscription cart with an unverified
 * customer opens the verification modal, otherwise checkout proceeds): checkoutLogin, then the
 * browser opens the hosted checkout. When the start is refused (an empty cart, an inventory issue)
 * the shopper lands on /checkout-login, which shows why.
 */
export async function continueToCheckoutAfterLogin(navigate: (to: string) => void): Promise<void> {
  // The session's cart (a guest cart is adopted at login) and the customer's status, both fresh.
  const cart = await rpc<CommerceApi>("commerce")("getCart");
  const subscription = cart.ok && cart.data.is_subscription;
  if (subscription) {
    const result = await verificationCalls("getResult");
    const verificationStatus = result.ok ? result.data.onfido_verification_status : null;
    if (afterLoginCheckoutStep({ subscription, verificationStatus }) === "verify") {
      openOverlay("verification");
      return;
    }
  }
  const started = await startCheckout();
  if (!started.ok) navigate(CHECKOUT_LOGIN_PATH);
}
