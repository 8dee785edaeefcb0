import type { SearchQuery, SearchResult } from "../../../server/modules/search/query";

/**
 * Calls the storefront's search (000 §7 Search) from the browser. The server picks the index from
 * the storefront the request came to; the browser only sends the term and paging.
 */
export async function searchProducts(query: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
  const response = await fetch("/api/search/query", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(query),
    signal,
  });
  const body = (await response.json().catch(() => null)) as { data?: SearchResult; error?: { message?: string } } | null;
  if (!response.ok || !body?.data) throw new Error(body?.error?.message ?? `Search failed (${response.status})`);
  return body.data;
}
