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
