import type { cartApi } from "../../server/modules/cart/api";
import type { catalogApi } from "../../server/modules/catalog/api";
import type { checkoutApi } from "../../server/modules/checkout/api";
import type { orderApi } from "../../server/modules/order/api";
import type { promotionsApi } from "../../server/modules/promotions/api";

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

/** What a call may add to its POST: `signal` cancels it (an aborted call answers status 0). */
export interface RpcOptions {
  signal?: AbortSignal;
}

export type RpcOutcome<T> = { ok: true; data: T } | { ok: false; status: number; error: RpcErrorBody };

/**
 * One POST to the shop's RPC API (`POST /api/{service}/{method}`, DESIGN.md) from the browser.
 * Answers are `{data}` or `{error}`; a network failure or an answer that is not JSON comes back as
 * `ok: false` with status 0 or the HTTP status and an empty error, for the caller's own fallback text.
 */
export async function postRpc<T>(service: string, method: string, body: object = {}, options: RpcOptions = {}): Promise<RpcOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/${service}/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
      signal: options.signal,
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
export type CommerceApi = typeof catalogApi & typeof cartApi & typeof promotionsApi & typeof checkoutApi & typeof orderApi;

/**
 * A typed client of one RPC service (`/api/{service}/{method}`): `rpc<CommerceApi>("commerce")`.
 * Each call is one `postRpc` (same URL, body and error handling); only the types come from the API
 * definition.
 */
export function rpc<Api>(service: string, options: RpcOptions = {}): RpcCall<Api> {
  return (method, ...args) => postRpc(service, method, (args[0] ?? {}) as object, options) as never;
}

/**
 * A refused or failed call of `callRpc`: `message` is already translated by the server (001 §8: the
 * screen shows it), `issues` are its field messages (zod `issues`, or a `fields` map) for the form
 * kit to show beside the right inputs, and `body` is the whole error body with the service's own
 * fields (e.g. checkout's `code` and the `order_id` of a completed checkout, 409).
 * Status 0 means no answer (network failure, aborted call, a body that is not JSON).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: ApiIssue[] = [],
    readonly body: RpcErrorBody = {},
  ) {
    super(message);
  }

  /** The error body's `code`, at its top or in its `data`. */
  get code(): string | undefined {
    return this.field("code", "string");
  }

  /** The order a checkout already became (placeOrder's 409 `order_id`). */
  get orderId(): number | undefined {
    return this.field("order_id", "number");
  }

  /** 5xx or no answer: the outcome is unknown, so a retry must reuse the same idempotency key. */
  get outcomeUnknown(): boolean {
    return this.status === 0 || this.status >= 500;
  }

  private field<T extends "string" | "number">(name: string, type: T): (T extends "string" ? string : number) | undefined {
    const value = this.body[name] ?? this.body.data?.[name];
    return typeof value === type ? (value as never) : undefined;
  }
}

function issuesOf(error: RpcErrorBody): ApiIssue[] {
  const fields = (error.fields ?? error.data?.fields) as Record<string, string | string[]> | undefined;
  if (fields) {
    return Object.entries(fields).map(([path, message]) => ({ path, message: Array.isArray(message) ? message[0] : message }));
  }
  return error.issues ?? error.data?.issues ?? [];
}

/** A typed call that answers the data and throws an ApiError on refusal: `customer("login", body)`. */
export type RpcDataCall<Api> = <K extends keyof Api & string>(method: K, ...args: RpcArgs<Api[K]>) => Promise<RpcOutput<Api[K]>>;

/**
 * The browser's one way to call an RPC service: `callRpc<typeof customerApi>("customer")("login", body)`
 * answers the method's data, or throws an ApiError carrying the server's translated message, the
 * status, the field issues and the error body.
 */
export function callRpc<Api>(service: string, options: RpcOptions = {}): RpcDataCall<Api> {
  const call = rpc<Api>(service, options);
  return async (method, ...args) => {
    const outcome = await call(method, ...args);
    if (outcome.ok) return outcome.data;
    const { error } = outcome;
    throw new ApiError(error.message ?? "", outcome.status, issuesOf(error), error);
  };
}

/**
 * Calls of several services by name, for a screen that uses more than one:
 * `rpcServices<{ customer: typeof customerApi }>()("customer", "login", body)`; each is a `callRpc`.
 */
export function rpcServices<Apis>() {
  return <S extends keyof Apis & string, K extends keyof Apis[S] & string>(service: S, method: K, ...args: RpcArgs<Apis[S][K]>): Promise<RpcOutput<Apis[S][K]>> =>
    callRpc<Apis[S]>(service)(method, ...args);
}
