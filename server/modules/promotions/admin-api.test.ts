import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { signInStaff } from "../../../tests/staff";
import { staffAuditLog } from "../staff/schema";
import { promotions } from "./schema";

// Issue 19: the back office's promotions, POST /api/admin/promotions/{method} through the real
// router (area "catalogue": owner and merchandiser). Customer service gets 403 and changes nothing;
// every write is audit-logged.
const api = useTestApi();

const percent = (over: Record<string, unknown> = {}) => ({ code: "STAFF10", name: "Staff test 10%", kind: "percentage", percentOff: 10, ...over });
const auditCount = async () => (await api.shop.db.select({ id: staffAuditLog.id }).from(staffAuditLog).where(eq(staffAuditLog.entity, "promotion"))).length;

describe("promotions admin API (issue 19)", () => {
  it("customer service is refused (403) on every method and nothing changes; no staff session is 401", async () => {
    const [row] = await api.shop.db.insert(promotions).values({ code: "UNTOUCHED", name: "Untouched", kind: "percentage", percentOff: 5 }).returning();
    const methods: Record<string, object> = {
      listPromotions: {},
      getPromotion: { promotionId: row.id },
      createPromotion: { promotion: percent({ code: "NEVER" }) },
      updatePromotion: { promotionId: row.id, promotion: percent({ code: "UNTOUCHED", name: "Renamed" }) },
      setPromotionEnabled: { promotionId: row.id, enabled: false },
    };
    const { browser } = await signInStaff(api, "customer_service");
    const before = await auditCount();
    for (const [method, body] of Object.entries(methods)) {
      expect([method, (await browser.call("admin/promotions", method, body)).status]).toEqual([method, 403]);
      expect([method, (await api.browser("localhost").call("admin/promotions", method, body)).status]).toEqual([method, 401]);
    }
    expect(await auditCount()).toBe(before);
    const [after] = await api.shop.db.select().from(promotions).where(eq(promotions.id, row.id));
    expect(after).toMatchObject({ name: "Untouched", enabled: true });
    expect(await api.shop.db.select().from(promotions).where(eq(promotions.code, "NEVER"))).toEqual([]);
  });

  it("a merchandiser creates, edits, disables a code and reads its uses; each write is audited; a taken code is refused", async () => {
    const { browser, actor } = await signInStaff(api, "merchandiser");
    const created = await browser.call<{ id: number; code: string }>("admin/promotions", "createPromotion", { promotion: percent({ code: "staff10", usageLimit: 100, endsAt: "2099-01-01T00:00:00Z" }) });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(created.data).toMatchObject({ code: "STAFF10", percent_off: 10, usage_limit: 100, enabled: true, ends_at: "2099-01-01T00:00:00.000Z" });
    const taken = await browser.call("admin/promotions", "createPromotion", { promotion: percent({ code: "STAFF10" }) });
    expect(taken.status).toBe(409);
    expect(taken.error!.message).toBe("The code STAFF10 is already used by another promotion.");
    const invalid = await browser.call("admin/promotions", "createPromotion", { promotion: percent({ code: "BAD", percentOff: 0 }) });
    expect(invalid.status).toBe(400);

    const edited = await browser.call("admin/promotions", "updatePromotion", { promotionId: created.data.id, promotion: percent({ code: "STAFF10", name: "Staff 15%", percentOff: 15 }) });
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    expect(edited.data).toMatchObject({ name: "Staff 15%", percent_off: 15 });
    const disabled = await browser.call("admin/promotions", "setPromotionEnabled", { promotionId: created.data.id, enabled: false });
    expect(disabled.data).toMatchObject({ enabled: false });

    const list = await browser.call<{ promotions: Array<{ code: string }> }>("admin/promotions", "listPromotions", {});
    expect(list.data.promotions.map((p) => p.code)).toContain("STAFF10");
    const one = await browser.call("admin/promotions", "getPromotion", { promotionId: created.data.id });
    expect(one.data).toMatchObject({ promotion: { code: "STAFF10", enabled: false, times_used: 0 }, usage: [] });

    const audit = await api.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, String(created.data.id)));
    expect(audit.filter((a) => a.entity === "promotion").map((a) => [a.action, a.staffId])).toEqual([
      ["promotion.create", actor.id],
      ["promotion.update", actor.id],
      ["promotion.disable", actor.id],
    ]);
    // The owner may too.
    const owner = await signInStaff(api, "owner");
    expect((await owner.browser.call("admin/promotions", "listPromotions", {})).status).toBe(200);
  });
});
