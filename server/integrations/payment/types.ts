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
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; code: "declined" | "invalidToken" | "failed"; reference?: string };

export interface PaymentProvider {
  /** Stored with orders and saved cards, e.g. `test`. */
  readonly id: string;
  tokenizeCard(card: CardInput): Promise<TokenizeResult>;
  /** The card behind a token (brand, last4, expiry), or null for an unknown token. */
  describeToken(token: string): Promise<CardToken | null>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The outcome of an earlier charge with this idempotency key, or null when there was none. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  refund(reference: string): Promise<{ ok: boolean }>;
}
