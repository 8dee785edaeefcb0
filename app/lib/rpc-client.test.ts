import { afterEach, describe, expect, it, vi } from "vitest";
import { rpc, type CommerceApi } from "./rpc-client";

// The typed client (issue 13) changes types only: each call is the same POST as postRpc's.
describe("rpc(): a typed call is one POST /api/{service}/{method}", () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFetch(status: number, payload: unknown) {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }

  it("posts the body as JSON (an empty object when left out) and answers the data", async () => {
    const fetch = stubFetch(200, { data: { id: "cart-1" } });
    const commerce = rpc<CommerceApi>("commerce");
    expect(await commerce("getCart")).toEqual({ ok: true, data: { id: "cart-1" } });
    expect(fetch).toHaveBeenLastCalledWith("/api/commerce/getCart", expect.objectContaining({ method: "POST", credentials: "same-origin", body: "{}" }));
    await commerce("addCartItems", { data: { line_items: [{ product_id: 7, quantity: 2 }] } });
    expect(fetch.mock.lastCall?.[0]).toBe("/api/commerce/addCartItems");
    expect(JSON.parse(String(fetch.mock.lastCall?.[1].body))).toEqual({ data: { line_items: [{ product_id: 7, quantity: 2 }] } });
  });

  it("answers a refusal with its status and error body, and a network failure with status 0", async () => {
    stubFetch(404, { error: { message: "Cart not found." } });
    expect(await rpc<CommerceApi>("commerce")("getCart")).toEqual({ ok: false, status: 404, error: { message: "Cart not found." } });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await rpc<CommerceApi>("commerce")("getCart")).toEqual({ ok: false, status: 0, error: {} });
  });
});

// Type-level checks (npm run typecheck): method names, bodies and answers come from the API definitions.
export function typedCalls(commerce = rpc<CommerceApi>("commerce")) {
  // @ts-expect-error: not a commerce method
  void commerce("noSuchMethod");
  // @ts-expect-error: addCartItems needs its line items
  void commerce("addCartItems");
  return commerce("getCart").then((outcome) => (outcome.ok ? outcome.data.id : null));
}
