import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers, type VerificationStatus } from "./schema";

/**
 * The back office's customer search (issue 17): by id, part of the email or of the name, newest
 * first. Only what staff need to find a customer: never the password hash or the form fields.
 */
export interface AdminCustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  channel_id: number;
  country: string | null;
  onfido_verification_status: VerificationStatus | null;
  accepts_marketing: boolean;
  created_at: string;
}

export interface AdminCustomerList {
  data: AdminCustomerRow[];
  pagination: { page: number; limit: number; total: number };
}

const columns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  channelId: customers.channelId,
  country: customers.country,
  verificationStatus: customers.verificationStatus,
  acceptsMarketing: customers.acceptsMarketing,
  createdAt: customers.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof customers.$inferSelect)[K] };

const toRow = (r: Row): AdminCustomerRow => ({
  id: r.id,
  email: r.email,
  first_name: r.firstName,
  last_name: r.lastName,
  channel_id: r.channelId,
  country: r.country,
  onfido_verification_status: r.verificationStatus ?? null,
  accepts_marketing: r.acceptsMarketing,
  created_at: r.createdAt.toISOString(),
});

export async function searchCustomers(db: Database, query: { search?: string; page?: number; limit?: number }): Promise<AdminCustomerList> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const limit = Math.min(100, Math.max(1, Math.floor(query.limit ?? 25)));
  const search = query.search?.trim();
  let where: SQL | undefined;
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byText = or(ilike(customers.email, like), ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like)) as SQL;
    where = /^\d{1,9}$/.test(search) ? (or(eq(customers.id, Number(search)), byText) as SQL) : byText;
  }
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(customers).where(where);
  const rows = await db
    .select(columns)
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { data: rows.map(toRow), pagination: { page, limit, total: Number(total) } };
}

/** One customer's summary row, or null. */
export async function customerRow(db: Database, customerId: number): Promise<AdminCustomerRow | null> {
  if (!Number.isSafeInteger(customerId) || customerId <= 0 || customerId > 2_147_483_647) return null;
  const [row] = await db.select(columns).from(customers).where(and(eq(customers.id, customerId)));
  return row ? toRow(row) : null;
}
