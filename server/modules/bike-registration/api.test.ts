import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { PASSWORD, registeredBrowser, uniqueEmail } from "../customer/test-support";
import type { BikeRegistrationAnswer, RegisteredBike } from "./types";

// Bike registration (001 §3 Bike registration, §5 serial 10 digits, §7 Bike registration service,
// §8 "Failed to register the bike." / "Failed to get the registered bikes.") at POST /api/bikes/{method}.

const api = useTestApi({ env: { RATE_LIMIT_FACTOR: "10" } });

let serialCounter = 0;
/** A fresh 10-digit serial for each registration. */
const newSerial = () => String(4_100_000_000 + process.pid * 1000 + serialCounter++).slice(0, 10);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const form = (over: Record<string, unknown> = {}) => ({ firstName: "Ada", lastName: "Lovelace", email: uniqueEmail("ada"), serialNumber: newSerial(), purchaseDate: day(-30), ...over });

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

  it("§7: a bike registered by a guest with an email appears once the customer signs up with that email (and after signing in again)", async () => {
    const email = uniqueEmail("early");
    const serial = newSerial();
    const guest = await api.browser().call<BikeRegistrationAnswer>("bikes", "registerBikeByEmail", form({ email: email.toUpperCase(), serialNumber: serial }));
    expect(guest.status).toBe(201);

    const b = api.browser();
    expect((await b.call("customer", "register", { email, first_name: "Early", last_name: "Bird", password: PASSWORD, terms: true })).status).toBe(200);
    const list = await b.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {});
    expect(list.data.bikes.map((bike) => [bike.bikeRegistrationId, bike.serialNumber])).toEqual([[guest.data.bikeRegistrationId, serial]]);

    const again = api.browser();
    expect((await again.call("customer", "login", { email, password: PASSWORD })).status).toBe(200);
    expect((await again.call<{ bikes: RegisteredBike[] }>("bikes", "getRegisteredBikesByUser", {})).data.bikes).toHaveLength(1);
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
