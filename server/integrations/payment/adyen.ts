import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import type { AdyenEnvironment } from "./adyen-environments";
import { checkCardFields, recurringProblem, tokenProblem } from "./rules";
import { paymentAdyenCharges, paymentAdyenNotifications, paymentAdyenTokens } from "./schema";
import { ONE_OFF_TOKEN_TTL_MS, type CardInput, type CardToken, type ChargeRequest, type ChargeResult, type PaymentAction, type PaymentProvider, type RefundPart, type TokenCheck, type TokenizeResult, type TokenOwner } from "./types";

/**
 * Card payments through Adyen's Checkout API v71 (issue 14; docs/decisions/020). Cards are kept in
 * Adyen's vault (POST /storedPaymentMethods); the shop holds an opaque handle per card, recorded in
 * payment_adyen_tokens with its owner and whether it is one-off or kept, so the port's rules (issue
 * 12 ownership, one use, expiry; issue 14 recurring use) hold exactly as with the test processor.
 * Every charge goes out with the shop's idempotency key as Adyen's Idempotency-Key header.
 * Never logged: the API key, card data, request bodies.
 */
export const ADYEN_CHECKOUT_VERSION = "v71";

export interface AdyenSettings {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  /** The standard-webhook HMAC key as Adyen shows it: hex. */
  hmacKey: string;
  environment: AdyenEnvironment;
  /** Live only: the company prefix of the live endpoint, https://{prefix}-checkout-live.adyenpayments.com. */
  liveUrlPrefix?: string;
}

export interface AdyenOptions {
  /** Replaces the Checkout API base URL (tests: a local fake). */
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  logger?: Pick<Logger, "warn" | "error" | "info">;
  /** One request's time limit; past it the outcome is unknown and the request is sent again with its key. */
  timeoutMs?: number;
}

/**
 * The Checkout API base URL Adyen documents for the environment: live is
 * https://{prefix}-checkout-live.adyenpayments.com (the company prefix names the data centre), except
 * India, which has its own host suffix (-checkout-live-in).
 */
export function adyenCheckoutUrl(settings: Pick<AdyenSettings, "environment" | "liveUrlPrefix">): string {
  if (settings.environment !== "test") {
    if (!settings.liveUrlPrefix) throw new Error(`ADYEN_ENVIRONMENT=${settings.environment} needs ADYEN_LIVE_URL_PREFIX`);
    const suffix = settings.environment === "live-in" ? "checkout-live-in" : "checkout-live";
    return `https://${settings.liveUrlPrefix}-${suffix}.adyenpayments.com/checkout/${ADYEN_CHECKOUT_VERSION}`;
  }
  return `https://checkout-test.adyen.com/${ADYEN_CHECKOUT_VERSION}`;
}

const TOKEN_FORMAT = /^adyen_[0-9a-f]{32}$/;
type TokenRow = typeof paymentAdyenTokens.$inferSelect;
type ChargeRow = typeof paymentAdyenCharges.$inferSelect;

/** Adyen's brand codes, as the shop names them (the test processor's names). */
const BRANDS: Record<string, string> = { mc: "mastercard", visa: "visa", amex: "amex" };
const brandName = (brand: string | undefined) => (brand ? (BRANDS[brand] ?? brand) : "card");

/** The request never reached Adyen (connection refused, unknown host): nothing was charged. */
class NotSent extends Error {}
/** Adyen may have acted (time-out, reset, 5xx): ask again with the same key. */
class OutcomeUnknown extends Error {}

const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

interface AdyenAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface PaymentAnswer {
  resultCode?: string;
  pspReference?: string;
  refusalReason?: string;
  additionalData?: Record<string, string>;
  /** RedirectShopper, ChallengeShopper, IdentifyShopper: what Adyen Web's handleAction performs. */
  action?: PaymentAction;
}

/** The result codes for which the shopper must authenticate first (decision 028). */
const ACTION_CODES = new Set(["RedirectShopper", "ChallengeShopper", "IdentifyShopper"]);

/** The shopper reference Adyen keeps a customer's (or a guest checkout's) cards under: no personal data. */
export function shopperReferenceOf(owner: TokenOwner): string {
  if (owner.customerId !== null) return `customer-${owner.customerId}`;
  if (owner.checkoutId !== null) return `checkout-${owner.checkoutId}`;
  return `anonymous-${randomBytes(8).toString("hex")}`;
}

export class AdyenPaymentProvider implements PaymentProvider {
  readonly id = "adyen";
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;
  private readonly timeoutMs: number;

  constructor(
    private readonly db: Database,
    private readonly settings: AdyenSettings,
    private readonly options: AdyenOptions = {},
  ) {
    this.baseUrl = (options.baseUrl ?? adyenCheckoutUrl(settings)).replace(/\/$/, "");
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  /** What Adyen Web needs in the browser (the client key is public by design). */
  clientConfig(): { clientKey: string; environment: AdyenEnvironment } {
    return { clientKey: this.settings.clientKey, environment: this.settings.environment };
  }

  /** One call to the Checkout API. Throws NotSent or OutcomeUnknown when there is no answer. */
  private async call(method: "GET" | "POST" | "DELETE", path: string, body?: unknown, idempotencyKey?: string): Promise<AdyenAnswer> {
    const headers: Record<string, string> = { "x-API-key": this.settings.apiKey, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const code = errorCode(error);
      if (code && NOT_SENT_CODES.has(code)) throw new NotSent(`Adyen unreachable (${code})`);
      throw new OutcomeUnknown(`no answer from Adyen (${code ?? (error instanceof Error ? error.name : "error")})`);
    }
    const text = await response.text().catch(() => "");
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = {};
    }
    if (response.status >= 500) throw new OutcomeUnknown(`Adyen answered ${response.status}`);
    return { status: response.status, body: parsed };
  }

  /** Logs an Adyen refusal by its status and error code only (the message may echo input). */
  private logRefusal(what: string, answer: AdyenAnswer): void {
    this.options.logger?.warn({ status: answer.status, errorCode: answer.body.errorCode, errorType: answer.body.errorType }, `Adyen refused ${what}`);
  }

  /**
   * Stores the card in Adyen's vault for its owner's shopper reference (POST /storedPaymentMethods,
   * recurringProcessingModel CardOnFile) and answers a one-off handle to it. A plain card is checked
   * field by field first, as by the test processor; encrypted fields (Adyen Web) are checked by Adyen.
   */
  async tokenizeCard(card: CardInput, owner: TokenOwner): Promise<TokenizeResult> {
    const now = this.now();
    let paymentMethod: Record<string, string>;
    if (card.encrypted) {
      if (card.holderName.trim().length === 0) return { ok: false, errors: { holderName: "holderNameRequired" } };
      paymentMethod = {
        type: "scheme",
        encryptedCardNumber: card.encrypted.number,
        encryptedExpiryMonth: card.encrypted.expiryMonth,
        encryptedExpiryYear: card.encrypted.expiryYear,
        encryptedSecurityCode: card.encrypted.securityCode,
        holderName: card.holderName.trim(),
      };
    } else {
      const checked = checkCardFields(card, now);
      if (!checked.ok) return { ok: false, errors: checked.errors };
      paymentMethod = {
        type: "scheme",
        number: checked.digits,
        expiryMonth: String(card.expiryMonth).padStart(2, "0"),
        expiryYear: String(checked.expiryYear),
        cvc: card.cvc,
        holderName: card.holderName.trim(),
      };
    }
    const shopperReference = shopperReferenceOf(owner);
    const answer = await this.call("POST", "/storedPaymentMethods", {
      merchantAccount: this.settings.merchantAccount,
      shopperReference,
      recurringProcessingModel: "CardOnFile",
      paymentMethod,
    }).catch((error: unknown) => {
      if (error instanceof NotSent || error instanceof OutcomeUnknown) throw new Error(`tokenising with Adyen failed: ${error.message}`);
      throw error;
    });
    if (answer.status !== 200 && answer.status !== 201) {
      this.logRefusal("a card", answer);
      // 422: Adyen did not accept the card data (invalid number, expiry or CVC; refused zero-auth).
      return { ok: false, errors: { number: "cardNumberInvalid" } };
    }
    const stored = answer.body as { id?: string; brand?: string; lastFour?: string; expiryMonth?: string; expiryYear?: string };
    if (!stored.id) throw new Error("Adyen stored a card without an id");
    const expiryYearText = stored.expiryYear ?? String(card.expiryYear);
    const expiryYear = Number(expiryYearText) < 100 ? 2000 + Number(expiryYearText) : Number(expiryYearText);
    const token: CardToken = {
      token: `adyen_${randomBytes(16).toString("hex")}`,
      brand: brandName(stored.brand),
      last4: stored.lastFour ?? "",
      expiryMonth: Number(stored.expiryMonth ?? card.expiryMonth),
      expiryYear,
    };
    await this.db.insert(paymentAdyenTokens).values({
      ...token,
      storedPaymentMethodId: stored.id,
      shopperReference,
      ownerCustomerId: owner.customerId,
      ownerCheckoutId: owner.customerId === null ? owner.checkoutId : null,
      expiresAt: new Date(now.getTime() + ONE_OFF_TOKEN_TTL_MS),
    });
    // A few one-off cards whose handles expired unkept are deleted at Adyen on the way (best effort).
    await this.forgetExpiredTokens(5).catch(() => 0);
    return { ok: true, card: token };
  }

  async checkToken(token: string, owner: TokenOwner): Promise<TokenCheck> {
    if (!TOKEN_FORMAT.test(token)) return { ok: false, code: "invalidToken" };
    const [row] = await this.db.select().from(paymentAdyenTokens).where(eq(paymentAdyenTokens.token, token));
    return tokenProblem(row, owner, this.now()) ?? { ok: true, card: cardOf(row) };
  }

  /**
   * POST /payments with the stored card. Shopper present, one-off or saved card: ContAuth +
   * CardOnFile. `first`: Ecommerce + Subscription + storePaymentMethod (the customer agrees). `renewal`:
   * ContAuth + Subscription, with the token a first charge got back when Adyen gave a new one.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!TOKEN_FORMAT.test(request.token)) return { ok: false, code: "invalidToken" };
    const prepared = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [card] = await tx.select().from(paymentAdyenTokens).where(eq(paymentAdyenTokens.token, request.token)).for("update");
      const [earlier] = await tx.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, request.idempotencyKey));
      if (earlier) return { earlier };
      const problem = tokenProblem(card, request.owner, this.now()) ?? recurringProblem(card, request);
      if (problem) return { problem };
      const body = this.paymentBody(request, card);
      const wasUsed = card.usedAt;
      if (card.expiresAt !== null) await tx.update(paymentAdyenTokens).set({ usedAt: this.now() }).where(eq(paymentAdyenTokens.token, card.token));
      const [made] = await tx
        .insert(paymentAdyenCharges)
        .values({ idempotencyKey: request.idempotencyKey, token: card.token, amountMinor: request.amountMinor, currency: request.currency, request: body, status: "pending" })
        .returning();
      return { made, wasUsed };
    });
    if ("problem" in prepared && prepared.problem) return prepared.problem;
    if ("earlier" in prepared && prepared.earlier) {
      const earlier = prepared.earlier;
      if (earlier.token !== request.token || earlier.amountMinor !== request.amountMinor || earlier.currency !== request.currency) return { ok: false, code: "failed" };
      return earlier.status === "pending" ? this.send(earlier) : resultOf(earlier);
    }
    const { made, wasUsed } = prepared as { made: ChargeRow; wasUsed: Date | null };
    try {
      return await this.send(made);
    } catch (error) {
      if (!(error instanceof NotSent)) throw error;
      // Nothing reached Adyen: no charge exists, so the attempt is undone and the token pays again.
      this.options.logger?.warn({ idempotencyKey: made.idempotencyKey, reason: error.message }, "Adyen charge not sent");
      await this.db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await tx.delete(paymentAdyenCharges).where(and(eq(paymentAdyenCharges.idempotencyKey, made.idempotencyKey), eq(paymentAdyenCharges.status, "pending")));
        await tx.update(paymentAdyenTokens).set({ usedAt: wasUsed }).where(eq(paymentAdyenTokens.token, made.token));
      });
      return { ok: false, code: "failed" };
    }
  }

  private paymentBody(request: ChargeRequest, card: TokenRow): Record<string, unknown> {
    const storedPaymentMethodId = request.recurring === "renewal" ? (card.subscriptionPaymentMethodId ?? card.storedPaymentMethodId) : card.storedPaymentMethodId;
    const interaction =
      request.recurring === "first"
        ? { shopperInteraction: "Ecommerce", recurringProcessingModel: "Subscription", storePaymentMethod: true }
        : request.recurring === "renewal"
          ? { shopperInteraction: "ContAuth", recurringProcessingModel: "Subscription" }
          : { shopperInteraction: request.shopper ? "Ecommerce" : "ContAuth", recurringProcessingModel: "CardOnFile" };
    // A shopper at the browser (not for renewals): what Adyen needs for native 3-D Secure 2.
    const present =
      request.shopper && request.recurring !== "renewal"
        ? {
            channel: "Web",
            origin: request.shopper.origin,
            returnUrl: request.shopper.returnUrl,
            ...(request.shopper.browserInfo && { browserInfo: request.shopper.browserInfo }),
            authenticationData: { threeDSRequestData: { nativeThreeDS: "preferred" } },
          }
        : {};
    return {
      merchantAccount: this.settings.merchantAccount,
      amount: { value: request.amountMinor, currency: request.currency },
      reference: request.idempotencyKey,
      paymentMethod: { type: "scheme", storedPaymentMethodId },
      shopperReference: card.shopperReference,
      ...interaction,
      ...present,
    };
  }

  /**
   * Sends the stored request with its key, once more if the first answer is lost (Adyen answers a
   * repeated key with the first result), and records the outcome. Still no answer: throws, and the
   * charge stays pending for findCharge to ask again. Never sent at all: NotSent.
   */
  private async send(row: ChargeRow): Promise<ChargeResult> {
    let answer: AdyenAnswer;
    try {
      answer = await this.call("POST", "/payments", row.request, row.idempotencyKey);
    } catch (error) {
      if (!(error instanceof OutcomeUnknown)) throw error;
      this.options.logger?.warn({ idempotencyKey: row.idempotencyKey, reason: error.message }, "Adyen charge outcome unknown; asking again with the same key");
      try {
        answer = await this.call("POST", "/payments", row.request, row.idempotencyKey);
      } catch (again) {
        // The first try may have reached Adyen: this one is no longer "not sent".
        throw again instanceof NotSent ? new OutcomeUnknown(again.message) : again;
      }
    }
    const payment = answer.body as PaymentAnswer;
    let status: ChargeRow["status"];
    if (answer.status !== 200) {
      this.logRefusal("a payment", answer);
      status = "failed";
    } else if (payment.resultCode === "Authorised") status = "authorised";
    else if (payment.resultCode === "Refused") status = "refused";
    else if (ACTION_CODES.has(payment.resultCode ?? "") && payment.action && typeof payment.action.type === "string") status = "action";
    else {
      // Cancelled, Error, or a step the hosted checkout cannot take (3-D Secure action, Pending, Received).
      this.options.logger?.warn({ idempotencyKey: row.idempotencyKey, resultCode: payment.resultCode, pspReference: payment.pspReference }, "Adyen payment not authorised");
      status = "failed";
    }
    const pspReference = typeof payment.pspReference === "string" ? payment.pspReference : null;
    const [updated] = await this.db
      .update(paymentAdyenCharges)
      .set({ status, pspReference, updatedAt: this.now() })
      .where(and(eq(paymentAdyenCharges.idempotencyKey, row.idempotencyKey), eq(paymentAdyenCharges.status, "pending")))
      .returning();
    // A first subscription charge may give a new token for the subscription: renewals use it.
    const newToken = payment.additionalData?.["tokenization.storedPaymentMethodId"] ?? payment.additionalData?.["recurring.recurringDetailReference"];
    const sent = row.request as { recurringProcessingModel?: string; storePaymentMethod?: boolean; paymentMethod?: { storedPaymentMethodId?: string } };
    if (status === "authorised" && sent.storePaymentMethod && newToken && newToken !== sent.paymentMethod?.storedPaymentMethodId) {
      await this.db.update(paymentAdyenTokens).set({ subscriptionPaymentMethodId: newToken }).where(eq(paymentAdyenTokens.token, row.token));
    }
    if (!updated) {
      // A webhook or another process recorded it first: that record stands.
      const [current] = await this.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, row.idempotencyKey));
      return resultOf(current);
    }
    // The action goes to the browser as Adyen gave it (Adyen Web's handleAction takes it as is).
    if (status === "action" && payment.action) return { ok: false, code: "actionRequired", action: payment.action, ...(pspReference ? { reference: pspReference } : {}) };
    return resultOf(updated);
  }

  /**
   * Decision 028: POST /payments/details with what Adyen Web's onAdditionalDetails (or the redirect
   * return's redirectResult) gave, keyed by the charge and the details (`{key}-details-{hash}`: the
   * same details sent twice are one call at Adyen, other details never stand in for them); the charge
   * row moves from action to its outcome once.
   */
  async submitDetails(idempotencyKey: string, details: Record<string, string>): Promise<ChargeResult> {
    const [row] = await this.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, idempotencyKey));
    if (!row) return { ok: false, code: "failed" };
    if (row.status !== "action") return resultOf(row);
    // Keyed by the charge and these details: the same details sent twice (or at once) are one call
    // at Adyen, while other details (a forged result sent first) cannot stand in for the real ones.
    const detailsKey = createHash("sha256").update(JSON.stringify(Object.entries(details).sort(([a], [b]) => (a < b ? -1 : 1)))).digest("hex").slice(0, 24);
    const answer = await this.paymentDetails(details, `${idempotencyKey}-details-${detailsKey}`);
    // Details Adyen did not take (a forged or garbled redirectResult) decide nothing: the charge
    // stays waiting for the shopper's real result (or the webhook), and the caller hears "unknown".
    if (!answer.resultCode) throw new Error("Adyen did not take the payment details");
    // Details of another payment (someone else's redirectResult sent for this checkout) never decide
    // this charge: Adyen's answer must name this charge (its reference, or its pspReference).
    const mine = answer.merchantReference !== undefined ? answer.merchantReference === idempotencyKey : row.pspReference !== null && answer.pspReference === row.pspReference;
    if (!mine) {
      this.options.logger?.warn({ idempotencyKey, pspReference: answer.pspReference }, "Adyen payment details answered for another payment; the charge is left waiting");
      throw new Error("the payment details are not this charge's");
    }
    // A fingerprint (IdentifyShopper) may be followed by a challenge: the charge keeps waiting and
    // the next action goes to the browser (Adyen Web performs it when onAdditionalDetails resolves with it).
    if (ACTION_CODES.has(answer.resultCode) && answer.action && typeof answer.action.type === "string") {
      return { ok: false, code: "actionRequired", action: answer.action, ...(row.pspReference ? { reference: row.pspReference } : {}) };
    }
    const status: ChargeRow["status"] = answer.resultCode === "Authorised" ? "authorised" : answer.resultCode === "Refused" || answer.resultCode === "Cancelled" ? "refused" : "failed";
    // A subscription's first payment authorised after 3-D Secure: the token Adyen stored for it pays the renewals.
    const sent = row.request as { storePaymentMethod?: boolean; paymentMethod?: { storedPaymentMethodId?: string } };
    const newToken = answer.additionalData?.["tokenization.storedPaymentMethodId"] ?? answer.additionalData?.["recurring.recurringDetailReference"];
    if (status === "authorised" && sent.storePaymentMethod && newToken && newToken !== sent.paymentMethod?.storedPaymentMethodId) {
      await this.db.update(paymentAdyenTokens).set({ subscriptionPaymentMethodId: newToken }).where(eq(paymentAdyenTokens.token, row.token));
    }
    const [updated] = await this.db
      .update(paymentAdyenCharges)
      .set({ status, pspReference: answer.pspReference ?? row.pspReference, updatedAt: this.now() })
      .where(and(eq(paymentAdyenCharges.idempotencyKey, idempotencyKey), eq(paymentAdyenCharges.status, "action")))
      .returning();
    if (updated) return resultOf(updated);
    const [current] = await this.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, idempotencyKey));
    return resultOf(current);
  }

  /** Keeps the customer's token as a saved card (it already is in Adyen's vault under their shopper reference). */
  async keepToken(token: string, customerId: number): Promise<boolean> {
    if (!TOKEN_FORMAT.test(token)) return false;
    const kept = await this.db
      .update(paymentAdyenTokens)
      .set({ expiresAt: null, usedAt: null })
      .where(and(eq(paymentAdyenTokens.token, token), isNotNull(paymentAdyenTokens.ownerCustomerId), eq(paymentAdyenTokens.ownerCustomerId, customerId)))
      .returning({ token: paymentAdyenTokens.token });
    return kept.length > 0;
  }

  /** The recorded outcome; a charge still pending (its answer was lost) is asked again with its key. */
  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const [row] = await this.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, idempotencyKey));
    if (!row) return null;
    if (row.status !== "pending") return resultOf(row);
    try {
      return await this.send(row);
    } catch (error) {
      if (error instanceof NotSent) throw new Error(`Adyen unreachable: ${error.message}`);
      throw error;
    }
  }

  /**
   * POST /payments/{pspReference}/refunds for the full amount; Adyen confirms it later by a REFUND
   * webhook. With `part` (issue 17): that amount, keyed by the part's idempotency key, so a retry is
   * one refund; the order module keeps the sum of its parts within the charge, and Adyen refuses
   * more than is left (REFUND_FAILED). A part does not mark the charge refunded.
   */
  async refund(reference: string, part?: RefundPart): Promise<{ ok: boolean }> {
    const [charge] = await this.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.pspReference, reference));
    if (part) {
      if (!charge || charge.status !== "authorised" || charge.refundPspReference !== null || !Number.isSafeInteger(part.amountMinor) || part.amountMinor <= 0 || part.amountMinor > charge.amountMinor) return { ok: false };
      const key = `refund-${part.idempotencyKey}`;
      const answer = await this.call(
        "POST",
        `/payments/${encodeURIComponent(reference)}/refunds`,
        { merchantAccount: this.settings.merchantAccount, amount: { value: part.amountMinor, currency: charge.currency }, reference: key },
        key,
      ).catch((error: unknown) => {
        if (error instanceof NotSent || error instanceof OutcomeUnknown) throw new Error(`refunding with Adyen failed: ${error.message}`);
        throw error;
      });
      const refund = answer.body as { status?: string; pspReference?: string };
      if ((answer.status !== 200 && answer.status !== 201) || refund.status !== "received" || typeof refund.pspReference !== "string") {
        this.logRefusal("a partial refund", answer);
        return { ok: false };
      }
      return { ok: true };
    }
    if (!charge || charge.status !== "authorised" || charge.refundPspReference !== null) return { ok: false };
    const answer = await this.call(
      "POST",
      `/payments/${encodeURIComponent(reference)}/refunds`,
      { merchantAccount: this.settings.merchantAccount, amount: { value: charge.amountMinor, currency: charge.currency }, reference: `refund-${charge.idempotencyKey}` },
      `refund-${reference}`,
    ).catch((error: unknown) => {
      if (error instanceof NotSent || error instanceof OutcomeUnknown) throw new Error(`refunding with Adyen failed: ${error.message}`);
      throw error;
    });
    const refund = answer.body as { status?: string; pspReference?: string };
    if ((answer.status !== 200 && answer.status !== 201) || refund.status !== "received" || typeof refund.pspReference !== "string") {
      this.logRefusal("a refund", answer);
      return { ok: false };
    }
    const marked = await this.db
      .update(paymentAdyenCharges)
      .set({ refundPspReference: refund.pspReference, updatedAt: this.now() })
      .where(and(eq(paymentAdyenCharges.pspReference, reference), sql`${paymentAdyenCharges.refundPspReference} IS NULL`))
      .returning({ key: paymentAdyenCharges.idempotencyKey });
    return { ok: marked.length > 0 };
  }

  /** DELETE /storedPaymentMethods/{id} for the customer's card (and the subscription token a first charge got). */
  async disableStoredCard(token: string, customerId: number): Promise<{ ok: boolean }> {
    if (!TOKEN_FORMAT.test(token)) return { ok: false };
    const [row] = await this.db
      .select()
      .from(paymentAdyenTokens)
      .where(and(eq(paymentAdyenTokens.token, token), isNotNull(paymentAdyenTokens.ownerCustomerId), eq(paymentAdyenTokens.ownerCustomerId, customerId)));
    if (!row) return { ok: false };
    await this.forget(row);
    return { ok: true };
  }

  /** Deletes the row's cards at Adyen (already gone there counts as done), then the row. */
  private async forget(row: TokenRow): Promise<void> {
    const ids = [row.storedPaymentMethodId, row.subscriptionPaymentMethodId].filter((id): id is string => typeof id === "string");
    for (const id of new Set(ids)) {
      const query = new URLSearchParams({ shopperReference: row.shopperReference, merchantAccount: this.settings.merchantAccount });
      const answer = await this.call("DELETE", `/storedPaymentMethods/${encodeURIComponent(id)}?${query}`);
      if (answer.status !== 200 && answer.status !== 204 && answer.status !== 404) {
        this.logRefusal("disabling a stored card", answer);
        throw new Error(`Adyen did not disable a stored card (${answer.status})`);
      }
    }
    await this.db.delete(paymentAdyenTokens).where(eq(paymentAdyenTokens.token, row.token));
  }

  /**
   * One-off cards are stored at Adyen too (that is how they are tokenised): once their handle has
   * expired unkept, they are deleted there. Each tokenising runs it for a few; answers how many were forgotten.
   */
  async forgetExpiredTokens(limit = 20): Promise<number> {
    const expired = await this.db.select().from(paymentAdyenTokens).where(lt(paymentAdyenTokens.expiresAt, this.now())).limit(limit);
    let forgotten = 0;
    for (const row of expired) {
      try {
        await this.forget(row);
        forgotten++;
      } catch (error) {
        this.options.logger?.warn({ reason: error instanceof Error ? error.message : "error" }, "an expired Adyen card could not be deleted; trying again later");
      }
    }
    return forgotten;
  }

  /** POST /paymentMethods: what Adyen Web offers this shopper (their stored cards included). */
  async paymentMethods(input: { countryCode: string; amountMinor: number; currency: string; shopperLocale: string; customerId: number | null }): Promise<Record<string, unknown>> {
    const answer = await this.call("POST", "/paymentMethods", {
      merchantAccount: this.settings.merchantAccount,
      countryCode: input.countryCode,
      amount: { value: input.amountMinor, currency: input.currency },
      shopperLocale: input.shopperLocale,
      channel: "Web",
      ...(input.customerId !== null ? { shopperReference: shopperReferenceOf({ customerId: input.customerId, checkoutId: null }) } : {}),
    });
    if (answer.status !== 200) {
      this.logRefusal("listing payment methods", answer);
      throw new Error(`Adyen paymentMethods answered ${answer.status}`);
    }
    return answer.body;
  }

  /** POST /payments/details: the result after Adyen Web finished an action (3-D Secure) for a payment. */
  async paymentDetails(details: Record<string, string>, idempotencyKey: string): Promise<{ resultCode?: string; pspReference?: string; merchantReference?: string; additionalData?: Record<string, string>; action?: PaymentAction }> {
    const answer = await this.call("POST", "/payments/details", { details }, idempotencyKey);
    if (answer.status !== 200) {
      this.logRefusal("payment details", answer);
      return {};
    }
    const body = answer.body as PaymentAnswer & { merchantReference?: unknown };
    return {
      resultCode: body.resultCode,
      pspReference: body.pspReference,
      ...(typeof body.merchantReference === "string" && { merchantReference: body.merchantReference }),
      ...(body.additionalData && typeof body.additionalData === "object" && { additionalData: body.additionalData }),
      ...(body.action && typeof body.action === "object" && { action: body.action }),
    };
  }

  /**
   * A standard webhook batch (HMAC-signed NotificationRequestItems). Every item's signature must
   * verify, or nothing is recorded and the answer is 401. Each event is recorded once; AUTHORISATION
   * settles a charge still pending, REFUND / REFUND_FAILED record the refund's outcome.
   */
  async handleWebhook(body: unknown): Promise<{ status: number; text: string }> {
    const items = notificationItems(body);
    if (!items) return { status: 400, text: "bad notification" };
    if (!items.every((item) => verifyNotificationHmac(item, this.settings.hmacKey))) {
      this.options.logger?.warn({ items: items.length }, "Adyen webhook with a bad HMAC signature refused");
      return { status: 401, text: "invalid signature" };
    }
    const live = (body as { live?: unknown }).live === "true" || (body as { live?: unknown }).live === true;
    for (const item of items) {
      if (item.merchantAccountCode !== this.settings.merchantAccount) continue;
      const success = item.success === "true";
      const recorded = await this.db
        .insert(paymentAdyenNotifications)
        .values({
          pspReference: item.pspReference,
          originalReference: item.originalReference ?? null,
          merchantReference: item.merchantReference ?? null,
          eventCode: item.eventCode,
          success,
          amountMinor: typeof item.amount?.value === "number" ? item.amount.value : null,
          currency: item.amount?.currency ?? null,
          reason: item.reason ?? null,
          eventDate: item.eventDate ?? null,
          live,
        })
        .onConflictDoNothing()
        .returning({ id: paymentAdyenNotifications.id });
      if (recorded.length === 0) continue; // a repeat: applied already
      if (item.eventCode === "AUTHORISATION" && item.merchantReference) {
        const settled = await this.db
          .update(paymentAdyenCharges)
          .set({ status: success ? "authorised" : "refused", pspReference: item.pspReference, updatedAt: this.now() })
          // A charge waiting for its answer, or for the shopper's 3-D Secure step (decision 028): the
          // webhook is Adyen's word on it when the browser's details never arrive.
          .where(and(eq(paymentAdyenCharges.idempotencyKey, item.merchantReference), inArray(paymentAdyenCharges.status, ["pending", "action"])))
          .returning({ key: paymentAdyenCharges.idempotencyKey });
        if (success && settled.length === 0) {
          const [known] = await this.db.select().from(paymentAdyenCharges).where(eq(paymentAdyenCharges.idempotencyKey, item.merchantReference));
          // Answered as failed (a 3-D Secure step, Pending) but authorised later: money the shop did not book.
          if (known && known.status !== "authorised") {
            this.options.logger?.error({ idempotencyKey: known.idempotencyKey, pspReference: item.pspReference }, "Adyen authorised a charge the shop recorded as not paid: refund it in Adyen's Customer Area");
          }
        }
      } else if ((item.eventCode === "REFUND" || item.eventCode === "REFUND_FAILED") && item.originalReference) {
        await this.db
          .update(paymentAdyenCharges)
          .set({ refundSucceeded: item.eventCode === "REFUND" && success, updatedAt: this.now() })
          .where(eq(paymentAdyenCharges.pspReference, item.originalReference));
      }
    }
    return { status: 200, text: "[accepted]" };
  }
}

const cardOf = (row: TokenRow): CardToken => ({ token: row.token, brand: row.brand, last4: row.last4, expiryMonth: row.expiryMonth, expiryYear: row.expiryYear });

function resultOf(row: ChargeRow): ChargeResult {
  if (row.status === "authorised" && row.pspReference) return { ok: true, reference: row.pspReference };
  if (row.status === "refused") return { ok: false, code: "declined", ...(row.pspReference ? { reference: row.pspReference } : {}) };
  // Waiting for the shopper's authentication: the action itself went to the browser with the first answer.
  if (row.status === "action") return { ok: false, code: "actionRequired", action: { type: "pending" }, ...(row.pspReference ? { reference: row.pspReference } : {}) };
  return { ok: false, code: "failed", ...(row.pspReference ? { reference: row.pspReference } : {}) };
}

/** Adyen's standard webhook item (the fields the signature covers, and a few more). */
export interface NotificationRequestItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference?: string;
  amount?: { value?: number; currency?: string };
  eventCode: string;
  success: string;
  reason?: string;
  eventDate?: string;
  additionalData?: Record<string, string>;
}

function notificationItems(body: unknown): NotificationRequestItem[] | null {
  if (!body || typeof body !== "object") return null;
  const list = (body as { notificationItems?: unknown }).notificationItems;
  if (!Array.isArray(list) || list.length === 0 || list.length > 100) return null;
  const items: NotificationRequestItem[] = [];
  for (const entry of list) {
    const item = (entry as { NotificationRequestItem?: unknown } | null)?.NotificationRequestItem as Partial<NotificationRequestItem> | undefined;
    if (!item || typeof item.pspReference !== "string" || typeof item.eventCode !== "string" || typeof item.merchantAccountCode !== "string" || typeof item.success !== "string") return null;
    items.push(item as NotificationRequestItem);
  }
  return items;
}

/**
 * The signed string Adyen documents for standard webhooks: pspReference, originalReference,
 * merchantAccountCode, merchantReference, amount value, amount currency, eventCode and success,
 * joined by ":" (an absent field is empty).
 */
export function notificationSigningString(item: NotificationRequestItem): string {
  return [item.pspReference, item.originalReference ?? "", item.merchantAccountCode, item.merchantReference ?? "", item.amount?.value ?? "", item.amount?.currency ?? "", item.eventCode, item.success].join(":");
}

/** HMAC-SHA256 of the signing string with the hex key, base64: Adyen's additionalData.hmacSignature. */
export function notificationHmac(item: NotificationRequestItem, hexKey: string): string {
  return createHmac("sha256", Buffer.from(hexKey, "hex")).update(notificationSigningString(item), "utf8").digest("base64");
}

export function verifyNotificationHmac(item: NotificationRequestItem, hexKey: string): boolean {
  const given = item.additionalData?.hmacSignature;
  if (typeof given !== "string") return false;
  const expected = Buffer.from(notificationHmac(item, hexKey));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
