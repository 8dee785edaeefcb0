import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../seed/catalog/seed";
import { seedStores } from "../../../seed/stores";
import { startTestApi } from "../../../tests/api";
import { startMailCatcher } from "../../../tests/mail-catcher";
import { startedForTests } from "../../../tests/suite";
import { outbox } from "../../jobs/schema";
import { stores, storeStock } from "./schema";
import type { NearbyStores, StoreDetail } from "./types";

// Issue 15, the store finder's server: 001 §2 (store finder, supported countries), §3 Store and
// Store contact message, §4 Store finder (hiding, Junction first), §5 store message rules, §7 Stock
// and stores service and Store contact service, §8 (no results), §9 (300 miles, message < 1000).

let ids: Record<string, number> = {};
const smtp = startedForTests(startMailCatcher);
const api = startedForTests(() =>
  startTestApi({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    seed: async (shop) => {
      await seedCatalog(shop.db);
      ids = await seedStores(shop.db, shop.env.BRAND_NAME);
    },
  }),
);

const LONDON = { latitude: 51.50853, longitude: -0.12574 };
const nearby = (host: string, body: Record<string, unknown>) => api.browser(host).call<NearbyStores>("stores", "nearby", body);
const names = (answer: { data: NearbyStores }) => answer.data.stores.map((s) => s.name);

/** Great-circle distance on earthdistance's sphere (radius 6,378,168 m), in metres. */
function sphereMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6378168 * Math.asin(Math.sqrt(h));
}

describe("POST /api/stores/nearby (001 §4, §7 /distance/nearby, §9 300 miles)", () => {
  it("001 §4: on All, Junction stores come first (nearest first), then every other visible store by distance", async () => {
    const answer = await nearby("uk.localhost", LONDON);
    expect(answer.status).toBe(200);
    expect(answer.data.unit).toBe("mi");
    const levels = answer.data.stores.map((s) => s.level);
    const firstOther = levels.findIndex((l) => l !== "junction");
    expect(levels.slice(0, firstOther).every((l) => l === "junction")).toBe(true);
    expect(levels.slice(firstOther).includes("junction")).toBe(false);
    expect(names(answer).slice(0, 3)).toEqual(["Foldwell Junction London", "Foldwell Junction Paris", "Foldwell Junction Amsterdam"]);
    const others = answer.data.stores.slice(firstOther).map((s) => s.distance);
    expect(others).toEqual([...others].sort((a, b) => a - b));
    expect(names(answer).slice(firstOther, firstOther + 1)).toEqual(["Foldwell Bike Hire Dock King's Cross"]);
  });

  it("001 §9: distances in the market's unit to one decimal (miles in the uk and us, km elsewhere)", async () => {
    const [uk, fr] = await Promise.all([nearby("uk.localhost", LONDON), nearby("fr.localhost", LONDON)]);
    expect(fr.data.unit).toBe("km");
    const manchester = uk.data.stores.find((s) => s.name === "Northern Quarter Cycles")!;
    const metres = sphereMetres(LONDON, manchester);
    expect(manchester.distance).toBeCloseTo(Math.round((metres / 1609.344) * 10) / 10, 1);
    expect(manchester.distance).toBeGreaterThan(160);
    expect(manchester.distance).toBeLessThan(166);
    const manchesterKm = fr.data.stores.find((s) => s.name === "Northern Quarter Cycles")!;
    expect(manchesterKm.distance).toBeCloseTo(Math.round(metres / 100) / 10, 1);
    expect(String(manchester.distance)).toMatch(/^\d+(\.\d)?$/);
  });

  it("001 §9: only stores within 300 miles (Edinburgh, about 330 miles from London, is not listed; from Manchester it is)", async () => {
    const fromLondon = await nearby("uk.localhost", LONDON);
    expect(names(fromLondon)).not.toContain("Leith Walk Bike Service");
    expect(fromLondon.data.stores.every((s) => s.distance <= 300)).toBe(true);
    const fromManchester = await nearby("uk.localhost", { latitude: 53.48095, longitude: -2.23743 });
    expect(names(fromManchester)).toContain("Leith Walk Bike Service");
  });

  it("001 §4: a store without a valid accreditation level or with show-on-finder false is never shown", async () => {
    const answer = await nearby("uk.localhost", LONDON);
    expect(names(answer)).not.toContain("Camden Lock Cycles");
    expect(names(answer)).not.toContain("Brixton Bike Shed");
    // A level outside 001 §4 hides a store as well.
    await api.shop.db.update(stores).set({ accreditationLevel: "platinum" }).where(eq(stores.id, ids["gold-manchester"]));
    try {
      expect(names(await nearby("uk.localhost", LONDON))).not.toContain("Northern Quarter Cycles");
    } finally {
      await api.shop.db.update(stores).set({ accreditationLevel: "gold" }).where(eq(stores.id, ids["gold-manchester"]));
    }
  });

  it("001 §2: each type filter shows its level only; Retailer covers Silver, Bronze and Approved; filtered lists go by distance", async () => {
    const levelsOf = async (type: string, at = LONDON) => (await nearby("uk.localhost", { ...at, type })).data.stores.map((s) => s.level);
    expect(new Set(await levelsOf("junction"))).toEqual(new Set(["junction"]));
    expect(await levelsOf("hireDock")).toEqual(["hireDock"]);
    expect(await levelsOf("electricOnly")).toEqual(["electricOnly"]);
    expect(await levelsOf("serviceOnly", { latitude: 55.9533, longitude: -3.1883 })).toEqual(["serviceOnly"]);
    expect(await levelsOf("gold")).toEqual(["gold"]);
    expect(await levelsOf("retailer")).toEqual(["silver"]); // Brussels' Vélo Sablon; Camden (hidden) and Brixton (none) stay out
    const europe = await levelsOf("retailer", { latitude: 47.0, longitude: 7.0 });
    expect(new Set(europe)).toEqual(new Set(["silver", "approved"])); // Munich, Milan, Brussels
    const junctions = (await nearby("uk.localhost", { ...LONDON, type: "junction" })).data.stores.map((s) => s.distance);
    expect(junctions).toEqual([...junctions].sort((a, b) => a - b));
  });

  it("001 §7: with a product, only stores that have it in stock (a zero level is not stock)", async () => {
    const [electric] = (await api.shop.db.execute(`SELECT id FROM catalog_products WHERE sku = 'FW-ELECTRIC'`) as unknown as { rows: Array<{ id: number }> }).rows;
    const answer = await nearby("uk.localhost", { ...LONDON, productId: Number(electric.id) });
    expect(names(answer)).toEqual(["Foldwell Junction London", "Foldwell Junction Paris", "Harbourside E-Bikes", "Vélo Sablon"]);
    const [helmet] = (await api.shop.db.execute(`SELECT id FROM catalog_products WHERE sku = 'FW-LIGHT-HELMET'`) as unknown as { rows: Array<{ id: number }> }).rows;
    expect((await nearby("uk.localhost", { ...LONDON, productId: Number(helmet.id) })).data.stores).toEqual([]);
  });

  it("001 §8: far from every store the list is empty (the page shows the no-results text)", async () => {
    const answer = await nearby("uk.localhost", { latitude: 64.1466, longitude: -21.9426 }); // Reykjavík
    expect(answer.status).toBe(200);
    expect(answer.data.stores).toEqual([]);
  });

  it("a store card carries what the finder shows", async () => {
    const [first] = (await nearby("uk.localhost", LONDON)).data.stores;
    expect(first).toMatchObject({
      id: ids["junction-london"],
      level: "junction",
      address: { street: "24 Long Acre", city: "London", postCode: "WC2E 9LG", countryCode: "GB" },
      phone: "+44 20 7946 0101",
      contactable: true,
      openingHours: { monday: "08:00–19:00", sunday: "10:00–16:00" },
    });
    expect(first.distance).toBeLessThan(1);
  });

  it("bad input is a translated 400", async () => {
    const answer = await nearby("de.localhost", { latitude: 91, longitude: 0 });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe("Die Anfrage ist ungültig.");
    expect((await nearby("uk.localhost", { ...LONDON, type: "platinum" })).status).toBe(400);
  });
});

describe("POST /api/stores/geocode (001 §2 supported countries; offline gazetteer)", () => {
  const geocode = (host: string, query: string) => api.browser(host).call<{ results: Array<{ name: string; countryCode: string; latitude: number; longitude: number }> }>("stores", "geocode", { query });

  it("finds a city by its name in another language and names it as typed", async () => {
    const munich = await geocode("de.localhost", "München");
    expect(munich.status).toBe(200);
    expect(munich.data.results[0]).toMatchObject({ name: "München", countryCode: "DE" });
    expect(munich.data.results[0].latitude).toBeCloseTo(48.137, 1);
    const italian = await geocode("it.localhost", "Monaco di Baviera");
    expect(italian.data.results[0]).toMatchObject({ countryCode: "DE" });
    const japanese = await geocode("jp.localhost", "ロンドン");
    expect(japanese.data.results[0]).toMatchObject({ name: "ロンドン", countryCode: "GB" });
  });

  it("refuses places in countries the store search does not cover", async () => {
    expect((await geocode("uk.localhost", "Novosibirsk")).data.results).toEqual([]);
    expect((await geocode("uk.localhost", "Nairobi")).data.results).toEqual([]);
    expect((await geocode("uk.localhost", "Paris, Russia")).data.results).toEqual([]);
  });

  it("an empty query is a translated 400", async () => {
    const answer = await geocode("fr.localhost", "   ");
    expect(answer.status).toBe(400);
    expect(answer.error?.issues).toContainEqual({ path: "query", message: "Veuillez saisir une ville." });
  });
});

describe("POST /api/stores/defaultLocation (001 §2 default search locations per market)", () => {
  it.each([
    ["uk.localhost", "London", "mi"],
    ["de.localhost", "Berlin", "km"],
    ["fr.localhost", "Paris", "km"],
    ["nl.localhost", "Amsterdam", "km"],
    ["us.localhost", "New York", "mi"],
    ["sg.localhost", "Singapore", "km"],
    ["jp.localhost", "東京", "km"],
    ["es.localhost", "Madrid", "km"],
    ["it.localhost", "Milano", "km"],
    ["be.localhost", "Brussels", "km"],
    ["localhost", "London", "km"],
  ])("%s starts at %s", async (host, name, unit) => {
    const answer = await api.browser(host).call("stores", "defaultLocation", {});
    expect(answer.data).toMatchObject({ name, unit });
  });
});

describe("POST /api/stores/getStore (001 §7 GET /location/{id}, stocks by product at a location)", () => {
  const getStore = (host: string, id: number) => api.browser(host).call<StoreDetail>("stores", "getStore", { id });

  it("answers a visible store with the products it holds, named for the storefront", async () => {
    const answer = await getStore("de.localhost", ids["junction-berlin"]);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ name: "Foldwell Junction Berlin", level: "junction", unit: "km", website: expect.stringContaining("find-a-store") });
    expect(answer.data.stock.map((s) => [s.name, s.quantity])).toEqual(
      expect.arrayContaining([["Foldwell Explore 6", 2], ["Foldwell Titanium Superlight", 1], ["Hinterradgepäckträger", 4]]),
    );
    expect(answer.data.stock).toHaveLength(3);
    expect(answer.data.stock[0].url).toMatch(/^\//);
  });

  it("leaves out products the store has none of", async () => {
    const london = await getStore("uk.localhost", ids["junction-london"]);
    expect(london.data.stock.map((s) => s.name)).not.toContain("Helmet Light");
    expect(london.data.stock.every((s) => s.quantity > 0)).toBe(true);
    expect((await getStore("uk.localhost", ids["hire-kings-cross"])).data.stock).toEqual([]);
  });

  it("001 §4: a hidden, unaccredited or unknown store is a translated 404", async () => {
    for (const id of [ids["hidden-camden"], ids["unaccredited-brixton"], 999_999]) {
      const answer = await getStore("uk.localhost", id);
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe("This store could not be found.");
    }
    expect((await getStore("de.localhost", 999_999)).error?.message).toBe("Dieser Store wurde nicht gefunden.");
  });
});

describe("POST /api/stores/sendStoreContactEmail (001 §3 Store contact message, §5, §7 Store contact service, §9)", () => {
  const send = (body: Record<string, unknown>, host = "uk.localhost", ip?: string) => api.browser(host, ip).call("stores", "sendStoreContactEmail", body);
  const outboxRows = () => api.shop.db.select().from(outbox).where(eq(outbox.topic, "stores.contactMail"));

  it("mails the store with the customer's address as reply-to and the phone normalised", async () => {
    const before = smtp.received.length;
    const answer = await send({ storeId: ids["gold-manchester"], email: "rider@example.com", phone: "+44 (0)20 7946-0958", message: "Do you have an Explore 12 in green?" });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ sent: true });
    await api.shop.outbox.idle(); // the request kicked the outbox; its delivery may be under way
    await api.shop.outbox.deliverDue();
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received[smtp.received.length - 1];
    expect(mail.to).toEqual(["hello@nqcycles.example"]);
    expect(mail.raw).toMatch(/^Reply-To: rider@example\.com\r?$/im);
    expect(mail.raw).toContain("+442079460958");
    expect(mail.raw).toContain("Do you have an Explore 12 in green?");
    expect(mail.raw).toMatch(/Subject: .*Northern Quarter Cycles/);
  });

  it("001 §5: each field's rule has its translated message and a refused form sends and stores nothing", async () => {
    const before = (await outboxRows()).length;
    const bad = await send({ storeId: ids["gold-manchester"], email: "not-an-email", phone: "020 7946 0958", message: "x".repeat(1000) }, "fr.localhost");
    expect(bad.status).toBe(400);
    expect(bad.error?.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Veuillez saisir une adresse e-mail valide." },
        { path: "phone", message: "Veuillez saisir votre numéro avec l'indicatif du pays, en chiffres uniquement (p. ex. +33 1 23 45 67 89)." },
        { path: "message", message: "Votre message doit faire moins de 1000 caractères." },
      ]),
    );
    const empty = await send({ storeId: ids["gold-manchester"], email: "a@example.com", phone: "+44 20 7946 0958", message: "   " });
    expect(empty.error?.issues).toEqual([{ path: "message", message: "This field is required." }]);
    const letters = await send({ storeId: ids["gold-manchester"], email: "a@example.com", phone: "+44 20 CALL NOW", message: "Hi" });
    expect(letters.error?.issues).toEqual([{ path: "phone", message: expect.stringContaining("country code") }]);
    expect((await outboxRows()).length).toBe(before);
  });

  it("001 §9: a message of 999 characters is taken", async () => {
    const answer = await send({ storeId: ids["junction-paris"], email: "long@example.com", phone: "0033 1 84 88 12 34", message: "é".repeat(999) });
    expect(answer.status).toBe(200);
  });

  it("a store that takes no messages, or is hidden or unknown, is a 404 and nothing is sent", async () => {
    const before = (await outboxRows()).length;
    for (const storeId of [ids["hire-kings-cross"], ids["hidden-camden"], ids["unaccredited-brixton"], 999_999]) {
      const answer = await send({ storeId, email: "a@example.com", phone: "+44 20 7946 0958", message: "Hello" });
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe("This store could not be found.");
    }
    expect((await outboxRows()).length).toBe(before);
  });

  it("is rate-limited per IP (WRITE_LIMITS.storeContact): the sixth message in an hour is a translated 429", async () => {
    const ip = "10.77.0.1";
    const body = { storeId: ids["junction-amsterdam"], email: "busy@example.com", phone: "+31 20 794 6012", message: "Hoi" };
    for (let i = 0; i < 5; i++) expect((await send({ ...body, message: `Hoi ${i}` }, "nl.localhost", ip)).status).toBe(200);
    const refused = await send(body, "nl.localhost", ip);
    expect(refused.status).toBe(429);
    expect(refused.error?.data).toEqual({ code: "tooManyAttempts" });
    expect((await send(body, "nl.localhost", "10.77.0.2")).status).toBe(200);
  });
});

describe("store stock per location (001 §7)", () => {
  it("keeps stock per store: the same product at two stores has two levels", async () => {
    const rows = await api.shop.db.select().from(storeStock).where(eq(storeStock.storeId, ids["junction-london"]));
    const paris = await api.shop.db.select().from(storeStock).where(eq(storeStock.storeId, ids["junction-paris"]));
    const shared = rows.find((r) => paris.some((p) => p.productId === r.productId))!;
    expect(shared.quantity).not.toBe(paris.find((p) => p.productId === shared.productId)!.quantity);
    const levels = await api.shop.stores.stocksByProductId(ids["junction-london"], [shared.productId, 999_999]);
    expect(levels).toEqual([{ productId: shared.productId, quantity: shared.quantity }, { productId: 999_999, quantity: 0 }]);
    const atParis = await api.shop.stores.stocksByProductId(ids["junction-paris"], [shared.productId]);
    expect(atParis).toEqual([{ productId: shared.productId, quantity: paris.find((p) => p.productId === shared.productId)!.quantity }]);
  });
});
