import { marketingSignUpSchema } from "../../../common/forms/account";
import { rpcMethod, RpcError, type RpcMethods } from "../../http/rpc";
import { MarketingError } from "./service";

const ERRORS = {
  countryUndefined: "account:errors.countryUndefined",
  countryInvalid: "account:errors.countryInvalid",
} as const;

/** POST /api/marketing/subscribe {email, country?, message?, placement} (001 §7 Marketing subscribe). */
export const marketingApi = {
  subscribe: rpcMethod(marketingSignUpSchema, async (input, ctx) => {
    // Issue 12: per-IP budget for this anonymous write (429, translated, nothing stored).
    await ctx.shop.writeLimits.consume("newsletter", ctx.ip);
    try {
      const { country } = await ctx.shop.marketing.subscribe(input, ctx.storefront);
      return { is_valid: true, country };
    } catch (error) {
      if (error instanceof MarketingError) throw new RpcError(400, ERRORS[error.code]);
      throw error;
    }
  }),
} satisfies RpcMethods;
