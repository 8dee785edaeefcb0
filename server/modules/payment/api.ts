import { z } from "zod";
import { RpcError, rpcMethod, type RpcContext, type RpcMethods } from "../../http/rpc";
import { translatorFor } from "../../http/server-i18n";
import type { TokenOwner } from "../../integrations/payment/types";
import { checkoutCartCookies } from "../checkout/cookies";

/**
 * `POST /api/payments/{method}` (001 §7 Card payments): tokeniseCard, paymentMethods,
 * storedPaymentMethods, deleteStoredPaymentMethod. Card data is never logged (the request log
 * records the URL only) and never stored: the provider answers a token.
 */

const personal = (ctx: RpcContext) => ctx.res.set("Cache-Control", "private, no-store");

/**
 * Who a new token belongs to (issue 12): the signed-in customer, else the guest's checkout, which
 * must be one this browser may use (its cart cookies name its cart). Without either: 404.
 */
async function tokenOwner(ctx: RpcContext, checkoutId: string | undefined): Promise<TokenOwner> {
  const customerId = await ctx.customerId();
  if (customerId !== null) return { customerId, checkoutId: null };
  const checkout = checkoutId
    ? await ctx.shop.checkout.findForSession(checkoutId, { storefront: ctx.storefront, customerId: null, cartCookie: checkoutCartCookies(ctx.req.headers.cookie) })
    : null;
  if (!checkout || checkout.customerId !== null) throw new RpcError(404, "orders:errors.checkoutNotFound");
  return { customerId: null, checkoutId: checkout.id };
}

export const paymentsApi = {
  /** Tokenises a card with the provider; bad card data answers 400 with translated field messages. */
  tokenizeCard: rpcMethod(
    z.object({
      number: z.string().max(30, { error: "orders:errors.cardNumberInvalid" }),
      expiryMonth: z.coerce.number({ error: "orders:errors.expiryInvalid" }).int({ error: "orders:errors.expiryInvalid" }).min(1, { error: "orders:errors.expiryInvalid" }).max(12, { error: "orders:errors.expiryInvalid" }),
      expiryYear: z.coerce.number({ error: "orders:errors.expiryInvalid" }).int({ error: "orders:errors.expiryInvalid" }).min(0, { error: "orders:errors.expiryInvalid" }).max(2100, { error: "orders:errors.expiryInvalid" }),
      cvc: z.string().max(4, { error: "orders:errors.cvcInvalid" }),
      holderName: z.string().max(100, { error: "orders:errors.tooLong" }),
      /** The checkout being paid: a guest's token is bound to it (issue 12). */
      checkoutId: z.uuid({ error: "orders:errors.checkoutNotFound" }).transform((id) => id.toLowerCase()).optional(),
    }),
    async ({ checkoutId, ...card }, ctx) => {
      personal(ctx);
      // Too many refused cards from this IP: 429 with Retry-After (the RPC router answers TooManyAttempts).
      await ctx.shop.payments.throttle.beforeTokenize(ctx.ip);
      const owner = await tokenOwner(ctx, checkoutId);
      const result = await ctx.shop.payments.provider.tokenizeCard(card, owner);
      if (!result.ok) {
        await ctx.shop.payments.throttle.cardRefused(ctx.ip);
        const t = translatorFor(ctx.storefront.locale);
        const issues = Object.entries(result.errors).map(([path, code]) => ({ path, message: t(`orders:errors.${code}`) }));
        throw new RpcError(400, `orders:errors.${Object.values(result.errors)[0]}`, {}, { code: "invalidCard", issues });
      }
      const { token, brand, last4, expiryMonth, expiryYear } = result.card;
      return { token, brand, last4, expiryMonth, expiryYear };
    },
  ),

  /** The payment methods the checkout offers. */
  paymentMethods: rpcMethod(z.object({}).optional().default({}), async (_input, ctx) => {
    personal(ctx);
    return [{ id: "card", name: translatorFor(ctx.storefront.locale)("orders:payment.card") }];
  }),

  /** The signed-in customer's saved cards. */
  storedPaymentMethods: rpcMethod(z.object({}).optional().default({}), async (_input, ctx) => {
    personal(ctx);
    return ctx.shop.payments.storedFor(await ctx.requireCustomer());
  }),

  /** Deletes one of the customer's saved cards; another customer's id answers 404. */
  deleteStoredPaymentMethod: rpcMethod(z.object({ storedPaymentMethodId: z.number().int().positive().max(2_147_483_647) }), async (input, ctx) => {
    personal(ctx);
    const customerId = await ctx.requireCustomer();
    if (!(await ctx.shop.payments.delete(customerId, input.storedPaymentMethodId))) throw new RpcError(404, "orders:errors.paymentMethodNotFound");
    return ctx.shop.payments.storedFor(customerId);
  }),
} satisfies RpcMethods;
