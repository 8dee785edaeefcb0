import type { CardFieldError, CardInput, ChargeRequest, TokenCheck, TokenOwner } from "./types";

/**
 * Rules every card adapter applies the same way (issue 12 ownership, issue 14 recurring use), on its
 * own record of a token: who made it, and whether it is one-off (expires, pays once) or kept.
 */
export interface TokenRecord {
  ownerCustomerId: number | null;
  ownerCheckoutId: string | null;
  usedAt: Date | null;
  expiresAt: Date | null;
}

/**
 * Whether `owner` may pay with the token now (issue 12). A token belongs to the customer who made
 * it, or for a guest to the checkout it was made for; a token without an owner (made before owners
 * were recorded) belongs to no one. A one-off token (with an expiry) pays once and only until it
 * expires; a token kept as a saved card (no expiry) pays again, for its customer only.
 */
export function tokenProblem(row: TokenRecord | undefined, owner: TokenOwner, now: Date): (TokenCheck & { ok: false }) | null {
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
export function recurringProblem(row: TokenRecord | undefined, request: ChargeRequest): (TokenCheck & { ok: false }) | null {
  if (request.recurring === undefined) return null;
  if (!row) return { ok: false, code: "invalidToken" };
  if (request.owner.customerId === null) return { ok: false, code: "invalidToken" };
  if (request.recurring === "renewal" && (row.expiresAt !== null || row.ownerCustomerId !== request.owner.customerId)) return { ok: false, code: "invalidToken" };
  return null;
}

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

export type CardFieldCheck =
  | { ok: true; digits: string; brand: string; expiryYear: number }
  | { ok: false; errors: Partial<Record<keyof CardInput, CardFieldError>> };

/**
 * The field checks before a plain card reaches a processor: number (Luhn, supported brand), expiry
 * (a real month, not past, four-digit year), CVC (4 digits for Amex, else 3) and holder.
 */
export function checkCardFields(card: CardInput, now: Date): CardFieldCheck {
  const errors: Partial<Record<keyof CardInput, CardFieldError>> = {};
  const digits = card.number.replace(/[\s-]/g, "");
  const brand = /^\d{12,19}$/.test(digits) && luhnValid(digits) ? cardBrand(digits) : undefined;
  if (brand === undefined) errors.number = "cardNumberInvalid";
  else if (brand === null) errors.number = "cardNotSupported";
  const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  if (!Number.isInteger(card.expiryMonth) || card.expiryMonth < 1 || card.expiryMonth > 12 || !Number.isInteger(year) || year > now.getUTCFullYear() + 25) {
    errors.expiryMonth = "expiryInvalid";
  } else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1)) {
    errors.expiryMonth = "cardExpired";
  }
  const cvcLength = brand === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${brand ? cvcLength : "3,4"}}$`).test(card.cvc)) errors.cvc = "cvcInvalid";
  if (card.holderName.trim().length === 0) errors.holderName = "holderNameRequired";
  if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };
  return { ok: true, digits, brand, expiryYear: year };
}
