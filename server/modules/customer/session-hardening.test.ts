import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, testEnv } from "../../../tests/db";
import { listen } from "../../../tests/http";
import { createShop } from "../../shop";
import { createApiApp } from "../../http/api-app";
import { loadServerTranslations } from "../../http/server-i18n";
import type { Shop } from "../../shop";
import { customers, customerSessions } from "./schema";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS, SessionStore } from "./sessions";
import { TestBrowser } from "./test-client";

// Issue 12, "Accounts and sessions": absolute session lifetime, __Host- cookie over https, email change
// with the current password, other sessions ended, reset wipe inside the reset transaction, logout
// clears the checkout cookies (DESIGN.md Sessions; 001 §4 Login state, §5, §8).
let shop: Shop;
let server: Awaited<ReturnType<typeof listen>>;
const PASSWORD = "Foldwell#2026";
const DAY = 24 * 3600_000;
let counter = 0;

const browser = (host = "uk.localhost") => new TestBrowser(server.port, host);
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

async function registered(host = "uk.localhost") {
  const b = browser(host);
  const email = uniqueEmail("rider");
  const answer = await b.call("customer", "register", { email, first_name: "Ria", last_name: "Rider", password: PASSWORD, terms: true });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return { b, email, customer: answer.data.customer as { id: number } };
}

beforeAll(async () => {
  await loadServerTranslations();
  shop = await createTestShop();
  server = await listen(createApiApp(shop).app);
}, 240_000);

afterAll(async () => {
  await shop?.mailer.idle();
  await server?.close();
  await shop?.database.close();
});

describe("absolute session lifetime (issue 12: 30 days besides the sliding 7)", () => {
  it("a session slid forward every day still ends 30 days after it started, and never past that end", async () => {
    let clock = Date.UTC(2026, 0, 1);
    const store = new SessionStore(shop.db, () => clock);
    const [row] = await shop.db
      .insert(customers)
      .values({ email: uniqueEmail("clock"), firstName: "C", lastName: "Lock", passwordHash: "x", channelId: 1 })
      .returning();
    const { token } = await store.create(row.id);
    const absoluteEnd = Date.UTC(2026, 0, 1) + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
    expect(SESSION_ABSOLUTE_LIFETIME_SECONDS).toBe(30 * 24 * 3600);
    for (let day = 1; day < 30; day++) {
      clock = Date.UTC(2026, 0, 1) + day * DAY;
      const session = await store.find(token);
      expect(session, `day ${day}`).not.toBeNull();
      expect(session!.expiresAt.getTime(), `day ${day}`).toBeLessThanOrEqual(absoluteEnd);
      const [stored] = await shop.db.select().from(customerSessions).where(eq(customerSessions.customerId, row.id));
      expect(stored.expiresAt.getTime(), `day ${day}`).toBeLessThanOrEqual(absoluteEnd);
    }
    clock = absoluteEnd - 60_000;
    expect(await store.find(token)).not.toBeNull();
    clock = absoluteEnd;
    expect(await store.find(token)).toBeNull();
  });

  it("a cookie older than 30 days is refused even though its sliding expiry lies ahead", async () => {
    const { b, customer } = await registered();
    await shop.db
      .update(customerSessions)
      .set({ createdAt: new Date(Date.now() - 30 * DAY - 60_000), expiresAt: new Date(Date.now() + 6 * DAY) })
      .where(eq(customerSessions.customerId, customer.id));
    expect((await b.call("customer", "getCustomer")).data).toBeNull();
    expect((await b.call("customer", "updateCustomer", { first_name: "Late" })).status).toBe(403);
  });

  it("sliding near the absolute end sends a cookie that lives only until that end", async () => {
    const { b, customer } = await registered();
    const createdAt = new Date(Date.now() - 30 * DAY + 3600_000); // one hour of absolute life left
    await shop.db
      .update(customerSessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(customerSessions.customerId, customer.id));
    expect((await b.call("customer", "getCustomer")).status).toBe(200);
    const cookie = b.lastSetCookies.find((c) => c.name === "session");
    expect(cookie?.maxAge).toBeGreaterThan(3000);
    expect(cookie?.maxAge).toBeLessThanOrEqual(3600);
    const [stored] = await shop.db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id));
    expect(stored.expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + 30 * DAY);
    expect(SESSION_LIFETIME_SECONDS).toBe(604_800);
  });
});

describe("session cookie name (issue 12: __Host- prefixed over https)", () => {
  async function remoteShop() {
    // The same database served for a real domain: only the configuration differs.
    const remote = await createShop(testEnv({ SHOP_DOMAIN: "foldwell.test" }), { database: shop.database });
    await remote.storefronts.reload();
    return { remote, remoteServer: await listen(createApiApp(remote).app) };
  }

  const rawSessionCookie = (headers: Headers) => headers.getSetCookie().find((h) => /^(__Host-)?session=/.test(h));

  it("over https is __Host-session with Secure, Path=/ and no Domain, and only that name is read", async () => {
    const { remote, remoteServer } = await remoteShop();
    try {
      const b = new TestBrowser(remoteServer.port, "uk.foldwell.test");
      const email = uniqueEmail("host");
      const answer = await b.call("customer", "register", { email, first_name: "H", last_name: "Ost", password: PASSWORD, terms: true });
      expect(answer.status).toBe(200);
      const header = rawSessionCookie(answer.headers)!;
      expect(header).toMatch(/^__Host-session=[A-Za-z0-9_-]{22};/);
      expect(header).toMatch(/; Secure(;|$)/);
      expect(header).toMatch(/; Path=\/(;|$)/);
      expect(header).toMatch(/; HttpOnly(;|$)/);
      expect(header).not.toMatch(/Domain=/i);
      expect(answer.headers.getSetCookie().some((h) => h.startsWith("session="))).toBe(false);
      expect((await b.call("customer", "getCustomer")).data.email).toBe(email);

      // A plain `session` cookie (one a sibling host could plant) is not read over https.
      const token = b.cookies.get("__Host-session")!.value!;
      const tossed = new TestBrowser(remoteServer.port, "uk.foldwell.test");
      tossed.setCookie("session", token);
      expect((await tossed.call("customer", "getCustomer")).data).toBeNull();

      // Logout clears the prefixed cookie and ends the session.
      const logout = await b.call("customer", "logout");
      expect(rawSessionCookie(logout.headers)).toMatch(/^__Host-session=; Max-Age=0;.*Secure/);
      const replay = new TestBrowser(remoteServer.port, "uk.foldwell.test");
      replay.setCookie("__Host-session", token);
      expect((await replay.call("customer", "getCustomer")).data).toBeNull();
      await remote.mailer.idle();
    } finally {
      await remoteServer.close();
    }
  });

  it("the account and checkout pages of an https storefront read the prefixed cookie, not the plain one", async () => {
    const { remote, remoteServer } = await remoteShop();
    try {
      const b = new TestBrowser(remoteServer.port, "uk.foldwell.test");
      const answer = await b.call("customer", "register", { email: uniqueEmail("page"), first_name: "P", last_name: "Age", password: PASSWORD, terms: true });
      const { requireSessionCustomer } = await import("../../../app/routes/account.server");
      const { sessionCustomerOrNull } = await import("../../../app/routes/checkout.server");
      const url = new URL("https://uk.foldwell.test/my-foldwell/profile");
      const request = (cookie: string) => new Request(url, { headers: { cookie } });
      const prefixed = `__Host-session=${b.cookies.get("__Host-session")?.value}`;
      expect((await requireSessionCustomer(remote, request(prefixed), url, new Headers())).id).toBe(answer.data.customer.id);
      expect(await sessionCustomerOrNull(remote, request(prefixed), new Headers())).toBe(answer.data.customer.id);
      const plain = prefixed.replace("__Host-session", "session");
      await expect(requireSessionCustomer(remote, request(plain), url, new Headers())).rejects.toMatchObject({ status: 302 });
      expect(await sessionCustomerOrNull(remote, request(plain), new Headers())).toBeNull();
      await remote.mailer.idle();
    } finally {
      await remoteServer.close();
    }
  });

  it("on localhost (no https) stays `session` without Secure", async () => {
    const b = browser();
    const answer = await b.call("customer", "register", { email: uniqueEmail("local"), first_name: "L", last_name: "Ocal", password: PASSWORD, terms: true });
    const header = rawSessionCookie(answer.headers)!;
    expect(header).toMatch(/^session=[A-Za-z0-9_-]{22};/);
    expect(header).not.toMatch(/Secure/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/Domain=/i);
    expect((await b.call("customer", "getCustomer")).status).toBe(200);
  });
});
