import { z } from "zod";
import { RpcError, rpcMethod, type RpcContext, type RpcMethods } from "../../http/rpc";
import type { Database } from "../../db/client";
import { drizzleQuery } from "../../http/rate-limit-store";
import { translatorFor } from "../../http/server-i18n";
import { channelLocationId } from "../catalog/cart-support";
import { adoptGuestCart } from "../../workflows/adopt-guest-cart";
import { cartCookieValue, cartSession, currentCartId, startFreshCart, type CartSession } from "./lifecycle";
import { CartError, type CartErrorCode } from "./service";
import { lineQuantity } from "./quantity";
import type { CartView } from "./types";

/**
 * The cart's part of `POST /api/commerce/{method}` (001 §7: getCart, createCart, updateCart,
 * addCartItems, removeCartItem, updateCartItem, deleteCart, inventoryCheck, updateCustomerFormFields).
 * The cart is always the session's own (cookie or customer form field): an id in the body that is
 * not the session's cart answers 404 "Missing cart" and is never read.
 */

const ERRORS: Record<CartErrorCode, { status: number; key: string }> = {
  missingCart: { status: 404, key: "cart:errors.missingCart" },
  lineNotFound: { status: 404, key: "cart:errors.lineNotFound" },
  noItems: { status: 400, key: "cart:errors.noItems" },
  minimumQuantity: { status: 400, key: "cart:errors.minimumQuantity" },
  maximumQuantity: { status: 400, key: "cart:errors.maximumQuantity" },
  // 001 §8: adding an item fails → "Something went wrong."; the reason travels as a code.
  productUnavailable: { status: 400, key: "errors.somethingWentWrong" },
  insufficientStock: { status: 409, key: "cart:errors.insufficientStock" },
  subscriptionNotAllowed: { status: 400, key: "cart:errors.subscriptionNotAllowed" },
  subscriptionInCart: { status: 409, key: "subscriptions:errors.subscriptionInCart" },
  oneSubscription: { status: 409, key: "subscriptions:errors.oneSubscription" },
  productInCart: { status: 409, key: "subscriptions:errors.productInCart" },
  accountRequired: { status: 403, key: "subscriptions:errors.accountRequired" },
  noInventoryLocation: { status: 503, key: "cart:errors.noInventoryLocation" },
};

const cartId = z.uuid().transform((id) => id.toLowerCase());
const include = z.union([z.string().max(200), z.array(z.string().max(40)).max(20)]).optional();
const quantity = lineQuantity;
const productId = z.number().int().positive().max(2_147_483_647);
const variantId = z.number().int().nonnegative().max(2_147_483_647);
const lineItem = z.object({ product_id: productId, variant_id: variantId.optional(), quantity, name: z.string().max(300).optional() });
const lineItems = z.array(lineItem).max(50);

/**
 * The subscription rules' texts come from the config document's productSubscriptionConfig (001 §7
 * Content service, §8); the locale files hold the same texts for a channel whose document lacks one.
 */
const SUBSCRIPTION_TEXTS: Partial<Record<CartErrorCode, string>> = {
  subscriptionNotAllowed: "actionNotAllowedMessage",
  subscriptionInCart: "subscriptionInCartMessage",
  oneSubscription: "oneSubscriptionMessage",
  productInCart: "productInCartMessage",
  accountRequired: "accountRequiredMessage",
};

/** The translated 4xx of a broken cart rule (001 §8), with its code and parameters as data. */
export async function cartRpcError(ctx: RpcContext, error: CartError): Promise<RpcError> {
  const { status, key } = ERRORS[error.code];
  const data = { code: error.code, ...error.params };
  const field = SUBSCRIPTION_TEXTS[error.code];
  if (field) {
    const text = (await ctx.shop.content.getConfig(ctx.storefront.brChannel))?.productSubscriptionConfig?.[field];
    if (typeof text === "string" && text.trim() !== "") return new RpcError(status, "subscriptions:errors.fromContent", { text }, data);
  }
  return new RpcError(status, key, { brand: ctx.shop.env.BRAND_NAME, ...error.params }, data);
}

/** Every cart answer is personal: never stored by a cache; e-commerce-disabled storefronts have no cart (000 §1). */
export async function withCart<T>(ctx: RpcContext, work: (session: CartSession) => Promise<T>): Promise<T> {
  ctx.res.set("Cache-Control", "private, no-store");
  if (ctx.storefront.eCommDisabled) throw new RpcError(404, "cart:errors.ecommerceDisabled");
  try {
    return await work(await cartSession(ctx));
  } catch (error) {
    if (error instanceof CartError) throw await cartRpcError(ctx, error);
    throw error;
  }
}

/**
 * A guest's change may store a new cart; only then (known from the storing statement itself, so an
 * existing cart costs no extra round trip) the IP's cart-creation budget is spent in the same
 * transaction: refused, nothing is stored and the answer is 429 (issue 12).
 */
export function newGuestCart(ctx: RpcContext) {
  return { createGuest: true, beforeCreate: (tx: Database) => ctx.shop.writeLimits.consume("cartCreation", ctx.ip, drizzleQuery(tx)) };
}

/** The session's cart for a change; a cart id in the body must be that cart. */
export async function cartForChange(ctx: RpcContext, session: CartSession, requested?: string): Promise<string> {
  const id = await currentCartId(ctx, session);
  if (requested !== undefined && requested !== id) throw new CartError("missingCart");
  return id;
}

/**
 * A guest's cookie cart when the request names no other cart: read or changed straight away, since
 * the read or the change itself tells a foreign cart apart (then the caller falls back to
 * `currentCartId`, which replaces it). Undefined for customers and for guests without a cookie.
 */
function guestCookieCart(ctx: RpcContext, session: CartSession, requested: string | undefined): string | undefined {
  const cookie = session.customerId === null ? cartCookieValue(ctx) : undefined;
  return cookie && (requested === undefined || requested === cookie) ? cookie : undefined;
}

function view(ctx: RpcContext, session: CartSession, id: string): Promise<CartView> {
  return ctx.shop.cart.view(id, session.scope);
}

export const cartApi = {
  /** getCart (001 §7): the session's cart, created empty in the storefront's currency when needed (001 §4). */
  getCart: rpcMethod(z.object({ id: cartId.optional(), include }).optional().default({}), (input, ctx) =>
    withCart(ctx, async (session) => {
      const cookie = guestCookieCart(ctx, session, input.id);
      if (cookie) {
        const shown = await ctx.shop.cart.viewUnlessForeign(cookie, session.scope);
        if (shown) return shown;
      }
      const id = await currentCartId(ctx, session);
      if (input.id !== undefined && input.id !== id) throw new CartError("missingCart");
      return view(ctx, session, id);
    }),
  ),

  /** createCart (001 §7): a new cart for the session, with its first lines, in the storefront's currency. */
  createCart: rpcMethod(
    z.object({
      data: z.object({
        line_items: lineItems.optional().default([]),
        currency: z.object({ code: z.string().length(3) }).optional(),
      }),
    }),
    (input, ctx) =>
      withCart(ctx, async (session) => {
        const code = input.data.currency?.code.toUpperCase();
        if (code !== undefined && code !== ctx.storefront.currency) {
          throw new RpcError(400, "cart:errors.currencyNotOffered", { currency: code });
        }
        const previous = await currentCartId(ctx, session);
        const id = await startFreshCart(ctx, session, previous);
        if (input.data.line_items.length > 0) await ctx.shop.cart.addItems(id, session.scope, input.data.line_items, newGuestCart(ctx));
        else await ctx.shop.cart.ensureGuestCart(id, session.scope, newGuestCart(ctx));
        return view(ctx, session, id);
      }),
  ),

  /** updateCart (001 §7): assigns the session's guest cart to the signed-in customer (adoption, 001 §4). */
  updateCart: rpcMethod(z.object({ id: cartId, include }), (input, ctx) =>
    withCart(ctx, async (session) => {
      if (session.customerId !== null) await adoptGuestCart(ctx, session.customerId);
      const id = await currentCartId(ctx, session);
      if (input.id !== id) throw new CartError("missingCart");
      return view(ctx, session, id);
    }),
  ),

  /** addCartItems (001 §7); "There are no items to add." for an empty list (001 §8). */
  addCartItems: rpcMethod(z.object({ cartId: cartId.optional(), include, data: z.object({ line_items: lineItems }) }), (input, ctx) =>
    withCart(ctx, async (session) => {
      if (input.data.line_items.length === 0) throw new CartError("noItems");
      const cookie = guestCookieCart(ctx, session, input.cartId);
      if (cookie) {
        // Once the change has stored the cart, "missing" can only mean a foreign one.
        try {
          return await ctx.shop.cart.present(session.scope, await ctx.shop.cart.addItems(cookie, session.scope, input.data.line_items, newGuestCart(ctx)));
        } catch (error) {
          if (!(error instanceof CartError && error.code === "missingCart")) throw error;
        }
      }
      const id = await cartForChange(ctx, session, input.cartId);
      return ctx.shop.cart.present(session.scope, await ctx.shop.cart.addItems(id, session.scope, input.data.line_items, newGuestCart(ctx)));
    }),
  ),

  /** removeCartItem (001 §7): removing the last item deletes the cart and starts a fresh one (001 §4). */
  removeCartItem: rpcMethod(z.object({ cartId, itemId: z.uuid(), include }), (input, ctx) =>
    withCart(ctx, async (session) => {
      const id = await cartForChange(ctx, session, input.cartId);
      const { emptied } = await ctx.shop.cart.removeItem(id, input.itemId.toLowerCase(), session.scope);
      return view(ctx, session, emptied ? await startFreshCart(ctx, session, id) : id);
    }),
  ),

  /** updateCartItem (001 §7): a new quantity for one line, within the limits of 001 §5. */
  updateCartItem: rpcMethod(
    z.object({ cartId, itemId: z.uuid(), include, data: z.object({ line_item: z.object({ quantity, product_id: productId.optional() }) }) }),
    (input, ctx) =>
      withCart(ctx, async (session) => {
        const id = await cartForChange(ctx, session, input.cartId);
        await ctx.shop.cart.updateItem(id, input.itemId.toLowerCase(), session.scope, input.data.line_item.quantity);
        return view(ctx, session, id);
      }),
  ),

  /** deleteCart (001 §7): clearing the cart; the cookie is replaced and a fresh cart begins (001 §4). */
  deleteCart: rpcMethod(z.object({ id: cartId.optional() }).optional().default({}), (input, ctx) =>
    withCart(ctx, async (session) => {
      const id = await currentCartId(ctx, session);
      if (input.id !== undefined && input.id !== id) throw new CartError("missingCart");
      if (await ctx.shop.cart.row(id)) await ctx.shop.cart.deleteCart(id, session.scope);
      return view(ctx, session, await startFreshCart(ctx, session, id));
    }),
  ),

  /**
   * inventoryCheck (001 §7): per-line checks against a location (default: the channel's) for the
   * given items, or for the session's cart when none are given.
   */
  inventoryCheck: rpcMethod(
    z
      .object({
        locationId: z.number().int().positive().max(2_147_483_647).optional(),
        items: z.array(z.object({ product_id: productId, variant_id: variantId.optional(), sku: z.string().max(100).optional(), quantity })).max(100).optional(),
      })
      .optional()
      .default({}),
    (input, ctx) =>
      withCart(ctx, async (session) => {
        const locationId = input.locationId ?? (await channelLocationId(ctx.shop.db, ctx.storefront.channelId));
        if (locationId === null) throw new CartError("noInventoryLocation");
        const t = translatorFor(ctx.storefront.locale);
        if (input.items) return ctx.shop.cart.inventoryCheck(locationId, input.items, t);
        const id = await currentCartId(ctx, session);
        const items = await ctx.shop.cart.checkItems(id, session.scope);
        const result = await ctx.shop.cart.inventoryCheck(locationId, items, t);
        return { ...result, items: result.items.map((line, i) => ({ ...line, line_id: items[i].line_id })) };
      }),
  ),

  /** updateCustomerFormFields (001 §7): the customer service's rule, reachable on the commerce surface. */
  updateCustomerFormFields: rpcMethod(
    z.object({ data: z.array(z.object({ name: z.string().min(1).max(100), value: z.string().max(1000) })).min(1).max(20) }),
    async ({ data }, ctx) => {
      ctx.res.set("Cache-Control", "private, no-store");
      const { customerId } = await cartSession(ctx);
      if (customerId === null) throw new RpcError(403, "account:errors.credentialsInvalid");
      const customer = await ctx.shop.customers.updateFormFields(customerId, data);
      if (!customer) throw new RpcError(404, "account:errors.failedToUpdateCustomer");
      return customer;
    },
  ),
} satisfies RpcMethods;
