import { describe, expect, it } from "vitest";
import { CookieJar, useCheckoutHarness } from "../checkout/test-support";

// Issue 19: a gift certificate code at checkout (001 §3; §9 currency): applied to the session's
// cart with its balance shown, never the code; wrong, other-currency and repeated codes are
// refused with their translated message and change nothing. Runs on PGlite and on PostgreSQL.
describe("applying gift certificate codes (issue 19)", () => {
  const h = useCheckoutHarness();
  type Applied = { gift_certificates: Array<{ id: number; last4: string; currency: string; balance: number }> };

  it("a GBP certificate on the uk store shows its balance; a wrong, a USD or a repeated code is refused and changes nothing; removing takes it off", async () => {
    const purchase = { recipientName: "Ada", recipientEmail: "ada@example.com", senderName: "Bob", message: "" };
    const gbp = await h.shop.giftCertificates.issue({ ...purchase, amountMinor: 2_500, currency: "GBP" });
    const usd = await h.shop.giftCertificates.issue({ ...purchase, amountMinor: 2_500, currency: "USD" });
    const jar = new CookieJar();
    await h.call(jar, "commerce/addCartItems", { data: { line_items: [{ product_id: h.catalog.bell, quantity: 1 }] } });

    const applied = await h.call<Applied>(jar, "commerce/applyGiftCertificate", { code: gbp.code.toLowerCase() });
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    expect(applied.data.gift_certificates).toEqual([{ id: gbp.row.id, last4: gbp.row.codeLast4, currency: "GBP", balance: 25 }]);
    expect(JSON.stringify(applied.data)).not.toContain(gbp.code);

    const wrong = await h.call<Applied>(jar, "commerce/applyGiftCertificate", { code: "WRONG-CODE" });
    expect(wrong.status).toBe(404);
    expect(wrong.error!.message).toBe("This gift certificate code is not valid.");
    const dollars = await h.call<Applied>(jar, "commerce/applyGiftCertificate", { code: usd.code });
    expect(dollars.status).toBe(409);
    expect(dollars.error!.message).toBe("This gift certificate is in another currency and cannot be used on this store.");
    const again = await h.call<Applied>(jar, "commerce/applyGiftCertificate", { code: gbp.code });
    expect(again.status).toBe(409);
    expect(again.error!.message).toBe("This gift certificate is already applied.");

    const removed = await h.call<Applied>(jar, "commerce/removeGiftCertificate", { certificateId: gbp.row.id });
    expect(removed.status).toBe(200);
    expect(removed.data.gift_certificates).toEqual([]);
  });
});
