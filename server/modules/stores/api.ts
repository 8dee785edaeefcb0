import { z } from "zod";
import { storeContactSchema } from "../../../common/forms/store-contact";
import { rpcMethod, RpcError, type RpcMethods } from "../../http/rpc";
import { translatorFor } from "../../http/server-i18n";
import { StoreNotFound } from "./service";
import { STORE_TYPE_FILTERS } from "./types";

const NOT_FOUND = "stores:errors.notFound";

/** POST /api/stores/{method} (issue 15; 001 §7 Stock and stores service, Store contact service). */
export const storesApi = {
  /** Nearest visible stores within 300 miles of a point; on "all" Junction first, then by distance. */
  nearby: rpcMethod(
    z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      type: z.enum(STORE_TYPE_FILTERS).optional(),
      productId: z.number().int().positive().optional(),
    }),
    (input, ctx) => ctx.shop.stores.nearby(input, ctx.storefront),
  ),
  /** A place name to coordinates from the shipped gazetteer, in the supported countries only. */
  geocode: rpcMethod(z.object({ query: z.string().trim().min(1, "stores:errors.queryRequired").max(100) }), (input, ctx) =>
    ctx.shop.stores.geocode(input.query, ctx.storefront),
  ),
  /** The storefront's default search location (uk London, de Berlin, …). */
  defaultLocation: rpcMethod(z.object({}), async (_input, ctx) => ctx.shop.stores.defaultLocation(ctx.storefront)),
  /** A visible store with its stock; 404 for a hidden or unknown one. */
  getStore: rpcMethod(z.object({ id: z.number().int().positive() }), async (input, ctx) => {
    const store = await ctx.shop.stores.getStore(input.id, ctx.storefront);
    if (!store) throw new RpcError(404, NOT_FOUND);
    return store;
  }),
  /** Mails a contactable store (reply-to the customer); per-IP budget; 404 for a store that takes no messages. */
  sendStoreContactEmail: rpcMethod(storeContactSchema, async (input, ctx) => {
    await ctx.shop.writeLimits.consume("storeContact", ctx.ip);
    try {
      await ctx.shop.stores.sendContactMessage(input, translatorFor(ctx.storefront.locale));
    } catch (error) {
      if (error instanceof StoreNotFound) throw new RpcError(404, NOT_FOUND);
      throw error;
    }
    return { sent: true as const };
  }),
} satisfies RpcMethods;
