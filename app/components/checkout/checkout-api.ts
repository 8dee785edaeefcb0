import { safeRedirect } from "../../../common/safe-redirect";
import type { paymentsApi } from "../../../server/modules/payment/api";
import { rpc, type ApiIssue, type CommerceApi, type RpcArgs, type RpcErrorBody, type RpcOutput } from "../../lib/rpc-client";
import { ApiError } from "../account/customer-api";

/**
 * Browser calls of the checkout contract: POST /api/commerce/{method} and /api/payments/{method}.
 * A failure is a CheckoutApiError: its message is already translated by the server (001 §8), its
 * field messages (`error.fields` or zod `issues`) become `issues` so the account form kit shows
 * them beside the right inputs, and a completed checkout's order id comes along (409).
 */
export class CheckoutApiError extends ApiError {
  constructor(
    message: string,
    status: number,
    issues: ApiIssue[] = [],
    readonly code?: string,
    readonly orderId?: number,
  ) {
    super(message, status, issues);
  }

  /** 5xx or no answer: the outcome is unknown, so a retry must reuse the same idempotency key. */
  get outcomeUnknown(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

type CheckoutErrorBody = RpcErrorBody & {
  order_id?: number;
  fields?: Record<string, string | string[]>;
  data?: { code?: string; order_id?: number; fields?: Record<string, string | string[]>; issues?: ApiIssue[] };
};

function issuesOf(error: CheckoutErrorBody): ApiIssue[] {
  const fields = error.fields ?? error.data?.fields;
  if (fields) {
    return Object.entries(fields).map(([path, message]) => ({ path, message: Array.isArray(message) ? message[0] : message }));
  }
  return error.issues ?? error.data?.issues ?? [];
}

/** The services the checkout calls, as their API definitions type them (app/lib/rpc-client.ts). */
interface CheckoutApis {
  commerce: CommerceApi;
  payments: typeof paymentsApi;
}

export async function callCheckoutApi<S extends keyof CheckoutApis, K extends keyof CheckoutApis[S] & string>(
  service: S,
  method: K,
  ...args: RpcArgs<CheckoutApis[S][K]>
): Promise<RpcOutput<CheckoutApis[S][K]>> {
  const outcome = await rpc<CheckoutApis[S]>(service)(method, ...args);
  if (outcome.ok) return outcome.data;
  const error = outcome.error as CheckoutErrorBody;
  throw new CheckoutApiError(error.message ?? "", outcome.status, issuesOf(error), error.code ?? error.data?.code, error.order_id ?? error.data?.order_id);
}

/** Field issues whose path starts with `prefix.` (e.g. "shippingAddress.postCode"), without the prefix. */
export function issuesUnder(error: ApiError, prefix: string): ApiError {
  const issues = error.issues
    .filter((issue) => issue.path === prefix || issue.path.startsWith(`${prefix}.`))
    .map((issue) => ({ ...issue, path: issue.path.slice(prefix.length + 1) }));
  return new ApiError(error.message, error.status, issues);
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
    // The shop's own answer (a path on this host); anything that would leave the shop is never opened.
    if (!openOnShop(redirect_url)) throw new CheckoutApiError("", 0);
    return { ok: true };
  } catch (error) {
    const e = error instanceof CheckoutApiError ? error : new CheckoutApiError("", 0);
    return { ok: false, message: e.message, status: e.status };
  }
}
