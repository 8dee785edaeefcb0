import { asc, count, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { recordAudit } from "../staff/audit";
import type { StaffActor } from "../staff/types";
import { stores, storeStock } from "./schema";
import { ACCREDITATION_LEVELS, WEEKDAYS, type AccreditationLevel, type OpeningHours } from "./types";

/**
 * The staff side of the stores (issue 17, Stores; 001 §3 Store, §4 Store finder): list, create,
 * update, hide or show on the finder, delete. Input is checked with `storeAdminInput` (zod; message
 * keys of `admin-stores`); each write runs in one transaction with its audit entry (recordAudit).
 *
 * The finder reads the `stores` table on every search (StoresService.nearby/getStore; its pages are
 * private, no-store, never in the page cache, and its RPC answers are not cached), so a change here
 * shows on the finder with the next search: nothing to invalidate.
 */

const E = (key: string) => `admin-stores:errors.${key}`;

/** "09:00–18:00" (en dash; a hyphen is accepted), opening before closing; empty or null: closed. */
const HOURS = /^([01]\d|2[0-3]):([0-5]\d)\s*[–-]\s*([01]\d|2[0-4]):([0-5]\d)$/;

export function normaliseHours(value: string | null | undefined): string | null | "invalid" {
  const text = (value ?? "").trim();
  if (text === "") return null;
  const m = HOURS.exec(text);
  if (!m) return "invalid";
  const open = Number(m[1]) * 60 + Number(m[2]);
  const close = Number(m[3]) * 60 + Number(m[4]);
  if (close <= open || close > 24 * 60) return "invalid";
  return `${m[1]}:${m[2]}–${m[3]}:${m[4]}`;
}

const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, E(key))
    .nullish()
    .transform((v) => (v ? v : null));

const hoursOfDay = z
  .string()
  .max(40, E("openingHours"))
  .nullish()
  .transform((value, ctx) => {
    const hours = normaliseHours(value);
    if (hours === "invalid") {
      ctx.addIssue({ code: "custom", message: E("openingHours") });
      return z.NEVER;
    }
    return hours;
  });

export const storeAdminInput = z
  .object({
    name: z.string().trim().min(1, E("nameRequired")).max(200, E("tooLong")),
    /** One of 001 §4's levels, or null: a store without a valid level is hidden from the finder. */
    accreditationLevel: z.enum(ACCREDITATION_LEVELS, { error: E("accreditationLevel") }).nullable(),
    street: z.string().trim().min(1, E("streetRequired")).max(200, E("tooLong")),
    city: z.string().trim().min(1, E("cityRequired")).max(100, E("tooLong")),
    postCode: z.string().trim().min(1, E("postCodeRequired")).max(20, E("tooLong")),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, E("countryCode")),
    // 001 §9: phone at most 50.
    phone: optionalText(50, "phone"),
    email: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null))
      .pipe(z.email({ error: E("email") }).max(254, E("email")).nullable()),
    website: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(z.url({ protocol: /^https?$/, error: E("website") }).max(500, E("website")).nullable()),
    contactable: z.boolean(),
    showOnFinder: z.boolean(),
    latitude: z.number({ error: E("latitude") }).min(-90, E("latitude")).max(90, E("latitude")),
    longitude: z.number({ error: E("longitude") }).min(-180, E("longitude")).max(180, E("longitude")),
    openingHours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, hoursOfDay])) as Record<(typeof WEEKDAYS)[number], typeof hoursOfDay>),
  })
  .refine((store) => !store.contactable || store.email !== null, { message: E("contactableNeedsEmail"), path: ["email"] });

export type StoreAdminInput = z.input<typeof storeAdminInput>;
export type StoreAdminValues = z.output<typeof storeAdminInput>;

/** A store as the back office shows it: every field, hidden ones included. */
export interface AdminStore {
  id: number;
  name: string;
  accreditationLevel: AccreditationLevel | null;
  street: string;
  city: string;
  postCode: string;
  countryCode: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  contactable: boolean;
  showOnFinder: boolean;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours;
  /** Shown by the finder: on the finder and with a valid level (001 §4). */
  visible: boolean;
  createdAt: string;
}

export type AdminStoreRow = Pick<AdminStore, "id" | "name" | "accreditationLevel" | "city" | "countryCode" | "contactable" | "showOnFinder" | "visible">;

export class StoreAdminError extends Error {
  constructor(
    readonly code: "storeNotFound",
    readonly status = 404,
  ) {
    super(code);
  }
}

type StoreRow = typeof stores.$inferSelect;

function isLevel(value: unknown): value is AccreditationLevel {
  return typeof value === "string" && (ACCREDITATION_LEVELS as readonly string[]).includes(value);
}

function toAdmin(row: StoreRow): AdminStore {
  const level = isLevel(row.accreditationLevel) ? row.accreditationLevel : null;
  const given = (row.openingHours ?? {}) as Partial<Record<string, unknown>>;
  return {
    id: row.id,
    name: row.name,
    accreditationLevel: level,
    street: row.street,
    city: row.city,
    postCode: row.postCode,
    countryCode: row.countryCode,
    phone: row.phone,
    email: row.email,
    website: row.website,
    contactable: row.contactable,
    showOnFinder: row.showOnFinder,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, typeof given[d] === "string" ? given[d] : null])) as OpeningHours,
    visible: row.showOnFinder && level !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a store (its fields, without the row's bookkeeping). */
function audited(store: AdminStore) {
  const { visible: _visible, createdAt: _createdAt, ...fields } = store;
  return fields;
}

const PAGE_SIZE = 50;

export class StoresAdmin {
  constructor(private readonly db: Database) {}

  /** Every store, hidden ones too, by name; `query` matches name, city, post code or country code. */
  async list(input: { query?: string; page?: number } = {}): Promise<{ items: AdminStoreRow[]; total: number; page: number; pageSize: number }> {
    const page = Math.max(1, input.page ?? 1);
    const q = input.query?.trim();
    const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = pattern ? or(ilike(stores.name, pattern), ilike(stores.city, pattern), ilike(stores.postCode, pattern), ilike(stores.countryCode, pattern)) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(stores).where(where).orderBy(asc(stores.name), asc(stores.id)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
      this.db.select({ total: count() }).from(stores).where(where),
    ]);
    const items = rows.map((row) => {
      const s = toAdmin(row);
      return { id: s.id, name: s.name, accreditationLevel: s.accreditationLevel, city: s.city, countryCode: s.countryCode, contactable: s.contactable, showOnFinder: s.showOnFinder, visible: s.visible };
    });
    return { items, total: Number(total), page, pageSize: PAGE_SIZE };
  }

  async get(id: number): Promise<AdminStore | null> {
    const [row] = await this.db.select().from(stores).where(eq(stores.id, id));
    return row ? toAdmin(row) : null;
  }

  async create(actor: StaffActor, input: StoreAdminInput): Promise<AdminStore> {
    const values = storeAdminInput.parse(input);
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [row] = await tx.insert(stores).values(values).returning();
      const store = toAdmin(row);
      await recordAudit(tx, actor, { action: "store.create", entity: "store", entityId: store.id, before: null, after: audited(store) });
      return store;
    });
  }

  async update(actor: StaffActor, id: number, input: StoreAdminInput): Promise<AdminStore> {
    const values = storeAdminInput.parse(input);
    return this.change(actor, id, "store.update", values);
  }

  /** Hide (or show again) on the finder, keeping everything else: 001 §4 "show-on-finder false is hidden". */
  async setShownOnFinder(actor: StaffActor, id: number, showOnFinder: boolean): Promise<AdminStore> {
    return this.change(actor, id, showOnFinder ? "store.show" : "store.hide", { showOnFinder });
  }

  /** Deletes the store and its stock rows; the audit entry keeps what it was. */
  async delete(actor: StaffActor, id: number): Promise<void> {
    await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for("update");
      if (!row) throw new StoreAdminError("storeNotFound");
      const stock = await tx.select({ n: count() }).from(storeStock).where(eq(storeStock.storeId, id));
      await tx.delete(stores).where(eq(stores.id, id));
      await recordAudit(tx, actor, { action: "store.delete", entity: "store", entityId: id, before: { ...audited(toAdmin(row)), stockRows: Number(stock[0]?.n ?? 0) }, after: null });
    });
  }

  /** One audited change of a store, the row locked so two members' changes apply one after the other. */
  private async change(actor: StaffActor, id: number, action: string, patch: Partial<typeof stores.$inferInsert>): Promise<AdminStore> {
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [current] = await tx.select().from(stores).where(eq(stores.id, id)).for("update");
      if (!current) throw new StoreAdminError("storeNotFound");
      const [row] = await tx.update(stores).set(patch).where(eq(stores.id, id)).returning();
      const before = audited(toAdmin(current));
      const after = audited(toAdmin(row));
      await recordAudit(tx, actor, { action, entity: "store", entityId: id, before, after });
      return toAdmin(row);
    });
  }
}

/** The levels, for the back office's select (001 §4 Accreditation levels). */
export const STORE_LEVELS: readonly AccreditationLevel[] = ACCREDITATION_LEVELS;
