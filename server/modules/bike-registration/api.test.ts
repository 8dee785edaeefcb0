import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { PASSWORD, registeredBrowser, uniqueEmail } from "../customer/test-support";
import { eq } from "drizzle-orm";
import { outbox } from "../../jobs/schema";
import { BIKE_CONFIRMATION_MAIL_TOPIC } from "./mail";
import { bikeRegistrationTokens } from "./schema";
import { hashBikeToken } from "./service";
import type { BikeRegistrationAnswer, RegisteredBike } from "./types";

// Bike registration (001 §3 Bike registration, §5 serial 10 digits, §7 Bike registration service,
// §8 "Failed to register the bike." / "Failed to get the registered bikes.") at POST /api/bikes/{method}.

const api = useTestApi({ env: { RATE_LIMIT_FACTOR: "10" } });

let serialCounter = 0;
/** A fresh 10-digit serial for each registration. */
const newSerial = () => String(4_100_000_000 + process.pid * 1000 + serialCounter++).slice(0, 10);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const form = (over: Record<string, unknown> = {}) => ({ firstName: "Ada", lastName: "Lovelace", email: uniqueEmail("ada"), serialNumber: newSerial(), purchaseDate: day(-30), ...over });

/** The confirmation mail sent to `email` (the request kicked the outbox; its delivery may be under way). */
async function confirmationMail(email: string) {
  await api.shop.outbox.idle();
  await api.shop.outbox.deliverDue();
  const mail = (await api.shop.mailer.keptMail(500)).find((m) => m.toAddress.includes(email.toLowerCase()));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

function linkIn(text: string): URL {
  const match = /https?:\/\/\S+confirm=\S+/.exec(text);
  if (!match) throw new Error("no link in the mail");
  return new URL(match[0]);
}

async function countRows(): Promise<number> {
  const result = await api.shop.db.execute(sql`SELECT count(*)::int AS n FROM bike_registrations`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n);
}

describe("registerBikeByEmail (001 §3, §5, §7)", () => {
  it("§5: a guest registers a bike and gets a bikeRegistrationId; the email is stored lower-cased", async () => {
    const b = api.browser();
    const serial = newSerial();
    const answer = await b.call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ email: "Ada.Lovelace@Example.COM", serialNumber: serial }));
    expect(answer.status).toBe(201);
    expect(answer.data.bikeRegistrationId).toMatch(/^BR-[2-9A-HJKMNP-Z]{8}$/);
    const stored = await api.shop.db.execute(sql`SELECT email, serial_number, customer_id, channel_id FROM bike_registrations WHERE public_id = ${answer.data.bikeRegistrationId}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ email: "ada.lovelace@example.com", serial_number: serial, customer_id: null, channel_id: api.shop.storefronts.byCodeOrNull("uk")!.channelId }]);
  });

  it("§3: a serial number is registered once — the second registration answers 409 with its own message and stores nothing", async () => {
    const b = api.browser();
    const serial = newSerial();
    expect((await b.call("bikes", "registerBikeByEmail", form({ serialNumber: serial }))).status).toBe(201);
    const before = await countRows();
    const again = await api.browser("de.localhost").call("bikes", "registerBikeByEmail", form({ serialNumber: serial, email: uniqueEmail("other") }));
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe("Diese Rahmennummer ist bereits registriert. Wenn es Ihr Fahrrad ist und Sie es nicht registriert haben, kontaktieren Sie uns bitte.");
    expect(await countRows()).toBe(before);
  });

  it.each([
    ["9 digits", "123456789"],
    ["11 digits", "12345678901"],
    ["letters", "12345ABCDE"],
    ["a dash", "12345-67890"],
  ])("§5: a serial number of %s is refused with a translated 400 and nothing stored", async (_name, serialNumber) => {
    const before = await countRows();
    const answer = await api.browser("fr.localhost").call("bikes", "registerBikeByEmail", form({ serialNumber }));
    expect(answer.status).toBe(400);
    expect(answer.error?.issues).toEqual([{ path: "serialNumber", message: "Le numéro de série doit comporter exactement 10 chiffres." }]);
    expect(await countRows()).toBe(before);
  });

  it("§5: spaces between the digits of a serial number are dropped", async () => {
    const serial = newSerial();
    const spaced = `${serial.slice(0, 5)} ${serial.slice(5)}`;
    const answer = await api.browser().call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ serialNumber: spaced }));
    expect(answer.status).toBe(201);
    const stored = await api.shop.db.execute(sql`SELECT serial_number FROM bike_registrations WHERE public_id = ${answer.data.bikeRegistrationId}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ serial_number: serial }]);
  });

  it("§5: the date of purchase is a real day and not in the future (tomorrow everywhere on earth is refused; today is accepted)", async () => {
    const b = api.browser();
    const future = await b.call("bikes", "registerBikeByEmail", form({ purchaseDate: day(2) }));
    expect(future.status).toBe(400);
    expect(future.error?.issues).toEqual([{ path: "purchaseDate", message: "The date of purchase cannot be in the future." }]);
    const impossible = await b.call("bikes", "registerBikeByEmail", form({ purchaseDate: "2025-02-30" }));
    expect(impossible.error?.issues).toEqual([{ path: "purchaseDate", message: "Please enter a valid date of purchase." }]);
    const today = await b.call("bikes", "registerBikeByEmail", form({ purchaseDate: day(0) }));
    expect(today.status).toBe(201);
  });

  it("§5: missing names and a bad email answer the spec's messages, translated (German)", async () => {
    const answer = await api.browser("de.localhost").call("bikes", "registerBikeByEmail", form({ firstName: " ", lastName: "", email: "not-an-email" }));
    expect(answer.status).toBe(400);
    expect(answer.error?.issues).toEqual([
      { path: "firstName", message: "Bitte geben Sie Ihren Vornamen ein." },
      { path: "lastName", message: "Bitte geben Sie Ihren Nachnamen ein." },
      { path: "email", message: "Bitte geben Sie eine gültige E-Mail-Adresse an." },
    ]);
  });

  it("§8: a registration that cannot be stored answers 'Failed to register the bike.'", async () => {
    const register = api.shop.bikes.register.bind(api.shop.bikes);
    api.shop.bikes.register = () => Promise.reject(new Error("database gone"));
    try {
      const answer = await api.browser().call("bikes", "registerBikeByEmail", form());
      expect(answer.status).toBe(500);
      expect(answer.error?.message).toBe("Failed to register the bike.");
    } finally {
      api.shop.bikes.register = register;
    }
  });

  it("issue 12: anonymous registration takes a per-IP budget (429 when spent, nothing stored)", async () => {
    const { points } = api.shop.writeLimits.budget("bikeRegistration");
    const b = api.browser("uk.localhost", "203.0.113.77");
    for (let i = 0; i < points; i++) expect((await b.call("bikes", "registerBikeByEmail", form())).status).toBe(201);
    const before = await countRows();
    const over = await b.call("bikes", "registerBikeByEmail", form());
    expect(over.status).toBe(429);
    expect(await countRows()).toBe(before);
  });
});

describe("getRegisteredBikesByUser (001 §7, §8)", () => {
  it("§7: a signed-in customer's registration is theirs; another customer never sees it", async () => {
    const { b } = await registeredBrowser(api);
    const serial = newSerial();
    const registered = await b.call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ serialNumber: serial, email: uniqueEmail("gift") }));
    const list = await b.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {});
    expect(list.status).toBe(200);
    expect(list.data.bikes).toEqual([
      { bikeRegistrationId: registered.data.bikeRegistrationId, firstName: "Ada", lastName: "Lovelace", serialNumber: serial, purchaseDate: day(-30), dateRegistered: registered.data.dateRegistered },
    ]);
    const other = await registeredBrowser(api);
    expect((await other.b.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toEqual([]);
  });

  it("issue 16 (privacy, attacker first): an account created with someone else's email does not see the bikes that person registered as a guest", async () => {
    const victim = uniqueEmail("victim");
    const serial = newSerial();
    expect((await api.browser().call("bikes", "registerBikeByEmail", form({ email: victim, serialNumber: serial }))).status).toBe(201);

    // Sign-up does not verify the email: the attacker gets an account with the victim's address.
    const attacker = api.browser();
    expect((await attacker.call("customer", "register", { email: victim, first_name: "Mallory", last_name: "Evil", password: PASSWORD, terms: true })).status).toBe(200);
    expect((await attacker.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toEqual([]);
    // Guessing a link does not help either.
    const guessed = await attacker.call("bikes", "confirmBikeRegistration", { token: "A".repeat(43) });
    expect(guessed.status).toBe(410);
    expect(guessed.error?.message).toBe("This link has expired or has already been used.");
    expect((await attacker.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toEqual([]);
  });

  it("issue 16: a guest's registration mails a single-use link to its email, in the storefront's language; followed signed in with that email, the bike is the customer's", async () => {
    const email = uniqueEmail("early");
    const serial = newSerial();
    const guest = await api.browser("de.localhost").call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ email: email.toUpperCase(), serialNumber: serial }));
    expect(guest.status).toBe(201);
    const mail = await confirmationMail(email);
    expect(mail.subject).toBe("Fügen Sie Ihr Fahrrad Ihrem Foldwell-Konto hinzu");
    expect(mail.text).toContain(`Rahmennummer ${serial}`);
    const link = linkIn(mail.text);
    expect(link.origin + link.pathname).toBe(`http://de.localhost:${api.port}/my-foldwell/registered-bikes`);
    const token = link.searchParams.get("confirm")!;
    // Only the token's hash is stored.
    const stored = await api.shop.db.select().from(bikeRegistrationTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashBikeToken(token))).toBe(true);

    const b = api.browser();
    expect((await b.call("customer", "register", { email, first_name: "Early", last_name: "Bird", password: PASSWORD, terms: true })).status).toBe(200);
    expect((await b.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toEqual([]);
    const confirmed = await b.call<{ bike: RegisteredBike }>("bikes", "confirmBikeRegistration", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.bike).toMatchObject({ bikeRegistrationId: guest.data.bikeRegistrationId, serialNumber: serial });
    const list = await b.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {});
    expect(list.data.bikes.map((bike) => [bike.bikeRegistrationId, bike.serialNumber])).toEqual([[guest.data.bikeRegistrationId, serial]]);

    // Single use: the same link again answers 410.
    const again = await b.call("bikes", "confirmBikeRegistration", { token });
    expect(again.status).toBe(410);
    // And the bike stays the customer's after signing in again.
    const later = api.browser();
    expect((await later.call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
    expect((await later.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toHaveLength(1);
  });

  it("issue 16: the link does nothing for a customer signed in with another email (403, link left usable) or a visitor (403)", async () => {
    const email = uniqueEmail("owner");
    await api.browser().call("bikes", "registerBikeByEmail", form({ email }));
    const token = linkIn((await confirmationMail(email)).text).searchParams.get("confirm")!;
    expect((await api.browser().call("bikes", "confirmBikeRegistration", { token })).status).toBe(403);
    const { b: other } = await registeredBrowser(api);
    const refused = await other.call("bikes", "confirmBikeRegistration", { token });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe("This bike was registered with another email address. Sign in with that address to add it to your account.");
    expect((await other.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toEqual([]);

    const owner = api.browser();
    expect((await owner.call("customer", "register", { email, first_name: "Ow", last_name: "Ner", password: PASSWORD, terms: true })).status).toBe(200);
    expect((await owner.call("bikes", "confirmBikeRegistration", { token })).status).toBe(200);
  });

  it("issue 16: an expired link attaches nothing (410)", async () => {
    const email = uniqueEmail("late");
    await api.browser().call("bikes", "registerBikeByEmail", form({ email }));
    const token = linkIn((await confirmationMail(email)).text).searchParams.get("confirm")!;
    await api.shop.db.update(bikeRegistrationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bikeRegistrationTokens.tokenHash, hashBikeToken(token)));
    const b = api.browser();
    expect((await b.call("customer", "register", { email, first_name: "La", last_name: "Te", password: PASSWORD, terms: true })).status).toBe(200);
    expect((await b.call("bikes", "confirmBikeRegistration", { token })).status).toBe(410);
    expect((await b.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toEqual([]);
  });

  it("issue 16, send the link again (attacker first): unknown id, wrong email, an attached bike or an unknown token answer exactly as a real one does, and mail nothing", async () => {
    const email = uniqueEmail("victim");
    const guest = await api.browser().call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ email }));
    const { b: owner, email: ownerEmail } = await registeredBrowser(api);
    const attached = await owner.call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ email: ownerEmail }));
    await confirmationMail(email);
    const mailsBefore = (await api.shop.mailer.keptMail(500)).length;
    const queued = async () => (await api.shop.db.select().from(outbox).where(eq(outbox.topic, BIKE_CONFIRMATION_MAIL_TOPIC))).length;
    const itemsBefore = await queued();
    const attacker = api.browser("uk.localhost", "203.0.113.91");
    const real = await api.browser("uk.localhost", "203.0.113.92").call("bikes", "resendBikeConfirmation", { bikeRegistrationId: guest.data.bikeRegistrationId, email });
    expect(real.status).toBe(200);
    for (const probe of [
      { bikeRegistrationId: "BR-ZZZZZZZZ", email },
      { bikeRegistrationId: guest.data.bikeRegistrationId, email: uniqueEmail("attacker") },
      { bikeRegistrationId: attached.data.bikeRegistrationId, email: ownerEmail },
      { token: "x".repeat(43) },
    ]) {
      const answer = await attacker.call("bikes", "resendBikeConfirmation", probe);
      expect(answer.status, JSON.stringify(probe)).toBe(real.status);
      expect(answer.data, JSON.stringify(probe)).toEqual(real.data);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    // Only the real ask wrote a mail.
    expect(await queued()).toBe(itemsBefore + 1);
    await confirmationMail(email);
    expect((await api.shop.mailer.keptMail(500)).length).toBe(mailsBefore + 1);
  });

  it("issue 16, send the link again: the asks take the bike-registration budget of the IP (429 when spent, nothing mailed)", async () => {
    const email = uniqueEmail("budget");
    const guest = await api.browser().call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ email }));
    const { points } = api.shop.writeLimits.budget("bikeRegistration");
    const b = api.browser("uk.localhost", "203.0.113.93");
    for (let i = 0; i < points; i++) expect((await b.call("bikes", "resendBikeConfirmation", { bikeRegistrationId: "BR-ZZZZZZZZ", email })).status).toBe(200);
    const queued = async () => (await api.shop.db.select().from(outbox).where(eq(outbox.topic, BIKE_CONFIRMATION_MAIL_TOPIC))).length;
    const before = await queued();
    const over = await b.call("bikes", "resendBikeConfirmation", { bikeRegistrationId: guest.data.bikeRegistrationId, email });
    expect(over.status).toBe(429);
    expect(await queued()).toBe(before);
    // The same budget as registering: that IP cannot register now either.
    expect((await b.call("bikes", "registerBikeByEmail", form())).status).toBe(429);
  });

  it("issue 16, send the link again: from an expired link's message (its token) or the success page (id and email), a new single-use link is mailed and adds the bike", async () => {
    const email = uniqueEmail("again");
    const serial = newSerial();
    const guest = await api.browser("de.localhost").call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ email, serialNumber: serial }));
    const first = linkIn((await confirmationMail(email)).text).searchParams.get("confirm")!;
    await api.shop.db.update(bikeRegistrationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bikeRegistrationTokens.tokenHash, hashBikeToken(first)));

    const mailsTo = async () => {
      await api.shop.outbox.idle();
      await api.shop.outbox.deliverDue();
      // The confirmation mails (English or German), not the account's welcome mail.
      return (await api.shop.mailer.keptMail(500)).filter((m) => m.toAddress.includes(email.toLowerCase()) && /Add your bike|Fahrrad/.test(m.subject));
    };
    // From the expired link's message, on the English storefront: a new mail in English with a new link.
    expect((await api.browser("uk.localhost").call("bikes", "resendBikeConfirmation", { token: first })).status).toBe(200);
    const again = await mailsTo();
    expect(again).toHaveLength(2);
    const newest = again.find((m) => !m.subject.startsWith("Fügen"))!;
    expect(newest.subject).toBe("Add your bike to your Foldwell account");
    const second = linkIn(newest.text).searchParams.get("confirm")!;
    expect(second).not.toBe(first);
    expect(linkIn(newest.text).host).toBe(`uk.localhost:${api.port}`);
    // From the success page: id and email (any case) mail a third link.
    expect((await api.browser().call("bikes", "resendBikeConfirmation", { bikeRegistrationId: guest.data.bikeRegistrationId.toLowerCase(), email: email.toUpperCase() })).status).toBe(200);
    expect(await mailsTo()).toHaveLength(3);

    const b = api.browser();
    expect((await b.call("customer", "register", { email, first_name: "Ag", last_name: "Ain", password: PASSWORD, terms: true })).status).toBe(200);
    expect((await b.call("bikes", "confirmBikeRegistration", { token: first })).status).toBe(410);
    expect((await b.call("bikes", "confirmBikeRegistration", { token: second })).status).toBe(200);
    expect((await b.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes.map((bike) => bike.serialNumber)).toEqual([serial]);
    // Attached: asking again mails nothing more.
    expect((await api.browser().call("bikes", "resendBikeConfirmation", { token: second })).status).toBe(200);
    expect(await mailsTo()).toHaveLength(3);
  });

  it("issue 16: a bike registered while signed in is attached at once and mails no link", async () => {
    const { b } = await registeredBrowser(api);
    const email = uniqueEmail("signedin");
    const before = (await api.shop.db.select().from(outbox).where(eq(outbox.topic, BIKE_CONFIRMATION_MAIL_TOPIC))).length;
    expect((await b.call("bikes", "registerBikeByEmail", form({ email }))).status).toBe(201);
    expect((await api.shop.db.select().from(outbox).where(eq(outbox.topic, BIKE_CONFIRMATION_MAIL_TOPIC))).length).toBe(before);
    expect((await b.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toHaveLength(1);
  });

  it("§6: a visitor who is not signed in gets 403, translated", async () => {
    const answer = await api.browser("de.localhost").call("bikes", "getRegisteredBikesByUser", {});
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toBeTruthy();
  });

  it("§8: when the bikes cannot be read the answer is 'Failed to get the registered bikes.'", async () => {
    const { b } = await registeredBrowser(api);
    const byCustomer = api.shop.bikes.byCustomer.bind(api.shop.bikes);
    api.shop.bikes.byCustomer = () => Promise.resolve(undefined as unknown as RegisteredBike[]);
    try {
      const answer = await b.call("bikes", "getRegisteredBikesByUser", {});
      expect(answer.status).toBe(500);
      expect(answer.error?.message).toBe("Failed to get the registered bikes.");
    } finally {
      api.shop.bikes.byCustomer = byCustomer;
    }
  });
});
