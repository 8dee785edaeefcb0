import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { z } from "zod";
import { safeRedirect } from "../../../common/safe-redirect";
import type { RequestShopFactory } from "../../http/rpc-services";
import { translatorFor } from "../../http/server-i18n";
import { TooManyAttempts } from "../../http/throttle";
import { submitPaymentDetails } from "../../workflows/place-order";
import { cartCookieValue, startGuestCart } from "../cart/lifecycle";
import { checkoutSession, PAYMENT_RETURN_PATH } from "./api";

/**
 * Decision 028: where a redirect-based authentication (3-D Secure, Adyen's `RedirectShopper`) brings
 * the shopper back: the `returnUrl` placeOrder sends is this path on the storefront's own host,
 * naming the checkout (`?checkoutId=`). Adyen comes back with GET and `redirectResult` in the query,
 * or, as its docs ask integrations to accept, with a form POST carrying `redirectResult` (or `MD` and
 * `PaRes`, or `payload`). Only those fields are read, each bounded, and they go to the provider
 * unread (POST /payments/details), which decides the charge: a made-up or someone else's result
 * never completes an order (the Adyen adapter checks that the answer names this charge).
 *
 * The checkout must be this session's (another's answers the 404 page), as for every checkout call.
 * A POST from the issuer's or Adyen's site is cross-site: the browser sends no SameSite=Lax session
 * cookie with it and the Origin check would refuse it. Such a POST is answered with a page of this
 * shop that posts the same fields again from here (a nonce'd script, or a Continue button without
 * JavaScript): that second POST is same-origin, carries the session and is decided like the GET.
 *
 * Approved → 303 to the order confirmation. Refused → 303 to the checkout's payment step with
 * `?payment=declined` (stock and the attempt are released at once by submitPaymentDetails);
 * anything else → `?payment=failed`. Every Location is one of these paths on this host.
 */

/** The fields Adyen documents for a redirect's return; anything else appended is ignored. */
const RETURN_FIELDS = ["redirectResult", "payload", "MD", "PaRes"] as const;
const MAX_FIELD = 20_000;
/** A form POST's body: the largest PaRes fits; the shop's body limit still applies before this. */
const BODY_LIMIT = "64kb";

const checkoutIdOf = z.uuid().transform((id) => id.toLowerCase());

/** The documented return fields present in `source`, or null when none is (or one is too long). */
export function returnDetails(source: Record<string, unknown>): Record<string, string> | null {
  const details: Record<string, string> = {};
  for (const field of RETURN_FIELDS) {
    const value = source[field];
    if (value === undefined) continue;
    if (typeof value !== "string" || value.length === 0 || value.length > MAX_FIELD) return null;
    details[field] = value;
  }
  const complete = details.redirectResult !== undefined || details.payload !== undefined || (details.MD !== undefined && details.PaRes !== undefined);
  return complete ? details : null;
}

/** Whether the request came from a page of this very host (same-origin fetch metadata or Origin). */
function fromThisHost(req: Request): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  if (origin === undefined || origin === "null") return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function paymentReturnRouter(requestShop: RequestShopFactory): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 20 });

  async function decide(req: Request, res: Response, next: NextFunction, source: Record<string, unknown>): Promise<void> {
    const rs = requestShop(req, res);
    res.set("Cache-Control", "private, no-store");
    const t = translatorFor(rs.storefront.locale);
    const parsedId = checkoutIdOf.safeParse(req.query.checkoutId);
    const ctx = { ...rs, req, res };
    const session = parsedId.success && !rs.storefront.eCommDisabled ? await checkoutSession(ctx) : null;
    const checkout = session && parsedId.success ? await rs.shop.checkout.findForSession(parsedId.data, session) : null;
    if (!checkout) {
      // Not this session's checkout (or no checkout at all): the shop's 404 page for a GET.
      if (req.method === "GET") return next();
      res.status(404).type("text/plain").send(t("orders:errors.checkoutNotFound"));
      return;
    }
    const back = (outcome: "declined" | "failed") => res.redirect(303, `/checkout/${checkout.id}?payment=${outcome}`);
    const details = returnDetails(source);
    if (!details) return back("failed");
    // Each return is a call to the card processor: the same budgets as submitPaymentDetails.
    try {
      await rs.shop.writeLimits.consume("paymentDetails", rs.ip);
      await rs.shop.payments.throttle.beforePayment(rs.ip, checkout.id);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      res.status(429).set("Retry-After", String(error.retryAfterSeconds)).type("text/plain").send(t(error.messageKey, { count: error.retryAfterSeconds }));
      return;
    }
    const answer = await submitPaymentDetails(rs.shop, { checkoutId: checkout.id, details, origin: rs.shop.storefronts.originOf(rs.storefront, rs.port) });
    if (answer.ok) {
      // The ordered cart is gone: a guest's cookie names a fresh cart from now on (001 §4), as placeOrder does.
      if (session!.customerId === null && cartCookieValue(ctx) === answer.order.cartId) startGuestCart(ctx);
      const origin = rs.shop.storefronts.originOf(rs.storefront, rs.port);
      res.redirect(303, safeRedirect(answer.body.redirect_url, { origin, fallback: `/order-confirmation?orderId=${answer.order.id}` }));
      return;
    }
    if (answer.status === 402) {
      await rs.shop.payments.throttle.paymentDeclined(rs.ip, checkout.id);
      return back("declined");
    }
    back("failed");
  }

  router.get(PAYMENT_RETURN_PATH, (req, res, next) => {
    decide(req, res, next, req.query as Record<string, unknown>).catch(next);
  });

  router.post(PAYMENT_RETURN_PATH, form, (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (fromThisHost(req)) {
      decide(req, res, next, body).catch(next);
      return;
    }
    // From the issuer's or Adyen's site: post the same fields again from this host (see above).
    const rs = requestShop(req, res);
    const t = translatorFor(rs.storefront.locale);
    const parsedId = checkoutIdOf.safeParse(req.query.checkoutId);
    const details = returnDetails(body);
    res.set("Cache-Control", "private, no-store");
    if (!parsedId.success || !details) {
      res.status(400).type("text/plain").send(t("orders:errors.paymentFailed"));
      return;
    }
    const action = `${PAYMENT_RETURN_PATH}?checkoutId=${encodeURIComponent(parsedId.data)}`;
    const inputs = Object.entries(details)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join("");
    const title = escapeHtml(t("checkout:paymentReturn.title"));
    res
      .status(200)
      .type("html")
      .send(
        `<!doctype html><html lang="${escapeHtml(rs.storefront.locale)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><form method="post" action="${escapeHtml(action)}">${inputs}<p>${escapeHtml(t("checkout:paymentReturn.intro"))}</p><button type="submit">${escapeHtml(t("checkout:paymentReturn.continue"))}</button></form>` +
          `<script nonce="${escapeHtml(rs.nonce)}">document.forms[0].submit()</script></body></html>`,
      );
  });

  // A body the form parser refuses (too large, bad encoding): a translated 4xx, never a 500.
  router.use(PAYMENT_RETURN_PATH, (error: { status?: number; type?: string }, req: Request, res: Response, next: NextFunction) => {
    if (typeof error?.status !== "number" || error.status >= 500) return next(error);
    const rs = requestShop(req, res);
    res.status(error.status === 413 ? 413 : 400).type("text/plain").send(translatorFor(rs.storefront.locale)(error.status === 413 ? "errors.bodyTooLarge" : "orders:errors.paymentFailed"));
  });

  return router;
}
