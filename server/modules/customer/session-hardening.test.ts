import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import { listen } from "../../../tests/http";
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
