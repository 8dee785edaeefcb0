import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { checkCardFields, recurringProblem, tokenProblem } from "./rules";
import { paymentTestCharges, paymentTestRefunds, paymentTestTokens } from "./schema";
import { ONE_OFF_TOKEN_TTL_MS, type CardInput, type CardToken, type ChargeRequest, type ChargeResult, type PaymentProvider, type RefundPart, type TokenCheck, type TokenizeResult, type TokenOwner } from "./types";

// Kept exported from here: tests and callers import them by this path.
export { cardBrand, luhnValid } from "./rules";

const TOKEN_FORMAT = /^tok_test_[0-9a-f]{32}$/;
type TokenRow = typeof paymentTestTokens.$inferSelect;

const cardOf = (row: TokenRow): CardToken => ({ token: row.token, brand: row.brand, last4: row.last4, expiryMonth: row.expiryMonth, expiryYear: row.expiryYear });

/** Test cards that are declined (4000 0000 0000 0002, as in the common processor sandboxes). */
const DECLINED_NUMBERS = new Set(["4000000000000002"]);
/**
 * 3-D Secure test card (decision 028): 4000 0000 0000 3220 "requires authentication". Its charge is
 * pending with a challenge action, the shop's own test issuer page; "Complete" approves, "Fail" declines.
 */
const AUTHENTICATE_NUMBERS = new Set(["4000000000003220"]);

/** The built-in processor's challenge page: on the shop's own host, naming the pending charge. */
export const TEST_CHALLENGE_PATH = "/checkout/3ds-challenge";

/**
 * The built-in card processor (DESIGN.md): works offline, behaves like a sandbox. 4242 4242 4242
 * 4242 (and any other valid Visa, Mastercard or Amex number) is approved; 4000 0000 0000 0002 is
 * declined. It keeps tokens (brand, last4, expiry, outcome; never the number or CVC) and charges
 * keyed by idempotency key in tables of its own, so a retried charge is one charge.
 */
function resultOf(charge: typeof paymentTestCharges.$inferSelect): ChargeResult {
  if (charge.outcome === "approved") return { ok: true, reference: charge.reference };
  if (charge.outcome === "pending") {
    return { ok: false, code: "actionRequired", reference: charge.reference, action: { type: "redirect", method: "GET", url: `${TEST_CHALLENGE_PATH}?reference=${charge.reference}` } };
  }
  return { ok: false, code: "declined", reference: charge.reference };
}

export class TestPaymentProvider implements PaymentProvider {
  readonly id = "test";

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async tokenizeCard(card: CardInput, owner: TokenOwner): Promise<TokenizeResult> {
    const now = this.now();
    const checked = checkCardFields(card, now);
    if (!checked.ok) return { ok: false, errors: checked.errors };
    const { digits, brand, expiryYear: year } = checked;

    const token: CardToken = { token: `tok_test_${randomBytes(16).toString("hex")}`, brand, last4: digits.slice(-4), expiryMonth: card.expiryMonth, expiryYear: year };
    await this.db.insert(paymentTestTokens).values({
      ...token,
      outcome: DECLINED_NUMBERS.has(digits) ? "decline" : AUTHENTICATE_NUMBERS.has(digits) ? "authenticate" : "approve",
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
          // A renewal is merchant-initiated (the shopper is absent, their first payment was
          // authenticated): issuers do not challenge it, so the 3-D Secure card pays (decision 028).
          outcome: card.outcome === "approve" || (card.outcome === "authenticate" && request.recurring === "renewal") ? "approved" : card.outcome === "authenticate" ? "pending" : "declined",
        })
        .returning();
      return made;
    });
    if ("code" in charge) return charge;
    if (charge.token !== request.token || charge.amountMinor !== request.amountMinor || charge.currency !== request.currency) {
      return { ok: false, code: "failed" };
    }
    return resultOf(charge);
  }

  /**
   * The challenge page's answer: `{ reference, threeDSResult: "Y" }` approves the pending charge,
   * anything else declines it. Decided once under the charge row's lock; a repeat reads the outcome.
   */
  async submitDetails(idempotencyKey: string, details: Record<string, string>): Promise<ChargeResult> {
    const charge = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [row] = await tx.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, idempotencyKey)).for("update");
      if (!row) return null;
      if (row.outcome !== "pending") return row;
      // Another charge's challenge answer (an old tab of an attempt given up) decides nothing here.
      if (details.reference !== row.reference) return "notThisCharge" as const;
      const outcome = details.threeDSResult === "Y" ? "approved" : "declined";
      const [decided] = await tx.update(paymentTestCharges).set({ outcome }).where(eq(paymentTestCharges.idempotencyKey, idempotencyKey)).returning();
      return decided;
    });
    if (charge === "notThisCharge") throw new Error("the challenge answer is not this charge's");
    return charge ? resultOf(charge) : { ok: false, code: "failed" };
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
    return charge ? resultOf(charge) : null;
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

  async refund(reference: string, part?: RefundPart): Promise<{ ok: boolean }> {
    if (!part) {
      const updated = await this.db
        .update(paymentTestCharges)
        .set({ refundedAt: sql`now()`, refundedMinor: sql`${paymentTestCharges.amountMinor}` })
        .where(sql`${paymentTestCharges.reference} = ${reference} AND ${paymentTestCharges.outcome} = 'approved' AND ${paymentTestCharges.refundedAt} IS NULL AND ${paymentTestCharges.refundedMinor} = 0`)
        .returning({ reference: paymentTestCharges.reference });
      return { ok: updated.length > 0 };
    }
    if (!Number.isSafeInteger(part.amountMinor) || part.amountMinor <= 0) return { ok: false };
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      // The charge row's lock orders concurrent refunds of one charge: the sum never passes the amount.
      const [charge] = await tx.select().from(paymentTestCharges).where(eq(paymentTestCharges.reference, reference)).for("update");
      if (!charge || charge.outcome !== "approved") return { ok: false };
      const [earlier] = await tx.select().from(paymentTestRefunds).where(eq(paymentTestRefunds.idempotencyKey, part.idempotencyKey));
      if (earlier) return { ok: earlier.reference === reference && earlier.amountMinor === part.amountMinor };
      const refunded = charge.refundedMinor + part.amountMinor;
      if (refunded > charge.amountMinor) return { ok: false };
      await tx.insert(paymentTestRefunds).values({ idempotencyKey: part.idempotencyKey, reference, amountMinor: part.amountMinor });
      await tx
        .update(paymentTestCharges)
        .set({ refundedMinor: refunded, ...(refunded === charge.amountMinor ? { refundedAt: sql`now()` } : {}) })
        .where(eq(paymentTestCharges.reference, reference));
      return { ok: true };
    });
  }
}
