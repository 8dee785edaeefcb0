import type { AddressView, CustomerView } from "../../../server/modules/customer/service";
import { postRpc, type ApiIssue } from "../../lib/rpc-client";

export type { AddressView, CustomerView };
export type { ApiIssue } from "../../lib/rpc-client";

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

/** Customer and marketing calls: a refusal becomes an ApiError with the server's translated message. */
export async function callApi<T>(service: "customer" | "marketing", method: string, body: object = {}): Promise<T> {
  const outcome = await postRpc<T>(service, method, body);
  if (outcome.ok) return outcome.data;
  const { error } = outcome;
  throw new ApiError(error.message ?? "", outcome.status, error.issues ?? error.data?.issues ?? []);
}
