import { z } from "zod";
import { checkoutAddressInput } from "../../../common/forms/address";
import { RpcError, rpcMethod, type RpcContext, type RpcMethods } from "../../http/rpc";
import { translatorFor } from "../../http/server-i18n";
import { channelLocationId } from "../catalog/cart-support";
import { placeOrder, submitPaymentDetails } from "../../workflows/place-order";
import { cartCookieValue, cartSession, currentCartId, startGuestCart } from "../cart/lifecycle";
import { IdempotencyConflict, IdempotencyStore, requestHash } from "./idempotency";
import { checkoutCartCookies, setCheckoutCookies } from "./cookies";
import { platformConfigFor } from "./platform-config";
import { CheckoutError, type CheckoutSession } from "./service";

/**
 * The checkout's part of `POST /api/commerce/{method}` (001 §7 checkoutLogin; checkout contract
 * getCheckout, updateCheckout). A checkout is the session's own: another's id answers 404.
 */

export const emailInput = z.email({ error: "orders:errors.emailInvalid" }).max(254, { error: "orders:errors.tooLong" }).transform((e) => e.toLowerCase());
export const checkoutIdInput = z.uuid({ error: "orders:errors.checkoutNotFound" }).transform((id) => id.toLowerCase());

const ERRORS: Record<CheckoutError["code"], { status: number; key: string }> = {
  notFound: { status: 404, key: "orders:errors.checkoutNotFound" },
  completed: { status: 409, key: "orders:errors.checkoutCompleted" },
  placing: { status: 409, key: "orders:errors.checkoutPlacing" },
  shippingMethodUnknown: { status: 400, key: "orders:errors.shippingMethodUnknown" },
  countryNotAllowed: { status: 400, key: "orders:errors.countryNotAllowed" },
  stateRequired: { status: 400, key: "orders:errors.stateRequired" },
};

/** Domain errors become their answers (status, translated message, data for the client). */
export function checkoutRpcError(error: CheckoutError): RpcError {
  const { status, key } = ERRORS[error.code];
  return new RpcError(status, key, {}, { code: error.code, ...error.data });
}

/** The request's checkout session: the signed-in customer and the guest's cart cookies. */
export async function checkoutSession(ctx: RpcContext): Promise<CheckoutSession> {
  const { customerId } = await cartSession(ctx);
  return { storefront: ctx.storefront, customerId, cartCookie: checkoutCartCookies(ctx.req.headers.cookie) };
}

async function withCheckout<T>(ctx: RpcContext, work: () => Promise<T>): Promise<T> {
  ctx.res.set("Cache-Control", "private, no-store");
  if (ctx.storefront.eCommDisabled) throw new RpcError(404, "cart:errors.ecommerceDisabled");
  try {
    return await work();
  } catch (error) {
    if (error instanceof CheckoutError) throw checkoutRpcError(error);
    throw error;
  }
}

/**
 * Adyen Web's browserInfo (3-D Secure 2's device data), each field bounded; nothing else is taken.
 * Not part of the idempotency key's body: a retry of the same attempt pays the same.
 */
const browserInfoInput = z
  .object({
    acceptHeader: z.string().max(500).optional(),
    colorDepth: z.number().int().min(0).max(64).optional(),
    language: z.string().max(35).optional(),
    javaEnabled: z.boolean().optional(),
    javaScriptEnabled: z.boolean().optional(),
    screenHeight: z.number().int().min(0).max(100_000).optional(),
    screenWidth: z.number().int().min(0).max(100_000).optional(),
    userAgent: z.string().max(1000).optional(),
    timeZoneOffset: z.number().int().min(-1000).max(1000).optional(),
  })
  .strict();

/** The path a redirect-based authentication (3-D Secure) comes back to (server/modules/checkout/payment-return.ts). */
export const PAYMENT_RETURN_PATH = "/checkout/payment-return";

/** The shopper at the browser (decision 028): this storefront's own origin, and its return page for this checkout. */
function shopperPresence(ctx: RpcContext, checkoutId: string, browserInfo: z.output<typeof browserInfoInput> | undefined) {
  const origin = ctx.shop.storefronts.originOf(ctx.storefront, ctx.port);
  return { origin, returnUrl: `${origin}${PAYMENT_RETURN_PATH}?checkoutId=${encodeURIComponent(checkoutId)}`, ...(browserInfo && { browserInfo }) };
}

export const checkoutApi = {
  /**
   * The platform config (000 §7): the hosted checkout's address and the cookie lifetimes. The
   * browser asks for it only while it has no checkout URL (app/components/checkout/platform-config.ts).
   */
  getPlatformConfig: rpcMethod(z.object({}).optional().default({}), (_input, ctx) =>
    withCheckout(ctx, async () => platformConfigFor(ctx.storefront, ctx.shop.env)),
  ),

  /**
   * checkoutLogin (001 §7; 000 §4 Go to checkout, 001 §4 Checkout): re-checks the cart's inventory,
   * starts (or reuses) the cart's checkout, stores the site host and the order cart id in cookies
   * and answers the hosted checkout's redirect_url.
   */
  checkoutLogin: rpcMethod(
    z.object({
      customerId: z.number().int().positive().max(2_147_483_647).optional(),
      cartId: z.uuid().transform((id) => id.toLowerCase()).optional(),
      email: emailInput.optional(),
    }),
    (input, ctx) =>
      withCheckout(ctx, async () => {
        const session = await cartSession(ctx);
        let email = input.email;
        if (session.customerId === null) {
          if (input.customerId !== undefined) throw new RpcError(403, "account:errors.credentialsInvalid");
          if (!email) throw new RpcError(400, "orders:errors.emailInvalid", {}, { code: "emailRequired", issues: [{ path: "email", message: translatorFor(ctx.storefront.locale)("orders:errors.emailInvalid") }] });
        } else {
          if (input.customerId !== undefined && input.customerId !== session.customerId) throw new RpcError(403, "account:errors.credentialsInvalid");
          const customer = await ctx.shop.customers.get(session.customerId);
          if (!customer) throw new RpcError(403, "account:errors.credentialsInvalid");
          email = customer.email;
        }
        const cartId = await currentCartId(ctx, session);
        if (input.cartId !== undefined && input.cartId !== cartId) throw new RpcError(404, "cart:errors.missingCart", {}, { code: "missingCart" });
        const items = await ctx.shop.cart.checkItems(cartId, session.scope);
        // Issue 19: a cart that only buys gift certificates is checked out too.
        if (items.length === 0 && (await ctx.shop.giftCertificates.inCart(cartId)).length === 0) throw new RpcError(400, "orders:errors.emptyCart", {}, { code: "emptyCart" });
        const locationId = await channelLocationId(ctx.shop.db, ctx.storefront.channelId);
        if (locationId === null) throw new RpcError(503, "cart:errors.noInventoryLocation");
        const check = await ctx.shop.cart.inventoryCheck(locationId, items, translatorFor(ctx.storefront.locale));
        if (check.items.some((line) => !line.is_valid)) {
          throw new RpcError(409, "cart:inventoryIssue", {}, {
            code: "inventoryIssue",
            items: check.items.map((line, i) => ({ ...line, line_id: items[i].line_id })),
          });
        }
        const checkout = await ctx.shop.checkout.start({ storefront: ctx.storefront, cartId, customerId: session.customerId, email: email! });
        setCheckoutCookies(ctx.res, {
          siteUrl: ctx.shop.storefronts.originOf(ctx.storefront, ctx.port),
          cartId,
          maxAge: ctx.shop.env.CHECKOUT_COOKIE_MAX_AGE,
          shopDomain: ctx.shop.env.SHOP_DOMAIN,
        });
        return { redirect_url: `/checkout/${checkout.id}` };
      }),
  ),

  /** getCheckout: the session's checkout (404 for anyone else's). */
  getCheckout: rpcMethod(z.object({ checkoutId: checkoutIdInput }), (input, ctx) =>
    withCheckout(ctx, async () => {
      const view = await ctx.shop.checkout.viewForSession(input.checkoutId, await checkoutSession(ctx));
      if (!view) throw new CheckoutError("notFound");
      return view;
    }),
  ),

  /** updateCheckout: contact email (guests), addresses, billing same as shipping, shipping method, message. */
  updateCheckout: rpcMethod(
    z.object({
      checkoutId: checkoutIdInput,
      email: emailInput.optional(),
      shippingAddress: checkoutAddressInput.optional(),
      billingAddress: checkoutAddressInput.optional(),
      billingSameAsShipping: z.boolean().optional(),
      shippingMethodId: z.string().max(40).optional(),
      customerMessage: z.string().max(1000, { error: "orders:errors.tooLong" }).optional(),
    }),
    (input, ctx) =>
      withCheckout(ctx, async () => {
        const { checkoutId, ...patch } = input;
        return ctx.shop.checkout.update(checkoutId, await checkoutSession(ctx), patch);
      }),
  ),

  /**
   * placeOrder (server/workflows/place-order.ts) behind an idempotency key: the same key and body
   * answer the first answer again (one order, one charge); the same key with another body is 409.
   */
  placeOrder: rpcMethod(
    z.object({
      checkoutId: checkoutIdInput,
      idempotencyKey: z.uuid().transform((key) => key.toLowerCase()),
      payment: z.union([
        z.object({ token: z.string().min(1).max(100), save: z.boolean().optional() }).strict(),
        z.object({ storedPaymentMethodId: z.number().int().positive().max(2_147_483_647) }).strict(),
        // Issue 19: the gift certificate codes applied pay the whole order (refused otherwise).
        z.object({ giftCertificates: z.literal(true) }).strict(),
      ]),
      /** The agreement that the card is charged each period: required for a subscription cart (issue 14). */
      recurringConsent: z.boolean().optional(),
      /** Adyen Web's state.data.browserInfo (decision 028: 3-D Secure 2 needs it); no card data. */
      browserInfo: browserInfoInput.optional(),
    }),
    (input, ctx) =>
      withCheckout(ctx, async () => {
        const session = await checkoutSession(ctx);
        const checkout = await ctx.shop.checkout.findForSession(input.checkoutId, session);
        if (!checkout) throw new CheckoutError("notFound");
        const payment = "token" in input.payment ? { token: input.payment.token, save: input.payment.save ?? false } : input.payment;
        // Too many declines from this IP or on this checkout: 429 with Retry-After (the RPC router answers TooManyAttempts).
        await ctx.shop.payments.throttle.beforePayment(ctx.ip, checkout.id);
        let answer;
        try {
          answer = await new IdempotencyStore(ctx.shop.db).run("placeOrder", input.idempotencyKey, requestHash({ checkoutId: input.checkoutId, payment, ...(input.recurringConsent !== undefined && { recurringConsent: input.recurringConsent }) }), async () => {
            const result = await placeOrder(ctx.shop, {
              checkoutId: checkout.id,
              storefront: ctx.storefront,
              customerId: session.customerId,
              payment,
              origin: ctx.shop.storefronts.originOf(ctx.storefront, ctx.port),
              recurringConsent: input.recurringConsent,
              // Decision 028: the shopper is here; a redirect-based authentication comes back to this storefront's own host.
              shopper: shopperPresence(ctx, checkout.id, input.browserInfo),
            });
            if (result.ok) return { status: 200, body: result.body, final: true };
            return { status: result.status, body: { key: result.key, data: result.data ?? {} }, final: result.final };
          });
        } catch (error) {
          if (error instanceof IdempotencyConflict) {
            throw error.reason === "otherRequest"
              ? new RpcError(409, "orders:errors.idempotencyKeyReused", {}, { code: "idempotencyKeyReused" })
              : new RpcError(409, "orders:errors.checkoutPlacing", {}, { code: "checkoutPlacing" });
          }
          throw error;
        }
        if (answer.status === 402 && !answer.replayed) await ctx.shop.payments.throttle.paymentDeclined(ctx.ip, checkout.id);
        // Decision 028: the shopper must authenticate first; the browser performs the action and
        // sends its result to submitPaymentDetails.
        if (answer.status === 202) return authenticationAnswer(answer.body);
        if (answer.status !== 200) {
          const { key, data } = answer.body as { key: string; data: Record<string, unknown> };
          throw new RpcError(answer.status, key, {}, data);
        }
        // The ordered cart is gone: a guest's cookie names a fresh cart from now on (001 §4).
        if (session.customerId === null && cartCookieValue(ctx) === checkout.cartId) startGuestCart(ctx);
        return answer.body as { order_id: number; status: string; redirect_url: string };
      }),
  ),

  /**
   * Decision 028: the result of the shopper's 3-D Secure authentication for the checkout's pending
   * payment (Adyen Web's onAdditionalDetails state.data.details, a redirectResult, or the test
   * processor's challenge answer). Approved → the placed order; refused → 402 with the decline
   * message, nothing ordered; repeated or concurrent submissions answer the same outcome.
   */
  submitPaymentDetails: rpcMethod(
    z.object({
      checkoutId: checkoutIdInput,
      details: z.record(z.string().max(64), z.string().max(20_000)).refine((d) => Object.keys(d).length > 0 && Object.keys(d).length <= 10),
    }),
    (input, ctx) =>
      withCheckout(ctx, async () => {
        const session = await checkoutSession(ctx);
        const checkout = await ctx.shop.checkout.findForSession(input.checkoutId, session);
        if (!checkout) throw new CheckoutError("notFound");
        // Each submission is a call to the card processor: a per-IP budget, and the decline throttle.
        await ctx.shop.writeLimits.consume("paymentDetails", ctx.ip);
        await ctx.shop.payments.throttle.beforePayment(ctx.ip, checkout.id);
        const answer = await submitPaymentDetails(ctx.shop, { checkoutId: checkout.id, details: input.details, origin: ctx.shop.storefronts.originOf(ctx.storefront, ctx.port) });
        if (answer.ok) {
          if (session.customerId === null && cartCookieValue(ctx) === answer.order.cartId) startGuestCart(ctx);
          return answer.body;
        }
        if (answer.status === 202) return authenticationAnswer({ data: answer.data });
        if (answer.status === 402) await ctx.shop.payments.throttle.paymentDeclined(ctx.ip, checkout.id);
        throw new RpcError(answer.status, answer.key, {}, answer.data ?? {});
      }),
  ),
} satisfies RpcMethods;

/** The pending payment's answer to the browser: the action to perform (decision 028). */
function authenticationAnswer(body: unknown): { status: "authenticationRequired"; action: unknown; order_id: number } {
  const data = (body as { data: { action: unknown; order_id: number } }).data;
  return { status: "authenticationRequired", action: data.action, order_id: data.order_id };
}
