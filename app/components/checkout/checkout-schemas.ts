import { z } from "zod";
import { emailField, MESSAGES } from "../../../common/forms/account";

/**
 * The checkout forms' rules, checked in the browser for instant messages; the server checks the
 * same fields again (updateCheckout, tokenizeCard) and its translated answers land in the same
 * places. Messages are i18next keys (`account:` for the rules of 001 §5 the account forms already
 * use, `checkout:` for the card rules). The address form's rules are common/forms/address.ts.
 */
export const CHECKOUT_MESSAGES = {
  phone: "checkout:validation.phone",
  cardNumber: "checkout:validation.cardNumber",
  expiry: "checkout:validation.expiry",
  expired: "checkout:validation.expired",
  cvc: "checkout:validation.cvc",
  holderName: "checkout:validation.holderName",
  shippingMethod: "checkout:validation.shippingMethod",
} as const;

const TEXT_MAX_LENGTH = 255;

function requiredText(message: string, max = TEXT_MAX_LENGTH) {
  return z.string({ error: message }).trim().min(1, message).max(max, MESSAGES.tooLong);
}

/** Guest contact (000 §2 /checkout-login, checkout contact step): a valid email. */
export const contactSchema = z.object({ email: emailField });

export const shippingMethodSchema = z.object({
  shippingMethodId: z.string({ error: CHECKOUT_MESSAGES.shippingMethod }).min(1, CHECKOUT_MESSAGES.shippingMethod),
});

/** Luhn's check digit: catches a mistyped number before it reaches the tokeniser. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM / YYYY" → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The card form. The number lives only in the browser form and goes to the tokeniser alone. */
export function cardSchema(now: Date = new Date()) {
  return z.object({
    number: z
      .string({ error: CHECKOUT_MESSAGES.cardNumber })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), { error: CHECKOUT_MESSAGES.cardNumber }),
    holderName: requiredText(CHECKOUT_MESSAGES.holderName, 100),
    expiry: z
      .string({ error: CHECKOUT_MESSAGES.expiry })
      .transform((value, ctx) => {
        const expiry = parseExpiry(value);
        if (!expiry) {
          ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.expiry });
          return z.NEVER;
        }
        // A card is valid to the end of its expiry month.
        if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) {
          ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.expired });
          return z.NEVER;
        }
        return expiry;
      }),
    cvc: z.string({ error: CHECKOUT_MESSAGES.cvc }).trim().regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cvc),
    save: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  });
}
export type CardInput = z.output<ReturnType<typeof cardSchema>>;
