import express, { type Request, type Response } from "express";
import { requestIdOrUndefined } from "../../http/request-id";
import { z } from "zod";
import {
  loginSchema,
  MESSAGES,
  profileSchema,
  registerSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  updatePasswordSchema,
} from "../../../common/forms/account";
import { addressSchema } from "../../../common/forms/address";
import { accountPath } from "../../../common/brand";
import { createRpcRouter, rpcMethod, RpcError, type RpcContext, type RpcMethods } from "../../http/rpc";
import type { RequestShop } from "../../http/request-context";
import { translatorFor } from "../../http/server-i18n";
import { cookiePolicyFor, endSession, markerCookie, readSessionToken, startSession } from "../../http/session";
import { answerNoSoonerThan } from "../../http/throttle";
import { isKnownDevice, rememberDevice } from "./known-devices";
import { adoptGuestCart } from "../../workflows/adopt-guest-cart";
import { clearCheckoutCookies } from "../checkout/cookies";
import { CustomerError, type CustomerErrorCode, type MailContext } from "./service";

/** The reset-request answer for known and unknown emails alike (000 §8). */
export const RESET_REQUEST_SUCCESS = "account:resetPassword.success";
/** A reset request answers no sooner than this, so a known email cannot be told from the time taken. */
const RESET_REQUEST_ANSWER_MS = 400;

const ERRORS: Record<CustomerErrorCode, { status: number; key: string }> = {
  duplicateEmail: { status: 409, key: "account:errors.duplicateEmail" },
  notFound: { status: 404, key: "account:errors.addressNotFound" },
  incorrectCurrentPassword: { status: 400, key: "account:errors.incorrectCurrentPassword" },
  resetLinkExpired: { status: 400, key: "account:errors.resetLinkExpired" },
};

/** Domain errors become their answers; with `unexpected`, anything else is logged and answered with it. */
async function mapErrors<T>(work: () => Promise<T>, unexpected?: { ctx: RpcContext; key: string }): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CustomerError) throw new RpcError(ERRORS[error.code].status, ERRORS[error.code].key);
    if (!unexpected || error instanceof RpcError) throw error;
    unexpected.ctx.shop.logger.error({ err: error, reqId: requestIdOrUndefined(unexpected.ctx.req) }, "customer call failed");
    throw new RpcError(500, unexpected.key);
  }
}

function policy(ctx: RpcContext) {
  return cookiePolicyFor(ctx.shop.env.SHOP_DOMAIN);
}

function mailContext(ctx: RpcContext): MailContext {
  return {
    t: translatorFor(ctx.storefront.locale),
    origin: ctx.shop.storefronts.originOf(ctx.storefront, ctx.port),
    accountPath: accountPath(ctx.shop.env.BRAND_NAME),
    brandName: ctx.shop.env.BRAND_NAME,
  };
}

/** Whether a failed call was refused for a wrong current password (mapped by mapErrors). */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof RpcError && error.messageKey === ERRORS.incorrectCurrentPassword.key;
}

/**
 * Anything personal needs a session (ctx.requireCustomer): without one the answer is 403
 * "Credentials are invalid." (001 §5). Refused attempts (the throttle's TooManyAttempts) are
 * answered 429 with Retry-After by the RPC router.
 */
const NOT_SIGNED_IN = "account:errors.credentialsInvalid";

/** A 400 shaped like the router's own validation answers, for rules that depend on the storefront. */
function invalid(ctx: RpcContext, path: string, messageKey: string): RpcError {
  const t = translatorFor(ctx.storefront.locale);
  return new RpcError(400, "errors.invalidArguments", {}, { issues: [{ path, message: t(messageKey) }] });
}

/** Trade-platform country ids: the ISO codes of the shop's country storefronts (001 §2, §5). */
function tradeCountry(ctx: RpcContext, id: string | undefined): string | null {
  const wanted = (id ?? "").toUpperCase();
  const match = ctx.shop.storefronts.all().find((s) => !s.isDefault && s.country.iso === wanted);
  return match ? match.country.iso : null;
}

function countryLabel(ctx: RpcContext, iso: string | null): string | undefined {
  return ctx.shop.storefronts.all().find((s) => !s.isDefault && s.country.iso === iso)?.country.label;
}

/** Keeps the marketing sign-up in step with the customer's opt-in; a failure here never fails the account call. */
async function syncMarketing(ctx: RpcContext, email: string, optedIn: boolean, countryIso: string | null, placement: string) {
  try {
    if (optedIn) await ctx.shop.marketing.subscribe({ email, country: countryLabel(ctx, countryIso), placement }, ctx.storefront);
    else await ctx.shop.marketing.unsubscribe(email);
  } catch (error) {
    ctx.shop.logger.warn({ err: error, placement }, "marketing sign-up with the account failed");
  }
}

const idList = z.array(z.number().int().positive()).min(1).max(100);

/** RPC methods of the customer service (001 §7 Customer API, Customer address): POST /api/customer/{method}. */
export const customerApi = {
  login: rpcMethod(loginSchema, async (input, ctx) => {
    // Issue 12: the attempt's points are taken before the password is checked (refunded on success);
    // a browser that signed in to this account before skips the per-account wait.
    const knownDevice = await isKnownDevice(ctx.shop.db, ctx.req.headers.cookie, input.email);
    const attempt = await ctx.shop.throttle.beginLogin(ctx.ip, input.email, { knownDevice });
    const customer = await ctx.shop.customers.authenticate(input.email, input.password);
    if (!customer) {
      await ctx.shop.throttle.loginFailed(attempt);
      throw new RpcError(401, "account:errors.credentialsInvalid");
    }
    await ctx.shop.throttle.loginSucceeded(attempt);
    ctx.res.append("Set-Cookie", await rememberDevice(ctx.shop.db, ctx.req.headers.cookie, customer.id, policy(ctx)));
    await startSession(ctx.shop.customers.sessions, ctx.res, customer.id, policy(ctx), readSessionToken(ctx.req.headers.cookie, policy(ctx)));
    // 001 §4: a non-empty guest cart becomes the customer's cart (never fails the login).
    await adoptGuestCart(ctx, customer.id);
    return { is_valid: true, customer };
  }),

  logout: rpcMethod(z.object({}), async (_input, ctx) => {
    await endSession(ctx.shop.customers.sessions, ctx.res, ctx.req.headers.cookie, policy(ctx));
    clearCheckoutCookies(ctx.res, ctx.shop.env.SHOP_DOMAIN);
    return { is_valid: true };
  }),

  /** Registration creates the customer, then logs in (001 §4 Login state). */
  register: rpcMethod(registerSchema({ requireCountry: false }), async (input, ctx) => {
    await ctx.shop.throttle.consumeRequest(ctx.ip);
    let country: string | null = ctx.storefront.isDefault ? null : ctx.storefront.country.iso;
    if (ctx.storefront.isDefault) {
      if (!input.country) throw invalid(ctx, "country", MESSAGES.country);
      country = tradeCountry(ctx, input.country);
      if (!country) {
        // 001 §8: the server's reason is logged; the shopper sees "Something went wrong."
        ctx.shop.logger.warn({ country: input.country }, "Invalid Trade Platform country id.");
        throw new RpcError(400, "errors.somethingWentWrong", {}, { code: "invalidTradePlatformCountryId", reason: "Invalid Trade Platform country id." });
      }
    }
    const customer = await mapErrors(() =>
      ctx.shop.customers.register(
        {
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          password: input.password,
          country,
          acceptsMarketing: input.accepts_marketing,
          channelId: ctx.storefront.channelId,
        },
        mailContext(ctx),
      ),
      // 001 §8: "There was a problem registering a user, please try again later."
      { ctx, key: "account:errors.registrationFailed" },
    );
    if (input.accepts_marketing) await syncMarketing(ctx, customer.email, true, country, "registration");
    await startSession(ctx.shop.customers.sessions, ctx.res, customer.id, policy(ctx), readSessionToken(ctx.req.headers.cookie, policy(ctx)));
    // 001 §4: a non-empty guest cart becomes the customer's cart (never fails the login).
    await adoptGuestCart(ctx, customer.id);
    return { is_valid: true, customer };
  }),

  /**
   * The signed-in customer with form_fields and verification status, or null for a visitor. Loading
   * sets the marker again (001 §4); a session that no longer holds a customer is ended quietly.
   */
  getCustomer: rpcMethod(z.object({ include: z.string().max(100).optional() }), async (_input, ctx) => {
    const id = await ctx.customerId();
    const customer = id === null ? null : await ctx.shop.customers.get(id);
    if (!customer) {
      if (readSessionToken(ctx.req.headers.cookie, policy(ctx)) || id !== null) {
        await endSession(ctx.shop.customers.sessions, ctx.res, ctx.req.headers.cookie, policy(ctx));
      }
      return null;
    }
    ctx.res.append("Set-Cookie", markerCookie(true, policy(ctx)));
    return customer;
  }),

  /**
   * Update customer (001 §5): 403 → "Credentials are invalid."; nothing back → "Failed to update customer.".
   * A new email needs the current password (issue 12) and ends the customer's other sessions.
   */
  updateCustomer: rpcMethod(profileSchema.partial(), async (input, ctx) => {
    const id = await ctx.requireCustomer(NOT_SIGNED_IN);
    const before = await ctx.shop.customers.get(id);
    if (!before) throw new RpcError(404, "account:errors.failedToUpdateCustomer");
    const emailChange = input.email !== undefined && input.email !== before.email;
    if (emailChange && !input.current_password) throw invalid(ctx, "current_password", MESSAGES.currentPasswordForEmail);
    const update = () =>
      mapErrors(() =>
        ctx.shop.customers.update(
          id,
          {
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            acceptsMarketing: input.accepts_product_review_abandoned_cart_emails,
          },
          mailContext(ctx),
          // Sessions that may be an intruder's end with the email change; this browser stays signed in.
          { currentPassword: input.current_password, keepSession: readSessionToken(ctx.req.headers.cookie, policy(ctx)) },
        ),
      );
    // An email change checks the current password: wrong ones share the password change's budget.
    const updated = emailChange
      ? await ctx.shop.throttle.checkingCurrentPassword(ctx.ip, id, isWrongCurrentPassword, update)
      : await update();
    if (!updated) throw new RpcError(404, "account:errors.failedToUpdateCustomer");
    const { customer } = updated;
    const optIn = input.accepts_product_review_abandoned_cart_emails;
    if (optIn !== undefined && optIn !== before.accepts_product_review_abandoned_cart_emails) {
      await syncMarketing(ctx, customer.email, optIn, customer.custom_fields[0]?.value ?? ctx.storefront.country.iso, "account");
    }
    return customer;
  }),

  updateCustomerFormFields: rpcMethod(
    z.object({ data: z.array(z.object({ name: z.string().min(1).max(100), value: z.string().max(1000) })).min(1).max(20) }),
    async ({ data }, ctx) => {
      const id = await ctx.requireCustomer(NOT_SIGNED_IN);
      const customer = await ctx.shop.customers.updateFormFields(id, data);
      if (!customer) throw new RpcError(404, "account:errors.failedToUpdateCustomer");
      return customer;
    },
  ),

  /** Password change: the current password is required; other sessions end (they may be an intruder's). */
  updatePassword: rpcMethod(updatePasswordSchema, async (input, ctx) => {
    const id = await ctx.requireCustomer(NOT_SIGNED_IN);
    // Issue 12: wrong current passwords are counted per customer and per IP (429 once spent).
    await ctx.shop.throttle.checkingCurrentPassword(ctx.ip, id, isWrongCurrentPassword, () =>
      mapErrors(() => ctx.shop.customers.updatePassword(id, input.current_password, input.password)),
    );
    await ctx.shop.customers.sessions.destroyAllFor(id, readSessionToken(ctx.req.headers.cookie, policy(ctx)));
    return { is_valid: true };
  }),

  /** Always the same answer (000 §8), in the same time; mails are throttled per address silently. */
  resetPasswordRequest: rpcMethod(resetPasswordRequestSchema, async (input, ctx) => {
    const startedAt = Date.now();
    await ctx.shop.throttle.consumeRequest(ctx.ip);
    if (await ctx.shop.throttle.mayMailReset(input.email)) {
      await ctx.shop.customers.requestPasswordReset(input.email, mailContext(ctx));
    }
    await answerNoSoonerThan(startedAt, RESET_REQUEST_ANSWER_MS);
    return { is_valid: true, message: translatorFor(ctx.storefront.locale)(RESET_REQUEST_SUCCESS) };
  }),

  validateToken: rpcMethod(z.object({ token: z.string().min(1).max(200) }), async ({ token }, ctx) => ({
    is_valid: await ctx.shop.customers.resetTokenIsValid(token),
  })),

  resetPassword: rpcMethod(resetPasswordSchema, async (input, ctx) => {
    await ctx.shop.throttle.consumeRequest(ctx.ip);
    await mapErrors(() => ctx.shop.customers.resetPassword(input.token, input.password));
    return { is_valid: true };
  }),

  getCustomerAddresses: rpcMethod(z.object({ "id:in": idList.optional() }), async (input, ctx) => {
    const id = await ctx.requireCustomer(NOT_SIGNED_IN);
    return mapErrors(() => ctx.shop.customers.listAddresses(id, input["id:in"]));
  }),

  createCustomerAddress: rpcMethod(addressSchema, async (input, ctx) => {
    const id = await ctx.requireCustomer(NOT_SIGNED_IN);
    return ctx.shop.customers.createAddress(id, input);
  }),

  updateCustomerAddress: rpcMethod(addressSchema.extend({ id: z.number().int().positive() }), async ({ id: addressId, ...input }, ctx) => {
    const id = await ctx.requireCustomer(NOT_SIGNED_IN);
    return mapErrors(() => ctx.shop.customers.updateAddress(id, addressId, input));
  }),

  deleteCustomerAddresses: rpcMethod(z.object({ "id:in": idList }), async (input, ctx) => {
    const id = await ctx.requireCustomer(NOT_SIGNED_IN);
    await mapErrors(() => ctx.shop.customers.deleteAddresses(id, input["id:in"]));
    return { is_valid: true };
  }),
} satisfies RpcMethods;

/** Every answer of the customer API is personal: never stored by a cache or CDN. */
export function customerApiRouter(requestShop: (req: Request, res: Response) => RequestShop): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  });
  router.use(createRpcRouter(customerApi, requestShop));
  return router;
}
