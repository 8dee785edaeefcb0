import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRequestShop } from "../../../server/http/request-context";
import { shopContext } from "../../../server/http/shop-context";
import { StoresAdmin } from "../../../server/modules/stores/admin";
import { testShopForFile } from "../../../tests/db";
import { loadAdminStore, loadAdminStores } from "./stores.server";

// Issue 17, Stores: the /admin/stores pages' loaders. Customer service gets the 403 page;
// merchandiser and owner see every store (hidden ones too) and a store's fields; an unknown id is
// 404; answers are private, no-store.
const shop = testShopForFile();

async function member(role: "owner" | "merchandiser" | "customer_service") {
  const m = await shop.staff.create({ email: `${role}.${Math.random().toString(36).slice(2)}@staff.test`, name: `Stores ${role}`, role, password: "Staff#Password2026" });
  return { actor: { id: m.id, email: m.email, name: m.name, role: m.role }, cookie: `staff-session=${(await shop.staff.sessions.create(m.id)).token}` };
}

function args(path: string, cookie: string | undefined, params: Record<string, string> = {}) {
  const rs = createRequestShop(shop, { host: "localhost", cookie, ip: "198.51.100.9", nonce: "n", appendSetCookie: () => {} });
  return { request: new Request(`http://localhost${path}`), context: new RouterContextProvider(new Map([[shopContext, rs]])), params, url: new URL(`http://localhost${path}`) } as never;
}

async function thrown(work: Promise<unknown>): Promise<{ status: number; headers: Headers }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return error;
    const data = error as { init?: ResponseInit };
    return { status: data.init?.status ?? 0, headers: new Headers(data.init?.headers) };
  }
  throw new Error("nothing was thrown");
}

const closed = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };

describe("/admin/stores pages (issue 17)", () => {
  it("customer service gets the 403 page on the list and the editor; a visitor goes to sign in", async () => {
    const { cookie } = await member("customer_service");
    expect((await thrown(loadAdminStores(args("/admin/stores", cookie)))).status).toBe(403);
    expect((await thrown(loadAdminStore(args("/admin/stores/new", cookie, { storeId: "new" })))).status).toBe(403);
    const visitor = await thrown(loadAdminStores(args("/admin/stores", undefined)));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fstores");
  });

  it.each(["merchandiser", "owner"] as const)("%s sees every store (hidden too), a store's fields, a new store's blank form; an unknown id is 404", async (role) => {
    const { cookie, actor } = await member(role);
    const admin = new StoresAdmin(shop.db);
    const made = await admin.create(actor, {
      name: `Page Test Bikes ${role}`,
      accreditationLevel: "bronze",
      street: "1 High Street",
      city: "York",
      postCode: "YO1 7HH",
      countryCode: "GB",
      phone: null,
      email: null,
      website: null,
      contactable: false,
      showOnFinder: false,
      latitude: 53.96,
      longitude: -1.08,
      openingHours: closed,
    });
    const list = (await loadAdminStores(args(`/admin/stores?q=${encodeURIComponent(role)}`, cookie))) as unknown as { data: { items: Array<{ name: string; visible: boolean }> }; init: { headers: Record<string, string> } };
    expect(list.data.items).toEqual([expect.objectContaining({ name: `Page Test Bikes ${role}`, visible: false })]);
    expect(list.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    const page = (await loadAdminStore(args(`/admin/stores/${made.id}`, cookie, { storeId: String(made.id) }))) as unknown as { data: { store: { name: string; latitude: number }; lists: { levels: string[] } } };
    expect(page.data.store).toMatchObject({ name: `Page Test Bikes ${role}`, latitude: 53.96 });
    expect(page.data.lists.levels).toContain("junction");
    const blank = (await loadAdminStore(args("/admin/stores/new", cookie, { storeId: "new" }))) as unknown as { data: { store: null } };
    expect(blank.data.store).toBeNull();
    expect((await thrown(loadAdminStore(args("/admin/stores/999999", cookie, { storeId: "999999" })))).status).toBe(404);
    expect((await thrown(loadAdminStore(args("/admin/stores/abc", cookie, { storeId: "abc" })))).status).toBe(404);
  });
});
