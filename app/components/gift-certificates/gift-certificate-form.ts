/**
 * The gift certificate page's checks (issue 19), the same bounds the server's addGiftCertificate
 * holds (server/modules/gift-certificates/service.ts checkPurchase): the browser tells the shopper
 * at once, with a translated message beside the field, and sends nothing while a field is wrong.
 */
export type GiftField = "amount" | "recipientName" | "recipientEmail" | "senderName" | "message";

export interface GiftFormInput {
  /** A preset amount, or "other" with `customAmount` as typed ("25", "25.50", "25,50"). */
  choice: string;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

export interface GiftLimits {
  min: number;
  max: number;
  nameMax: number;
  messageMax: number;
}

export interface GiftPurchase {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A typed amount in major units, or null: digits with at most two decimals after "." or ",". */
export function parseAmount(typed: string): number | null {
  const clean = typed.trim().replace(/\s/g, "");
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean.replace(",", ".")) * 100) / 100;
}

/** The purchase, or the fields that are wrong (each with its message key under giftCertificate.form.errors). */
export function checkGiftForm(input: GiftFormInput, limits: GiftLimits): { ok: true; value: GiftPurchase } | { ok: false; errors: Partial<Record<GiftField, GiftField>> } {
  const errors: Partial<Record<GiftField, GiftField>> = {};
  const amount = input.choice === "other" ? parseAmount(input.customAmount) : parseAmount(input.choice);
  if (amount === null || amount < limits.min || amount > limits.max) errors.amount = "amount";
  const recipientName = input.recipientName.trim();
  const recipientEmail = input.recipientEmail.trim();
  const senderName = input.senderName.trim();
  const message = input.message.trim();
  if (!recipientName || recipientName.length > limits.nameMax) errors.recipientName = "recipientName";
  if (!EMAIL.test(recipientEmail) || recipientEmail.length > 254) errors.recipientEmail = "recipientEmail";
  if (!senderName || senderName.length > limits.nameMax) errors.senderName = "senderName";
  if (message.length > limits.messageMax) errors.message = "message";
  if (Object.keys(errors).length > 0 || amount === null) return { ok: false, errors };
  return { ok: true, value: { amount, recipientName, recipientEmail, senderName, message } };
}
