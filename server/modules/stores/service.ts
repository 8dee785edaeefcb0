import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Geocoder } from "../../integrations/geocoding/types";
import type { MailMessage } from "../../integrations/mail/types";
import { enqueue } from "../../jobs/outbox";
import { catalogContext } from "../catalog/product-reads";
import type { ProductCard } from "../catalog/types";
import type { Storefront } from "../storefront/service";
import { defaultLocationFor, distanceUnitFor, STORE_SEARCH_COUNTRIES } from "./locations";
import { storeContactMailItem } from "./mail";
import { stores, storeStock } from "./schema";
import {
  ACCREDITATION_LEVELS,
  STORE_FINDER_RADIUS_MILES,
  WEEKDAYS,
  type AccreditationLevel,
  type DistanceUnit,
  type GeocodeAnswer,
  type NearbyInput,
  type NearbyStores,
  type OpeningHours,
  type StoreCard,
  type StoreContactInput,
  type StoreDetail,
  type StoreLocation,
  type StoreTypeFilter,
} from "./types";

export const METRES_PER_MILE = 1609.344;
const RADIUS_METRES = STORE_FINDER_RADIUS_MILES * METRES_PER_MILE;
/** More stores than any 300-mile circle of the demo holds; a map shows at most this many markers. */
const NEARBY_LIMIT = 200;

/** 001 §2: the levels each type filter shows; Retailer covers Silver, Bronze and Approved. */
export const LEVELS_OF_FILTER: Record<StoreTypeFilter, readonly AccreditationLevel[]> = {
  all: ACCREDITATION_LEVELS,
  junction: ["junction"],
  hireDock: ["hireDock"],
  serviceOnly: ["serviceOnly"],
  electricOnly: ["electricOnly"],
  gold: ["gold"],
  retailer: ["silver", "bronze", "approved"],
};

type StoreRow = typeof stores.$inferSelect;

/** Products the catalogue can name for a storefront (its cards: name, page, image). */
export interface StoreProducts {
  cards(ids: number[], ctx: ReturnType<typeof catalogContext>): Promise<ProductCard[]>;
}

/** Per-storefront text rendering of the mail to a store (the API gives the storefront's translator). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export class StoreNotFound extends Error {
  constructor() {
    super("store not found");
  }
}

/**
 * The store finder's rules (issue 15; 001 §2, §4, §7, §9): nearest visible stores within 300 miles
 * (Junction first on "All"), type filters, stock per store, the offline geocoder restricted to the
 * supported countries, and messages to contactable stores (mailed through the outbox).
 */
export class StoresService {
  constructor(
    private readonly db: Database,
    private readonly deps: { geocoder: Geocoder; catalog: StoreProducts; brandName: string; kickOutbox?: () => void },
    /** The store finder's reads: the read replica when DATABASE_REPLICA_URL is set (issue 18); messages stay on the primary. */
    private readonly reads: Database = db,
  ) {}

  /** 001 §7 GET /distance/nearby (measure mi, radius 300, latitude, longitude), with the finder's type filter and an optional product in stock. */
  async nearby(input: NearbyInput, storefront: Pick<Storefront, "country">): Promise<NearbyStores> {
    const unit = distanceUnitFor(storefront.country.iso);
    const type = input.type ?? "all";
    const levels = LEVELS_OF_FILTER[type];
    const here = sql`ll_to_earth(${input.latitude}::float8, ${input.longitude}::float8)`;
    const there = sql`ll_to_earth(s.latitude, s.longitude)`;
    const inStock =
      input.productId === undefined
        ? sql``
        : sql`AND EXISTS (SELECT 1 FROM store_stock k WHERE k.store_id = s.id AND k.product_id = ${input.productId} AND k.quantity > 0)`;
    const junctionFirst = type === "all" ? sql`CASE WHEN s.accreditation_level = 'junction' THEN 0 ELSE 1 END,` : sql``;
    const { rows } = (await this.reads.execute(sql`
      SELECT s.*, earth_distance(${there}, ${here}) AS metres
        FROM stores s
       WHERE s.show_on_finder
         AND s.accreditation_level IN (${sql.join(levels.map((l) => sql`${l}`), sql`, `)})
         AND earth_box(${here}, ${RADIUS_METRES}::float8) @> ${there}
         AND earth_distance(${there}, ${here}) <= ${RADIUS_METRES}::float8
         ${inStock}
       ORDER BY ${junctionFirst} metres, s.id
       LIMIT ${NEARBY_LIMIT}`)) as unknown as { rows: Array<Record<string, unknown>> };
    return { unit, stores: rows.map((row) => ({ ...cardOf(rawRow(row)), distance: roundedDistance(Number(row.metres), unit) })) };
  }

  /** A place name to coordinates, from the shipped gazetteer, only in the supported countries of 001 §2. */
  async geocode(query: string, storefront: Pick<Storefront, "locale">): Promise<GeocodeAnswer> {
    const results = await this.deps.geocoder.search(query, { countries: STORE_SEARCH_COUNTRIES, locale: storefront.locale });
    return { results };
  }

  /** The market's default search location (001 §2): uk London, de Berlin, … Global London. */
  defaultLocation(storefront: Pick<Storefront, "country" | "locale">): StoreLocation {
    // The finder page starts here: a search is likely to follow, so the gazetteer gets ready.
    this.deps.geocoder.warm?.();
    return defaultLocationFor(storefront.country.iso, storefront.locale);
  }

  /** 001 §7 GET /location/{id}: a visible store with what it holds; null for a hidden or unknown one. */
  async getStore(id: number, storefront: Storefront): Promise<StoreDetail | null> {
    const row = await this.visibleStore(id);
    if (!row) return null;
    const { distance: _none, ...card } = { ...cardOf(row), distance: 0 };
    return { ...card, unit: distanceUnitFor(storefront.country.iso), stock: await this.stockOf(row.id, storefront) };
  }

  /** 001 §7 POST /location/{locationId}/stocks/by-product-id: the levels of these products at a store (a product it has never held: 0). */
  async stocksByProductId(storeId: number, productIds: number[]): Promise<Array<{ productId: number; quantity: number }>> {
    if (productIds.length === 0) return [];
    const held = await this.reads
      .select({ productId: storeStock.productId, quantity: storeStock.quantity })
      .from(storeStock)
      .where(and(eq(storeStock.storeId, storeId), inArray(storeStock.productId, productIds)));
    const levels = new Map(held.map((h) => [h.productId, h.quantity]));
    return [...new Set(productIds)].map((productId) => ({ productId, quantity: levels.get(productId) ?? 0 }));
  }

  /** 001 §7 stocks by product at a location: what a store holds (quantity > 0), named by the catalogue for this storefront. */
  async stockOf(storeId: number, storefront: Storefront): Promise<StoreDetail["stock"]> {
    const held = await this.reads
      .select({ productId: storeStock.productId, quantity: storeStock.quantity })
      .from(storeStock)
      .where(and(eq(storeStock.storeId, storeId), gt(storeStock.quantity, 0)))
      .orderBy(asc(storeStock.productId));
    if (held.length === 0) return [];
    const cards = new Map((await this.deps.catalog.cards(held.map((h) => h.productId), catalogContext(storefront))).map((c) => [c.id, c]));
    return held.flatMap((h) => {
      const card = cards.get(h.productId);
      return card ? [{ productId: h.productId, name: card.name, url: card.url, image: card.image || null, quantity: h.quantity }] : [];
    });
  }

  /**
   * 001 §7 Store contact service sendStoreContactEmail (email, phone, message), already checked by
   * the form's schema: a visible, contactable store gets the message by mail (outbox, retried),
   * with the customer's address as reply-to. Anything else is StoreNotFound.
   */
  async sendContactMessage(input: StoreContactInput, t: Translate, now: Date = new Date()): Promise<void> {
    const row = await this.visibleStore(input.storeId);
    if (!row || !row.contactable || !row.email) throw new StoreNotFound();
    const message: MailMessage = {
      to: row.email,
      replyTo: input.email,
      subject: t("stores:mail.subject", { brand: this.deps.brandName, store: row.name }),
      text: [
        t("stores:mail.intro", { brand: this.deps.brandName, store: row.name }),
        "",
        `${t("stores:contact.email")}: ${input.email}`,
        `${t("stores:contact.phone")}: ${input.phone}`,
        "",
        input.message,
        "",
        t("stores:mail.replyHint"),
      ].join("\n"),
    };
    await enqueue(this.db, [storeContactMailItem(row.id, now, input.email, message)]);
    this.deps.kickOutbox?.();
  }

  private async visibleStore(id: number): Promise<StoreRow | null> {
    const [row] = await this.reads.select().from(stores).where(and(eq(stores.id, id), eq(stores.showOnFinder, true)));
    return row && isLevel(row.accreditationLevel) ? row : null;
  }
}

function isLevel(value: unknown): value is AccreditationLevel {
  return typeof value === "string" && (ACCREDITATION_LEVELS as readonly string[]).includes(value);
}

export function roundedDistance(metres: number, unit: DistanceUnit): number {
  return Math.round((metres / (unit === "mi" ? METRES_PER_MILE : 1000)) * 10) / 10;
}

/** Every weekday present: a missing one is closed. */
function openingHoursOf(value: unknown): OpeningHours {
  const given = (value ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(WEEKDAYS.map((d) => [d, typeof given[d] === "string" ? given[d] : null])) as OpeningHours;
}

/** A raw SQL row (snake_case) as the table's row. */
function rawRow(row: Record<string, unknown>): StoreRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    accreditationLevel: row.accreditation_level as string | null,
    street: String(row.street),
    city: String(row.city),
    postCode: String(row.post_code),
    countryCode: String(row.country_code),
    phone: row.phone as string | null,
    email: row.email as string | null,
    website: row.website as string | null,
    contactable: Boolean(row.contactable),
    showOnFinder: Boolean(row.show_on_finder),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    openingHours: (typeof row.opening_hours === "string" ? JSON.parse(row.opening_hours) : row.opening_hours) as OpeningHours,
    createdAt: row.created_at as Date,
  };
}

function cardOf(row: StoreRow): Omit<StoreCard, "distance"> {
  return {
    id: row.id,
    name: row.name,
    level: row.accreditationLevel as AccreditationLevel,
    address: { street: row.street, city: row.city, postCode: row.postCode, countryCode: row.countryCode },
    phone: row.phone,
    email: row.email,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
    contactable: row.contactable && row.email !== null,
    openingHours: openingHoursOf(row.openingHours),
  };
}
