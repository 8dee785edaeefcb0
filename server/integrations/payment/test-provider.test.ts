import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/db";
import { TestPaymentProvider } from "./test-provider";
import type { ChargeRequest, TokenOwner } from "./types";

const nextYear = new Date().getUTCFullYear() + 1;
const card = { number: "4242 4242 4242 4242", expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Ada Lovelace" };
const ada: TokenOwner = { customerId: 71, checkoutId: null };
const bob: TokenOwner = { customerId: 72, checkoutId: null };
const guest: TokenOwner = { customerId: null, checkoutId: "3f1b2c4d-0000-4000-8000-0000000000aa" };

// Issue 14; 001 §7 Card payments: the port's recurring use (first subscription charge, renewals) and
// disabling a kept card, in the built-in test processor.
describe("the test card processor's recurring rules (001 §7, issue 14)", () => {
  let database: DatabaseHandle;
  let provider: TestPaymentProvider;
  let keyNumber = 0;
  const charge = (token: string, owner: TokenOwner, recurring?: ChargeRequest["recurring"]) =>
    provider.charge({ token, amountMinor: 4900, currency: "GBP", idempotencyKey: `rec-${++keyNumber}`, description: "Foldwell subscription", owner, recurring });
  const tokenFor = async (owner: TokenOwner, number = card.number) => {
    const made = await provider.tokenizeCard({ ...card, number }, owner);
    if (!made.ok) throw new Error("tokenising failed");
    return made.card.token;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = new TestPaymentProvider(database.db);
  }, 300_000);
  afterAll(async () => {
    await database?.close();
  });

  it("a first subscription charge pays with the customer's one-off token; a guest cannot agree to a subscription", async () => {
    expect(await charge(await tokenFor(ada), ada, "first")).toMatchObject({ ok: true });
    expect(await charge(await tokenFor(guest), guest, "first")).toEqual({ ok: false, code: "invalidToken" });
    // Someone else's token is refused as for any charge.
    expect(await charge(await tokenFor(bob), ada, "first")).toEqual({ ok: false, code: "invalidToken" });
  });

  it("a renewal pays only with a card kept for that customer: not a one-off token, not another customer's kept card", async () => {
    const oneOff = await tokenFor(ada);
    expect(await charge(oneOff, ada, "renewal")).toEqual({ ok: false, code: "invalidToken" });
    // Refused without a charge: the one-off token still pays once.
    expect(await charge(oneOff, ada, undefined)).toMatchObject({ ok: true });

    const kept = await tokenFor(ada);
    expect(await charge(kept, ada, "first")).toMatchObject({ ok: true });
    expect(await provider.keepToken(kept, 71)).toBe(true);
    const renewal = await charge(kept, ada, "renewal");
    expect(renewal).toMatchObject({ ok: true });
    expect(await charge(kept, ada, "renewal")).toMatchObject({ ok: true });
    expect(await charge(kept, bob, "renewal")).toEqual({ ok: false, code: "invalidToken" });
    expect(await charge(kept, guest, "renewal")).toEqual({ ok: false, code: "invalidToken" });
    // A retried renewal (same key) answers the first result and charges nothing more.
    if (!renewal.ok) throw new Error("renewal failed");
    const retryKey = `rec-${keyNumber + 1}`;
    const once = await provider.charge({ token: kept, amountMinor: 4900, currency: "GBP", idempotencyKey: retryKey, description: "r", owner: ada, recurring: "renewal" });
    expect(await provider.charge({ token: kept, amountMinor: 4900, currency: "GBP", idempotencyKey: retryKey, description: "r", owner: ada, recurring: "renewal" })).toEqual(once);
    keyNumber++;
  });

  it("a renewal with a kept declining card is declined", async () => {
    const declining = await tokenFor(ada, "4000 0000 0000 0002");
    expect(await provider.keepToken(declining, 71)).toBe(true);
    expect(await charge(declining, ada, "renewal")).toMatchObject({ ok: false, code: "declined" });
  });

  it("disableStoredCard: only the owner's card, once; afterwards it pays neither in checkout nor as a renewal, earlier charges stay", async () => {
    const kept = await tokenFor(ada);
    expect(await provider.keepToken(kept, 71)).toBe(true);
    const paid = await provider.charge({ token: kept, amountMinor: 100, currency: "GBP", idempotencyKey: "before-disable", description: "d", owner: ada });
    expect(paid.ok).toBe(true);

    expect(await provider.disableStoredCard(kept, 72)).toEqual({ ok: false });
    expect(await provider.disableStoredCard("tok_test_nope", 71)).toEqual({ ok: false });
    expect(await charge(kept, ada, "renewal")).toMatchObject({ ok: true });

    expect(await provider.disableStoredCard(kept, 71)).toEqual({ ok: true });
    expect(await provider.disableStoredCard(kept, 71)).toEqual({ ok: false });
    expect(await charge(kept, ada, "renewal")).toEqual({ ok: false, code: "invalidToken" });
    expect(await charge(kept, ada)).toEqual({ ok: false, code: "invalidToken" });
    expect(await provider.checkToken(kept, ada)).toEqual({ ok: false, code: "invalidToken" });
    expect(await provider.findCharge("before-disable")).toEqual(paid);
  });
});
