/**
 * The payment port (DESIGN.md, Vendors behind interfaces; 001 §7 Card payments). The shop sees
 * tokens, never card numbers: a card is tokenised by the provider (in a real deployment in the
 * vendor's own hosted fields) and only the token, brand, last four digits and expiry come back.
 * A vendor adapter implements this interface in a new file (see docs/decisions/011).
 */
export interface CardInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
  /**
   * The card as the vendor's browser component encrypted it (Adyen Web with the client key; see
   * docs/decisions/020): the shop never sees the plain number. An adapter that supports it uses
   * these instead of `number`, `expiryMonth`, `expiryYear` and `cvc`; the test processor ignores it.
   */
  encrypted?: { number: string; expiryMonth: string; expiryYear: string; securityCode: string };
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Which card field was wrong; the API turns it into a translated field message. */
export type CardFieldError = "cardNumberInvalid" | "cardNotSupported" | "expiryInvalid" | "cardExpired" | "cvcInvalid" | "holderNameRequired";

export type TokenizeResult = { ok: true; card: CardToken } | { ok: false; errors: Partial<Record<keyof CardInput, CardFieldError>> };

/**
 * Who a token belongs to (issue 12): the signed-in customer who made it, or for a guest the checkout
 * it was made for. A charge names the caller the same way; a token is good for its owner only.
 */
export interface TokenOwner {
  customerId: number | null;
  checkoutId: string | null;
}

/** A one-off token is good for this long after tokenising; a token kept as a saved card does not expire. */
export const ONE_OFF_TOKEN_TTL_MS = 15 * 60_000;

/** Why a token cannot pay: unknown or someone else's (the same answer), expired, or already used. */
export type TokenProblem = "invalidToken" | "tokenExpired" | "tokenUsed";

export type TokenCheck = { ok: true; card: CardToken } | { ok: false; code: TokenProblem };

export interface ChargeRequest {
  token: string;
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: string;
  /**
   * The provider charges once per key: a retry with the same key answers the first result. The
   * shop uses one key per order attempt.
   */
  idempotencyKey: string;
  description: string;
  /** The caller: the token must be theirs (a retry of the same key answers the first result). */
  owner: TokenOwner;
  /**
   * A subscription charge (issue 14; 001 §7). Absent: an ordinary one-off payment.
   * - "first": the customer is present and agrees that the card is stored for subscription use
   *   (Adyen: shopperInteraction Ecommerce, recurringProcessingModel Subscription, storePaymentMethod).
   *   Needs a signed-in customer (`owner.customerId`); the token may be one-off or already kept.
   * - "renewal": a charge of a kept card without the customer (Adyen: shopperInteraction ContAuth,
   *   recurringProcessingModel Subscription, storedPaymentMethodId). The token must be one kept
   *   (keepToken) for `owner.customerId`; anything else is refused as `invalidToken` without a charge.
   */
  recurring?: RecurringUse;
  /**
   * The shopper is at the browser now (issue 14; decision 020): a vendor that can authenticate them
   * (3-D Secure) gets what it needs. Absent for renewals and for callers that have no browser.
   */
  shopper?: ShopperPresence;
}

export interface ShopperPresence {
  /** Adyen Web's state.data.browserInfo (no card data). */
  browserInfo?: Record<string, string | number | boolean>;
  /** The shop's own origin, e.g. https://uk.foldwell.example. */
  origin: string;
  /** Where a redirect-based authentication comes back to: a page of the shop's own host. */
  returnUrl: string;
}

export type RecurringUse = "first" | "renewal";

/** Part of a charge to refund (issue 17). */
export interface RefundPart {
  amountMinor: number;
  /** The provider refunds once per key. */
  idempotencyKey: string;
}

/**
 * What the browser must do before a charge is decided (3-D Secure, decision 028): the vendor's action
 * object (Adyen Web's `handleAction` takes it as is), or the built-in processor's challenge page on
 * the shop's own host.
 */
export type PaymentAction = { type: "redirect"; url: string; method?: "GET" | "POST"; [field: string]: unknown } | { type: string; [field: string]: unknown };

export type ChargeResult =
  | { ok: true; reference: string }
  | { ok: false; code: "declined" | "failed" | TokenProblem; reference?: string }
  /** The shopper must authenticate (3-D Secure): the charge is pending until `submitDetails` decides it. */
  | { ok: false; code: "actionRequired"; action: PaymentAction; reference?: string };

export interface PaymentProvider {
  /** Stored with orders and saved cards, e.g. `test`. */
  readonly id: string;
  /** Tokenises a card for its owner; the token is single use and expires (ONE_OFF_TOKEN_TTL_MS) unless kept. */
  tokenizeCard(card: CardInput, owner: TokenOwner): Promise<TokenizeResult>;
  /**
   * The card behind a token (brand, last4, expiry) when `owner` may pay with it now; otherwise why
   * not (an unknown token and someone else's answer the same).
   */
  checkToken(token: string, owner: TokenOwner): Promise<TokenCheck>;
  /**
   * Charges once per idempotency key. A one-off token is used up by its first charge; someone
   * else's, an expired or a used token is refused without a charge.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Keeps a customer's token as a saved card: reusable by that customer only, no token expiry. */
  keepToken(token: string, customerId: number): Promise<boolean>;
  /** The outcome of an earlier charge with this idempotency key, or null when there was none. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /**
   * Gives a charge's money back: the whole of it, or with `part` that many minor units (issue 17: a
   * staff refund of part of an order, or the rest on cancel). A part is refunded once per
   * idempotency key (a retry answers ok again); `ok` is false when there is nothing (or not that
   * much) left to refund on the charge.
   */
  refund(reference: string, part?: RefundPart): Promise<{ ok: boolean }>;
  /**
   * Forgets a customer's kept card at the provider (called when a saved card is deleted): the token
   * pays no more, neither in checkout nor for a renewal. `ok` is false when the token is not one of
   * this customer's (unknown, someone else's, or already disabled). Earlier charges keep their outcome.
   */
  disableStoredCard(token: string, customerId: number): Promise<{ ok: boolean }>;
  /**
   * Decides a charge that answered `actionRequired` with what the browser's authentication gave
   * back (Adyen: POST /payments/details; decision 028). Once per charge: a repeat answers the first
   * outcome. A charge that is not pending answers its outcome (or `failed` when there is none).
   */
  submitDetails(idempotencyKey: string, details: Record<string, string>): Promise<ChargeResult>;
}
