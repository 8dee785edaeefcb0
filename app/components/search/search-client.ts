import type { searchApi } from "../../../server/modules/search/api";
import type { SearchQuery, SearchResult } from "../../../server/modules/search/query";
import { callRpc } from "../../lib/rpc-client";

/**
 * Calls the storefront's search (000 §7 Search) from the browser: POST /api/search/query through the
 * typed RPC client. The server picks the index from the storefront the request came to; the browser
 * only sends the term and paging. A refusal, a failure or an aborted call throws an ApiError.
 */
export function searchProducts(query: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
  return callRpc<typeof searchApi>("search", { signal })("query", query);
}
