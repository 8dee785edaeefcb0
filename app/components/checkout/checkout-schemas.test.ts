import { describe, expect, it } from "vitest";
import { cardSchema, parseExpiry, passesLuhn } from "./checkout-schemas";

// The checkout forms' browser-side rules (issue 5); the address form's are in common/forms/address.test.ts.
describe("card form", () => {
  const now = new Date(2026, 10, 22);
  const valid = { number: "4242 4242 4242 4242", holderName: "Erin Guest", expiry: "12/34", cvc: "123" };

  it("accepts the test provider's cards and strips spaces", () => {
    const parsed = cardSchema(now).parse(valid);
    expect(parsed.number).toBe("4242424242424242");
    expect(parsed.expiry).toEqual({ month: 12, year: 2034 });
    expect(parsed.save).toBe(false);
    expect(cardSchema(now).parse({ ...valid, number: "4000 0000 0000 0002" }).number).toBe("4000000000000002");
  });

  it("refuses a mistyped number, a bad or past expiry and a bad CVC with translated keys", () => {
    const messages = (input: object) => cardSchema(now).safeParse({ ...valid, ...input }).error?.issues.map((i) => i.message);
    expect(messages({ number: "4242 4242 4242 4241" })).toEqual(["checkout:validation.cardNumber"]);
    expect(messages({ number: "4242" })).toEqual(["checkout:validation.cardNumber"]);
    expect(messages({ expiry: "13/30" })).toEqual(["checkout:validation.expiry"]);
    expect(messages({ expiry: "10/26" })).toEqual(["checkout:validation.expired"]);
    expect(messages({ cvc: "12" })).toEqual(["checkout:validation.cvc"]);
    expect(messages({ holderName: " " })).toEqual(["checkout:validation.holderName"]);
  });

  it("a card is valid until the end of its expiry month", () => {
    expect(cardSchema(now).safeParse({ ...valid, expiry: "11/26" }).success).toBe(true);
  });

  it("Luhn and expiry parsing", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(parseExpiry("07 / 2031")).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry("0/31")).toBeNull();
  });
});
