import { eq } from "drizzle-orm";
import { STAFF_SESSION_COOKIE } from "../../../common/cookie-names";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { signInStaff } from "../../../tests/staff";
import { registeredBrowser } from "../customer/test-support";
import { staffAuditLog } from "../staff/schema";
import type { AdminStore } from "./admin";
import { stores } from "./schema";
import type { NearbyStores, StoreDetail } from "./types";

// Issue 17, Stores: POST /api/admin/stores/{method} through the real router. Customer service is
// refused (403) on every method and nothing changes; a customer's session or none answers 401; off
// the default host 404; merchandiser and owner are allowed, and a change shows on the storefront's
// finder API at once (001 §4 Store finder, §7 /distance/nearby and /location/{id}).

const api = useTestApi();

const closed = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
const store = (over: Record<string, unknown> = {}) => ({
  name: "Canal Side Cycles",
  accreditationLevel: "silver",
  street: "4 Towpath",
  city: "Birmingham",
  postCode: "B1 2JB",
  countryCode: "GB",
  phone: "0121 496 0000",
  email: "shop@canalside.example",
  website: null,
  contactable: true,
  showOnFinder: true,
  latitude: 52.4797,
  longitude: -1.9027,
  openingHours: { ...closed, tuesday: "09:30-17:30" },
  ...over,
});
const BIRMINGHAM = { latitude: 52.4797, longitude: -1.9027 };
const finderNames = async () => (await api.browser("uk.localhost").call<NearbyStores>("stores", "nearby", BIRMINGHAM)).data.stores.map((s) => s.name);

async function aStore(name: string): Promise<number> {
  const [row] = await api.shop.db
    .insert(stores)
    .values({ ...store({ name }), accreditationLevel: "silver", openingHours: { ...closed } } as typeof stores.$inferInsert)
    .returning({ id: stores.id });
  return row.id;
}

const METHODS: Record<string, (storeId: number) => object> = {
  listStores: () => ({}),
  getStore: (storeId) => ({ storeId }),
  createStore: () => ({ store: store({ name: "Should Not Exist" }) }),
  updateStore: (storeId) => ({ storeId, store: store({ name: "Should Not Be Renamed" }) }),
  setShownOnFinder: (storeId) => ({ storeId, showOnFinder: false }),
  deleteStore: (storeId) => ({ storeId }),
};
const auditCount = async () => (await api.shop.db.select({ id: staffAuditLog.id }).from(staffAuditLog).where(eq(staffAuditLog.entity, "store"))).length;

describe("stores admin API: who may call it (issue 17)", () => {
  it("customer service is refused (403) on every stores method, and nothing changes", async () => {
    const storeId = await aStore("Untouchable Bikes");
    const { browser } = await signInStaff(api, "customer_service");
    const before = { audit: await auditCount(), stores: (await api.shop.db.select().from(stores)).length };
    for (const [method, body] of Object.entries(METHODS)) {
      const answer = await browser.call(`admin/stores`, method, body(storeId));
      expect([method, answer.status]).toEqual([method, 403]);
    }
    expect(await auditCount()).toBe(before.audit);
    expect((await api.shop.db.select().from(stores)).length).toBe(before.stores);
    const [row] = await api.shop.db.select().from(stores).where(eq(stores.id, storeId));
    expect(row).toMatchObject({ name: "Untouchable Bikes", showOnFinder: true });
  });

  it("no staff session (401), a customer's session (401), another storefront's host (404)", async () => {
    const storeId = await aStore("Closed Door Bikes");
    for (const [method, body] of Object.entries(METHODS)) expect((await api.browser("localhost").call("admin/stores", method, body(storeId))).status).toBe(401);
    const { b } = await registeredBrowser(api);
    expect((await b.call("admin/stores", "listStores", {})).status).toBe(404); // the customer browses uk.localhost
    const customerOnDefault = api.browser("localhost");
    for (const [name, value] of (b as unknown as { cookies: Map<string, { name: string; value: string }> }).cookies) customerOnDefault.setCookie(name, value.value);
    expect((await customerOnDefault.call("admin/stores", "listStores", {})).status).toBe(401);
    const { token } = await signInStaff(api, "owner");
    const offHost = api.browser("uk.localhost");
    offHost.setCookie(STAFF_SESSION_COOKIE, token);
    expect((await offHost.call("admin/stores", "listStores", {})).status).toBe(404);
  });

  it.each(["merchandiser", "owner"] as const)("%s creates, edits, hides and deletes a store, and the finder follows each change at once", async (role) => {
    const { browser } = await signInStaff(api, role);
    const name = `Canal Side Cycles (${role})`;
    const created = await browser.call<AdminStore>("admin/stores", "createStore", { store: store({ name }) });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name, visible: true, openingHours: { tuesday: "09:30–17:30", monday: null } });
    expect(await finderNames()).toContain(name);
    const page = await api.browser("uk.localhost").call<StoreDetail>("stores", "getStore", { id: created.data.id });
    expect(page.data).toMatchObject({ name, level: "silver", contactable: true });

    const list = await browser.call<{ items: Array<{ id: number }> }>("admin/stores", "listStores", { query: role });
    expect(list.data.items.map((s) => s.id)).toEqual([created.data.id]);
    expect((await browser.call<AdminStore>("admin/stores", "getStore", { storeId: created.data.id })).data.email).toBe("shop@canalside.example");

    const renamed = await browser.call<AdminStore>("admin/stores", "updateStore", { storeId: created.data.id, store: store({ name: `${name} renamed`, accreditationLevel: "gold" }) });
    expect(renamed.data).toMatchObject({ name: `${name} renamed`, accreditationLevel: "gold" });
    expect(await finderNames()).toContain(`${name} renamed`);

    expect((await browser.call("admin/stores", "setShownOnFinder", { storeId: created.data.id, showOnFinder: false })).status).toBe(200);
    expect(await finderNames()).not.toContain(`${name} renamed`);
    expect((await api.browser("uk.localhost").call("stores", "getStore", { id: created.data.id })).status).toBe(404);

    expect((await browser.call("admin/stores", "deleteStore", { storeId: created.data.id })).data).toEqual({ deleted: true });
    const gone = await browser.call("admin/stores", "getStore", { storeId: created.data.id });
    expect(gone.status).toBe(404);
    expect(gone.error?.message).toBe("This store does not exist.");
    const audit = await api.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, String(created.data.id)));
    expect(audit.filter((e) => e.entity === "store").map((e) => e.action)).toEqual(["store.create", "store.update", "store.hide", "store.delete"]);
  });

  it("a refused store answers 400 with the fields' messages in English, and nothing is stored", async () => {
    const { browser } = await signInStaff(api, "merchandiser");
    const before = (await api.shop.db.select().from(stores)).length;
    const answer = await browser.call("admin/stores", "createStore", { store: store({ name: "", latitude: 120, email: null, openingHours: { ...closed, friday: "late" } }) });
    expect(answer.status).toBe(400);
    expect(answer.error?.issues).toEqual(
      expect.arrayContaining([
        { path: "store.name", message: "Enter the store's name." },
        { path: "store.latitude", message: "The latitude is a number from -90 to 90." },
        { path: "store.openingHours.friday", message: "Enter the hours as 09:00–18:00 (opening before closing), or leave empty when closed." },
      ]),
    );
    expect((await api.shop.db.select().from(stores)).length).toBe(before);
  });
});
