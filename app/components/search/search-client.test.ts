import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/rpc-client";
import { searchProducts } from "./search-client";

// Issue 13: the search dropdown calls POST /api/search/query through the typed RPC client (000 §7 Search).
describe("searchProducts (000 §7 Search)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the term and paging to /api/search/query with the caller's signal and answers the result", async () => {
    const result = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 18 };
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ data: result }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const abort = new AbortController();
    expect(await searchProducts({ query: "fold", page: 0, hitsPerPage: 18 }, abort.signal)).toEqual(result);
    expect(fetch.mock.lastCall?.[0]).toBe("/api/search/query");
    expect(JSON.parse(String(fetch.mock.lastCall?.[1].body))).toEqual({ query: "fold", page: 0, hitsPerPage: 18 });
    expect(fetch.mock.lastCall?.[1].signal).toBe(abort.signal);
  });

  it("throws the server's translated refusal, and status 0 for a cancelled search", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: { message: "Suchbegriff zu lang." } }), { status: 400 })));
    await expect(searchProducts({ query: "x".repeat(1001) })).rejects.toEqual(expect.objectContaining({ message: "Suchbegriff zu lang.", status: 400 }));
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))));
    const error = await searchProducts({ query: "fold" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});
