import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { createRequestShop } from "../../http/request-context";
import { capturedMail } from "../../integrations/mail/schema";
import { outbox } from "../../jobs/schema";
import { isKnownDevice } from "./known-devices";
import { customers, customerSessions, knownDevices, passwordResetTokens } from "./schema";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS, SessionStore } from "./sessions";
import { PASSWORD, registeredBrowser, servedOverHttps, uniqueEmail } from "./test-support";

// Issue 12, "Accounts and sessions": absolute session lifetime, __Host- cookie over https, email change
// with the current password, other sessions ended, reset wipe inside the reset transaction, logout
// clears the checkout cookies (DESIGN.md Sessions; 001 §4 Login state, §5, §8).
const api = useTestApi();
const DAY = 24 * 3600_000;

const browser = (host = "uk.localhost") => api.browser(host);
const registered = (host = "uk.localhost") => registeredBrowser(api, host);

describe("absolute session lifetime (issue 12: 30 days besides the sliding 7)", () => {
  it("a session slid forward every day still ends 30 days after it started, and never past that end", async () => {
    let clock = Date.UTC(2026, 0, 1);
    const store = new SessionStore(api.shop.db, () => clock);
    const [row] = await api.shop.db
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
      const [stored] = await api.shop.db.select().from(customerSessions).where(eq(customerSessions.customerId, row.id));
      expect(stored.expiresAt.getTime(), `day ${day}`).toBeLessThanOrEqual(absoluteEnd);
    }
    clock = absoluteEnd - 60_000;
    expect(await store.find(token)).not.toBeNull();
    clock = absoluteEnd;
    expect(await store.find(token)).toBeNull();
  });

  it("a cookie older than 30 days is refused even though its sliding expiry lies ahead", async () => {
    const { b, customer } = await registered();
    await api.shop.db
      .update(customerSessions)
      .set({ createdAt: new Date(Date.now() - 30 * DAY - 60_000), expiresAt: new Date(Date.now() + 6 * DAY) })
      .where(eq(customerSessions.customerId, customer.id));
    expect((await b.call("customer", "getCustomer")).data).toBeNull();
    expect((await b.call("customer", "updateCustomer", { first_name: "Late" })).status).toBe(403);
  });

  it("sliding near the absolute end sends a cookie that lives only until that end", async () => {
    const { b, customer } = await registered();
    const createdAt = new Date(Date.now() - 30 * DAY + 3600_000); // one hour of absolute life left
    await api.shop.db
      .update(customerSessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(customerSessions.customerId, customer.id));
    expect((await b.call("customer", "getCustomer")).status).toBe(200);
    const cookie = b.lastSetCookies.find((c) => c.name === "session");
    expect(cookie?.maxAge).toBeGreaterThan(3000);
    expect(cookie?.maxAge).toBeLessThanOrEqual(3600);
    const [stored] = await api.shop.db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id));
    expect(stored.expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + 30 * DAY);
    expect(SESSION_LIFETIME_SECONDS).toBe(604_800);
  });
});

describe("session cookie name (issue 12: __Host- prefixed over https)", () => {
  const rawSessionCookie = (headers: Headers) => headers.getSetCookie().find((h) => /^(__Host-)?session=/.test(h));

  it("over https is __Host-session with Secure, Path=/ and no Domain, and only that name is read", async () => {
    const remote = await servedOverHttps(api);
    try {
      const b = remote.browser("uk.foldwell.test");
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
      const tossed = remote.browser("uk.foldwell.test");
      tossed.setCookie("session", token);
      expect((await tossed.call("customer", "getCustomer")).data).toBeNull();

      // Logout clears the prefixed cookie and ends the session.
      const logout = await b.call("customer", "logout");
      expect(rawSessionCookie(logout.headers)).toMatch(/^__Host-session=; Max-Age=0;.*Secure/);
      const replay = remote.browser("uk.foldwell.test");
      replay.setCookie("__Host-session", token);
      expect((await replay.call("customer", "getCustomer")).data).toBeNull();
    } finally {
      await remote.close();
    }
  });

  it("the account and checkout pages of an https storefront read the prefixed cookie, not the plain one", async () => {
    const remote = await servedOverHttps(api);
    try {
      const b = remote.browser("uk.foldwell.test");
      const answer = await b.call("customer", "register", { email: uniqueEmail("page"), first_name: "P", last_name: "Age", password: PASSWORD, terms: true });
      // Pages read the session through their request context (account.server.ts, checkout.server.ts).
      const { requireSessionCustomer } = await import("../../../app/routes/account.server");
      const url = new URL("https://uk.foldwell.test/my-foldwell/profile");
      const request = (cookie: string) =>
        createRequestShop(remote.shop, { host: url.host, cookie, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} });
      const prefixed = `__Host-session=${b.cookies.get("__Host-session")?.value}`;
      expect((await requireSessionCustomer(request(prefixed), url)).id).toBe(answer.data.customer.id);
      expect(await request(prefixed).customerId()).toBe(answer.data.customer.id);
      const plain = prefixed.replace("__Host-session", "session");
      await expect(requireSessionCustomer(request(plain), url)).rejects.toMatchObject({ status: 302 });
      expect(await request(plain).customerId()).toBeNull();
    } finally {
      await remote.close();
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

describe("email change (issue 12: needs the current password, tells the old address, ends other sessions)", () => {
  async function mailsTo(email: string) {
    // The notice goes through the outbox; its worker is kicked after the change's commit.
    await api.shop.outbox.idle();
    await api.shop.mailer.idle();
    return api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email));
  }

  async function signedInElsewhere(email: string, password = PASSWORD) {
    const other = browser();
    expect((await other.call("customer", "login", { email, password })).status).toBe(200);
    return other;
  }

  it("without the current password is refused with a translated message, and nothing changes", async () => {
    const { b, email } = await registered();
    const elsewhere = await signedInElsewhere(email);
    const before = (await mailsTo(email)).length;
    const answer = await b.call("customer", "updateCustomer", { first_name: "Mallory", email: uniqueEmail("thief") });
    expect(answer.status).toBe(400);
    expect(answer.error?.data?.issues).toEqual([{ path: "current_password", message: "Please enter your current password to change your email address." }]);
    const french = await registered("fr.localhost");
    const fr = await french.b.call("customer", "updateCustomer", { email: uniqueEmail("voleur") });
    expect(fr.status).toBe(400);
    expect(fr.error?.data?.issues?.[0]?.message).toBe("Veuillez saisir votre mot de passe actuel pour modifier votre adresse e-mail.");
    expect((await b.call("customer", "getCustomer")).data).toMatchObject({ email, first_name: "Ria" });
    expect((await elsewhere.call("customer", "getCustomer")).data?.email).toBe(email);
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it("with a wrong current password answers 400 Incorrect current password. and nothing changes", async () => {
    const { b, email } = await registered();
    const elsewhere = await signedInElsewhere(email);
    const before = (await mailsTo(email)).length;
    const wanted = uniqueEmail("thief");
    const answer = await b.call("customer", "updateCustomer", { first_name: "Mallory", email: wanted, current_password: "Wrong#2026" });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe("Incorrect current password.");
    const german = await registered("de.localhost");
    const de = await german.b.call("customer", "updateCustomer", { email: uniqueEmail("dieb"), current_password: "Falsch#2026" });
    expect(de.status).toBe(400);
    expect(de.error?.message).toBe("Das aktuelle Passwort ist falsch.");
    expect((await b.call("customer", "getCustomer")).data).toMatchObject({ email, first_name: "Ria" });
    expect(await api.shop.db.select().from(customers).where(eq(customers.email, wanted))).toHaveLength(0);
    expect((await elsewhere.call("customer", "getCustomer")).data?.email).toBe(email);
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it("with the right current password changes the email, mails the old address and ends the other sessions only", async () => {
    const { b, email } = await registered("de.localhost");
    const elsewhere = api.browser("de.localhost");
    expect((await elsewhere.call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
    const newEmail = uniqueEmail("neu");
    const answer = await b.call("customer", "updateCustomer", { email: newEmail.toUpperCase(), current_password: PASSWORD });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.data.email).toBe(newEmail);
    expect((await b.call("customer", "getCustomer")).data.email).toBe(newEmail);
    expect((await elsewhere.call("customer", "getCustomer")).data).toBeNull();

    const notices = (await mailsTo(email)).filter((m) => m.subject.includes("E-Mail-Adresse"));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe("Die E-Mail-Adresse Ihres Foldwell-Kontos wurde geändert");
    expect(notices[0].text).toContain(newEmail);
    expect(notices[0].html).toContain(newEmail);
    expect(await mailsTo(newEmail)).toHaveLength(0);

    // The new address signs in; the old one no longer does.
    expect((await browser().call("customer", "login", { email: newEmail, password: PASSWORD })).status).toBe(200);
    expect((await browser().call("customer", "login", { email, password: PASSWORD })).status).toBe(401);
  });

  it("the notice to the old address is written with the change: a process that dies right after the commit sends it on its next run, once", async () => {
    const { b, email } = await registered();
    const newEmail = uniqueEmail("moved");
    const notices = async () => (await mailsTo(email)).filter((m) => m.text.includes(newEmail));
    // The worker does nothing while the change commits: as if the process died right after it.
    await api.shop.outbox.stop();
    try {
      const answer = await b.call("customer", "updateCustomer", { email: newEmail, current_password: PASSWORD });
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
      expect(await notices()).toHaveLength(0);
    } finally {
      api.shop.outbox.start(0);
    }
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0].subject).toBe("The email address of your Foldwell account was changed");
    await api.shop.outbox.deliverDue(new Date(Date.now() + 3_600_000));
    expect(await notices()).toHaveLength(1);
    // Only the notice is in the outbox: no reset link, no token.
    const items = (await api.shop.db.select().from(outbox)).filter((i) => JSON.stringify(i.payload).includes(newEmail));
    expect(items.map((i) => [i.topic, i.deliveredAt !== null])).toEqual([["customer.emailChangedNotice", true]]);
  });

  it("wrong current passwords are throttled with the password change's budget: the sixth answers 429 and changes nothing", async () => {
    const { b, email } = await registered();
    const wanted = uniqueEmail("guess");
    const limit = api.shop.throttle.limits.passwordChecksPerCustomerPerHour;
    for (let i = 0; i < limit; i++) {
      const wrong = await b.call("customer", "updateCustomer", { email: wanted, current_password: `Guess#${i}234` });
      expect(wrong.status, `guess ${i}`).toBe(400);
    }
    const refused = await b.call("customer", "updateCustomer", { email: wanted, current_password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.error?.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    // The same budget as the password change: no fresh guesses there either.
    expect((await b.call("customer", "updatePassword", { current_password: PASSWORD, password: "Newer#2027", confirm_password: "Newer#2027" })).status).toBe(429);
    expect((await b.call("customer", "getCustomer")).data?.email).toBe(email);
    // Changes without an email change need no password check and stay possible.
    expect((await b.call("customer", "updateCustomer", { first_name: "Still" })).status).toBe(200);
  });

  it("names, the opt-in and the same email in other letter case need no password and end no session", async () => {
    const { b, email } = await registered();
    const elsewhere = await signedInElsewhere(email);
    const answer = await b.call("customer", "updateCustomer", { first_name: "Rae", email: email.toUpperCase(), accepts_product_review_abandoned_cart_emails: false });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.data).toMatchObject({ first_name: "Rae", email });
    expect((await elsewhere.call("customer", "getCustomer")).data?.email).toBe(email);
  });
});

describe("password change (issue 12: ends the other sessions)", () => {
  it("the other browsers' cookies stop working; the one that changed it stays signed in", async () => {
    const { b, email } = await registered();
    const elsewhere = browser();
    await elsewhere.call("customer", "login", { email, password: PASSWORD });
    const third = browser();
    await third.call("customer", "login", { email, password: PASSWORD });
    expect((await elsewhere.call("customer", "getCustomer")).data?.email).toBe(email);
    const ok = await b.call("customer", "updatePassword", { current_password: PASSWORD, password: "Newer#2027", confirm_password: "Newer#2027" });
    expect(ok.status).toBe(200);
    expect((await b.call("customer", "getCustomer")).data?.email).toBe(email);
    expect((await elsewhere.call("customer", "getCustomer")).data).toBeNull();
    expect((await third.call("customer", "updateCustomer", { first_name: "X" })).status).toBe(403);
  });
});

describe("password reset (issue 12: the session wipe runs inside the reset transaction)", () => {
  async function resetToken(email: string) {
    expect((await browser().call("customer", "resetPasswordRequest", { email })).status).toBe(200);
    await api.shop.mailer.idle();
    const mails = await api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email));
    const link = mails.map((m) => m.text.match(/http:\/\/\S+\/updatepassword\?token=\S+/)?.[0]).filter(Boolean).at(-1)!;
    return new URL(link).searchParams.get("token")!;
  }

  async function sessionCount(customerId: number) {
    return (await api.shop.db.select().from(customerSessions).where(eq(customerSessions.customerId, customerId))).length;
  }

  it("ends every session of the customer, the resetting browser's included", async () => {
    const { b, email, customer } = await registered();
    const elsewhere = browser();
    await elsewhere.call("customer", "login", { email, password: PASSWORD });
    expect(await sessionCount(customer.id)).toBe(2);
    const token = await resetToken(email);
    const answer = await browser().call("customer", "resetPassword", { token, password: "Reset#2027", confirm_password: "Reset#2027" });
    expect(answer.status).toBe(200);
    expect(await sessionCount(customer.id)).toBe(0);
    expect((await b.call("customer", "getCustomer")).data).toBeNull();
    expect((await elsewhere.call("customer", "getCustomer")).data).toBeNull();
  });

  it("forgets the customer's known devices, so a browser an attacker signed in from loses its skip of the per-account wait", async () => {
    const { email, customer } = await registered();
    const bystander = await registered();
    const attacker = browser();
    expect((await attacker.call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
    const device = attacker.lastSetCookies.find((c) => c.name === "known-device")?.value;
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await bystander.b.call("customer", "login", { email: bystander.email, password: PASSWORD })).status).toBe(200);
    expect(await isKnownDevice(api.shop.db, `known-device=${device}`, email)).toBe(true);

    const token = await resetToken(email);
    const answer = await browser().call("customer", "resetPassword", { token, password: "Reset#2027", confirm_password: "Reset#2027" });
    expect(answer.status).toBe(200);
    expect(await isKnownDevice(api.shop.db, `known-device=${device}`, email)).toBe(false);
    expect(await api.shop.db.select().from(knownDevices).where(eq(knownDevices.customerId, customer.id))).toEqual([]);
    // Another customer's devices are not touched.
    expect(await api.shop.db.select().from(knownDevices).where(eq(knownDevices.customerId, bystander.customer.id))).toHaveLength(1);
  });

  it("an expired link leaves the sessions and the password as they were", async () => {
    const { b, email, customer } = await registered();
    const token = await resetToken(email);
    await api.shop.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.customerId, customer.id));
    const answer = await browser().call("customer", "resetPassword", { token, password: "Reset#2027", confirm_password: "Reset#2027" });
    expect(answer.status).toBe(400);
    expect(await sessionCount(customer.id)).toBe(1);
    expect((await b.call("customer", "getCustomer")).data?.email).toBe(email);
    expect((await browser().call("customer", "login", { email, password: "Reset#2027" })).status).toBe(401);
  });

  it("when ending the sessions fails, nothing of the reset happens: password, link, sessions and known devices stay", async () => {
    const { b, email, customer } = await registered();
    expect((await browser().call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
    expect(await api.shop.db.select().from(knownDevices).where(eq(knownDevices.customerId, customer.id))).toHaveLength(1);
    const token = await resetToken(email);
    // The database refuses to delete this customer's sessions (a failure inside the reset).
    await api.shop.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION hs_refuse_session_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF OLD.customer_id = ${customer.id} THEN RAISE EXCEPTION 'session delete refused'; END IF; RETURN OLD; END $$`),
    );
    await api.shop.db.execute(sql.raw(`CREATE TRIGGER hs_refuse_session_delete BEFORE DELETE ON customer_sessions FOR EACH ROW EXECUTE FUNCTION hs_refuse_session_delete()`));
    let answer;
    try {
      answer = await browser().call("customer", "resetPassword", { token, password: "Reset#2027", confirm_password: "Reset#2027" });
    } finally {
      await api.shop.db.execute(sql.raw(`DROP TRIGGER hs_refuse_session_delete ON customer_sessions`));
    }
    expect(answer.status).toBe(500);
    expect(await sessionCount(customer.id)).toBe(2);
    expect(await api.shop.db.select().from(knownDevices).where(eq(knownDevices.customerId, customer.id))).toHaveLength(1);
    expect((await b.call("customer", "getCustomer")).data?.email).toBe(email);
    // The password did not change and the link still works once.
    expect((await browser().call("customer", "login", { email, password: "Reset#2027" })).status).toBe(401);
    expect((await browser().call("customer", "validateToken", { token })).data).toEqual({ is_valid: true });
    expect((await browser().call("customer", "resetPassword", { token, password: "Reset#2027", confirm_password: "Reset#2027" })).status).toBe(200);
    expect(await sessionCount(customer.id)).toBe(0);
    expect(await api.shop.db.select().from(knownDevices).where(eq(knownDevices.customerId, customer.id))).toEqual([]);
  });
});

describe("logout (issue 12, Payment and order data: clears the order-cart cookie)", () => {
  it("clears order-cart-id and vsf-site-url with the attributes they were set with", async () => {
    const { b } = await registered();
    b.setCookie("order-cart-id", "3f2b6c1e-8d4a-4f7e-9a0b-1c2d3e4f5a6b");
    b.setCookie("vsf-site-url", "uk.localhost");
    const logout = await b.call("customer", "logout");
    expect(logout.status).toBe(200);
    const headers = logout.headers.getSetCookie();
    const orderCart = headers.find((h) => h.startsWith("order-cart-id="));
    const siteUrl = headers.find((h) => h.startsWith("vsf-site-url="));
    expect(orderCart).toMatch(/^order-cart-id=; Max-Age=0;/);
    expect(orderCart).toMatch(/; Path=\/(;|$)/);
    expect(orderCart).toMatch(/; HttpOnly(;|$)/);
    expect(siteUrl).toMatch(/^vsf-site-url=; Max-Age=0;/);
    expect(siteUrl).toMatch(/; Path=\/(;|$)/);
    expect(b.cookies.has("order-cart-id")).toBe(false);
    expect(b.cookies.has("vsf-site-url")).toBe(false);
  });

  it("over https the cleared checkout cookies are Secure, like the ones they replace", async () => {
    const remote = await servedOverHttps(api);
    try {
      const b = remote.browser("uk.foldwell.test");
      await b.call("customer", "register", { email: uniqueEmail("out"), first_name: "O", last_name: "Ut", password: PASSWORD, terms: true });
      const logout = await b.call("customer", "logout");
      const headers = logout.headers.getSetCookie();
      expect(headers.find((h) => h.startsWith("order-cart-id="))).toMatch(/^order-cart-id=; Max-Age=0;.*; Secure(;|$)/);
      expect(headers.find((h) => h.startsWith("vsf-site-url="))).toMatch(/^vsf-site-url=; Max-Age=0;.*; Secure(;|$)/);
      expect(headers.find((h) => h.startsWith("__Host-session="))).toMatch(/Max-Age=0/);
    } finally {
      await remote.close();
    }
  });
});
