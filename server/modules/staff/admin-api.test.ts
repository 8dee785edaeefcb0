import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startTestApi } from "../../../tests/api";
import { useTestApi } from "../../../tests/api";
import { signInStaff, TEST_STAFF_PASSWORD } from "../../../tests/staff";
import { closedAfterTests } from "../../../tests/suite";
import { registeredBrowser } from "../customer/test-support";
import { staffAuditLog, staffSessions } from "./schema";
import { currentTotp, newTotpSecret } from "./totp";
import type { StaffRole } from "./types";

// Issue 17 (decision 023): staff sign-in with password and TOTP, the staff session cookie,
// throttling as for customers, roles on the staff and audit endpoints, audit rows.
let n = 0;
const email = (name: string) => `${name}.${Date.now()}.${n++}@staff.test`;

describe("staff sign-in (issue 17)", () => {
  const api = useTestApi();
  const closeLater = closedAfterTests();

  async function member(role: StaffRole = "owner", totpSecret: string | null = null) {
    const address = email(role);
    const view = await api.shop.staff.create({ email: address, name: `Member ${n}`, role, password: TEST_STAFF_PASSWORD, totpSecret });
    return { ...view, email: address };
  }

  it("signs a member in with a session cookie: staff-session, httpOnly, SameSite=Strict, Path=/, 12 hours; only the token's SHA-256 is stored", async () => {
    const m = await member("merchandiser");
    const b = api.browser("localhost");
    const answer = await b.call("admin/session", "login", { email: m.email.toUpperCase(), password: TEST_STAFF_PASSWORD });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.data.staff).toMatchObject({ id: m.id, email: m.email, role: "merchandiser" });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const cookie = b.lastSetCookies.find((c) => c.name === "staff-session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "strict", path: "/", maxAge: 12 * 3600 });
    expect(cookie.secure).toBeFalsy();
    // No customer session or marker comes with it.
    expect(b.lastSetCookies.map((c) => c.name)).toEqual(["staff-session"]);
    const rows = await api.shop.db.select().from(staffSessions).where(eq(staffSessions.staffId, m.id));
    expect(rows.map((r) => r.idHash)).toEqual([createHash("sha256").update(cookie.value ?? "").digest("hex")]);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(12 * 3600 * 1000);
    expect((await b.call("admin/session", "me")).data.staff.id).toBe(m.id);
  });

  it("over https the cookie is __Host-staff-session and Secure", async () => {
    const https = closeLater(await startTestApi({ env: { SHOP_DOMAIN: "foldwell.test" }, database: api.shop.database }));
    const m = await member("owner");
    const b = https.browser("foldwell.test");
    const answer = await b.call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD });
    expect(answer.status).toBe(200);
    expect(b.lastSetCookies.find((c) => c.name === "__Host-staff-session")).toMatchObject({ secure: true, httpOnly: true, sameSite: "strict", path: "/" });
    expect(b.lastSetCookies.find((c) => c.name === "staff-session")).toBeUndefined();
  });

  it("refuses a wrong password, an unknown email and a deactivated member alike (401, the same message)", async () => {
    const m = await member("owner");
    const wrong = await api.browser("localhost").call("admin/session", "login", { email: m.email, password: "Not#thePassword1" });
    const unknown = await api.browser("localhost").call("admin/session", "login", { email: email("nobody"), password: TEST_STAFF_PASSWORD });
    const other = await member("merchandiser");
    const owner = await signInStaff(api, "owner");
    expect((await owner.browser.call("admin/staff", "setActive", { id: other.id, active: false })).status).toBe(200);
    const inactive = await api.browser("localhost").call("admin/session", "login", { email: other.email, password: TEST_STAFF_PASSWORD });
    for (const answer of [wrong, unknown, inactive]) {
      expect(answer.status).toBe(401);
      expect(answer.error?.message).toBe("The email or password is not correct.");
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
  });

  it("a customer's email and password do not sign in to the back office", async () => {
    const { email: customerEmail } = await registeredBrowser(api, "localhost", { country: "GB" });
    const answer = await api.browser("localhost").call("admin/session", "login", { email: customerEmail, password: "Foldwell#2026" });
    expect(answer.status).toBe(401);
  });

  it("throttles failed sign-ins per account and IP like customers (429 with Retry-After), without locking the member out from elsewhere", async () => {
    const m = await member("owner");
    const attacker = api.browser("localhost");
    for (let i = 0; i < 5; i++) expect((await attacker.call("admin/session", "login", { email: m.email, password: `Wrong#guess${i}x` })).status).toBe(401);
    const refused = await attacker.call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.error?.message).toMatch(/Too many attempts/);
    // The member, from their own address, still gets in.
    const own = await api.browser("localhost").call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD });
    expect(own.status).toBe(200);
  });

  it("a member with TOTP must give a right code (RFC 6238): none or a wrong one is refused", async () => {
    const secret = newTotpSecret();
    const m = await member("owner", secret);
    const none = await api.browser("localhost").call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD });
    expect(none.status).toBe(401);
    expect(none.error?.message).toBe("Enter the six-digit code from your authenticator app.");
    const code = currentTotp(secret);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
    const wrong = await api.browser("localhost").call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD, totp: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toBe("The authentication code is not correct.");
    const badPassword = await api.browser("localhost").call("admin/session", "login", { email: m.email, password: "Wrong#password1", totp: code });
    expect(badPassword.error?.message).toBe("The email or password is not correct.");
    const right = await api.browser("localhost").call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD, totp: code });
    expect(right.status).toBe(200);
    expect(right.data.totpEnabled).toBe(true);
  });

  it("a TOTP code signs in once: replayed (an observed code, a second tab) it is refused, the next step's code works", async () => {
    const secret = newTotpSecret();
    const m = await member("owner", secret);
    const code = currentTotp(secret);
    const login = (totp: string) => api.browser("localhost").call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD, totp });
    expect((await login(code)).status).toBe(200);
    const replay = await login(code);
    expect(replay.status).toBe(401);
    expect(replay.error?.message).toBe("The authentication code is not correct.");
    // The code of the next 30-second step is accepted now too (clock drift window), and only once.
    expect((await login(currentTotp(secret, Date.now() + 30_000))).status).toBe(200);
    expect((await login(currentTotp(secret, Date.now() + 30_000))).status).toBe(401);
  });

  it("enrols TOTP only with a right code, audit-logged without the secret; sign-in then needs the code", async () => {
    const m = await member("customer_service");
    const b = api.browser("localhost");
    await b.call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD });
    const secret = newTotpSecret();
    const wrong = await b.call("admin/session", "enrolTotp", { secret, code: "000000" === currentTotp(secret) ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    const right = await b.call("admin/session", "enrolTotp", { secret, code: currentTotp(secret) });
    expect(right.status).toBe(200);
    expect(right.data.totpEnabled).toBe(true);
    const [entry] = await api.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, "staff.enrolTotp"));
    expect(entry).toMatchObject({ staffId: m.id, entity: "staff_member", entityId: String(m.id) });
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect((await api.browser("localhost").call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD })).status).toBe(401);
  });

  it("signs out: the session row is gone, the cookie cleared, and the old token opens nothing", async () => {
    const { browser, token, actor } = await signInStaff(api, "owner");
    const out = await browser.call("admin/session", "logout");
    expect(out.status).toBe(200);
    expect(browser.lastSetCookies.find((c) => c.name === "staff-session")).toMatchObject({ value: "", maxAge: 0 });
    expect(await api.shop.db.select().from(staffSessions).where(eq(staffSessions.staffId, actor.id))).toEqual([]);
    const replay = api.browser("localhost");
    replay.setCookie("staff-session", token);
    expect((await replay.call("admin/staff", "list")).status).toBe(401);
    expect((await replay.call("admin/session", "me")).data).toBeNull();
  });

  it("answers 404 for /api/admin on any host but the default storefront's", async () => {
    const { token } = await signInStaff(api, "owner");
    const uk = api.browser("uk.localhost");
    uk.setCookie("staff-session", token);
    expect((await uk.call("admin/session", "me")).status).toBe(404);
    expect((await uk.call("admin/session", "login", { email: "a@b.test", password: "x" })).status).toBe(404);
    expect((await uk.call("admin/staff", "list")).status).toBe(404);
    expect((await uk.call("admin/audit", "list")).status).toBe(404);
  });

  it("in production a member without TOTP can only enrol: every admin call answers 403 until then", async () => {
    const production = closeLater(await startTestApi({ env: { NODE_ENV: "production", SHOP_DOMAIN: "foldwell.test" }, database: api.shop.database }));
    const m = await member("owner");
    const b = production.browser("foldwell.test");
    const login = await b.call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({ totpEnabled: false, totpRequired: true });
    const refused = await b.call("admin/staff", "list");
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe("Set up two-factor authentication in My account before using the back office.");
    expect(refused.error?.data).toEqual({ code: "totpEnrolmentRequired" });
    const secret = newTotpSecret();
    expect((await b.call("admin/session", "enrolTotp", { secret, code: currentTotp(secret) })).status).toBe(200);
    expect((await b.call("admin/staff", "list")).status).toBe(200);
  });

  it("refuses a cross-origin sign-in (the shop's Origin check)", async () => {
    const m = await member("owner");
    const answer = await api
      .browser("localhost")
      .call("admin/session", "login", { email: m.email, password: TEST_STAFF_PASSWORD }, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
  });
});

describe("staff management and audit log (issue 17, owner only)", () => {
  const api = useTestApi();

  it("a customer session gets 401 from every admin endpoint", async () => {
    const { b } = await registeredBrowser(api, "localhost", { country: "GB" });
    for (const [service, method] of [["admin/staff", "list"], ["admin/staff", "create"], ["admin/audit", "list"]]) {
      const answer = await b.call(service, method, {});
      expect(answer.status, `${service}/${method}`).toBe(401);
      expect(answer.error?.message).toBe("Please sign in to the back office.");
    }
  });

  it.each(["merchandiser", "customer_service"] as const)("%s gets 403 from every staff and audit endpoint", async (role) => {
    const { browser } = await signInStaff(api, role);
    const target = await signInStaff(api, "merchandiser");
    const calls: Array<[string, string, object]> = [
      ["admin/staff", "list", {}],
      ["admin/staff", "create", { email: email("new"), name: "New", role: "owner", password: TEST_STAFF_PASSWORD }],
      ["admin/staff", "changeRole", { id: target.actor.id, role: "owner" }],
      ["admin/staff", "setActive", { id: target.actor.id, active: false }],
      ["admin/audit", "list", {}],
    ];
    for (const [service, method, body] of calls) expect((await browser.call(service, method, body)).status, `${service}/${method}`).toBe(403);
    expect((await api.shop.staff.get(target.actor.id))?.role).toBe("merchandiser");
  });

  it("the owner creates a member, changes the role, deactivates and reactivates; each write is in the audit log with before and after", async () => {
    const owner = await signInStaff(api, "owner");
    const address = email("merch");
    const created = await owner.browser.call("admin/staff", "create", { email: address, name: "Mia Merch", role: "merchandiser", password: "Merch#password26" });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(created.data).toMatchObject({ email: address, name: "Mia Merch", role: "merchandiser", active: true, totpEnabled: false });
    expect(JSON.stringify(created.data)).not.toMatch(/argon2|passwordHash/);
    const id = created.data.id as number;
    const duplicate = await owner.browser.call("admin/staff", "create", { email: address.toUpperCase(), name: "Again", role: "owner", password: "Merch#password26" });
    expect(duplicate.status).toBe(409);
    const short = await owner.browser.call("admin/staff", "create", { email: email("short"), name: "Short", role: "owner", password: "Short#1" });
    expect(short.status).toBe(400);
    expect((await owner.browser.call("admin/staff", "changeRole", { id, role: "customer_service" })).data.role).toBe("customer_service");
    expect((await owner.browser.call("admin/staff", "setActive", { id, active: false })).data.active).toBe(false);
    expect((await owner.browser.call("admin/staff", "setActive", { id, active: true })).data.active).toBe(true);
    const list = await owner.browser.call("admin/staff", "list");
    expect(list.data.find((m: { id: number }) => m.id === id)).toMatchObject({ role: "customer_service", active: true });

    const rows = await api.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, String(id))).orderBy(asc(staffAuditLog.id));
    expect(rows.map((r) => r.action)).toEqual(["staff.create", "staff.changeRole", "staff.deactivate", "staff.reactivate"]);
    expect(rows.every((r) => r.staffId === owner.actor.id && r.staffEmail === owner.actor.email && r.entity === "staff_member")).toBe(true);
    expect(rows[1]).toMatchObject({ before: { role: "merchandiser" }, after: { role: "customer_service" } });
    expect(rows[2]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(JSON.stringify(rows)).not.toMatch(/argon2|password/i);

    const audit = await owner.browser.call("admin/audit", "list", { entity: "staff_member", entityId: String(id) });
    expect(audit.status).toBe(200);
    expect(audit.data.entries.map((e: { action: string }) => e.action)).toEqual(["staff.reactivate", "staff.deactivate", "staff.changeRole", "staff.create"]);
  });

  it("a deactivated member's sessions end at once", async () => {
    const owner = await signInStaff(api, "owner");
    const other = await signInStaff(api, "customer_service");
    expect((await other.browser.call("admin/session", "me")).data.staff.id).toBe(other.actor.id);
    await owner.browser.call("admin/staff", "setActive", { id: other.actor.id, active: false });
    expect((await other.browser.call("admin/session", "me")).data).toBeNull();
  });

  it("nobody deactivates themself, and the last active owner stays an owner (409); nothing is logged then", async () => {
    const only = await useOwnShop();
    const owner = await signInStaff(only, "owner");
    const self = await owner.browser.call("admin/staff", "setActive", { id: owner.actor.id, active: false });
    expect(self.status).toBe(409);
    expect(self.error?.message).toBe("You cannot deactivate your own account.");
    const demote = await owner.browser.call("admin/staff", "changeRole", { id: owner.actor.id, role: "merchandiser" });
    expect(demote.status).toBe(409);
    expect(demote.error?.message).toBe("The shop needs at least one active owner.");
    const second = await signInStaff(only, "owner");
    expect((await second.browser.call("admin/staff", "changeRole", { id: owner.actor.id, role: "merchandiser" })).status).toBe(200);
    expect((await only.shop.staff.get(owner.actor.id))?.role).toBe("merchandiser");
    const actions = (await only.shop.db.select().from(staffAuditLog)).map((r) => r.action);
    expect(actions).toEqual(["staff.changeRole"]);
    await only.close();
  });

  async function useOwnShop() {
    return startTestApi();
  }

  it("pages the audit log, newest first", async () => {
    const owner = await signInStaff(api, "owner");
    const target = await signInStaff(api, "merchandiser");
    for (let i = 0; i < 3; i++) await owner.browser.call("admin/staff", "setActive", { id: target.actor.id, active: i % 2 === 1 });
    const first = await owner.browser.call("admin/audit", "list", { page: 1 });
    expect(first.data.total).toBeGreaterThanOrEqual(3);
    expect(first.data.entries[0]).toMatchObject({ action: "staff.deactivate", entityId: String(target.actor.id), staffEmail: owner.actor.email });
    expect(typeof first.data.entries[0].createdAt).toBe("string");
  });
});
