import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { useTestApi } from "../../../tests/api";
import { capturedMail } from "../../integrations/mail/schema";
import { customerAddresses, customers, customerSessions, knownDevices, passwordResetTokens } from "./schema";
import type { TooManyAttempts } from "../../http/throttle";
import { PASSWORD, registeredBrowser, servedOverHttps, uniqueEmail } from "./test-support";

// Customer API (001 §7 Customer API, Customer address), login state (001 §4), validation and
// messages (000 §5, §8; 001 §5, §8), sessions and throttling (DESIGN.md security rules).
const api = useTestApi();
const browser = (host = "uk.localhost") => api.browser(host);
const registered = (host = "uk.localhost", extra: Record<string, unknown> = {}) => registeredBrowser(api, host, extra);

const address = {
  first_name: "Ria",
  last_name: "Rider",
  address1: "1 Fold Street",
  city: "Leeds",
  postal_code: "LS1 1AA",
  country_code: "GB",
};

describe("registration (000 §4, §5; 001 §4, §5, §8)", () => {
  it("creates the customer, logs in, and mails a welcome in the storefront's language", async () => {
    const b = browser("de.localhost");
    const email = uniqueEmail("neu");
    const answer = await b.call("customer", "register", { email, first_name: "Nina", last_name: "Neu", password: PASSWORD, terms: true });
    expect(answer.status).toBe(200);
    expect(answer.data.customer).toMatchObject({ email, first_name: "Nina", custom_fields: [{ fieldId: "country", value: "DE" }] });
    expect(answer.data.customer).not.toHaveProperty("passwordHash");
    expect(b.cookies.get("user-authenticated")?.value).toBe("1");
    expect((await b.call("customer", "getCustomer")).data).toMatchObject({ email, form_fields: [], onfido_verification_status: null });
    await api.shop.mailer.idle();
    const [mail] = await api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email));
    expect(mail.subject).toBe("Willkommen bei Foldwell");
    expect(mail.text).toContain("http://de.localhost:");
  });

  it("answers each invalid field with its translated message and stores nothing", async () => {
    const answer = await browser().call("customer", "register", { email: "bad", first_name: "", last_name: "", password: "short" });
    expect(answer.status).toBe(400);
    expect(answer.error?.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Please supply a valid email address." },
        { path: "first_name", message: "Please enter your first name." },
        { path: "last_name", message: "Please enter your last name." },
        { path: "password", message: "Password must have between 7-25 characters including one letter, a number and a special character." },
        { path: "terms", message: "Please accept the terms and conditions." },
      ]),
    );
    const french = await api.browser("fr.localhost").call("customer", "register", { email: "bad" });
    expect(french.error?.issues).toContainEqual({ path: "email", message: "Veuillez saisir une adresse e-mail valide." });
  });

  it("refuses an email that is already registered", async () => {
    const { email } = await registered();
    const again = await browser().call("customer", "register", { email: email.toUpperCase(), first_name: "A", last_name: "B", password: PASSWORD, terms: true });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe("The user with this email address is registered. Please, input another email address.");
  });

  it("on the global storefront requires a valid trade-platform country id (001 §5, §8)", async () => {
    const base = { first_name: "Gil", last_name: "Global", password: PASSWORD, terms: true };
    const missing = await browser("localhost").call("customer", "register", { ...base, email: uniqueEmail("g") });
    expect(missing.status).toBe(400);
    expect(missing.error?.data?.issues).toEqual([{ path: "country", message: "Please select your country." }]);

    const email = uniqueEmail("g");
    const invalid = await browser("localhost").call("customer", "register", { ...base, email, country: "XX" });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.message).toBe("Something went wrong.");
    expect(invalid.error?.data).toMatchObject({ reason: "Invalid Trade Platform country id." });
    expect(await api.shop.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);

    const ok = await browser("localhost").call("customer", "register", { ...base, email, country: "fr" });
    expect(ok.status).toBe(200);
    expect(ok.data.customer.custom_fields).toEqual([{ fieldId: "country", value: "FR" }]);
  });

  it("with the marketing opt-in records a sign-up with the customer's country", async () => {
    const { email } = await registered("nl.localhost", { accepts_marketing: true });
    expect(await api.shop.marketing.isSubscribed(email)).toBe(true);
  });
});

describe("login, logout and sessions (001 §4 Login state, DESIGN.md Sessions)", () => {
  it("logs in with the right password, sets the cookies with their flags, and logs out", async () => {
    const { email } = await registered();
    const b = browser();
    const login = await b.call("customer", "login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({ is_valid: true, customer: { email } });
    expect(login.headers.get("cache-control")).toBe("private, no-store");

    const session = b.lastSetCookies.find((c) => c.name === "session")!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 604800 });
    expect(session.secure).toBeFalsy();
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits
    const marker = b.lastSetCookies.find((c) => c.name === "user-authenticated")!;
    expect(marker).toMatchObject({ value: "1", maxAge: 604800, path: "/" });
    expect(marker.httpOnly).toBeFalsy(); // the header's account button reads it

    expect((await b.call("customer", "getCustomer")).data.email).toBe(email);
    const logout = await b.call("customer", "logout");
    expect(logout.status).toBe(200);
    expect(b.lastSetCookies.find((c) => c.name === "user-authenticated")?.value).toBe("0");
    expect(b.lastSetCookies.find((c) => c.name === "session")?.maxAge).toBe(0);
    // The old token no longer works, even if a copy was kept.
    const replay = browser();
    replay.setCookie("session", session.value!);
    expect((await replay.call("customer", "getCustomer")).data).toBeNull();
  });

  it("answers a wrong password and an unknown email alike", async () => {
    const { email } = await registered();
    const wrong = await browser().call("customer", "login", { email, password: "Wrong#2026" });
    const unknown = await browser().call("customer", "login", { email: uniqueEmail("nobody"), password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.error?.message).toBe("Credentials are invalid.");
    expect(unknown.error?.message).toBe(wrong.error?.message);
  });

  it("renews the session at login: a token set before login is never used after it", async () => {
    const { email } = await registered();
    const b = browser();
    b.setCookie("session", "AAAAAAAAAAAAAAAAAAAAAA");
    await b.call("customer", "login", { email, password: PASSWORD });
    expect(b.cookies.get("session")?.value).not.toBe("AAAAAAAAAAAAAAAAAAAAAA");
    const first = b.cookies.get("session")!.value;
    await b.call("customer", "login", { email, password: PASSWORD });
    const second = b.cookies.get("session")!.value;
    expect(second).not.toBe(first);
    const old = browser();
    old.setCookie("session", first!);
    expect((await old.call("customer", "getCustomer")).data).toBeNull();
  });

  it("slides an active session forward once half its life is gone", async () => {
    const { b, customer } = await registered();
    await api.shop.db.update(customerSessions).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(customerSessions.customerId, customer.id));
    await b.call("customer", "getCustomer");
    expect(b.lastSetCookies.find((c) => c.name === "session")?.maxAge).toBe(604800);
    const [row] = await api.shop.db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it("a marker cookie without a session is not trusted: getCustomer answers null and resets the marker", async () => {
    const b = browser();
    b.setCookie("user-authenticated", "1");
    b.setCookie("session", "BBBBBBBBBBBBBBBBBBBBBB");
    const answer = await b.call("customer", "getCustomer");
    expect(answer.data).toBeNull();
    expect(b.lastSetCookies.find((c) => c.name === "user-authenticated")?.value).toBe("0");
  });

  it("sets Secure cookies outside localhost", async () => {
    const remote = await servedOverHttps(api);
    try {
      const b = remote.browser("uk.foldwell.test");
      const answer = await b.call("customer", "register", { email: uniqueEmail("secure"), first_name: "S", last_name: "Ecure", password: PASSWORD, terms: true });
      expect(answer.status).toBe(200);
      // Over https the session cookie carries the __Host- prefix (issue 12).
      expect(b.lastSetCookies.find((c) => c.name === "__Host-session")).toMatchObject({ secure: true, httpOnly: true, sameSite: "lax", path: "/" });
      expect(b.lastSetCookies.find((c) => c.name === "user-authenticated")).toMatchObject({ secure: true, value: "1" });
    } finally {
      await remote.close();
    }
  });

  it("refuses a state-changing call from a foreign origin", async () => {
    const answer = await browser().call("customer", "login", { email: "a@example.com", password: "x" }, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
  });
});

describe("throttling (DESIGN.md: per IP and per account, growing waits, no complete lock-out)", () => {
  it("makes one IP wait after five failures for an account, while the customer elsewhere still gets in", async () => {
    const { email } = await registered();
    const attacker = browser();
    for (let i = 0; i < 5; i++) {
      expect((await attacker.call("customer", "login", { email, password: `Wrong#${i}aa` })).status).toBe(401);
    }
    const blocked = await attacker.call("customer", "login", { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(29);
    expect(blocked.error?.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(attacker.cookies.has("session")).toBe(false);

    const customer = browser();
    expect((await customer.call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
  });

  it("issue 12: a burst of 50 parallel wrong guesses gets at most 5 password checks; the rest answer 429 with Retry-After", async () => {
    const { email } = await registered();
    const attacker = browser();
    const checks = vi.spyOn(api.shop.customers, "authenticate");
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => attacker.call("customer", "login", { email, password: `Wrong#${i}aa` })));
      expect(checks.mock.calls.filter(([e]) => e === email).length).toBeLessThanOrEqual(5);
      const throttled = answers.filter((a) => a.status === 429);
      expect(throttled.length).toBeGreaterThanOrEqual(45);
      for (const a of throttled) {
        expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(a.error?.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
      }
      expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    } finally {
      checks.mockRestore();
    }
  });

  it("doubles the wait with each further failure", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const throttle = api.shop.throttle;
      const email = uniqueEmail("waits");
      const guess = () =>
        throttle.beginLogin("10.200.0.1", email).then(
          (attempt) => throttle.loginFailed(attempt).then(() => null),
          (error: TooManyAttempts) => error.retryAfterSeconds,
        );
      for (let i = 0; i < 5; i++) expect(await guess()).toBeNull();
      const first = await guess();
      vi.advanceTimersByTime(30_000);
      expect(await guess()).toBeNull(); // the sixth failure, once the first wait is over
      const second = await guess();
      expect(first).toBe(30);
      expect(second).toBe(60);
    } finally {
      vi.useRealTimers();
    }
  });

  it("issue 12: an attacker spending the account's budget from many IPs does not lock out the owner's known browser", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { email, customer } = await registered();
      const owner = browser();
      expect((await owner.call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
      const device = owner.lastSetCookies.find((c) => c.name === "known-device");
      expect(device?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(device).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 180 * 24 * 60 * 60 });
      // Only the token's SHA-256 is stored, bound to the customer.
      const rows = await api.shop.db.select().from(knownDevices).where(eq(knownDevices.customerId, customer.id));
      expect(rows.map((r) => r.tokenHash)).toEqual([createHash("sha256").update(device?.value ?? "").digest("hex")]);
      await owner.call("customer", "logout");

      // 25 wrong guesses from 25 IPs, each after the last wait: the account waits (per-account limit).
      for (let i = 0; i < 25; i++) {
        vi.advanceTimersByTime(61_000);
        expect((await browser().call("customer", "login", { email, password: `Wrong#${i}aa` })).status).toBe(401);
      }
      const stranger = await browser().call("customer", "login", { email, password: PASSWORD });
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(stranger.error?.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
      // The owner's browser skips the per-account wait and gets in.
      const back = await owner.call("customer", "login", { email, password: PASSWORD });
      expect(back.status).toBe(200);
      // A made-up or someone else's device token does not help.
      const forger = browser();
      forger.setCookie("known-device", "AAAAAAAAAAAAAAAAAAAAAA");
      expect((await forger.call("customer", "login", { email, password: PASSWORD })).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it("issue 12: wrong current passwords are throttled per customer: the sixth answers 429 without a check", async () => {
    const { b, email } = await registered();
    const checks = vi.spyOn(api.shop.customers, "updatePassword");
    try {
      for (let i = 0; i < 5; i++) {
        const wrong = await b.call("customer", "updatePassword", { current_password: `Nope#${i}234`, password: "Newer#2027", confirm_password: "Newer#2027" });
        expect(wrong.status).toBe(400);
      }
      const refused = await b.call("customer", "updatePassword", { current_password: PASSWORD, password: "Newer#2027", confirm_password: "Newer#2027" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.error?.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
      expect(checks).toHaveBeenCalledTimes(5);
      // The password did not change.
      expect((await browser().call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
    } finally {
      checks.mockRestore();
    }
  });

  it("limits registrations and reset requests per IP", async () => {
    const b = browser();
    let status = 0;
    for (let i = 0; i <= api.shop.throttle.limits.requestsPerIpPerHour && status !== 429; i++) {
      status = (await b.call("customer", "resetPasswordRequest", { email: uniqueEmail("flood") })).status;
    }
    expect(status).toBe(429);
    const register = await b.call("customer", "register", { email: uniqueEmail("late"), first_name: "L", last_name: "Ate", password: PASSWORD, terms: true });
    expect(register.status).toBe(429);
  });
});

describe("profile and password (001 §5 update rules)", () => {
  it("needs a session: 403 Credentials are invalid.", async () => {
    const answer = await browser().call("customer", "updateCustomer", { first_name: "X" });
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toBe("Credentials are invalid.");
  });

  it("updates names, email and marketing opt-in; a taken email is refused", async () => {
    const { b } = await registered();
    const other = await registered();
    const updated = await b.call("customer", "updateCustomer", { first_name: "Rae", accepts_product_review_abandoned_cart_emails: true });
    expect(updated.data).toMatchObject({ first_name: "Rae", last_name: "Rider", accepts_product_review_abandoned_cart_emails: true });
    expect(await api.shop.marketing.isSubscribed(updated.data.email)).toBe(true);
    const taken = await b.call("customer", "updateCustomer", { email: other.email, current_password: PASSWORD });
    expect(taken.status).toBe(409);
    expect((await b.call("customer", "getCustomer")).data.email).toBe(updated.data.email);
  });

  it("stores form fields (the customer's cart id lives there)", async () => {
    const { b } = await registered();
    await b.call("customer", "updateCustomerFormFields", { data: [{ name: "cart_id", value: "c-1" }] });
    const answer = await b.call("customer", "updateCustomerFormFields", { data: [{ name: "cart_id", value: "c-2" }, { name: "x", value: "y" }] });
    expect(answer.data.form_fields).toEqual([
      { name: "cart_id", value: "c-2" },
      { name: "x", value: "y" },
    ]);
  });

  it("changes the password only with the right current password, and ends other sessions", async () => {
    const { b, email } = await registered();
    const elsewhere = browser();
    await elsewhere.call("customer", "login", { email, password: PASSWORD });
    const wrong = await b.call("customer", "updatePassword", { current_password: "Nope#1234", password: "Newer#2027", confirm_password: "Newer#2027" });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe("Incorrect current password.");
    const mismatch = await b.call("customer", "updatePassword", { current_password: PASSWORD, password: "Newer#2027", confirm_password: "Other#2027" });
    expect(mismatch.error?.issues).toEqual([{ path: "confirm_password", message: "Passwords do not match." }]);
    const ok = await b.call("customer", "updatePassword", { current_password: PASSWORD, password: "Newer#2027", confirm_password: "Newer#2027" });
    expect(ok.data).toEqual({ is_valid: true });
    expect((await b.call("customer", "getCustomer")).data.email).toBe(email);
    expect((await elsewhere.call("customer", "getCustomer")).data).toBeNull();
    expect((await browser().call("customer", "login", { email, password: "Newer#2027" })).status).toBe(200);
  });
});

describe("password reset (000 §8, 001 §8)", () => {
  async function latestResetLink(email: string) {
    await api.shop.mailer.idle();
    const mails = await api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email));
    const reset = mails.filter((m) => m.subject.includes("Reset")).at(-1);
    return reset?.text.match(/http:\/\/\S+\/updatepassword\?token=\S+/)?.[0];
  }

  it("answers the same text for known and unknown emails; only the known one gets a link", async () => {
    const { email } = await registered();
    const known = await browser().call("customer", "resetPasswordRequest", { email });
    const unknownEmail = uniqueEmail("ghost");
    const unknown = await browser().call("customer", "resetPasswordRequest", { email: unknownEmail });
    const text = "If you have an account with us you will shortly receive a link to reset your password.";
    expect(known.data.message).toBe(text);
    expect(unknown.data).toEqual(known.data);
    expect(await latestResetLink(email)).toMatch(/^http:\/\/uk\.localhost:\d+\/updatepassword\?token=/);
    expect(await latestResetLink(unknownEmail)).toBeUndefined();
  });

  it("an expired link is refused with the spec's text", async () => {
    const { email, customer } = await registered();
    await browser().call("customer", "resetPasswordRequest", { email });
    const token = new URL((await latestResetLink(email))!).searchParams.get("token")!;
    await api.shop.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.customerId, customer.id));
    expect((await browser().call("customer", "validateToken", { token })).data).toEqual({ is_valid: false });
    const answer = await browser().call("customer", "resetPassword", { token, password: "Reset#2027", confirm_password: "Reset#2027" });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe("Sorry, your password reset link has expired. Please request a new password reset below.");
    expect((await browser().call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
  });
});

describe("address book (001 §7 Customer address; DESIGN.md: another customer's id answers 404)", () => {
  it("creates, lists, updates and deletes the customer's own addresses", async () => {
    const { b } = await registered();
    const created = await b.call("customer", "createCustomerAddress", { ...address, phone: "+44 113 496 0000" });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ ...address, phone: "+44 113 496 0000", company: "" });
    const second = (await b.call("customer", "createCustomerAddress", { ...address, city: "York" })).data;
    expect((await b.call("customer", "getCustomerAddresses")).data.map((a: { city: string }) => a.city)).toEqual(["Leeds", "York"]);
    expect((await b.call("customer", "getCustomerAddresses", { "id:in": [second.id] })).data).toHaveLength(1);
    const updated = await b.call("customer", "updateCustomerAddress", { ...address, id: created.data.id, city: "Bradford" });
    expect(updated.data.city).toBe("Bradford");
    expect((await b.call("customer", "deleteCustomerAddresses", { "id:in": [created.data.id, second.id] })).data).toEqual({ is_valid: true });
    expect((await b.call("customer", "getCustomerAddresses")).data).toEqual([]);
  });

  it("answers each invalid address field with its message and stores nothing", async () => {
    const { b, customer } = await registered();
    const answer = await b.call("customer", "createCustomerAddress", { phone: "1".repeat(51), address2: "a".repeat(255), state_or_province: "s".repeat(100) });
    expect(answer.status).toBe(400);
    expect(answer.error?.issues).toEqual(
      expect.arrayContaining([
        { path: "first_name", message: "Please enter your first name." },
        { path: "last_name", message: "Please enter your last name." },
        { path: "address1", message: "Please enter your valid address." },
        { path: "city", message: "Please type your city." },
        { path: "postal_code", message: "Please type your post code." },
        { path: "country_code", message: "Please select your country." },
        { path: "phone", message: "The phone number should not be longer than 50 characters." },
        { path: "address2", message: "The apartment, suite or building should be shorter than 255 characters." },
        { path: "state_or_province", message: "The state or province should be shorter than 100 characters." },
      ]),
    );
    expect(await api.shop.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id))).toHaveLength(0);
  });

  it("never lets one customer read or change another's addresses", async () => {
    const owner = await registered();
    const intruder = await registered();
    const mine = (await owner.b.call("customer", "createCustomerAddress", address)).data;
    const theirs = (await intruder.b.call("customer", "createCustomerAddress", { ...address, city: "Hull" })).data;

    const read = await intruder.b.call("customer", "getCustomerAddresses", { "id:in": [mine.id] });
    expect(read.status).toBe(404);
    expect(read.error?.message).toBe("This address could not be found.");
    expect((await intruder.b.call("customer", "getCustomerAddresses", { "id:in": [theirs.id, mine.id] })).status).toBe(404);
    expect((await intruder.b.call("customer", "updateCustomerAddress", { ...address, id: mine.id, city: "Hacked" })).status).toBe(404);
    expect((await intruder.b.call("customer", "deleteCustomerAddresses", { "id:in": [theirs.id, mine.id] })).status).toBe(404);
    expect((await intruder.b.call("customer", "getCustomerAddresses")).data.map((a: { id: number }) => a.id)).toEqual([theirs.id]);

    const [stored] = await api.shop.db.select().from(customerAddresses).where(and(eq(customerAddresses.id, mine.id), eq(customerAddresses.customerId, owner.customer.id)));
    expect(stored.city).toBe("Leeds");
    expect((await browser().call("customer", "getCustomerAddresses")).status).toBe(403);
  });
});

describe("bad input never gives a 500", () => {
  it("malformed JSON, wrong types, huge strings and unknown methods get a 4xx", async () => {
    const b = browser();
    const { fetchAs } = await import("../../../tests/http");
    const malformed = await fetchAs(api.port, "uk.localhost", "/api/customer/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(malformed.status).toBe(400);
    expect((await b.call("customer", "login", { email: 42, password: [] })).status).toBe(400);
    expect((await b.call("customer", "login", { email: `${"a".repeat(100_000)}@example.com`, password: "x" })).status).toBe(400);
    expect((await b.call("customer", "nope")).status).toBe(404);
    expect((await b.call("customer", "deleteCustomerAddresses", { "id:in": ["1; drop table customers"] })).status).toBe(400);
  });
});
