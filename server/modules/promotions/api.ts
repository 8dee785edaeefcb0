import { z } from "zod";
import { RpcError, rpcMethod, type RpcContext, type RpcMethods } from "../../http/rpc";
import { newGuestCart, withCart } from "../cart/api";
import { CartError } from "../cart/service";
import { currentCartId } from "../cart/lifecycle";
import { PromotionError, type PromotionErrorCode } from "./types";
import { GIFT_CERTIFICATE_LIMITS, GIFT_MESSAGE_MAX, GIFT_NAME_MAX, GiftCertificateError, type AppliedCertificate } from "../gift-certificates/service";

/**
 * Coupons on the commerce surface (issue 19; 001 §3 Cart coupons): `applyCoupon` and `removeCoupon`
 * on the session's own cart, answering the cart with its new totals. A refused code answers a
 * translated 4xx (promotions:errors.*) with its reason as `code`, and changes nothing.
 */

const STATUS: Record<PromotionErrorCode, number> = {
  unknown: 404,
  expired: 410,
  notYetValid: 409,
  usedUp: 409,
  wrongStorefront: 409,
  minimumNotReached: 409,
  notApplicable: 409,
  alreadyUsed: 409,
  alreadyApplied: 409,
  emptyCart: 409,
};

export function promotionRpcError(error: PromotionError): RpcError {
  return new RpcError(STATUS[error.code], `promotions:errors.${error.code}`, error.params, { code: error.code, ...error.params });
}

const code = z.string().trim().min(1).max(50);

async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PromotionError) throw promotionRpcError(error);
    throw error;
  }
}

async function cartLines(ctx: RpcContext, cartId: string, scope: Parameters<RpcContext["shop"]["cart"]["view"]>[1]) {
  const view = await ctx.shop.cart.view(cartId, scope);
  if (view.is_subscription) throw new PromotionError("notApplicable");
  return view.line_items.physical_items.map((item) => ({ lineId: item.id, productId: item.product_id, variantId: item.variant_id, quantity: item.quantity, unitMinor: Math.round(item.sale_price * 100) }));
}

export const promotionsApi = {
  /** applyCoupon: a code typed into the cart or the checkout's review step (per-IP budget: couponAttempt). */
  applyCoupon: rpcMethod(z.object({ code }), (input, ctx) =>
    withCart(ctx, async (session) =>
      refusals(async () => {
        await ctx.shop.writeLimits.consume("couponAttempt", ctx.ip);
        const id = await currentCartId(ctx, session);
        const row = await ctx.shop.cart.find(id, session.scope);
        const lines = row ? await cartLines(ctx, id, session.scope) : [];
        if (!row || lines.length === 0) {
          // The code is still checked, so an empty cart hears "unknown" for a code that does not exist.
          const known = await ctx.shop.promotions.byCode(input.code);
          throw new PromotionError(known?.enabled ? "emptyCart" : "unknown");
        }
        await ctx.shop.promotions.applyCoupon(id, input.code, { channelId: row.channelId, currency: row.currency, customerId: session.customerId, lines });
        return ctx.shop.cart.view(id, session.scope);
      }),
    ),
  ),

  /** removeCoupon: the code leaves the session's cart; the cart answers with its totals. */
  removeCoupon: rpcMethod(z.object({ code }), (input, ctx) =>
    withCart(ctx, async (session) => {
      const id = await currentCartId(ctx, session);
      if (await ctx.shop.cart.find(id, session.scope)) await ctx.shop.promotions.removeCoupon(id, input.code);
      return ctx.shop.cart.view(id, session.scope);
    }),
  ),

  /**
   * Issue 19: applyGiftCertificate: a certificate code typed in the checkout's payment step joins
   * the session's cart (per-IP budget shared with coupon codes: couponAttempt, so codes cannot be
   * guessed). Unknown, used-up, other-currency and repeated codes answer their translated reason
   * and change nothing. Answers the cart's certificates with their balances (never a code).
   */
  applyGiftCertificate: rpcMethod(z.object({ code }), (input, ctx) =>
    withCart(ctx, async (session) => {
      try {
        await ctx.shop.writeLimits.consume("couponAttempt", ctx.ip);
        const id = await currentCartId(ctx, session);
        const row = await ctx.shop.cart.find(id, session.scope);
        const currency = row?.currency ?? ctx.storefront.currency;
        await ctx.shop.giftCertificates.applyCode(id, input.code, currency);
        return { gift_certificates: certificatesView(await ctx.shop.giftCertificates.appliedTo(id)) };
      } catch (error) {
        if (error instanceof GiftCertificateError) {
          throw new RpcError(error.code === "unknown" ? 404 : 409, `promotions:giftCertificate.errors.${error.code}`, error.params, { code: `giftCertificate.${error.code}` });
        }
        throw error;
      }
    }),
  ),

  /**
   * Issue 19: addGiftCertificate: the session's cart buys a gift certificate (001 §3
   * line_items.gift_certificates), issued to the recipient once the order is paid. A guest's first
   * certificate stores the cart (cart-creation budget as for items). A subscription cart takes none.
   * Answers the cart.
   */
  addGiftCertificate: rpcMethod(
    z.object({
      amount: z.number().min(GIFT_CERTIFICATE_LIMITS.minMinor / 100).max(GIFT_CERTIFICATE_LIMITS.maxMinor / 100).multipleOf(0.01),
      recipientName: z.string().trim().min(1).max(GIFT_NAME_MAX),
      recipientEmail: z.email().max(254),
      senderName: z.string().trim().min(1).max(GIFT_NAME_MAX),
      message: z.string().max(GIFT_MESSAGE_MAX).default(""),
    }),
    (input, ctx) =>
      withCart(ctx, async (session) => {
        const id = await currentCartId(ctx, session);
        if (session.customerId === null && !(await ctx.shop.cart.ensureGuestCart(id, session.scope, newGuestCart(ctx)))) throw new CartError("missingCart");
        const row = await ctx.shop.cart.find(id, session.scope);
        if (!row) throw new CartError("missingCart");
        if (row.isSubscription) throw new RpcError(409, "promotions:giftCertificate.errors.subscriptionCart", {}, { code: "giftCertificate.subscriptionCart" });
        try {
          await ctx.shop.giftCertificates.addToCart(id, row.currency, { ...input, amountMinor: Math.round(input.amount * 100) });
        } catch (error) {
          if (error instanceof GiftCertificateError) throw new RpcError(400, `promotions:giftCertificate.errors.${error.code}`, error.params, { code: `giftCertificate.${error.code}` });
          throw error;
        }
        return ctx.shop.cart.view(id, session.scope);
      }),
  ),

  /**
   * Issue 19: removeGiftCertificateItem: a certificate the session's cart buys (its
   * line_items.gift_certificates id) leaves the cart. Only the session's own cart is touched: another
   * cart's certificate id changes nothing. Answers the cart.
   */
  removeGiftCertificateItem: rpcMethod(z.object({ itemId: z.uuid() }), (input, ctx) =>
    withCart(ctx, async (session) => {
      const id = await currentCartId(ctx, session);
      if (await ctx.shop.cart.find(id, session.scope)) await ctx.shop.giftCertificates.removeFromCart(id, input.itemId.toLowerCase());
      return ctx.shop.cart.view(id, session.scope);
    }),
  ),

  /** removeGiftCertificate: the certificate (by its id) leaves the session's cart. */
  removeGiftCertificate: rpcMethod(z.object({ certificateId: z.number().int().positive() }), (input, ctx) =>
    withCart(ctx, async (session) => {
      const id = await currentCartId(ctx, session);
      await ctx.shop.giftCertificates.removeCode(id, input.certificateId);
      return { gift_certificates: certificatesView(await ctx.shop.giftCertificates.appliedTo(id)) };
    }),
  ),
} satisfies RpcMethods;

/** 001 §9: amounts in major units of the certificate's currency. */
function certificatesView(applied: AppliedCertificate[]) {
  return applied.map((c) => ({ id: c.certificateId, last4: c.last4, currency: c.currency, balance: c.balanceMinor / 100 }));
}
