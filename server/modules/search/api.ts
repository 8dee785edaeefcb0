import { rpcMethod, type RpcMethods } from "../../http/rpc";
import { searchQuerySchema } from "./query";

/**
 * RPC methods of the search service (000 §7 Search): POST /api/search/{method}. The index is always
 * the request's storefront's own (000 §3 Storefront config: searchIndex), never the client's choice.
 */
export const searchApi = {
  query: rpcMethod(searchQuerySchema, async (input, ctx) => ctx.shop.search.query(ctx.storefront.searchIndex, input)),
} satisfies RpcMethods;
