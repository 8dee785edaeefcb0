import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testShopForFile } from "../../../tests/db";
import { staffAuditLog } from "../staff/schema";
import type { StaffActor } from "../staff/types";
import { normaliseHours, StoreAdminError, StoresAdmin, type StoreAdminInput } from "./admin";
import { stores, storeStock } from "./schema";

// Issue 17, Stores: the staff side of the finder's stores (001 §3 Store: location, type, phone,
// email, address; attributes accreditation level, website, contactable and show-on-finder flags;
// geometry; §4 Store finder: no valid level or show-on-finder false is hidden; §9 phone ≤ 50).
// Each write is audited in its transaction; the finder sees a change with its next search.

const shop = testShopForFile();
let admin: StoresAdmin;
let actor: StaffActor;

beforeAll(async () => {
  admin = new StoresAdmin(shop.db);
  const member = await shop.staff.create({ email: `stores-${process.pid}@staff.test`, name: "Sia Stores", role: "merchandiser", password: "Staff#Password2026" });
  actor = { id: member.id, email: member.email, name: member.name, role: member.role };
});

const uk = () => shop.storefronts.byCodeOrNull("uk")!;
const closed = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
const input = (over: Partial<StoreAdminInput> = {}): StoreAdminInput => ({
  name: "Harbour Folding Bikes",
  accreditationLevel: "gold",
  street: "1 Quay Street",
  city: "Bristol",
  postCode: "BS1 4DJ",
  countryCode: "gb",
  phone: "+44 117 496 0000",
  email: "Hello@Harbour.example",
  website: "https://harbour.example",
  contactable: true,
  showOnFinder: true,
  latitude: 51.4545,
  longitude: -2.5879,
  openingHours: { ...closed, monday: "09:00-18:00", saturday: "10:00–16:00" },
  ...over,
});
const BRISTOL = { latitude: 51.4545, longitude: -2.5879 };
const nearbyNames = async () => (await shop.stores.nearby(BRISTOL, uk())).stores.map((s) => s.name);
const auditOf = (id: number) => shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, "store"), eq(staffAuditLog.entityId, String(id)))).orderBy(desc(staffAuditLog.id));

describe("stores admin: create, update, hide, delete (issue 17 Stores; 001 §3 Store, §4 Store finder)", () => {
  it("creates a store with its location, opening hours, level and flags; the finder lists it at once; the audit log has who and what", async () => {
    const store = await admin.create(actor, input());
    expect(store).toMatchObject({
      name: "Harbour Folding Bikes",
      accreditationLevel: "gold",
      countryCode: "GB",
      email: "hello@harbour.example",
      latitude: 51.4545,
      longitude: -2.5879,
      visible: true,
      openingHours: { ...closed, monday: "09:00–18:00", saturday: "10:00–16:00" },
    });
    expect(await nearbyNames()).toContain("Harbour Folding Bikes");
    const detail = await shop.stores.getStore(store.id, uk());
    expect(detail).toMatchObject({ name: "Harbour Folding Bikes", level: "gold", contactable: true, openingHours: { monday: "09:00–18:00", tuesday: null } });
    const [entry] = await auditOf(store.id);
    expect(entry).toMatchObject({ action: "store.create", staffId: actor.id, staffEmail: actor.email, before: null });
    expect(entry.after).toMatchObject({ name: "Harbour Folding Bikes", latitude: 51.4545 });
  });

  it("an update (moved, renamed, new hours) shows on the finder with the next search; before and after are audited", async () => {
    const store = await admin.create(actor, input({ name: "Old Name Cycles" }));
    const updated = await admin.update(actor, store.id, input({ name: "New Name Cycles", latitude: 53.4808, longitude: -2.2426, city: "Manchester", openingHours: { ...closed, sunday: "11:00-15:00" } }));
    expect(updated).toMatchObject({ name: "New Name Cycles", city: "Manchester", openingHours: { ...closed, sunday: "11:00–15:00" } });
    const manchester = (await shop.stores.nearby({ latitude: 53.4808, longitude: -2.2426 }, uk())).stores.find((s) => s.id === store.id)!;
    expect(manchester.name).toBe("New Name Cycles");
    expect(manchester.distance).toBe(0);
    expect((await nearbyNames()).includes("Old Name Cycles")).toBe(false);
    const [entry] = await auditOf(store.id);
    expect(entry.action).toBe("store.update");
    expect(entry.before).toMatchObject({ name: "Old Name Cycles", city: "Bristol" });
    expect(entry.after).toMatchObject({ name: "New Name Cycles", city: "Manchester" });
  });

  it("001 §4: hiding (show-on-finder false) takes the store off the finder and its page at once, showing brings it back; a store without a level is hidden too", async () => {
    const store = await admin.create(actor, input({ name: "Hide And Seek Bikes" }));
    const hidden = await admin.setShownOnFinder(actor, store.id, false);
    expect(hidden).toMatchObject({ showOnFinder: false, visible: false });
    expect(await nearbyNames()).not.toContain("Hide And Seek Bikes");
    expect(await shop.stores.getStore(store.id, uk())).toBeNull();
    expect((await auditOf(store.id))[0]).toMatchObject({ action: "store.hide", before: expect.objectContaining({ showOnFinder: true }), after: expect.objectContaining({ showOnFinder: false }) });
    await admin.setShownOnFinder(actor, store.id, true);
    expect(await nearbyNames()).toContain("Hide And Seek Bikes");

    const levelless = await admin.create(actor, input({ name: "No Level Yet", accreditationLevel: null }));
    expect(levelless.visible).toBe(false);
    expect(await nearbyNames()).not.toContain("No Level Yet");
  });

  it("deletes a store with its stock rows; the finder and its page no longer have it; the audit keeps what it was", async () => {
    const store = await admin.create(actor, input({ name: "Closing Down Cycles" }));
    await shop.db.insert(storeStock).values({ storeId: store.id, productId: 1, quantity: 3 });
    await admin.delete(actor, store.id);
    expect(await shop.db.select().from(stores).where(eq(stores.id, store.id))).toEqual([]);
    expect(await shop.db.select().from(storeStock).where(eq(storeStock.storeId, store.id))).toEqual([]);
    expect(await nearbyNames()).not.toContain("Closing Down Cycles");
    const [entry] = await auditOf(store.id);
    expect(entry).toMatchObject({ action: "store.delete", after: null, before: expect.objectContaining({ name: "Closing Down Cycles", stockRows: 1 }) });
    await expect(admin.delete(actor, store.id)).rejects.toBeInstanceOf(StoreAdminError);
    await expect(admin.update(actor, store.id, input())).rejects.toMatchObject({ code: "storeNotFound", status: 404 });
  });

  it("a write that fails leaves no audit entry and no change (one transaction)", async () => {
    const store = await admin.create(actor, input({ name: "Atomic Bikes" }));
    const before = (await auditOf(store.id)).length;
    await expect(admin.update(actor, store.id, input({ latitude: 91 }))).rejects.toThrow();
    expect((await auditOf(store.id)).length).toBe(before);
    expect((await admin.get(store.id))!.latitude).toBe(51.4545);
  });

  it("lists every store, hidden ones too, searchable by name, city, post code or country", async () => {
    const hidden = await admin.create(actor, input({ name: "Listing Hidden Bikes", city: "Zennor", postCode: "TR26 3DA" }));
    await admin.setShownOnFinder(actor, hidden.id, false);
    const byCity = await admin.list({ query: "zennor" });
    expect(byCity.items.map((s) => [s.name, s.visible])).toEqual([["Listing Hidden Bikes", false]]);
    expect((await admin.list({ query: "TR26" })).total).toBe(1);
    expect((await admin.list({ query: "100%_" })).items).toEqual([]);
    const all = await admin.list();
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.items.map((s) => s.name)).toEqual([...all.items.map((s) => s.name)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }) || 0));
  });

  it("two members saving one store at once: both changes apply one after the other, each audited", async () => {
    const store = await admin.create(actor, input({ name: "Race Bikes" }));
    await Promise.all([admin.update(actor, store.id, input({ name: "Race Bikes A" })), admin.setShownOnFinder(actor, store.id, false)]);
    const now = (await admin.get(store.id))!;
    expect(now.name).toBe("Race Bikes A");
    // The hide was applied too, whichever ran first (each locked the row and wrote its own fields).
    expect(now.showOnFinder === false || (await auditOf(store.id)).find((e) => e.action === "store.hide")!.id < (await auditOf(store.id)).find((e) => e.action === "store.update")!.id).toBe(true);
    expect((await auditOf(store.id)).map((e) => e.action).sort()).toEqual(["store.create", "store.hide", "store.update"].sort());
  });
});

describe("store validation (zod; admin-stores message keys)", () => {
  const issues = (over: Partial<StoreAdminInput>) => admin.create(actor, input(over)).then(
    () => [],
    (error: { issues?: Array<{ path: PropertyKey[]; message: string }> }) => (error.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

  it.each([
    ["name", { name: "  " }, "admin-stores:errors.nameRequired"],
    ["accreditationLevel", { accreditationLevel: "platinum" as never }, "admin-stores:errors.accreditationLevel"],
    ["countryCode", { countryCode: "GBR" }, "admin-stores:errors.countryCode"],
    ["phone", { phone: "1".repeat(51) }, "admin-stores:errors.phone"],
    ["email", { email: "not-an-email", contactable: false }, "admin-stores:errors.email"],
    ["website", { website: "javascript:alert(1)" }, "admin-stores:errors.website"],
    ["latitude", { latitude: 90.5 }, "admin-stores:errors.latitude"],
    ["longitude", { longitude: -181 }, "admin-stores:errors.longitude"],
    ["openingHours.monday", { openingHours: { ...closed, monday: "18:00-09:00" } }, "admin-stores:errors.openingHours"],
    ["email", { email: null, contactable: true }, "admin-stores:errors.contactableNeedsEmail"],
  ])("%s: refused with its message, nothing stored", async (path, over, message) => {
    const count = (await shop.db.select().from(stores)).length;
    expect(await issues(over)).toContainEqual([path, message]);
    expect((await shop.db.select().from(stores)).length).toBe(count);
  });

  it("opening hours: a hyphen becomes the en dash, empty means closed, times must make a day", () => {
    expect(normaliseHours("09:00-18:00")).toBe("09:00–18:00");
    expect(normaliseHours(" 08:30 – 24:00 ")).toBe("08:30–24:00");
    expect(normaliseHours("")).toBeNull();
    expect(normaliseHours(null)).toBeNull();
    expect(normaliseHours("9-5")).toBe("invalid");
    expect(normaliseHours("10:00-10:00")).toBe("invalid");
    expect(normaliseHours("10:00-24:30")).toBe("invalid");
  });
});
