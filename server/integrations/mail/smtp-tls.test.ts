import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEnv } from "../../../tests/db";
import { listen } from "../../../tests/http";
import { seedStorefronts } from "../../../seed/seed-storefronts";
import { createApiApp } from "../../http/api-app";
import { loadServerTranslations } from "../../http/server-i18n";
import { createLogger } from "../../logger";
import { TestBrowser } from "../../modules/customer/test-client";
import { createShop, type Shop } from "../../shop";

// Issue 12: SMTP_URL with smtps:// (TLS from the first byte) or required STARTTLS
// (SMTP_REQUIRE_TLS=1, ?requireTLS=true) for mail that carries reset links. A server that offers no
// STARTTLS then gets no mail and no credentials, and the failure is logged without secrets.
interface Mailbox {
  server: SMTPServer;
  port: number;
  mail: string[];
  /** Whether each mail came over TLS. */
  secure: boolean[];
  logins: string[];
}

const opened: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
});

async function smtpServer(options: Partial<SMTPServerOptions>): Promise<Mailbox> {
  const box: Mailbox = { server: undefined as unknown as SMTPServer, port: 0, mail: [], secure: [], logins: [] };
  box.server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...options,
    onAuth(auth, _session, callback) {
      box.logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      box.secure.push(session.secure);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        box.mail.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => box.server.listen(0, "127.0.0.1", () => resolve()));
  box.port = (box.server.server.address() as AddressInfo).port;
  opened.push({ close: () => new Promise<void>((resolve) => box.server.close(() => resolve())) });
  return box;
}

async function shopSendingTo(values: Record<string, string>, destination?: Writable): Promise<{ shop: Shop; port: number }> {
  await loadServerTranslations();
  const env = testEnv(values);
  const database = await createTestDatabase();
  await seedStorefronts(database.db, env.BRAND_NAME);
  const logger = destination ? createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, destination) : createLogger(env);
  const shop = await createShop(env, { database, logger });
  await shop.storefronts.reload();
  const server = await listen(createApiApp(shop).app);
  opened.push({ close: async () => (await server.close(), await shop.mailer.idle(), await shop.database.close()) });
  return { shop, port: server.port };
}

/** Registers a customer (welcome mail) and asks for a reset link (reset mail), as a visitor would. */
async function registerAndAskForReset(port: number, email: string): Promise<void> {
  const browser = new TestBrowser(port, "uk.localhost");
  const registration = await browser.call("customer", "register", { email, first_name: "Mae", last_name: "Mailer", password: "Foldwell#2026", terms: true });
  expect(registration.status).toBe(200);
  const reset = await new TestBrowser(port, "uk.localhost").call("customer", "resetPasswordRequest", { email });
  expect(reset.status).toBe(200);
}

describe("SMTP over TLS (issue 12)", () => {
  it("with SMTP_REQUIRE_TLS=1 a server without STARTTLS gets neither mail nor the login, and the log keeps no secret", async () => {
    const plain = await smtpServer({ disabledCommands: ["STARTTLS"] });
    const lines: string[] = [];
    const capture = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString("utf8")), done()) });
    const { shop, port } = await shopSendingTo({ SMTP_URL: `smtp://shop:SMTP-PASSWORD-SECRET@127.0.0.1:${plain.port}`, SMTP_REQUIRE_TLS: "1" }, capture);
    await registerAndAskForReset(port, "tls.required@example.com");
    await shop.mailer.idle();
    expect(plain.mail).toEqual([]);
    expect(plain.logins).toEqual([]);
    const log = lines.join("");
    expect(log).toContain("mail could not be sent");
    expect(log).not.toContain("SMTP-PASSWORD-SECRET");
    expect(log).not.toMatch(/token=|updatepassword/i);
  });

  it("?requireTLS=true in the URL does the same", async () => {
    const plain = await smtpServer({ disabledCommands: ["STARTTLS"] });
    const { shop, port } = await shopSendingTo({ SMTP_URL: `smtp://127.0.0.1:${plain.port}?requireTLS=true` });
    await registerAndAskForReset(port, "tls.query@example.com");
    await shop.mailer.idle();
    expect(plain.mail).toEqual([]);
  });

  it("with SMTP_REQUIRE_TLS=1 a server that offers STARTTLS gets the mail over TLS", async () => {
    const starttls = await smtpServer({});
    const { shop, port } = await shopSendingTo({ SMTP_URL: `smtp://127.0.0.1:${starttls.port}?tls.rejectUnauthorized=false`, SMTP_REQUIRE_TLS: "1" });
    await registerAndAskForReset(port, "tls.starttls@example.com");
    await shop.mailer.idle();
    expect(starttls.mail.some((m) => /^Subject: Reset your Foldwell password$/m.test(m))).toBe(true);
    expect(starttls.secure.every(Boolean)).toBe(true);
  });

  it("smtps:// speaks TLS from the first byte", async () => {
    const implicit = await smtpServer({ secure: true });
    const { shop, port } = await shopSendingTo({ SMTP_URL: `smtps://127.0.0.1:${implicit.port}?tls.rejectUnauthorized=false` });
    await registerAndAskForReset(port, "tls.implicit@example.com");
    await shop.mailer.idle();
    expect(implicit.mail.some((m) => /^Subject: Reset your Foldwell password$/m.test(m))).toBe(true);
    expect(implicit.secure.every(Boolean)).toBe(true);
  });
});
