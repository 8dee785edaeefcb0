/** Test support for the payments tests: a card as the payments API takes it, valid until next year. */
export const nextYear = new Date().getUTCFullYear() + 1;

export type TestCard = { number: string; expiryMonth: number; expiryYear: number; cvc: string; holderName: string };

/** The card `number`, 12/next year, CVC 123, Ada Lovelace; `extra` changes any of them. */
export const card = (number: string, extra: Partial<Omit<TestCard, "number">> = {}): TestCard => ({
  number,
  expiryMonth: 12,
  expiryYear: nextYear,
  cvc: "123",
  holderName: "Ada Lovelace",
  ...extra,
});
