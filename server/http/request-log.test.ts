import express from "express";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEnv } from "../../tests/db";
import { fetchAs, listen } from "../../tests/http";
import { seedStorefronts } from "../../seed/seed-storefronts";
import { answerHitsFirst } from "../app";
import { createLogger } from "../logger";
import { createShop, type Shop } from "../shop";
import { createApiApp } from "./api-app";
import { PageCache } from "./page-cache";
import { loadServerTranslations } from "./server-i18n";

// Issue 12 (Accounts and sessions): reset tokens never reach a log. Request logs record paths
// without query strings, and pino redacts known secret fields wherever they are logged.
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString("utf8"));
    done();
  },
});
const output = () => lines.join("");

let shop: Shop;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  await loadServerTranslations();
  const env = testEnv();
  const database = await createTestDatabase();
  await seedStorefronts(database.db, env.BRAND_NAME);
  shop = await createShop(env, { database, logger: createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, capture) });
  await shop.storefronts.reload();
  const { app } = createApiApp(shop);
  const pageCache = new PageCache({ maxEntries: 100, maxBytes: 1024 * 1024 });
  app.use(pageCache.middleware());
  answerHitsFirst(app, pageCache, shop);
  app.get(["/update-password", "/updatepassword"], (_req: express.Request, res: express.Response) => {
    res.set("Cache-Control", "public, max-age=0, s-maxage=60").type("html").send("<p>Set a new password</p>");
  });
  server = await listen(app);
}, 240_000);

afterAll(async () => {
  await server?.close();
  await shop?.database.close();
});

describe("logs keep no secrets (issue 12)", () => {
  it("a reset link's token is logged neither by the request log nor by the page cache's hit log", async () => {
    const first = await fetchAs(server.port, "uk.localhost", "/update-password?token=SECRET-RESET-TOKEN-1");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    const second = await fetchAs(server.port, "uk.localhost", "/update-password?token=SECRET-RESET-TOKEN-1");
    expect(second.status).toBe(200);
    expect(second.headers.get("x-page-cache")).toBe("HIT"); // answered from the cache, before Express
    await fetchAs(server.port, "uk.localhost", "/updatepassword?token=SECRET-RESET-TOKEN-2&x=1#frag");
    const logged = lines.map((l) => JSON.parse(l) as { url?: string; cache?: string });
    expect(logged.filter((l) => l.url === "/update-password")).toHaveLength(2);
    expect(logged.some((l) => l.url === "/update-password" && l.cache === "hit")).toBe(true);
    expect(logged.some((l) => l.url === "/updatepassword")).toBe(true);
    expect(output()).not.toContain("SECRET-RESET-TOKEN");
    expect(output()).not.toContain("token=");
  });

  it("an RPC with a password and a reset token in its body leaves neither in the log", async () => {
    const origin = { "content-type": "application/json", origin: `http://uk.localhost:${server.port}` };
    await fetchAs(server.port, "uk.localhost", "/api/customer/login", {
      method: "POST",
      headers: origin,
      body: JSON.stringify({ email: "nobody@example.com", password: "Hunter2-Password-Secret" }),
    });
    await fetchAs(server.port, "uk.localhost", "/api/customer/resetPassword?token=SECRET-RESET-TOKEN-3", {
      method: "POST",
      headers: origin,
      body: JSON.stringify({ token: "SECRET-RESET-TOKEN-4", password: "Hunter2-Password-Secret", confirm_password: "Hunter2-Password-Secret" }),
    });
    expect(output()).toContain('"url":"/api/customer/login"');
    expect(output()).toContain('"url":"/api/customer/resetPassword"');
    expect(output()).not.toContain("Hunter2-Password-Secret");
    expect(output()).not.toContain("SECRET-RESET-TOKEN");
  });

  it("redacts known secret fields wherever a log line carries them", () => {
    const before = lines.length;
    shop.logger.error(
      {
        input: { email: "a@example.com", password: "pw-SECRET-1", currentPassword: "pw-SECRET-2", newPassword: "pw-SECRET-3", token: "tok-SECRET-4", resetToken: "tok-SECRET-5" },
        card: { number: "4242424242424242", cardNumber: "4242424242424242", cvc: "123" },
        req: { headers: { authorization: "Bearer SECRET-6", cookie: "sid=SECRET-7" } },
        res: { headers: { "set-cookie": "sid=SECRET-8" } },
        password: "pw-SECRET-9",
      },
      "something failed",
    );
    const line = lines.slice(before).join("");
    expect(line).toContain("a@example.com");
    expect(line).toContain("something failed");
    expect(line).not.toMatch(/SECRET|4242424242424242|"123"/);
    expect(line).toContain("[redacted]");
  });
});
