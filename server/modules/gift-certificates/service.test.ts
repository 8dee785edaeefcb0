import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/db";
import { giftCertificates } from "./schema";
import { allocateCertificates, checkPurchase, GiftCertificateError, GiftCertificateService, hashGiftCode, normaliseGiftCode } from "./service";

// Issue 19: gift certificates' rules (001 §3 cart gift_certificates; §9 amounts in minor units of
// the storefront's currency). Runs on PGlite and on PostgreSQL (DATABASE_URL).
describe("gift certificates (issue 19; 001 §3)", () => {
  let database: DatabaseHandle;
  let service: GiftCertificateService;
  beforeAll(async () => {
    database = await createTestDatabase();
    service = new GiftCertificateService(database.db);
  });
  afterAll(async () => database?.close());

  const purchase = { amountMinor: 5_000, recipientName: "Ada", recipientEmail: "ada@example.com", senderName: "Bob", message: "Happy riding" };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(GiftCertificateError);
    return (error as GiftCertificateError).code;
  };

  it("an issued certificate's code is random, shown once and stored only as its hash; its balance is the amount", async () => {
    const a = await service.issue({ ...purchase, currency: "GBP" });
    const b = await service.issue({ ...purchase, currency: "GBP" });
    expect(a.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(a.code).not.toBe(b.code);
    const [row] = await database.db.select().from(giftCertificates).where(eq(giftCertificates.id, a.row.id));
    expect(row!.codeHash).toBe(hashGiftCode(a.code));
    expect(JSON.stringify(row)).not.toContain(normaliseGiftCode(a.code));
    expect(row!.balanceMinor).toBe(5_000);
    expect((await service.ledger(a.row.id)).map((e) => [e.kind, e.amountMinor])).toEqual([["issue", 5_000]]);
  });

  it("a code is found however it is typed (case, spaces, dashes) in its currency; unknown, empty, other-currency and used-up codes are refused", async () => {
    const { row, code } = await service.issue({ ...purchase, amountMinor: 1_000, currency: "GBP" });
    const typed = ` ${normaliseGiftCode(code).toLowerCase().replace(/(.{4})/g, "$1 ")}`;
    expect(await service.lookup(typed, "GBP")).toEqual({ certificateId: row.id, last4: normaliseGiftCode(code).slice(-4), currency: "GBP", balanceMinor: 1_000 });
    expect(await refusal(service.lookup("NOPE-NOPE-NOPE-NOPE", "GBP"))).toBe("unknown");
    expect(await refusal(service.lookup("  -  ", "GBP"))).toBe("unknown");
    expect(await refusal(service.lookup(code, "EUR"))).toBe("wrongCurrency");
    await service.debit(row.id, 1, 1_000);
    expect(await refusal(service.lookup(code, "GBP"))).toBe("empty");
  });

  it("applying a code to a cart twice is refused; a refused code leaves the cart's certificates as they were; removing takes it off", async () => {
    const cartId = crypto.randomUUID();
    const { row, code } = await service.issue({ ...purchase, currency: "GBP" });
    await service.applyCode(cartId, code, "GBP");
    expect(await refusal(service.applyCode(cartId, code, "GBP"))).toBe("alreadyApplied");
    expect(await refusal(service.applyCode(cartId, "WRONG", "GBP"))).toBe("unknown");
    expect(await refusal(service.applyCode(cartId, code, "USD"))).toBe("wrongCurrency");
    expect((await service.appliedTo(cartId)).map((c) => c.certificateId)).toEqual([row.id]);
    expect(await service.removeCode(cartId, row.id)).toBe(true);
    expect(await service.appliedTo(cartId)).toEqual([]);
  });

  it("certificates pay part or all of a total, each never more than its balance (the card is charged the rest)", () => {
    const applied = [
      { certificateId: 1, last4: "AAAA", currency: "GBP", balanceMinor: 1_000 },
      { certificateId: 2, last4: "BBBB", currency: "GBP", balanceMinor: 5_000 },
    ];
    expect(allocateCertificates(applied, 3_000)).toMatchObject({ paidMinor: 3_000, certificates: [{ usedMinor: 1_000 }, { usedMinor: 2_000 }] });
    expect(allocateCertificates(applied, 9_000)).toMatchObject({ paidMinor: 6_000, certificates: [{ usedMinor: 1_000 }, { usedMinor: 5_000 }] });
    expect(allocateCertificates(applied, 0)).toMatchObject({ paidMinor: 0, certificates: [{ usedMinor: 0 }, { usedMinor: 0 }] });
  });

  it("a purchase's amount stays within bounds, the recipient needs a name and an email, and the message is bounded", () => {
    expect(checkPurchase({ ...purchase, recipientEmail: " Ada@Example.com " }).recipientEmail).toBe("ada@example.com");
    for (const amountMinor of [499, 50_001, 12.5]) expect(() => checkPurchase({ ...purchase, amountMinor })).toThrow("invalidAmount");
    expect(() => checkPurchase({ ...purchase, recipientEmail: "not-an-email" })).toThrow("invalidRecipient");
    expect(() => checkPurchase({ ...purchase, recipientName: " " })).toThrow("invalidRecipient");
    expect(() => checkPurchase({ ...purchase, message: "x".repeat(301) })).toThrow("messageTooLong");
  });

  it("a debit larger than the balance is refused and changes nothing; a declined payment's debit is released once", async () => {
    const { row } = await service.issue({ ...purchase, amountMinor: 2_000, currency: "GBP" });
    expect(await service.debit(row.id, 501, 1_500)).toBe(500);
    expect(await refusal(service.debit(row.id, 502, 600))).toBe("insufficient");
    expect((await service.byId(row.id))!.balanceMinor).toBe(500);
    expect(await service.release(501)).toBe(1_500);
    expect(await service.release(501)).toBe(0);
    expect((await service.byId(row.id))!.balanceMinor).toBe(2_000);
    const ledger = await service.ledger(row.id);
    expect(ledger.map((e) => [e.kind, e.amountMinor])).toEqual([["issue", 2_000], ["debit", -1_500], ["release", 1_500]]);
    expect(ledger.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(2_000);
  });

  it("20 concurrent orders each using 15.00 of one 100.00 certificate: exactly 6 succeed, the balance ends at 10.00, never below zero", async () => {
    const { row } = await service.issue({ ...purchase, amountMinor: 10_000, currency: "GBP" });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => service.debit(row.id, 1_000 + i, 1_500).then((balance) => ({ ok: true as const, balance }), (e: unknown) => ({ ok: false as const, code: (e as GiftCertificateError).code }))),
    );
    const ok = results.filter((r) => r.ok);
    expect(ok).toHaveLength(6);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === "insufficient")).toBe(true);
    expect(ok.map((r) => r.ok && r.balance).sort((a, b) => Number(a) - Number(b))).toEqual([1_000, 2_500, 4_000, 5_500, 7_000, 8_500]);
    expect((await service.byId(row.id))!.balanceMinor).toBe(1_000);
    const ledger = await service.ledger(row.id);
    expect(ledger.filter((e) => e.kind === "debit")).toHaveLength(6);
    expect(ledger.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(1_000);
  });

  it("the database refuses a balance below zero even without the service (CHECK)", async () => {
    const { row } = await service.issue({ ...purchase, amountMinor: 1_000, currency: "GBP" });
    await expect(database.db.update(giftCertificates).set({ balanceMinor: -1 }).where(eq(giftCertificates.id, row.id))).rejects.toThrow();
  });
});
