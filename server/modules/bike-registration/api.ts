import { z } from "zod";
import { BIKE_MESSAGES, bikeRegistrationSchema, latestDayOnEarth } from "../../../common/forms/bike-registration";
import { RpcError, rpcMethod, type RpcMethods } from "../../http/rpc";
import { translatorFor } from "../../http/server-i18n";
import { bikeMailContext } from "./mail";
import { BikeConfirmationError, BikeRegistrationError } from "./service";
import type { BikeRegistrationAnswer, RegisteredBike } from "./types";

/**
 * The bike registration service at `POST /api/bikes/{method}` (001 §7): registerBikeByEmail (anyone;
 * a per-IP budget, issue 12) and getRegisteredBikesByUser (the signed-in customer's bikes).
 * Invalid fields answer 400 with the translated message of 001 §5; a serial number registered before
 * answers 409 with its own message; resendBikeConfirmation mails a guest's link again; a registration that cannot be stored "Failed to register the
 * bike." (001 §8).
 */
export const registerBikeInput = bikeRegistrationSchema(() => latestDayOnEarth(Date.now()));

export const bikeRegistrationApi = {
  registerBikeByEmail: rpcMethod(registerBikeInput, async (input, ctx): Promise<BikeRegistrationAnswer> => {
    ctx.res.set("Cache-Control", "private, no-store");
    await ctx.shop.writeLimits.consume("bikeRegistration", ctx.ip);
    let answer: BikeRegistrationAnswer | undefined;
    try {
      const mail = bikeMailContext(translatorFor(ctx.storefront.locale), ctx.shop.env.BRAND_NAME, ctx.shop.storefronts.originOf(ctx.storefront, ctx.port));
      answer = await ctx.shop.bikes.register(input, { channelId: ctx.storefront.channelId, customerId: await ctx.customerId(), mail });
    } catch (error) {
      if (error instanceof BikeRegistrationError) throw new RpcError(409, BIKE_MESSAGES.serialTaken, {}, { code: error.code });
      ctx.shop.logger.error({ err: error }, "bike registration failed");
      throw new RpcError(500, BIKE_MESSAGES.registerFailed);
    }
    // 001 §5: bike registration must return a bikeRegistrationId.
    if (!answer?.bikeRegistrationId) throw new RpcError(500, BIKE_MESSAGES.registerFailed);
    ctx.res.status(201);
    return answer;
  }),

  /**
   * Follows the link mailed for a guest's registration (issue 16): signed in with the registration's
   * email, the bike becomes the customer's and the link is used up. A used, expired or unknown link
   * answers 410; a customer with another email 403, leaving the link as it was.
   */
  confirmBikeRegistration: rpcMethod(z.object({ token: z.string().min(10).max(200) }), async (input, ctx): Promise<{ bike: RegisteredBike }> => {
    ctx.res.set("Cache-Control", "private, no-store");
    const customerId = await ctx.requireCustomer();
    const customer = await ctx.shop.customers.get(customerId);
    if (!customer) throw new RpcError(404, BIKE_MESSAGES.confirmLinkInvalid);
    try {
      return { bike: await ctx.shop.bikes.confirm(input.token, customer) };
    } catch (error) {
      if (error instanceof BikeConfirmationError) {
        throw error.code === "otherEmail" ? new RpcError(403, BIKE_MESSAGES.confirmOtherEmail, {}, { code: error.code }) : new RpcError(410, BIKE_MESSAGES.confirmLinkInvalid, {}, { code: error.code });
      }
      throw error;
    }
  }),

  /**
   * "Send the link again" (issue 16), from the expired or used link's message (`token`) or the guest's
   * success page (`bikeRegistrationId` and `email`): a registration still waiting gets a new
   * confirmation mail with a new single-use link. Anyone may ask; each ask takes the per-IP
   * bike-registration budget (429 when spent), and the answer is the same whether or not the
   * registration or email exists, so it cannot be used to find out either.
   */
  resendBikeConfirmation: rpcMethod(
    z.union([z.object({ token: z.string().min(10).max(200) }), z.object({ bikeRegistrationId: z.string().trim().min(1).max(40), email: z.string().trim().min(3).max(254) })]),
    async (input, ctx): Promise<{ ok: true }> => {
      ctx.res.set("Cache-Control", "private, no-store");
      await ctx.shop.writeLimits.consume("bikeRegistration", ctx.ip);
      const mail = bikeMailContext(translatorFor(ctx.storefront.locale), ctx.shop.env.BRAND_NAME, ctx.shop.storefronts.originOf(ctx.storefront, ctx.port));
      await ctx.shop.bikes.resendConfirmation(input, mail);
      return { ok: true };
    },
  ),

  /** The signed-in customer's bikes: registered while signed in, or confirmed from the mailed link. */
  getRegisteredBikesByUser: rpcMethod(z.object({}).optional().default({}), async (_input, ctx): Promise<{ bikes: RegisteredBike[] }> => {
    ctx.res.set("Cache-Control", "private, no-store");
    const customerId = await ctx.requireCustomer();
    const customer = await ctx.shop.customers.get(customerId);
    if (!customer) throw new RpcError(404, BIKE_MESSAGES.listFailed);
    const bikes = await ctx.shop.bikes.byCustomer(customer);
    // 001 §5: the registered-bikes call must return a list.
    if (!Array.isArray(bikes)) throw new RpcError(500, BIKE_MESSAGES.listFailed);
    return { bikes };
  }),
} satisfies RpcMethods;
