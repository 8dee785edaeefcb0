import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRequestShop } from "../../../server/http/request-context";
import { shopContext } from "../../../server/http/shop-context";
import { createMonthlyPlan, createSubscriber } from "../../../server/jobs/billing-test-support";
import { testShopForFile } from "../../../tests/db";
import { loadAdminReviews } from "./reviews.server";
import { loadAdminSubscription, loadAdminSubscriptions } from "./subscriptions.server";
import { loadAdminVerification, loadAdminVerifications } from "./verifications.server";

// Issue 17: the loaders of /admin/reviews, /admin/subscriptions(/:id) and /admin/verifications(/:id)
// start with requireStaffPage (sign-in without a staff session, 403 for a merchandiser, 404 off the
// default host) and answer private, no-store. PGlite and PostgreSQL.
const shop = testShopForFile();

async function member(role: "owner" | "merchandiser" | "customer_service") {
  const m = await shop.staff.create({ email: `${role}.${Math.random().toString(36).slice(2)}@staff.test`, name: `Page ${role}`, role, password: "Staff#Password2026" });
  return `staff-session=${(await shop.staff.sessions.create(m.id)).token}`;
}

function args(path: string, options: { host?: string; cookie?: string; params?: Record<string, string> } = {}) {
  const rs = createRequestShop(shop, { host: options.host ?? "localhost", cookie: options.cookie, ip: "198.51.100.9", nonce: "n", appendSetCookie: () => {} });
  const context = new RouterContextProvider(new Map([[shopContext, rs]]));
  return { request: new Request(`http://${options.host ?? "localhost"}${path}`), context, params: options.params ?? {}, url: new URL(`http://localhost${path}`), pattern: path } as never;
}

async function answer(work: Promise<unknown>): Promise<{ status: number; headers: Headers; data: any }> {
  try {
    const result = (await work) as { type?: string; data?: unknown; init?: ResponseInit };
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), data: result.data };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, headers: error.headers, data: null };
    const thrown = error as { type?: string; data?: unknown; init?: ResponseInit };
    if (thrown?.type === "DataWithResponseInit") return { status: thrown.init?.status ?? 500, headers: new Headers(thrown.init?.headers), data: thrown.data };
    throw error;
  }
}

describe("back-office pages of reviews, subscriptions and verifications (issue 17)", () => {
  it("each page: sign-in without a staff session, 403 for a merchandiser, 404 off the default host, private no-store for customer service", async () => {
    const plan = await createMonthlyPlan(shop, "T-PAGES");
    const { subscription } = await createSubscriber(shop, plan, { email: `pages-${Date.now()}@example.com`, number: "4242424242424242", due: "2031-01-01" });
    const merchandiser = await member("merchandiser");
    const service = await member("customer_service");
    const pages: Array<[string, (a: never) => Promise<unknown>, Record<string, string>]> = [
      ["/admin/reviews?kind=question", loadAdminReviews, {}],
      ["/admin/subscriptions?status=active", loadAdminSubscriptions, {}],
      [`/admin/subscriptions/${subscription.id}`, loadAdminSubscription, { subscriptionId: String(subscription.id) }],
      ["/admin/verifications", loadAdminVerifications, {}],
    ];
    for (const [path, load, params] of pages) {
      const visitor = await answer(load(args(path, { params })));
      expect(visitor.status, path).toBe(302);
      expect(visitor.headers.get("location"), path).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
      expect((await answer(load(args(path, { params, cookie: merchandiser })))).status, path).toBe(403);
      expect((await answer(load(args(path, { params, cookie: service, host: "uk.localhost" })))).status, path).toBe(404);
      const ok = await answer(load(args(path, { params, cookie: service })));
      expect(ok.status, path).toBe(200);
      expect(ok.headers.get("cache-control"), path).toBe("private, no-store");
      expect(JSON.parse(JSON.stringify(ok.data)), path).toEqual(ok.data);
    }
    const details = await answer(loadAdminSubscription(args(`/admin/subscriptions/${subscription.id}`, { params: { subscriptionId: String(subscription.id) }, cookie: service })));
    expect(details.data).toMatchObject({ subscription: { id: subscription.id, status: "active" }, actions: { pause: true } });
    const list = await answer(loadAdminSubscriptions(args("/admin/subscriptions", { cookie: service })));
    expect(list.data.list.subscriptions.map((s: { id: number }) => s.id)).toContain(subscription.id);
    expect((await answer(loadAdminSubscription(args("/admin/subscriptions/999999", { params: { subscriptionId: "999999" }, cookie: service })))).status).toBe(404);
    expect((await answer(loadAdminVerification(args("/admin/verifications/999999", { params: { verificationId: "999999" }, cookie: service })))).status).toBe(404);
  });
});
