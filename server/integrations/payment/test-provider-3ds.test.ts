import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/db";
import { TEST_CHALLENGE_PATH, TestPaymentProvider } from "./test-provider";
import type { TokenOwner } from "./types";

const nextYear = new Date().getUTCFullYear() + 1;
const ada: TokenOwner = { customerId: 91, checkoutId: null };

// Decision 028 (001 §7 Card payments): the built-in processor's 3-D Secure test card 4000 0000 0000 3220
// answers a challenge on the shop's own host; "Complete" approves the charge, "Fail" declines it, once.
describe("the test card processor's 3-D Secure card (001 §7, decision 028)", () => {
  let database: DatabaseHandle;
  let provider: TestPaymentProvider;
  let keyNumber = 0;
  const pending = async () => {
    const made = await provider.tokenizeCard({ number: "4000 0000 0000 3220", expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Ada Lovelace" }, ada);
    if (!made.ok) throw new Error("tokenising failed");
    const idempotencyKey = `3ds-${++keyNumber}`;
    const answer = await provider.charge({ token: made.card.token, amountMinor: 4900, currency: "GBP", idempotencyKey, description: "Foldwell order", owner: ada });
    if (answer.ok || answer.code !== "actionRequired" || !answer.reference) throw new Error(`expected a challenge, got ${JSON.stringify(answer)}`);
    return { idempotencyKey, reference: answer.reference, action: answer.action };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = new TestPaymentProvider(database.db);
  }, 300_000);
  afterAll(async () => {
    await database?.close();
  });

  it("the charge is pending with a redirect to the shop's own challenge page; asking again answers the same challenge", async () => {
    const { idempotencyKey, reference, action } = await pending();
    expect(action).toEqual({ type: "redirect", method: "GET", url: `${TEST_CHALLENGE_PATH}?reference=${reference}` });
    expect(await provider.findCharge(idempotencyKey)).toMatchObject({ ok: false, code: "actionRequired", reference });
  });

  it("Complete (threeDSResult Y) approves once: concurrent and repeated submissions answer the same approval", async () => {
    const { idempotencyKey, reference } = await pending();
    const answers = await Promise.all([provider.submitDetails(idempotencyKey, { reference, threeDSResult: "Y" }), provider.submitDetails(idempotencyKey, { reference, threeDSResult: "Y" })]);
    expect(answers).toEqual([{ ok: true, reference }, { ok: true, reference }]);
    expect(await provider.submitDetails(idempotencyKey, { reference, threeDSResult: "N" })).toEqual({ ok: true, reference });
  });

  it("Fail (threeDSResult N) declines and the decline stands; details naming another charge decide nothing (it throws, the charge keeps waiting)", async () => {
    const failed = await pending();
    expect(await provider.submitDetails(failed.idempotencyKey, { reference: failed.reference, threeDSResult: "N" })).toEqual({ ok: false, code: "declined", reference: failed.reference });
    expect(await provider.submitDetails(failed.idempotencyKey, { reference: failed.reference, threeDSResult: "Y" })).toMatchObject({ ok: false, code: "declined" });
    const forged = await pending();
    await expect(provider.submitDetails(forged.idempotencyKey, { reference: failed.reference, threeDSResult: "Y" })).rejects.toThrow(/not this charge/);
    expect(await provider.findCharge(forged.idempotencyKey)).toMatchObject({ ok: false, code: "actionRequired", reference: forged.reference });
    expect(await provider.submitDetails(forged.idempotencyKey, { reference: forged.reference, threeDSResult: "Y" })).toEqual({ ok: true, reference: forged.reference });
    expect(await provider.submitDetails("no-such-charge", { threeDSResult: "Y" })).toEqual({ ok: false, code: "failed" });
  });
});
