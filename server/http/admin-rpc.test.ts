import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApi } from "../../tests/api";
import { signInStaff } from "../../tests/staff";
import { registeredBrowser } from "../modules/customer/test-support";
import { createAdminRpcRouter, staffMethod, staffTotpRequired } from "./admin-rpc";

// Issue 17 (decision 023): every admin call is checked on the server for host, staff session, the
// role's area and (in production) a second factor, before its arguments are read.
const probeAdminApi = {
  whoAmI: staffMethod("catalogue", z.object({ echo: z.string().max(10) }), async ({ echo }, ctx) => ({ echo, staff: ctx.staff })),
  auditOnly: staffMethod("audit", z.object({}), async () => ({ ok: true })),
};

describe("admin RPC router (issue 17)", () => {
  const api = useTestApi({ routes: ({ app, requestShop }) => app.use("/api/admin/probe", createAdminRpcRouter(probeAdminApi, requestShop)) });

  it("refuses a call without a staff session: 401 'Please sign in to the back office.', never cached", async () => {
    const answer = await api.browser("localhost").call("admin/probe", "whoAmI", { echo: "hi" });
    expect(answer.status).toBe(401);
    expect(answer.error?.message).toBe("Please sign in to the back office.");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a customer's session never opens the back office (401)", async () => {
    const { b } = await registeredBrowser(api, "localhost", { country: "GB" });
    expect(b.cookies.has("session")).toBe(true);
    const answer = await b.call("admin/probe", "whoAmI", { echo: "hi" });
    expect(answer.status).toBe(401);
  });

  it("a forged or ended staff token is no session (401)", async () => {
    const { browser, token } = await signInStaff(api, "owner");
    await api.shop.staff.sessions.destroy(token);
    expect((await browser.call("admin/probe", "whoAmI", { echo: "hi" })).status).toBe(401);
    browser.setCookie("staff-session", "A".repeat(22));
    expect((await browser.call("admin/probe", "whoAmI", { echo: "hi" })).status).toBe(401);
  });

  it("answers the member's call in an area the role reaches, with the member as ctx.staff", async () => {
    const { browser, actor } = await signInStaff(api, "merchandiser");
    const answer = await browser.call("admin/probe", "whoAmI", { echo: "hi" });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ echo: "hi", staff: actor });
  });

  it("refuses a role outside the method's area with 403, before reading the arguments", async () => {
    const { browser } = await signInStaff(api, "customer_service");
    const answer = await browser.call("admin/probe", "whoAmI", { echo: "far too long to be valid" });
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toBe("Your role does not give access to this part of the back office.");
    const merchandiser = await signInStaff(api, "merchandiser");
    expect((await merchandiser.browser.call("admin/probe", "auditOnly")).status).toBe(403);
    const owner = await signInStaff(api, "owner");
    expect((await owner.browser.call("admin/probe", "auditOnly")).status).toBe(200);
  });

  it("answers 404 on any host but the default storefront's, even with a staff session", async () => {
    const { token } = await signInStaff(api, "owner");
    const uk = api.browser("uk.localhost");
    uk.setCookie("staff-session", token);
    expect((await uk.call("admin/probe", "whoAmI", { echo: "hi" })).status).toBe(404);
  });

  it("validates the arguments once allowed (400), and an unknown method is 404 for a member only", async () => {
    const { browser } = await signInStaff(api, "owner");
    expect((await browser.call("admin/probe", "whoAmI", { echo: 5 })).status).toBe(400);
    expect((await browser.call("admin/probe", "nothing")).status).toBe(404);
    expect((await api.browser("localhost").call("admin/probe", "nothing")).status).toBe(401);
  });

  it("requires TOTP in production on a real domain only (the demo on localhost keeps it optional)", () => {
    expect(staffTotpRequired({ NODE_ENV: "production", SHOP_DOMAIN: "foldwell.com" })).toBe(true);
    expect(staffTotpRequired({ NODE_ENV: "production", SHOP_DOMAIN: "localhost" })).toBe(false);
    expect(staffTotpRequired({ NODE_ENV: "test", SHOP_DOMAIN: "foldwell.com" })).toBe(false);
  });
});
