import { inArray, sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { stores, storeStock } from "../server/modules/stores/schema";
import type { AccreditationLevel, OpeningHours } from "../server/modules/stores/types";

/**
 * The demo stores of the finder (issue 15): Junction stores, a hire dock, a service point, an
 * electric-only store and retailers of every level in the selling markets and Japan, one hidden
 * store and one without accreditation (both never shown, 001 §4). Phone numbers are in the ranges
 * kept for fiction (UK 07946/020 7946 0xxx, US 555-01xx …); mail goes to `.example` domains.
 * Each store holds some products in its own location (001 §7 stocks by product at a location).
 */
type Hours = [string | null, string | null, string | null, string | null, string | null, string | null, string | null];

const hours = (days: Hours): OpeningHours => ({
  monday: days[0], tuesday: days[1], wednesday: days[2], thursday: days[3], friday: days[4], saturday: days[5], sunday: days[6],
});
const JUNCTION = hours(["08:00–19:00", "08:00–19:00", "08:00–19:00", "08:00–19:00", "08:00–19:00", "09:00–18:00", "10:00–16:00"]);
const RETAIL = hours(["10:00–18:00", "10:00–18:00", "10:00–18:00", "10:00–18:00", "10:00–18:00", "10:00–18:00", "11:00–17:00"]);
const RETAIL_NO_SUNDAY = hours(["10:00–19:00", "10:00–19:00", "10:00–19:00", "10:00–19:00", "10:00–19:00", "10:00–18:00", null]);
const SERVICE = hours([null, "09:00–17:30", "09:00–17:30", "09:00–17:30", "09:00–17:30", "09:00–16:00", null]);
const DOCK = hours(["06:00–23:00", "06:00–23:00", "06:00–23:00", "06:00–23:00", "06:00–23:00", "06:00–23:00", "06:00–23:00"]);
const SIESTA = hours(["10:00–14:00, 17:00–20:30", "10:00–14:00, 17:00–20:30", "10:00–14:00, 17:00–20:30", "10:00–14:00, 17:00–20:30", "10:00–14:00, 17:00–20:30", "10:00–14:00", null]);
const TOKYO = hours(["11:00–20:00", "11:00–20:00", null, "11:00–20:00", "11:00–20:00", "10:00–20:00", "10:00–19:00"]);

export interface StoreSeed {
  key: string;
  name: string;
  level: AccreditationLevel | null;
  street: string;
  city: string;
  postCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  website: string | null;
  contactable: boolean;
  showOnFinder: boolean;
  openingHours: OpeningHours;
  /** SKU → quantity at this store. */
  stock: Record<string, number>;
}

export function demoStores(brandName: string): StoreSeed[] {
  const slug = brandName.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const own = (city: string) => ({ email: `${city}@stores.${slug}.example`, website: `https://www.${slug}.example/find-a-store` });
  return [
    { key: "junction-london", name: `${brandName} Junction London`, level: "junction", street: "24 Long Acre", city: "London", postCode: "WC2E 9LG", countryCode: "GB", latitude: 51.51255, longitude: -0.12469, phone: "+44 20 7946 0101", ...own("london"), contactable: true, showOnFinder: true, openingHours: JUNCTION, stock: { "FW-URBAN-1": 4, "FW-URBAN-3": 6, "FW-EXPLORE-6": 2, "FW-ELECTRIC": 3, "FW-TITANIUM": 1, "FW-BAG-FRONT": 8, "FW-LIGHT-SET": 10, "FW-LIGHT-HELMET": 0 } },
    { key: "hire-kings-cross", name: `${brandName} Bike Hire Dock King's Cross`, level: "hireDock", street: "Pancras Square", city: "London", postCode: "N1C 4AG", countryCode: "GB", latitude: 51.53358, longitude: -0.12604, phone: "+44 20 7946 0102", email: `hire@stores.${slug}.example`, website: `https://www.${slug}.example/hire`, contactable: false, showOnFinder: true, openingHours: DOCK, stock: {} },
    { key: "gold-manchester", name: "Northern Quarter Cycles", level: "gold", street: "41 Oldham Street", city: "Manchester", postCode: "M1 1JG", countryCode: "GB", latitude: 53.48351, longitude: -2.23463, phone: "+44 161 496 0233", email: "hello@nqcycles.example", website: "https://www.nqcycles.example", contactable: true, showOnFinder: true, openingHours: RETAIL, stock: { "FW-URBAN-3": 2, "FW-EXPLORE-12": 1, "FW-BAG-TOTE": 5 } },
    { key: "service-edinburgh", name: "Leith Walk Bike Service", level: "serviceOnly", street: "112 Leith Walk", city: "Edinburgh", postCode: "EH6 5DT", countryCode: "GB", latitude: 55.96365, longitude: -3.17805, phone: "+44 131 496 0544", email: "workshop@leithwalkbikes.example", website: "https://leithwalkbikes.example", contactable: true, showOnFinder: true, openingHours: SERVICE, stock: { "FW-TUBE-16": 30, "FW-TYRE-16": 12, "FW-BRAKE-PADS": 20, "FW-CHAIN": 8 } },
    { key: "electric-bristol", name: "Harbourside E-Bikes", level: "electricOnly", street: "3 Canons Road", city: "Bristol", postCode: "BS1 5UH", countryCode: "GB", latitude: 51.45054, longitude: -2.59843, phone: "+44 117 496 0871", email: "ride@harbourside-ebikes.example", website: "https://harbourside-ebikes.example", contactable: true, showOnFinder: true, openingHours: RETAIL, stock: { "FW-ELECTRIC": 4, "FW-ELECTRIC-EXPLORE": 2 } },
    { key: "junction-amsterdam", name: `${brandName} Junction Amsterdam`, level: "junction", street: "Haarlemmerstraat 88", city: "Amsterdam", postCode: "1013 EW", countryCode: "NL", latitude: 52.38084, longitude: 4.89163, phone: "+31 20 794 6012", ...own("amsterdam"), contactable: true, showOnFinder: true, openingHours: JUNCTION, stock: { "FW-URBAN-1": 5, "FW-URBAN-6": 2, "FW-BAG-FRONT": 4 } },
    { key: "junction-paris", name: `${brandName} Junction Paris`, level: "junction", street: "18 Rue de Turenne", city: "Paris", postCode: "75004", countryCode: "FR", latitude: 48.85563, longitude: 2.36312, phone: "+33 1 84 88 12 34", ...own("paris"), contactable: true, showOnFinder: true, openingHours: JUNCTION, stock: { "FW-URBAN-3": 3, "FW-ELECTRIC": 2, "FW-MUDGUARD-SET": 6 } },
    { key: "junction-berlin", name: `${brandName} Junction Berlin`, level: "junction", street: "Torstraße 140", city: "Berlin", postCode: "10119", countryCode: "DE", latitude: 52.52897, longitude: 13.40103, phone: "+49 30 5683 7210", ...own("berlin"), contactable: true, showOnFinder: true, openingHours: JUNCTION, stock: { "FW-EXPLORE-6": 2, "FW-TITANIUM-SL": 1, "FW-RACK-REAR": 4 } },
    { key: "retailer-munich", name: "Radhaus München", level: "silver", street: "Fraunhoferstraße 22", city: "München", postCode: "80469", countryCode: "DE", latitude: 48.13138, longitude: 11.57342, phone: "+49 89 2154 6630", email: "laden@radhaus-muenchen.example", website: "https://radhaus-muenchen.example", contactable: true, showOnFinder: true, openingHours: RETAIL_NO_SUNDAY, stock: { "FW-URBAN-6": 1, "FW-BAG-PANNIER": 3 } },
    { key: "retailer-madrid", name: "Bicicletas Lavapiés", level: "bronze", street: "Calle de Argumosa 14", city: "Madrid", postCode: "28012", countryCode: "ES", latitude: 40.40812, longitude: -3.69912, phone: "+34 915 27 43 19", email: "tienda@bicislavapies.example", website: "https://bicislavapies.example", contactable: true, showOnFinder: true, openingHours: SIESTA, stock: { "FW-URBAN-1": 2 } },
    { key: "retailer-milan", name: "Ciclofficina Navigli", level: "approved", street: "Via Vigevano 9", city: "Milano", postCode: "20144", countryCode: "IT", latitude: 45.45371, longitude: 9.17453, phone: "+39 02 8942 3316", email: "info@ciclofficinanavigli.example", website: null, contactable: true, showOnFinder: true, openingHours: RETAIL_NO_SUNDAY, stock: { "FW-URBAN-3": 1, "FW-GRIPS": 5 } },
    { key: "retailer-brussels", name: "Vélo Sablon", level: "silver", street: "Rue de Rollebeek 7", city: "Bruxelles", postCode: "1000", countryCode: "BE", latitude: 50.84201, longitude: 4.35223, phone: "+32 2 511 48 26", email: "bonjour@velosablon.example", website: "https://velosablon.example", contactable: true, showOnFinder: true, openingHours: RETAIL_NO_SUNDAY, stock: { "FW-ELECTRIC": 1, "FW-LIGHT-DYNAMO": 3 } },
    { key: "retailer-new-york", name: "Hudson Folding Bikes", level: "gold", street: "212 Lafayette Street", city: "New York, NY", postCode: "10012", countryCode: "US", latitude: 40.72214, longitude: -73.99762, phone: "+1 212 555 0143", email: "shop@hudsonfolding.example", website: "https://hudsonfolding.example", contactable: true, showOnFinder: true, openingHours: RETAIL, stock: { "FW-URBAN-3": 4, "FW-ELECTRIC": 2, "FW-BAG-TOTE": 6 } },
    { key: "retailer-san-francisco", name: "Mission Fold Cycles", level: "bronze", street: "2170 Mission Street", city: "San Francisco, CA", postCode: "94110", countryCode: "US", latitude: 37.76221, longitude: -122.41941, phone: "+1 415 555 0178", email: "hi@missionfold.example", website: "https://missionfold.example", contactable: true, showOnFinder: true, openingHours: RETAIL, stock: { "FW-EXPLORE-6": 1 } },
    { key: "retailer-singapore", name: "Tiong Bahru Cycle Works", level: "approved", street: "78 Yong Siak Street, #01-12", city: "Singapore", postCode: "163078", countryCode: "SG", latitude: 1.28412, longitude: 103.83182, phone: "+65 6555 0192", email: "hello@tbcycleworks.example", website: "https://tbcycleworks.example", contactable: true, showOnFinder: true, openingHours: RETAIL, stock: { "FW-URBAN-1": 3, "FW-BAG-COVER": 4 } },
    { key: "retailer-tokyo", name: "神保町サイクル (Jimbocho Cycle)", level: "silver", street: "神田神保町2-5-4", city: "千代田区, 東京都", postCode: "101-0051", countryCode: "JP", latitude: 35.69581, longitude: 139.75772, phone: "+81 3 5555 0166", email: "info@jimbocho-cycle.example", website: "https://jimbocho-cycle.example", contactable: true, showOnFinder: true, openingHours: TOKYO, stock: { "FW-URBAN-6": 2, "FW-TITANIUM": 1, "FW-BELL": 10 } },
    { key: "hidden-camden", name: "Camden Lock Cycles", level: "gold", street: "54 Camden Lock Place", city: "London", postCode: "NW1 8AF", countryCode: "GB", latitude: 51.54135, longitude: -0.14604, phone: "+44 20 7946 0377", email: "shop@camdenlockcycles.example", website: "https://camdenlockcycles.example", contactable: true, showOnFinder: false, openingHours: RETAIL, stock: { "FW-URBAN-1": 9 } },
    { key: "unaccredited-brixton", name: "Brixton Bike Shed", level: null, street: "9 Atlantic Road", city: "London", postCode: "SW9 8HX", countryCode: "GB", latitude: 51.46134, longitude: -0.11562, phone: "+44 20 7946 0488", email: "shed@brixtonbikeshed.example", website: null, contactable: true, showOnFinder: true, openingHours: RETAIL, stock: { "FW-URBAN-1": 9 } },
  ];
}

/** Inserts the demo stores and their stock (after the catalogue, whose SKUs the stock names). Answers store ids by key. */
export async function seedStores(db: Database, brandName: string): Promise<Record<string, number>> {
  const seeds = demoStores(brandName);
  const skus = [...new Set(seeds.flatMap((s) => Object.keys(s.stock)))];
  const { rows } = (await db.execute(
    sql`SELECT id, sku FROM catalog_products WHERE sku IN (${sql.join(skus.map((s) => sql`${s}`), sql`, `)})`,
  )) as unknown as { rows: Array<{ id: number; sku: string }> };
  const productIdOf = new Map(rows.map((r) => [r.sku, Number(r.id)]));
  const inserted = await db
    .insert(stores)
    .values(
      seeds.map(({ key: _key, level, stock: _stock, ...store }) => ({ ...store, accreditationLevel: level })),
    )
    .returning({ id: stores.id, name: stores.name });
  const idByName = new Map(inserted.map((r) => [r.name, r.id]));
  const ids: Record<string, number> = Object.fromEntries(seeds.map((seed) => [seed.key, idByName.get(seed.name)!]));
  const stock = seeds.flatMap((seed) =>
    Object.entries(seed.stock).flatMap(([sku, quantity]) => {
      const productId = productIdOf.get(sku);
      return productId === undefined ? [] : [{ storeId: ids[seed.key], productId, quantity }];
    }),
  );
  if (stock.length > 0) await db.insert(storeStock).values(stock);
  return ids;
}

/** The ids of the demo stores by key (tests and journeys). */
export async function demoStoreIds(db: Database, brandName: string): Promise<Record<string, number>> {
  const seeds = demoStores(brandName);
  const found = await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.name, seeds.map((s) => s.name)));
  const byName = new Map(found.map((r) => [r.name, r.id]));
  return Object.fromEntries(seeds.flatMap((s) => (byName.has(s.name) ? [[s.key, byName.get(s.name)!]] : [])));
}
