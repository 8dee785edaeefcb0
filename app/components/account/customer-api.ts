import type { AddressView, CustomerView } from "../../../server/modules/customer/service";

export type { AddressView, CustomerView };

export interface ApiIssue {
  path: string;
  message: string;
}

/** A failed call: `message` is already translated by the server (001 §8: the screen shows it). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
  }
}

/**
 * Calls the shop's RPC API (`POST /api/{service}/{method}`, DESIGN.md) from the browser. Answers are
 * `{data}` or `{error:{message, issues?}}`; a network failure becomes an ApiError with status 0 whose
 * message the caller replaces with its own translated fallback.
 */
export async function callApi<T>(service: "customer" | "marketing", method: string, body: object = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${service}/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError("", 0);
  }
  const payload = (await response.json().catch(() => null)) as
    | { data?: T; error?: { message?: string; issues?: ApiIssue[]; data?: { issues?: ApiIssue[] } } }
    | null;
  if (!response.ok || !payload || payload.error) {
    const error = payload?.error;
    throw new ApiError(error?.message ?? "", response.status, error?.issues ?? error?.data?.issues ?? []);
  }
  return payload.data as T;
}
