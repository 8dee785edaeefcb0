import { z } from "zod";
import { RpcError, rpcMethod, type RpcContext, type RpcMethods } from "../../http/rpc";
import { translatorFor } from "../../http/server-i18n";
import type { AdyenEnvironment } from "../../integrations/payment/adyen-environments";
import type { CardFieldError, CardInput, TokenOwner } from "../../integrations/payment/types";
import { checkoutCartCookies } from "../checkout/cookies";

/**
 * `POST /api/payments/{method}` (001 §7 Card payments): tokeniseCard, paymentMethods,
 * storedPaymentMethods, addStoredPaymentMethod (issue 14), deleteStoredPaymentMethod. Card data is never logged (the request log
 * records the URL only) and never stored: the provider answers a token.
 */

const personal = (ctx: RpcContext) => ctx.res.set("Cache-Control", "private, no-store");

/**
 * Who a new token belongs to (issue 12): the signed-in customer, else the guest's checkout, which
 * must be one this browser may use (its cart cookies name its cart). Without either: 404.
 */
async function tokenOwner(ctx: RpcContext, checkoutId: string | undefined): Promise<TokenOwner> {
  const customerId = await ctx.customerId();
  if (customerId !== null) return { customerId, checkoutId: null };
  const checkout = checkoutId
    ? await ctx.shop.checkout.findForSession(checkoutId, { storefront: ctx.storefront, customerId: null, cartCookie: checkoutCartCookies(ctx.req.headers.cookie) })
    : null;
  if (!checkout || checkout.customerId !== null) throw new RpcError(404, "orders:errors.checkoutNotFound");
  return { customerId: null, checkoutId: checkout.id };
}

/** The card fields of tokenizeCard and addStoredPaymentMethod; the provider checks the values. */
const cardInput = z.object({
  number: z.string().max(30, { error: "orders:errors.cardNumberInvalid" }),
  expiryMonth: z.coerce.number({ error: "orders:errors.expiryInvalid" }).int({ error: "orders:errors.expiryInvalid" }).min(1, { error: "orders:errors.expiryInvalid" }).max(12, { error: "orders:errors.expiryInvalid" }),
  expiryYear: z.coerce.number({ error: "orders:errors.expiryInvalid" }).int({ error: "orders:errors.expiryInvalid" }).min(0, { error: "orders:errors.expiryInvalid" }).max(2100, { error: "orders:errors.expiryInvalid" }),
  cvc: z.string().max(4, { error: "orders:errors.cvcInvalid" }),
  holderName: z.string().max(100, { error: "orders:errors.tooLong" }),
});

/**
 * The card as Adyen Web's card component encrypted it (PAYMENT_PROVIDER=adyen; decision 020): the
 * component's state.data.paymentMethod. The encrypted fields are long opaque strings that only Adyen
 * can read; they are bounded here, passed on unread, and never logged or stored by the shop.
 */
const ENCRYPTED_MAX = 4096;
const encryptedField = z.string().min(1, { error: "orders:errors.cardNumberInvalid" }).max(ENCRYPTED_MAX, { error: "orders:errors.cardNumberInvalid" });
const encryptedCardInput = z.object({
  type: z.literal("scheme").optional(),
  encryptedCardNumber: encryptedField,
  encryptedExpiryMonth: encryptedField,
  encryptedExpiryYear: encryptedField,
  /** Absent for brands without a security code. */
  encryptedSecurityCode: encryptedField.optional(),
  holderName: z.string().max(100, { error: "orders:errors.tooLong" }),
  brand: z.string().max(50).optional(),
});
type EncryptedCardInput = z.infer<typeof encryptedCardInput>;

/** Either card input as the provider's port takes it; encrypted fields only reach a provider that reads them (Adyen). */
function portCard(ctx: RpcContext, card: z.infer<typeof cardInput> | EncryptedCardInput): CardInput {
  if (!("encryptedCardNumber" in card)) return card;
  if (ctx.shop.payments.provider.id !== "adyen") throw new RpcError(400, "orders:errors.cardNumberInvalid", {}, { code: "invalidCard" });
  return {
    number: "",
    expiryMonth: 0,
    expiryYear: 0,
    cvc: "",
    holderName: card.holderName,
    encrypted: { number: card.encryptedCardNumber, expiryMonth: card.encryptedExpiryMonth, expiryYear: card.encryptedExpiryYear, securityCode: card.encryptedSecurityCode ?? "" },
  };
}

/** A refused card: 400 with the provider's field errors translated (nothing is stored). */
function refusedCard(ctx: RpcContext, errors: Partial<Record<string, CardFieldError>>): RpcError {
  const t = translatorFor(ctx.storefront.locale);
  const issues = Object.entries(errors).map(([path, code]) => ({ path, message: t(`orders:errors.${code}`) }));
  return new RpcError(400, `orders:errors.${Object.values(errors)[0]}`, {}, { code: "invalidCard", issues });
}

/** The checkout being paid: a guest's token is bound to it (issue 12). */
const checkoutIdInput = z.uuid({ error: "orders:errors.checkoutNotFound" }).transform((id) => id.toLowerCase()).optional();

export const paymentsApi = {
  /** Tokenises a card with the provider; bad card data answers 400 with translated field messages. */
  tokenizeCard: rpcMethod(
    z.union([encryptedCardInput.extend({ checkoutId: checkoutIdInput }), cardInput.extend({ checkoutId: checkoutIdInput })]),
    async ({ checkoutId, ...card }, ctx) => {
      personal(ctx);
      const input = portCard(ctx, card);
      // Too many refused cards from this IP: 429 with Retry-After (the RPC router answers TooManyAttempts).
      await ctx.shop.payments.throttle.beforeTokenize(ctx.ip);
      const owner = await tokenOwner(ctx, checkoutId);
      const result = await ctx.shop.payments.provider.tokenizeCard(input, owner);
      if (!result.ok) {
        await ctx.shop.payments.throttle.cardRefused(ctx.ip);
        throw refusedCard(ctx, result.errors);
      }
      const { token, brand, last4, expiryMonth, expiryYear } = result.card;
      return { token, brand, last4, expiryMonth, expiryYear };
    },
  ),

  /**
   * The payment methods the checkout offers. With PAYMENT_PROVIDER=adyen the card entry also names
   * what Adyen Web's card component needs in the browser (decision 020): the client key (public by
   * design), the environment, the storefront's country and locale.
   */
  paymentMethods: rpcMethod(z.object({}).optional().default({}), async (_input, ctx) => {
    personal(ctx);
    const name = translatorFor(ctx.storefront.locale)("orders:payment.card");
    const provider = ctx.shop.payments.provider as { clientConfig?: () => { clientKey: string; environment: AdyenEnvironment } };
    if (typeof provider.clientConfig !== "function") return [{ id: "card", name }];
    const locale = ctx.storefront.locale;
    return [{ id: "card", name, adyen: { ...provider.clientConfig(), locale, countryCode: locale.split("-")[1] ?? "GB" } }];
  }),

  /** The signed-in customer's saved cards. */
  storedPaymentMethods: rpcMethod(z.object({}).optional().default({}), async (_input, ctx) => {
    personal(ctx);
    return ctx.shop.payments.storedFor(await ctx.requireCustomer());
  }),

  /**
   * Adds a card to the signed-in customer's saved cards (account payment methods page, issue 14):
   * tokenised for them and kept. A refused card answers 400 with translated field messages and
   * stores nothing; refused cards count towards the card-testing limit like tokenizeCard's.
   */
  addStoredPaymentMethod: rpcMethod(z.union([encryptedCardInput, cardInput]), async (card, ctx) => {
    personal(ctx);
    const customerId = await ctx.requireCustomer();
    const input = portCard(ctx, card);
    await ctx.shop.payments.throttle.beforeTokenize(ctx.ip);
    const result = await ctx.shop.payments.addCard(customerId, input);
    if (!result.ok) {
      await ctx.shop.payments.throttle.cardRefused(ctx.ip);
      throw refusedCard(ctx, result.errors);
    }
    return { card: result.card, storedPaymentMethods: await ctx.shop.payments.storedFor(customerId) };
  }),

  /**
   * Deletes one of the customer's saved cards; another customer's id answers 404, a card an active
   * subscription pays with answers 409 until the subscription is given another card (issue 14).
   */
  deleteStoredPaymentMethod: rpcMethod(z.object({ storedPaymentMethodId: z.number().int().positive().max(2_147_483_647) }), async (input, ctx) => {
    personal(ctx);
    const customerId = await ctx.requireCustomer();
    const outcome = await ctx.shop.payments.delete(customerId, input.storedPaymentMethodId);
    if (outcome === "notFound") throw new RpcError(404, "orders:errors.paymentMethodNotFound");
    if (outcome === "inUse") throw new RpcError(409, "account-subscriptions:errors.cardInUse", {}, { code: "cardInUse" });
    return ctx.shop.payments.storedFor(customerId);
  }),
} satisfies RpcMethods;
