import { z } from "zod";
import { RpcError, rpcMethod, type RpcMethods } from "../../http/rpc";
import { cartForChange, withCart } from "../cart/api";
import { CartError } from "../cart/service";

/**
 * The subscription service of 001 §7, `POST /api/subscriptions/{method}` (DESIGN.md): the plans of
 * products, the frequency attached to a cart, and adding a subscription to the cart (001 §4 Cart
 * lifecycle, §8 the subscription cart's rules and texts). The customer's own subscriptions (history,
 * cancellation, card) are in account-api.ts.
 */

const sku = z.string().trim().min(1).max(100);
const id = z.number().int().positive().max(2_147_483_647);
const include = z.union([z.string().max(200), z.array(z.string().max(40)).max(20)]).optional();

export const subscriptionsApi = {
  /** get plans (001 §7: skus, a list of objects with sku): each plan with its frequencies priced in the storefront's currency. */
  getPlans: rpcMethod(z.object({ skus: z.array(z.union([sku, z.object({ sku })])).max(50) }), async (input, ctx) => {
    if (ctx.storefront.eCommDisabled) return [];
    const skus = input.skus.map((s) => (typeof s === "string" ? s : s.sku));
    return ctx.shop.subscriptionPlans.plansBySkus(skus, ctx.storefront.currency);
  }),

  /**
   * getCartFrequencyMetafield (001 §7: cart_id; 404 means no subscription): the frequency attached to
   * the caller's own cart. Another's cart, or a cart without a subscription, answers 404.
   */
  getCartFrequencyMetafield: rpcMethod(z.object({ cart_id: z.uuid().transform((v) => v.toLowerCase()) }), (input, ctx) =>
    withCart(ctx, async (session) => {
      const frequencyId = await ctx.shop.cart.frequencyOf(input.cart_id, session.scope);
      const frequency = frequencyId === null ? null : await ctx.shop.subscriptionPlans.frequency(frequencyId);
      if (!frequency) throw new RpcError(404, "subscriptions:errors.noSubscription");
      const cart = await ctx.shop.cart.row(input.cart_id);
      const currency = cart?.currency ?? ctx.storefront.currency;
      const periodMinor = await ctx.shop.subscriptionPlans.periodPriceMinor(frequency.id, currency);
      return {
        cart_id: input.cart_id,
        frequency_id: frequency.id,
        code: frequency.code,
        name: frequency.name,
        interval_months: frequency.intervalMonths,
        sku: frequency.sku,
        period_price: periodMinor === null ? null : periodMinor / 100,
        currency,
      };
    }),
  ),

  /**
   * addToCart (001 §7: cart_id, frequency_id, product_id, product_sku, variant_id, include): the
   * product with the frequency attached, which makes the cart a subscription cart (001 §4). A guest
   * is told an account is required (001 §6); the rules of 001 §8 answer their texts.
   */
  addToCart: rpcMethod(
    z.object({
      cart_id: z
        .uuid()
        .transform((v) => v.toLowerCase())
        .optional(),
      frequency_id: id,
      product_id: id,
      product_sku: sku,
      variant_id: z.number().int().nonnegative().max(2_147_483_647).optional().default(0),
      include,
    }),
    (input, ctx) =>
      withCart(ctx, async (session) => {
        if (session.customerId === null) throw new CartError("accountRequired");
        const cartId = await cartForChange(ctx, session, input.cart_id);
        const product = await ctx.shop.catalog.getProduct(input.product_id, session.scope.catalog);
        const offered = product && product.sku === input.product_sku ? await ctx.shop.subscriptionPlans.offeredFrequency(input.product_sku, input.frequency_id, session.scope.catalog.currency) : null;
        if (!offered) throw new RpcError(400, "subscriptions:errors.notSubscribable");
        const snapshot = await ctx.shop.cart.addSubscription(cartId, session.scope, { product_id: input.product_id, variant_id: input.variant_id, frequency_id: input.frequency_id });
        return ctx.shop.cart.present(session.scope, snapshot);
      }),
  ),
} satisfies RpcMethods;
