import type { customerApi } from "../../../server/modules/customer/api";
import type { AddressView, CustomerView } from "../../../server/modules/customer/service";
import type { marketingApi } from "../../../server/modules/marketing/api";
import { rpcServices } from "../../lib/rpc-client";

export type { AddressView, CustomerView };
export { ApiError, type ApiIssue } from "../../lib/rpc-client";

/**
 * Customer and marketing calls (app/lib/rpc-client.ts `callRpc`): `callApi("customer", "login", body)`
 * answers the data; a refusal throws an ApiError with the server's translated message (001 §8).
 */
export const callApi = rpcServices<{ customer: typeof customerApi; marketing: typeof marketingApi }>();
