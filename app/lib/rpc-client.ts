import type { cartApi } from "../../server/modules/cart/api";
import type { catalogApi } from "../../server/modules/catalog/api";
import type { checkoutApi } from "../../server/modules/checkout/api";
import type { orderApi } from "../../server/modules/order/api";

/** A field message of a refused call: `path` names the input (e.g. "shippingAddress.postCode"). */
export interface ApiIssue {
  path: string;
  message: string;
}

/** The error part of an RPC answer (server/http/rpc.ts); services add their own fields. */
export interface RpcErrorBody {
  message?: string;
  issues?: ApiIssue[];
  code?: string;
  data?: Record<string, unknown> & { issues?: ApiIssue[] };
  [field: string]: unknown;
}

export type RpcOutcome<T> = { ok: true; data: T } | { ok: false; status: number; error: RpcErrorBody };

/**
 * One POST to the shop's RPC API (`POST /api/{service}/{method}`, DESIGN.md) from the browser.
 * Answers are `{data}` or `{error}`; a network failure or an answer that is not JSON comes back as
 * `ok: false` with status 0 or the HTTP status and an empty error, for the caller's own fallback text.
 */
export async function postRpc<T>(service: string, method: string, body: object = {}): Promise<RpcOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/${service}/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: {} };
  }
  const payload = (await response.json().catch(() => null)) as { data?: T; error?: RpcErrorBody } | null;
  if (!response.ok || !payload || payload.error) return { ok: false, status: response.status, error: payload?.error ?? {} };
  return { ok: true, data: payload.data as T };
}

/**
 * The typed side of the RPC API: what a method of an exported API definition
 * (server/modules/*\/api.ts, `rpcMethod(schema, handler)`) takes and answers, inferred from the
 * definition with `import type` only, so no server value reaches the browser bundle. The input is
 * what the schema accepts (`z.input`: before defaults and transforms), the output what the handler
 * resolves to.
 */
interface RpcDefinition {
  input: { _zod: { input: unknown } };
  handler: (...args: never[]) => Promise<unknown>;
}
export type RpcInput<M> = M extends RpcDefinition ? M["input"]["_zod"]["input"] : never;
export type RpcOutput<M> = M extends RpcDefinition ? Awaited<ReturnType<M["handler"]>> : never;
/** The arguments of a call: the body may be left out when the method accepts an empty one. */
export type RpcArgs<M> = Record<string, never> extends RpcInput<M> ? [body?: RpcInput<M>] : undefined extends RpcInput<M> ? [body?: RpcInput<M>] : [body: RpcInput<M>];
/** A typed call of one service: `commerce("getCart")`, `commerce("addCartItems", { data })`. */
export type RpcCall<Api> = <K extends keyof Api & string>(method: K, ...args: RpcArgs<Api[K]>) => Promise<RpcOutcome<RpcOutput<Api[K]>>>;

/** The methods of the commerce surface (server/http/api-app.ts mounts them together at /api/commerce). */
export type CommerceApi = typeof catalogApi & typeof cartApi & typeof checkoutApi & typeof orderApi;

/**
 * A typed client of one RPC service (`/api/{service}/{method}`): `rpc<CommerceApi>("commerce")`.
 * Each call is one `postRpc` (same URL, body and error handling); only the types come from the API
 * definition.
 */
export function rpc<Api>(service: string): RpcCall<Api> {
  return (method, ...args) => postRpc(service, method, (args[0] ?? {}) as object) as never;
}
