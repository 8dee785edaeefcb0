import { afterEach, describe, expect, it, vi } from "vitest";
import type { customerApi } from "../../server/modules/customer/api";
import { ApiError, callRpc, rpc, rpcServices, type CommerceApi } from "./rpc-client";

function stubFetch(status: number, payload: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

// The typed client (issue 13) changes types only: each call is the same POST as postRpc's.
describe("rpc(): a typed call is one POST /api/{service}/{method}", () => {
  afterEach(() => vi.unstubAllGlobals());

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

// Issue 13: one helper for every browser call that wants the data or an error (account, checkout,
// search), instead of a wrapper per screen.
describe("callRpc(): the data, or one ApiError with the server's translated message (001 §8)", () => {
  afterEach(() => vi.unstubAllGlobals());

  async function refusal(call: Promise<unknown>): Promise<ApiError> {
    const error = await call.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it("answers the data of one POST /api/{service}/{method}", async () => {
    const fetch = stubFetch(200, { data: { id: "cart-1" } });
    expect(await callRpc<CommerceApi>("commerce")("getCart")).toEqual({ id: "cart-1" });
    expect(fetch).toHaveBeenLastCalledWith("/api/commerce/getCart", expect.objectContaining({ method: "POST", body: "{}" }));
  });

  it("throws the translated message, status and zod issues of a refusal (a 400 of bad arguments)", async () => {
    stubFetch(400, { error: { message: "Bitte prüfe deine Angaben.", issues: [{ path: "email", message: "Ungültige E-Mail-Adresse." }] } });
    const error = await refusal(callRpc<typeof customerApi>("customer")("login", { email: "x", password: "y" }));
    expect(error.message).toBe("Bitte prüfe deine Angaben.");
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: "email", message: "Ungültige E-Mail-Adresse." }]);
    expect(error.outcomeUnknown).toBe(false);
  });

  it("turns a `fields` map into issues and carries the error body's own fields (checkout's code and order_id, 409)", async () => {
    stubFetch(409, { error: { message: "This checkout is already an order.", data: { code: "alreadyOrdered", order_id: 42, fields: { "billingAddress.postCode": ["Unknown post code."] } } } });
    const error = await refusal(callRpc<CommerceApi>("commerce")("getCart"));
    expect(error.issues).toEqual([{ path: "billingAddress.postCode", message: "Unknown post code." }]);
    expect([error.code, error.orderId, error.body.message]).toEqual(["alreadyOrdered", 42, "This checkout is already an order."]);
  });

  it("throws status 0 with no message when there is no answer, and the outcome is unknown", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    const error = await refusal(callRpc<CommerceApi>("commerce")("getCart"));
    expect([error.message, error.status, error.issues, error.outcomeUnknown]).toEqual(["", 0, [], true]);
    stubFetch(502, { error: { message: "Something went wrong." } });
    expect((await refusal(callRpc<CommerceApi>("commerce")("getCart"))).outcomeUnknown).toBe(true);
  });

  it("passes a signal to the POST, so a call can be cancelled", async () => {
    const fetch = stubFetch(200, { data: {} });
    const abort = new AbortController();
    await callRpc<CommerceApi>("commerce", { signal: abort.signal })("getCart");
    expect(fetch.mock.lastCall?.[1].signal).toBe(abort.signal);
  });

  it("rpcServices() calls each named service at its own URL", async () => {
    const fetch = stubFetch(200, { data: { customer: null } });
    const call = rpcServices<{ commerce: CommerceApi; customer: typeof customerApi }>();
    await call("customer", "getCustomer");
    expect(fetch.mock.lastCall?.[0]).toBe("/api/customer/getCustomer");
    await call("commerce", "getCart");
    expect(fetch.mock.lastCall?.[0]).toBe("/api/commerce/getCart");
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

export function typedDataCalls(commerce = callRpc<CommerceApi>("commerce"), call = rpcServices<{ commerce: CommerceApi }>()) {
  // @ts-expect-error: not a commerce method
  void commerce("noSuchMethod");
  // @ts-expect-error: not a service of this caller
  void call("customer", "getCustomer");
  // @ts-expect-error: addCartItems needs its line items
  void call("commerce", "addCartItems");
  return commerce("getCart").then((cart) => cart.id);
}
