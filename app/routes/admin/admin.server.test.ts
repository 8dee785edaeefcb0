import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRequestShop } from "../../../server/http/request-context";
import { shopContext } from "../../../server/http/shop-context";
import { testShopForFile } from "../../../tests/db";
import { adminNext, requireStaffPage } from "./admin.server";
import { loadAdminAudit } from "./audit.server";
import { loadAdminDashboard } from "./dashboard.server";

// Issue 17 (decision 023): every back-office page starts with requireStaffPage: 404 off the default
// storefront's host, sign-in without a staff session (a customer's never counts), 403 without the
// role, TOTP enrolment first in production; answers are private, no-store.
const shop = testShopForFile();

async function member(role: "owner" | "merchandiser" | "customer_service") {
  const m = await shop.staff.create({ email: `${role}.${Math.random().toString(36).slice(2)}@staff.test`, name: `Page ${role}`, role, password: "Staff#Password2026" });
  return { ...m, token: (await shop.staff.sessions.create(m.id)).token };
}

function args(path: string, options: { host?: string; cookie?: string; env?: Partial<typeof shop.env> } = {}) {
  const target = options.env ? Object.assign(Object.create(shop), { env: { ...shop.env, ...options.env } }) : shop;
  const rs = createRequestShop(target, { host: options.host ?? "localhost", cookie: options.cookie, ip: "198.51.100.9", nonce: "n", appendSetCookie: () => {} });
  const context = new RouterContextProvider(new Map([[shopContext, rs]]));
  return { request: new Request(`http://${options.host ?? "localhost"}${path}`), context, params: {}, url: new URL(`http://localhost${path}`), pattern: path } as never;
}

async function thrown(work: Promise<unknown>): Promise<Response> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return error;
    const data = error as { type?: string; data?: unknown; init?: ResponseInit };
    if (data?.type === "DataWithResponseInit") return new Response(String(data.data), data.init);
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("requireStaffPage (issue 17)", () => {
  it("sends a visitor, and a customer's session, to sign in with the page to return to", async () => {
    const visitor = await thrown(requireStaffPage(args("/admin/audit?page=2"), "audit"));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Faudit%3Fpage%3D2");
    expect(visitor.headers.get("cache-control")).toBe("private, no-store");
    const customer = await thrown(requireStaffPage(args("/admin", { cookie: "session=AAAAAAAAAAAAAAAAAAAAAA; user-authenticated=1" }), null));
    expect(customer.headers.get("location")).toBe("/admin/login");
  });

  it("answers 404 on a country storefront's host, even for a signed-in owner", async () => {
    const owner = await member("owner");
    const answer = await thrown(requireStaffPage(args("/admin", { host: "uk.localhost", cookie: `staff-session=${owner.token}` }), null));
    expect(answer.status).toBe(404);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each([
    ["merchandiser", "audit"],
    ["merchandiser", "orders"],
    ["customer_service", "catalogue"],
    ["customer_service", "staff"],
  ] as const)("refuses %s a page of the %s area (403)", async (role, area) => {
    const m = await member(role);
    const answer = await thrown(requireStaffPage(args("/admin/x", { cookie: `staff-session=${m.token}` }), area));
    expect(answer.status).toBe(403);
  });

  it("lets the owner in everywhere, and the audit page loads the log", async () => {
    const owner = await member("owner");
    const { staff } = await requireStaffPage(args("/admin/audit", { cookie: `staff-session=${owner.token}` }), "audit");
    expect(staff).toMatchObject({ id: owner.id, role: "owner" });
    const audit = (await loadAdminAudit(args("/admin/audit?page=7", { cookie: `staff-session=${owner.token}` }))) as unknown as { data: { page: number }; init: ResponseInit };
    expect(audit.data.page).toBe(1);
    expect(new Headers(audit.init.headers).get("cache-control")).toBe("private, no-store");
  });

  it("shows each role only the dashboard counts it can act on", async () => {
    const merchandiser = await member("merchandiser");
    const { data } = (await loadAdminDashboard(args("/admin", { cookie: `staff-session=${merchandiser.token}` }))) as unknown as { data: { counts: Record<string, number | null> } };
    expect(data.counts).toEqual({ awaitingFulfilment: null, pendingReviews: null, pendingQuestions: null, activeStaff: null });
    const service = await member("customer_service");
    const served = (await loadAdminDashboard(args("/admin", { cookie: `staff-session=${service.token}` }))) as unknown as { data: { counts: Record<string, number | null> } };
    expect(served.data.counts).toMatchObject({ awaitingFulfilment: 0, pendingReviews: 0, pendingQuestions: 0, activeStaff: null });
  });

  it("in production sends a member without TOTP to /admin/account first; the account page itself opens", async () => {
    const owner = await member("owner");
    const production = { NODE_ENV: "production" as const, SHOP_DOMAIN: "foldwell.test" };
    const answer = await thrown(requireStaffPage(args("/admin/staff", { host: "foldwell.test", cookie: `__Host-staff-session=${owner.token}`, env: production }), "staff"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/account");
    const account = await requireStaffPage(args("/admin/account", { host: "foldwell.test", cookie: `__Host-staff-session=${owner.token}`, env: production }), null, { allowWithoutTotp: true });
    expect(account.staff.id).toBe(owner.id);
  });

  it("returns after sign-in only to back-office paths", () => {
    const at = (next: string) => adminNext(new URL(`http://localhost/admin/login?next=${encodeURIComponent(next)}`));
    expect(at("/admin/orders?status=Shipped")).toBe("/admin/orders?status=Shipped");
    expect(at("https://evil.example/admin")).toBe("/admin");
    expect(at("//evil.example/admin")).toBe("/admin");
    expect(at("/my-foldwell")).toBe("/admin");
    expect(at("/admin/\\evil")).toBe("/admin");
  });
});
