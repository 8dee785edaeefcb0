import type { RpcContext } from "../http/rpc";
import { CART_FORM_FIELD, cartCookieValue, clearCartCookie, saveCustomerCartId } from "../modules/cart/lifecycle";

/**
 * At login, a non-empty guest cart becomes the customer's cart (001 §4 Cart lifecycle). Spans the
 * cart module (the cart row) and the customer module (the form field holding the cart id). The
 * customer's previous cart on this channel is merged into it, so nothing is lost on either side.
 *
 * Never fails the login: a problem here is logged and the guest cart stays where it was.
 */
export async function adoptGuestCart(ctx: RpcContext, customerId: number): Promise<boolean> {
  if (ctx.storefront.eCommDisabled) return false;
  const guestCartId = cartCookieValue(ctx);
  if (!guestCartId) return false;
  try {
    const customer = await ctx.shop.customers.get(customerId);
    if (!customer) return false;
    const previous = customer.form_fields.find((f) => f.name === CART_FORM_FIELD)?.value ?? null;
    const adopted = await ctx.shop.cart.adopt(guestCartId, customerId, ctx.storefront.channelId, previous);
    if (!adopted) return false;
    await saveCustomerCartId(ctx, customerId, guestCartId);
    // The cookie no longer names a guest cart; a later logout starts a new one (001 §4 Login state).
    clearCartCookie(ctx);
    return true;
  } catch (error) {
    ctx.shop.logger.error({ err: error, customerId }, "adopting the guest cart at login failed");
    return false;
  }
}
