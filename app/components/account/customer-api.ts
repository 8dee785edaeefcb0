import type { customerApi } from "../../../server/modules/customer/api";
import type { AddressView, CustomerView } from "../../../server/modules/customer/service";
import type { marketingApi } from "../../../server/modules/marketing/api";
import { rpc, type ApiIssue, type RpcArgs, type RpcOutput } from "../../lib/rpc-client";

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

/** The services the account pages call, as their API definitions type them (app/lib/rpc-client.ts). */
interface AccountApis {
  customer: typeof customerApi;
  marketing: typeof marketingApi;
}

/** Customer and marketing calls: a refusal becomes an ApiError with the server's translated message. */
export async function callApi<S extends keyof AccountApis, K extends keyof AccountApis[S] & string>(
  service: S,
  method: K,
  ...args: RpcArgs<AccountApis[S][K]>
): Promise<RpcOutput<AccountApis[S][K]>> {
  const outcome = await rpc<AccountApis[S]>(service)(method, ...args);
  if (outcome.ok) return outcome.data;
  const { error } = outcome;
  throw new ApiError(error.message ?? "", outcome.status, error.issues ?? error.data?.issues ?? []);
}
