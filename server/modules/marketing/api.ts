import { marketingSignUpSchema } from "../../../app/components/account/account-schemas";
import { rpcMethod, RpcError, type RpcMethods } from "../../http/rpc";
import { MarketingError } from "./service";

const ERRORS = {
  countryUndefined: "account:errors.countryUndefined",
  countryInvalid: "account:errors.countryInvalid",
} as const;

/** POST /api/marketing/subscribe {email, country?, message?, placement} (001 §7 Marketing subscribe). */
export const marketingApi: RpcMethods = {
  subscribe: rpcMethod(marketingSignUpSchema, async (input, ctx) => {
    try {
      const { country } = await ctx.shop.marketing.subscribe(input, ctx.storefront);
      return { is_valid: true, country };
    } catch (error) {
      if (error instanceof MarketingError) throw new RpcError(400, ERRORS[error.code]);
      throw error;
    }
  }),
};
