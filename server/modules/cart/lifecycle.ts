import { randomUUID } from "node:crypto";
import { stringifySetCookie } from "cookie";
import { CART_COOKIE } from "../../../common/cookie-names";
import type { RpcContext } from "../../http/rpc";
import { cookiePolicyFor, readCookie } from "../../http/session";
import { catalogContext } from "../catalog/service";
import { belongsTo, isCartId, type CartScope } from "./service";

/**
 * The cart lifecycle of 001 §4, for one request:
 * - a guest's cart id lives in an httpOnly cookie (lifetime CART_COOKIE_MAX_AGE); with no cookie, or
 *   a cookie naming another channel's or a customer's cart, a fresh empty cart in the storefront's
 *   currency is started. A fresh guest cart is stored when its first item arrives, under the id the
 *   cookie already holds, so two first adds carrying that cookie fill ONE cart;
 * - a signed-in customer's cart id lives in a form field; a missing, foreign-channel or
 *   foreign-customer cart is replaced by a new one whose id is saved on the customer.
 */
/** The customer form field holding the customer's cart id (001 §3 Customer form_fields). */
export const CART_FORM_FIELD = "cart_id";

export interface CartSession {
  scope: CartScope;
  /** The signed-in customer, or null for a guest. */
  customerId: number | null;
}

function policy(ctx: RpcContext) {
  return cookiePolicyFor(ctx.shop.env.SHOP_DOMAIN);
}

export function setCartCookie(ctx: RpcContext, cartId: string): void {
  ctx.res.append(
    "Set-Cookie",
    stringifySetCookie({
      name: CART_COOKIE,
      value: cartId,
      httpOnly: true,
      sameSite: "lax",
      secure: policy(ctx).secure,
      path: "/",
      maxAge: ctx.shop.env.CART_COOKIE_MAX_AGE,
    }),
  );
}

export function clearCartCookie(ctx: RpcContext): void {
  ctx.res.append("Set-Cookie", stringifySetCookie({ name: CART_COOKIE, value: "", httpOnly: true, sameSite: "lax", secure: policy(ctx).secure, path: "/", maxAge: 0 }));
}

export function cartCookieValue(ctx: RpcContext): string | undefined {
  const value = readCookie(ctx.req.headers.cookie, CART_COOKIE);
  return isCartId(value) ? value.toLowerCase() : undefined;
}

/** Who is asking, in which storefront: the session's customer (never trusted from the body). */
export async function cartSession(ctx: RpcContext): Promise<CartSession> {
  const customerId = await ctx.customerId();
  return { customerId, scope: { catalog: catalogContext(ctx.storefront), customerId } };
}

async function customerCartField(ctx: RpcContext, customerId: number): Promise<string> {
  const customer = await ctx.shop.customers.get(customerId);
  return customer?.form_fields.find((f) => f.name === CART_FORM_FIELD)?.value ?? "";
}

/** Saves the customer's cart id in their form field (001 §4). */
export async function saveCustomerCartId(ctx: RpcContext, customerId: number, cartId: string): Promise<void> {
  await ctx.shop.customers.updateFormFields(customerId, [{ name: CART_FORM_FIELD, value: cartId }]);
}

/**
 * The id of the session's cart. A customer's cart is always stored; a guest's fresh cart may be only
 * an id in the cookie until its first item arrives (CartService.addItems with createGuest).
 */
export async function currentCartId(ctx: RpcContext, session: CartSession): Promise<string> {
  const { scope, customerId } = session;
  const cart = ctx.shop.cart;
  if (customerId !== null) {
    const field = await customerCartField(ctx, customerId);
    if (field && (await cart.find(field, scope))) return field;
    const id = await cart.createCustomerCart({ ...scope, customerId }, field);
    if (id !== field) await saveCustomerCartId(ctx, customerId, id);
    return id;
  }
  const cookie = cartCookieValue(ctx);
  if (cookie) {
    const row = await cart.row(cookie);
    // Not stored yet (a fresh cart), or removed since: an empty cart under this id.
    if (!row || belongsTo(row, scope)) return cookie;
  }
  return startGuestCart(ctx);
}

/** A fresh guest cart: a new id in the cookie, stored when its first item arrives. */
export function startGuestCart(ctx: RpcContext): string {
  const id = randomUUID();
  setCartCookie(ctx, id);
  return id;
}

/**
 * After the last item is removed or the cart is cleared (001 §4): the cart cookie is replaced and a
 * fresh cart begins; a customer's new cart id is saved on the customer.
 */
export async function startFreshCart(ctx: RpcContext, session: CartSession, removedCartId: string): Promise<string> {
  if (session.customerId === null) return startGuestCart(ctx);
  if (cartCookieValue(ctx)) clearCartCookie(ctx);
  const id = await ctx.shop.cart.createCustomerCart({ ...session.scope, customerId: session.customerId }, removedCartId);
  await saveCustomerCartId(ctx, session.customerId, id);
  return id;
}
