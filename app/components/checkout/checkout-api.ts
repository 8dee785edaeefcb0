import { safeRedirect } from "../../../common/safe-redirect";
import type { paymentsApi } from "../../../server/modules/payment/api";
import { ApiError, rpcServices, type CommerceApi } from "../../lib/rpc-client";
import { isUnderCheckoutUrl } from "./platform-config";

/**
 * Browser calls of the checkout contract: POST /api/commerce/{method} and /api/payments/{method}
 * (app/lib/rpc-client.ts `callRpc`). A failure is an ApiError: its message is already translated by
 * the server (001 §8), its field messages (`error.fields` or zod `issues`) are its `issues`, so the
 * account form kit shows them beside the right inputs, and a completed checkout's order id comes
 * along (409, `orderId`).
 */
export const callCheckoutApi = rpcServices<{ commerce: CommerceApi; payments: typeof paymentsApi }>();
/** The checkout's name for the one ApiError of app/lib/rpc-client.ts. */
export { ApiError as CheckoutApiError };

/** Field issues whose path starts with `prefix.` (e.g. "shippingAddress.postCode"), without the prefix. */
export function issuesUnder(error: ApiError, prefix: string): ApiError {
  const issues = error.issues
    .filter((issue) => issue.path === prefix || issue.path.startsWith(`${prefix}.`))
    .map((issue) => ({ ...issue, path: issue.path.slice(prefix.length + 1) }));
  return new ApiError(error.message, error.status, issues, error.body);
}

/**
 * Opens a page of this shop that a checkout answer names (checkoutLogin's and placeOrder's
 * redirect_url): only a path on the current origin is followed (common/safe-redirect.ts, issue 12).
 * Answers false, opening nothing, for anything else.
 */
export function openOnShop(target: unknown): boolean {
  const unsafe = "";
  const path = safeRedirect(target, { origin: window.location.origin, fallback: unsafe });
  if (path === unsafe) return false;
  window.location.assign(path);
  return true;
}

/**
 * The signed-in branch of Go to checkout (000 §4 step 5, 001 §4 Cart lifecycle): checkoutLogin
 * answers the hosted checkout's address (and sets the order-cart-id and vsf-site-url cookies), then
 * the browser opens it. A refused start (empty cart, an inventory issue) answers its message.
 */
export async function startCheckout(body: { email?: string } = {}): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  try {
    const { redirect_url } = await callCheckoutApi("commerce", "checkoutLogin", body);
    // The shop's own answer (a path on this host, under the platform config's checkout URL once that
    // is known, 000 §7); anything that would leave the shop is never opened.
    if (typeof redirect_url !== "string" || !isUnderCheckoutUrl(redirect_url) || !openOnShop(redirect_url)) throw new ApiError("", 0);
    return { ok: true };
  } catch (error) {
    const e = error instanceof ApiError ? error : new ApiError("", 0);
    return { ok: false, message: e.message, status: e.status };
  }
}
