import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentTestCharges, paymentTestTokens } from "./schema";
import { ONE_OFF_TOKEN_TTL_MS, type CardInput, type CardToken, type ChargeRequest, type ChargeResult, type PaymentProvider, type TokenCheck, type TokenizeResult, type TokenOwner } from "./types";

const TOKEN_FORMAT = /^tok_test_[0-9a-f]{32}$/;
type TokenRow = typeof paymentTestTokens.$inferSelect;

/**
 * Whether `owner` may pay with the token now (issue 12). A token belongs to the customer who made
 * it, or for a guest to the checkout it was made for; a token without an owner (made before owners
 * were recorded) belongs to no one. A one-off token (with an expiry) pays once and only until it
 * expires; a token kept as a saved card (no expiry) pays again, for its customer only.
 */
function tokenProblem(row: TokenRow | undefined, owner: TokenOwner, now: Date): TokenCheck & { ok: false } | null {
  if (!row) return { ok: false, code: "invalidToken" };
  const mine =
    row.ownerCustomerId !== null
      ? owner.customerId !== null && row.ownerCustomerId === owner.customerId
      : row.ownerCheckoutId !== null && owner.checkoutId !== null && row.ownerCheckoutId === owner.checkoutId;
  if (!mine) return { ok: false, code: "invalidToken" };
  if (row.expiresAt === null) return row.ownerCustomerId === null ? { ok: false, code: "invalidToken" } : null;
  if (row.usedAt !== null) return { ok: false, code: "tokenUsed" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: "tokenExpired" };
  return null;
}

/**
 * The recurring rules (issue 14): a subscription needs a customer to agree to it, so a first charge
 * for a guest is refused; a renewal (no customer present) pays only with a card kept for that
 * customer, never with a one-off token. Both answer `invalidToken` without a charge.
 */
function recurringProblem(row: TokenRow | undefined, request: ChargeRequest): TokenCheck & { ok: false } | null {
  if (request.recurring === undefined) return null;
  if (!row) return { ok: false, code: "invalidToken" };
  if (request.owner.customerId === null) return { ok: false, code: "invalidToken" };
  if (request.recurring === "renewal" && (row.expiresAt !== null || row.ownerCustomerId !== request.owner.customerId)) return { ok: false, code: "invalidToken" };
  return null;
}

const cardOf = (row: TokenRow): CardToken => ({ token: row.token, brand: row.brand, last4: row.last4, expiryMonth: row.expiryMonth, expiryYear: row.expiryYear });

/** Test cards that are declined (4000 0000 0000 0002, as in the common processor sandboxes). */
const DECLINED_NUMBERS = new Set(["4000000000000002"]);

/** Luhn check digit (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string | null {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return null;
}

/**
 * The built-in card processor (DESIGN.md): works offline, behaves like a sandbox. 4242 4242 4242
 * 4242 (and any other valid Visa, Mastercard or Amex number) is approved; 4000 0000 0000 0002 is
 * declined. It keeps tokens (brand, last4, expiry, outcome; never the number or CVC) and charges
 * keyed by idempotency key in tables of its own, so a retried charge is one charge.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly id = "test";

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async tokenizeCard(card: CardInput, owner: TokenOwner): Promise<TokenizeResult> {
    const errors: Extract<TokenizeResult, { ok: false }>["errors"] = {};
    const digits = card.number.replace(/[\s-]/g, "");
    const brand = /^\d{12,19}$/.test(digits) && luhnValid(digits) ? cardBrand(digits) : undefined;
    if (brand === undefined) errors.number = "cardNumberInvalid";
    else if (brand === null) errors.number = "cardNotSupported";
    const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
    const now = this.now();
    if (!Number.isInteger(card.expiryMonth) || card.expiryMonth < 1 || card.expiryMonth > 12 || !Number.isInteger(year) || year > now.getUTCFullYear() + 25) {
      errors.expiryMonth = "expiryInvalid";
    } else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1)) {
      errors.expiryMonth = "cardExpired";
    }
    const cvcLength = brand === "amex" ? 4 : 3;
    if (!new RegExp(`^\\d{${brand ? cvcLength : "3,4"}}$`).test(card.cvc)) errors.cvc = "cvcInvalid";
    if (card.holderName.trim().length === 0) errors.holderName = "holderNameRequired";
    if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };

    const token: CardToken = { token: `tok_test_${randomBytes(16).toString("hex")}`, brand, last4: digits.slice(-4), expiryMonth: card.expiryMonth, expiryYear: year };
    await this.db.insert(paymentTestTokens).values({
      ...token,
      outcome: DECLINED_NUMBERS.has(digits) ? "decline" : "approve",
      ownerCustomerId: owner.customerId,
      ownerCheckoutId: owner.customerId === null ? owner.checkoutId : null,
      expiresAt: new Date(now.getTime() + ONE_OFF_TOKEN_TTL_MS),
    });
    return { ok: true, card: token };
  }

  async checkToken(token: string, owner: TokenOwner): Promise<TokenCheck> {
    if (!TOKEN_FORMAT.test(token)) return { ok: false, code: "invalidToken" };
    const [row] = await this.db.select().from(paymentTestTokens).where(eq(paymentTestTokens.token, token));
    return tokenProblem(row, owner, this.now()) ?? { ok: true, card: cardOf(row) };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!TOKEN_FORMAT.test(request.token)) return { ok: false, code: "invalidToken" };
    const charge = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      // The token row's lock orders concurrent charges with one token: the second one sees it used.
      const [card] = await tx.select().from(paymentTestTokens).where(eq(paymentTestTokens.token, request.token)).for("update");
      // One charge per idempotency key: a retry (or a duplicate that waited on the lock) reads the first one.
      const [earlier] = await tx.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, request.idempotencyKey));
      if (earlier) return earlier;
      const problem = tokenProblem(card, request.owner, this.now()) ?? recurringProblem(card, request);
      if (problem) return problem;
      if (card.expiresAt !== null) await tx.update(paymentTestTokens).set({ usedAt: this.now() }).where(eq(paymentTestTokens.token, card.token));
      const [made] = await tx
        .insert(paymentTestCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          reference: `ch_test_${randomBytes(12).toString("hex")}`,
          token: request.token,
          amountMinor: request.amountMinor,
          currency: request.currency,
          outcome: card.outcome === "approve" ? "approved" : "declined",
        })
        .returning();
      return made;
    });
    if ("code" in charge) return charge;
    if (charge.token !== request.token || charge.amountMinor !== request.amountMinor || charge.currency !== request.currency) {
      return { ok: false, code: "failed" };
    }
    return charge.outcome === "approved" ? { ok: true, reference: charge.reference } : { ok: false, code: "declined", reference: charge.reference };
  }

  async keepToken(token: string, customerId: number): Promise<boolean> {
    if (!TOKEN_FORMAT.test(token)) return false;
    const kept = await this.db
      .update(paymentTestTokens)
      .set({ expiresAt: null, usedAt: null })
      .where(and(eq(paymentTestTokens.token, token), isNotNull(paymentTestTokens.ownerCustomerId), eq(paymentTestTokens.ownerCustomerId, customerId)))
      .returning({ token: paymentTestTokens.token });
    return kept.length > 0;
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const [charge] = await this.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, idempotencyKey));
    if (!charge) return null;
    return charge.outcome === "approved" ? { ok: true, reference: charge.reference } : { ok: false, code: "declined", reference: charge.reference };
  }

  /** The kept card's token is deleted: it is then unknown to checkToken and charge (earlier charges stay). */
  async disableStoredCard(token: string, customerId: number): Promise<{ ok: boolean }> {
    if (!TOKEN_FORMAT.test(token)) return { ok: false };
    const gone = await this.db
      .delete(paymentTestTokens)
      .where(and(eq(paymentTestTokens.token, token), isNotNull(paymentTestTokens.ownerCustomerId), eq(paymentTestTokens.ownerCustomerId, customerId)))
      .returning({ token: paymentTestTokens.token });
    return { ok: gone.length > 0 };
  }

  async refund(reference: string): Promise<{ ok: boolean }> {
    const updated = await this.db
      .update(paymentTestCharges)
      .set({ refundedAt: sql`now()` })
      .where(sql`${paymentTestCharges.reference} = ${reference} AND ${paymentTestCharges.outcome} = 'approved' AND ${paymentTestCharges.refundedAt} IS NULL`)
      .returning({ reference: paymentTestCharges.reference });
    return { ok: updated.length > 0 };
  }
}
