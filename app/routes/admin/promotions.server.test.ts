import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRequestShop } from "../../../server/http/request-context";
import { shopContext } from "../../../server/http/shop-context";
import { promotions } from "../../../server/modules/promotions/schema";
import { testShopForFile } from "../../../tests/db";
import { loadAdminPromotion, loadAdminPromotions } from "./promotions.server";

// Issue 19: the /admin/promotions pages' loaders. Customer service gets the 403 page; a visitor
// goes to sign in; merchandiser and owner see the list and a promotion with its uses; an unknown
// id is 404; answers are private, no-store.
const shop = testShopForFile();

async function member(role: "owner" | "merchandiser" | "customer_service") {
  const m = await shop.staff.create({ email: `${role}.${Math.random().toString(36).slice(2)}@staff.test`, name: `Promotions ${role}`, role, password: "Staff#Password2026" });
  return `staff-session=${(await shop.staff.sessions.create(m.id)).token}`;
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

describe("/admin/promotions pages (issue 19)", () => {
  it("customer service gets the 403 page on the list and the editor; a visitor goes to sign in", async () => {
    const cookie = await member("customer_service");
    expect((await thrown(loadAdminPromotions(args("/admin/promotions", cookie)))).status).toBe(403);
    expect((await thrown(loadAdminPromotion(args("/admin/promotions/new", cookie, { promotionId: "new" })))).status).toBe(403);
    const visitor = await thrown(loadAdminPromotions(args("/admin/promotions", undefined)));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fpromotions");
  });

  it.each(["merchandiser", "owner"] as const)("%s sees the list and a promotion; an unknown id is 404", async (role) => {
    const cookie = await member(role);
    const [row] = await shop.db.insert(promotions).values({ code: `PAGE${role.toUpperCase()}`, name: "Page test", kind: "percentage", percentOff: 5 }).returning();
    const list = (await loadAdminPromotions(args("/admin/promotions", cookie))) as unknown as { data: { promotions: Array<{ code: string }> }; init: ResponseInit };
    expect(list.data.promotions.map((p) => p.code)).toContain(row.code);
    expect(new Headers(list.init.headers).get("cache-control")).toContain("no-store");
    const one = (await loadAdminPromotion(args(`/admin/promotions/${row.id}`, cookie, { promotionId: String(row.id) }))) as unknown as { data: { promotion: { code: string }; usage: unknown[] } };
    expect(one.data).toMatchObject({ promotion: { code: row.code }, usage: [] });
    expect((await thrown(loadAdminPromotion(args("/admin/promotions/999999", cookie, { promotionId: "999999" })))).status).toBe(404);
  });
});
