import { z } from "zod";
import { RpcError, rpcMethod, type RpcContext, type RpcMethods } from "../../http/rpc";
import { orderCartCookie } from "../checkout/cookies";
import type { OrderView } from "./types";

/**
 * The orders' part of `POST /api/commerce/{method}` (001 §7 getOrders, getOrderProducts,
 * getOrderShipments; getOrder and getOrderConfirmation of the checkout contract). Only the session
 * customer's own orders: another's id answers 404, like one that does not exist.
 */

export const orderIdInput = z
  .union([z.number().int(), z.string().regex(/^\d{1,10}$/)], { error: "orders:errors.orderNotFound" })
  .transform(Number)
  .refine((id) => id > 0 && id <= 2_147_483_647, { error: "orders:errors.orderNotFound" });

/** Every order answer is personal: never stored by a cache. The session's customer, or null. */
function customerOf(ctx: RpcContext): Promise<number | null> {
  ctx.res.set("Cache-Control", "private, no-store");
  return ctx.customerId();
}

async function ownOrder(ctx: RpcContext, orderId: number): Promise<OrderView> {
  const customerId = await customerOf(ctx);
  const order = customerId === null ? null : await ctx.shop.orders.getForCustomer(customerId, orderId);
  if (!order) throw new RpcError(404, "orders:errors.orderNotFound");
  return order;
}

/** getOrders: the signed-in customer's orders, newest first (items per page 10, 001 §9). */
const listOrders = rpcMethod(
  z
    .object({ page: z.number().int().min(1).max(100_000).optional(), limit: z.number().int().min(1).max(50).optional() })
    .optional()
    .default({}),
  async (input, ctx) => {
    ctx.res.set("Cache-Control", "private, no-store");
    const customerId = await ctx.requireCustomer("orders:errors.signInRequired");
    return ctx.shop.orders.listForCustomer(customerId, { page: input.page ?? 1, limit: input.limit ?? 10 });
  },
);

export const orderApi = {
  getOrders: listOrders,
  /** getOrdersWithDetails (001 §7): the same list; every order already carries its products and addresses. */
  getOrdersWithDetails: listOrders,

  getOrder: rpcMethod(z.object({ orderId: orderIdInput }), (input, ctx) => ownOrder(ctx, input.orderId)),

  getOrderProducts: rpcMethod(z.object({ orderId: orderIdInput }), async (input, ctx) => (await ownOrder(ctx, input.orderId)).products),

  /** Shipments of the order: empty until it ships. */
  getOrderShipments: rpcMethod(z.object({ orderId: orderIdInput }), async (input, ctx) => (await ownOrder(ctx, input.orderId)).shipments),

  /**
   * The order confirmation (000 §2 /order-confirmation), by the same owner rule as the page
   * (OrderService.orderForConfirmation): the session customer's order, or a guest's order whose
   * cart the `order-cart-id` cookie names.
   */
  getOrderConfirmation: rpcMethod(z.object({ orderId: orderIdInput }), async (input, ctx) => {
    const customerId = await customerOf(ctx);
    const order = await ctx.shop.orders.orderForConfirmation(input.orderId, { customerId, orderCartId: orderCartCookie(ctx.req.headers.cookie) });
    if (!order) throw new RpcError(404, "orders:errors.orderNotFound");
    return order;
  }),
} satisfies RpcMethods;
