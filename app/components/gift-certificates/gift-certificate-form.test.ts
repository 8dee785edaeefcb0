import { describe, expect, it } from "vitest";
import { checkGiftForm, parseAmount } from "./gift-certificate-form";

// Issue 19: the gift certificate page's checks hold the service's bounds (5.00–500.00, names ≤ 100,
// message ≤ 300) before anything is sent; a wrong field is named, nothing else.
describe("gift certificate form checks (issue 19)", () => {
  const limits = { min: 5, max: 500, nameMax: 100, messageMax: 300 };
  const good = { choice: "50", customAmount: "", recipientName: "Ada", recipientEmail: "ada@example.com", senderName: "Bob", message: "" };

  it("typed amounts: dot or comma decimals, at most two; anything else is not an amount", () => {
    expect([parseAmount("25"), parseAmount("25.5"), parseAmount("25,50"), parseAmount(" 100 ")]).toEqual([25, 25.5, 25.5, 100]);
    expect([parseAmount(""), parseAmount("abc"), parseAmount("1e3"), parseAmount("-5"), parseAmount("5.001"), parseAmount("Infinity")]).toEqual([null, null, null, null, null, null]);
  });

  it("a preset or an other amount within 5–500 is taken, trimmed", () => {
    expect(checkGiftForm({ ...good, recipientName: " Ada " }, limits)).toEqual({ ok: true, value: { amount: 50, recipientName: "Ada", recipientEmail: "ada@example.com", senderName: "Bob", message: "" } });
    expect(checkGiftForm({ ...good, choice: "other", customAmount: "5" }, limits)).toMatchObject({ ok: true, value: { amount: 5 } });
    expect(checkGiftForm({ ...good, choice: "other", customAmount: "500,00" }, limits)).toMatchObject({ ok: true, value: { amount: 500 } });
  });

  it("an attacker's input: amounts out of bounds, empty or over-long names, a bad email, an over-long message are each named", () => {
    expect(checkGiftForm({ ...good, choice: "other", customAmount: "4.99" }, limits)).toEqual({ ok: false, errors: { amount: "amount" } });
    expect(checkGiftForm({ ...good, choice: "other", customAmount: "500.01" }, limits)).toEqual({ ok: false, errors: { amount: "amount" } });
    expect(checkGiftForm({ ...good, choice: "other", customAmount: "" }, limits)).toEqual({ ok: false, errors: { amount: "amount" } });
    expect(checkGiftForm({ choice: "other", customAmount: "x", recipientName: " ", recipientEmail: "not-an-email", senderName: "x".repeat(101), message: "m".repeat(301) }, limits)).toEqual({
      ok: false,
      errors: { amount: "amount", recipientName: "recipientName", recipientEmail: "recipientEmail", senderName: "senderName", message: "message" },
    });
  });
});
