import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartGiftCertificateCodes, cartGiftCertificates, giftCertificateLedger, giftCertificates, type CartGiftCertificateRow, type GiftCertificateRow } from "./schema";

/**
 * Whether the cart whose id is `cartId` (a column or value of the caller's statement) buys gift
 * certificates: for the cart's own read, so a cart that buys none costs no second statement.
 */
export function cartBuysGiftCertificates(cartId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${cartGiftCertificates} where ${cartGiftCertificates.cartId} = ${cartId})`;
}

/**
 * Gift certificates (issue 19). Money in minor units of the certificate's currency.
 * - A code is 16 characters from a 32-letter alphabet without look-alikes (80 random bits), shown
 *   in groups of four; only its SHA-256 is stored (unique index), so a leaked table gives no codes.
 * - The balance moves only by `balance = balance - x WHERE balance >= x` (a conditional update that
 *   takes the row lock), each move written to the ledger in the same transaction, so concurrent
 *   orders never take it below zero; a declined payment's debit is released (credited back).
 */

/** Amount bounds per currency for a bought certificate, and the preset amounts (minor units). */
export const GIFT_CERTIFICATE_LIMITS = { minMinor: 500, maxMinor: 50_000, presetsMinor: [2_500, 5_000, 10_000] } as const;
export const GIFT_MESSAGE_MAX = 300;
export const GIFT_NAME_MAX = 100;

export type GiftCertificateErrorCode = "unknown" | "empty" | "wrongCurrency" | "alreadyApplied" | "insufficient" | "invalidAmount" | "invalidRecipient" | "messageTooLong" | "subscriptionCart";

export class GiftCertificateError extends Error {
  constructor(readonly code: GiftCertificateErrorCode, readonly params: Record<string, unknown> = {}) {
    super(code);
  }
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // 32 letters: no 0/O, 1/I

/** A new random code, e.g. "K7QM-2XHD-PWA9-F3TR". */
export function newCode(): string {
  const bytes = randomBytes(16);
  let code = "";
  for (let i = 0; i < 16; i++) code += ALPHABET[bytes[i]! & 31];
  return code.match(/.{4}/g)!.join("-");
}

/** What a shopper types, upper case, spaces and dashes removed. */
export const normaliseGiftCode = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();
export const hashGiftCode = (code: string) => createHash("sha256").update(normaliseGiftCode(code)).digest("hex");

export interface GiftCertificatePurchase {
  amountMinor: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks a purchase's fields (the page and the API share it); throws GiftCertificateError. */
export function checkPurchase(input: GiftCertificatePurchase): GiftCertificatePurchase {
  const clean = {
    amountMinor: input.amountMinor,
    recipientName: input.recipientName.trim(),
    recipientEmail: input.recipientEmail.trim().toLowerCase(),
    senderName: input.senderName.trim(),
    message: input.message.trim(),
  };
  if (!Number.isInteger(clean.amountMinor) || clean.amountMinor < GIFT_CERTIFICATE_LIMITS.minMinor || clean.amountMinor > GIFT_CERTIFICATE_LIMITS.maxMinor) {
    throw new GiftCertificateError("invalidAmount", { min: GIFT_CERTIFICATE_LIMITS.minMinor, max: GIFT_CERTIFICATE_LIMITS.maxMinor });
  }
  if (!clean.recipientName || clean.recipientName.length > GIFT_NAME_MAX || !clean.senderName || clean.senderName.length > GIFT_NAME_MAX || !EMAIL.test(clean.recipientEmail)) {
    throw new GiftCertificateError("invalidRecipient");
  }
  if (clean.message.length > GIFT_MESSAGE_MAX) throw new GiftCertificateError("messageTooLong", { max: GIFT_MESSAGE_MAX });
  return clean;
}

/** A certificate as the shopper sees it after typing its code (never the code's hash). */
export interface AppliedCertificate {
  certificateId: number;
  last4: string;
  currency: string;
  balanceMinor: number;
}

/** What certificates pay of a total: each certificate's part, oldest applied first. */
export interface CertificatePayment {
  certificates: Array<AppliedCertificate & { usedMinor: number }>;
  paidMinor: number;
}

/** Splits `totalMinor` over the applied certificates in order; never more than a balance or the total. */
export function allocateCertificates(applied: AppliedCertificate[], totalMinor: number): CertificatePayment {
  let left = Math.max(0, totalMinor);
  const certificates = applied.map((c) => {
    const usedMinor = Math.min(left, c.balanceMinor);
    left -= usedMinor;
    return { ...c, usedMinor };
  });
  return { certificates, paidMinor: Math.max(0, totalMinor) - left };
}

export class GiftCertificateService {
  constructor(private readonly db: Database) {}

  /** Issues a certificate with a new code (in the caller's transaction); the code is returned once. */
  async issueWithin(tx: Database, input: GiftCertificatePurchase & { currency: string; orderId: number | null; channelId: number | null }): Promise<{ row: GiftCertificateRow; code: string }> {
    const code = newCode();
    const [row] = await tx
      .insert(giftCertificates)
      .values({
        codeHash: hashGiftCode(code),
        codeLast4: normaliseGiftCode(code).slice(-4),
        currency: input.currency,
        amountMinor: input.amountMinor,
        balanceMinor: input.amountMinor,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        senderName: input.senderName,
        message: input.message,
        orderId: input.orderId,
        channelId: input.channelId,
      })
      .returning();
    await tx.insert(giftCertificateLedger).values({ certificateId: row!.id, orderId: input.orderId, kind: "issue", amountMinor: input.amountMinor });
    return { row: row!, code };
  }

  async issue(input: GiftCertificatePurchase & { currency: string; orderId?: number | null; channelId?: number | null }) {
    return this.db.transaction(async (txn) => this.issueWithin(txn as unknown as Database, { ...input, orderId: input.orderId ?? null, channelId: input.channelId ?? null }));
  }

  /**
   * The certificate a code names, checked for the storefront's currency: unknown (or empty after
   * trimming), another currency and a zero balance are refused with their reason.
   */
  async lookup(code: string, currency: string, db: Database = this.db): Promise<AppliedCertificate> {
    if (!normaliseGiftCode(code)) throw new GiftCertificateError("unknown");
    const [row] = await db.select().from(giftCertificates).where(eq(giftCertificates.codeHash, hashGiftCode(code))).limit(1);
    if (!row) throw new GiftCertificateError("unknown");
    if (row.currency !== currency) throw new GiftCertificateError("wrongCurrency", { currency: row.currency });
    if (row.balanceMinor <= 0) throw new GiftCertificateError("empty");
    return view(row);
  }

  // --- Codes applied to a cart (checkout's payment step) ----------------------------------------

  /** applyCode: the certificate joins the cart's payment; refusals change nothing. */
  async applyCode(cartId: string, code: string, currency: string): Promise<AppliedCertificate> {
    const certificate = await this.lookup(code, currency);
    const inserted = await this.db.insert(cartGiftCertificateCodes).values({ cartId, certificateId: certificate.certificateId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw new GiftCertificateError("alreadyApplied");
    return certificate;
  }

  /** removeCode by the certificate's id (the view never holds the code). */
  async removeCode(cartId: string, certificateId: number): Promise<boolean> {
    const removed = await this.db
      .delete(cartGiftCertificateCodes)
      .where(and(eq(cartGiftCertificateCodes.cartId, cartId), eq(cartGiftCertificateCodes.certificateId, certificateId)))
      .returning();
    return removed.length > 0;
  }

  /** The certificates applied to a cart with their current balance, in the order applied. */
  async appliedTo(cartId: string, db: Database = this.db): Promise<AppliedCertificate[]> {
    const rows = await db
      .select({ row: giftCertificates })
      .from(cartGiftCertificateCodes)
      .innerJoin(giftCertificates, eq(giftCertificates.id, cartGiftCertificateCodes.certificateId))
      .where(eq(cartGiftCertificateCodes.cartId, cartId))
      .orderBy(asc(cartGiftCertificateCodes.createdAt), asc(giftCertificates.id));
    return rows.map((r) => view(r.row));
  }

  // --- Balance moves (place-order) --------------------------------------------------------------

  /**
   * Debits `amountMinor` from a certificate for an order, in the caller's transaction: the
   * conditional update only succeeds while the balance covers it (it takes the row's lock, so a
   * concurrent order waits and then sees the new balance). Throws "insufficient" otherwise.
   */
  async debitWithin(tx: Database, certificateId: number, orderId: number, amountMinor: number): Promise<number> {
    if (!Number.isInteger(amountMinor) || amountMinor <= 0) throw new GiftCertificateError("invalidAmount");
    const [moved] = await tx
      .update(giftCertificates)
      .set({ balanceMinor: sql`${giftCertificates.balanceMinor} - ${amountMinor}` })
      .where(and(eq(giftCertificates.id, certificateId), gte(giftCertificates.balanceMinor, amountMinor)))
      .returning({ balanceMinor: giftCertificates.balanceMinor });
    if (!moved) throw new GiftCertificateError("insufficient");
    await tx.insert(giftCertificateLedger).values({ certificateId, orderId, kind: "debit", amountMinor: -amountMinor });
    return moved.balanceMinor;
  }

  async debit(certificateId: number, orderId: number, amountMinor: number): Promise<number> {
    return this.db.transaction(async (txn) => this.debitWithin(txn as unknown as Database, certificateId, orderId, amountMinor));
  }

  /** Credits back what an order took (payment declined, attempt abandoned); once per debit. */
  async releaseWithin(tx: Database, orderId: number): Promise<number> {
    const entries = await tx.select().from(giftCertificateLedger).where(eq(giftCertificateLedger.orderId, orderId));
    const owed = new Map<number, number>();
    for (const e of entries) if (e.kind !== "issue") owed.set(e.certificateId, (owed.get(e.certificateId) ?? 0) - e.amountMinor);
    let released = 0;
    for (const [certificateId, amount] of [...owed].sort((a, b) => a[0] - b[0])) {
      if (amount <= 0) continue;
      await tx.update(giftCertificates).set({ balanceMinor: sql`${giftCertificates.balanceMinor} + ${amount}` }).where(eq(giftCertificates.id, certificateId));
      await tx.insert(giftCertificateLedger).values({ certificateId, orderId, kind: "release", amountMinor: amount });
      released += amount;
    }
    return released;
  }

  async release(orderId: number): Promise<number> {
    return this.db.transaction(async (txn) => this.releaseWithin(txn as unknown as Database, orderId));
  }

  /** The ledger of a certificate, oldest first; its sum is the balance. */
  async ledger(certificateId: number, db: Database = this.db) {
    return db.select().from(giftCertificateLedger).where(eq(giftCertificateLedger.certificateId, certificateId)).orderBy(asc(giftCertificateLedger.id));
  }

  async byId(id: number, db: Database = this.db): Promise<GiftCertificateRow | null> {
    const [row] = await db.select().from(giftCertificates).where(eq(giftCertificates.id, id)).limit(1);
    return row ?? null;
  }

  /** The certificates orders bought (the buyer's confirmation: never the code). */
  async boughtBy(orderIds: number[], db: Database = this.db): Promise<GiftCertificateRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(giftCertificates).where(inArray(giftCertificates.orderId, orderIds)).orderBy(asc(giftCertificates.id));
  }

  /** Back office: newest first. */
  async list(limit = 100): Promise<GiftCertificateRow[]> {
    return this.db.select().from(giftCertificates).orderBy(desc(giftCertificates.id)).limit(limit);
  }

  // --- Certificates a cart buys -----------------------------------------------------------------

  async addToCart(cartId: string, currency: string, input: GiftCertificatePurchase, db: Database = this.db): Promise<CartGiftCertificateRow> {
    const clean = checkPurchase(input);
    const [row] = await db.insert(cartGiftCertificates).values({ cartId, currency, ...clean }).returning();
    return row!;
  }

  async inCart(cartId: string, db: Database = this.db): Promise<CartGiftCertificateRow[]> {
    return db.select().from(cartGiftCertificates).where(eq(cartGiftCertificates.cartId, cartId)).orderBy(asc(cartGiftCertificates.createdAt));
  }

  async removeFromCart(cartId: string, id: string, db: Database = this.db): Promise<boolean> {
    const removed = await db.delete(cartGiftCertificates).where(and(eq(cartGiftCertificates.cartId, cartId), eq(cartGiftCertificates.id, id))).returning();
    return removed.length > 0;
  }

  /** A cart's certificate items and applied codes leave with it (order paid, cart deleted). */
  async clearCartWithin(tx: Database, cartId: string): Promise<void> {
    await tx.delete(cartGiftCertificates).where(eq(cartGiftCertificates.cartId, cartId));
    await tx.delete(cartGiftCertificateCodes).where(eq(cartGiftCertificateCodes.cartId, cartId));
  }
}

function view(row: GiftCertificateRow): AppliedCertificate {
  return { certificateId: row.id, last4: row.codeLast4, currency: row.currency, balanceMinor: row.balanceMinor };
}
