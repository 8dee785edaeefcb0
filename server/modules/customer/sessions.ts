import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customerSessions } from "./schema";

/** Seven days, like the `user-authenticated` marker (000 §9); renewed while the customer is active. */
export const SESSION_LIFETIME_SECONDS = 604_800;
/** Issue 12: however active, a session ends 30 days after its login; sliding never passes that end. */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 3600;

export interface Session {
  customerId: number;
  expiresAt: Date;
  /** True when the session was extended by this read and the cookie should be sent again. */
  renewed: boolean;
  /** Seconds the cookie should live from now: up to the expiry, which never passes the absolute end. */
  maxAgeSeconds: number;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Server-side sessions (DESIGN.md, Sessions): the token is 128 random bits; the table keeps only its
 * hash. A session is renewed (a new token) at every login and destroyed at logout.
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async create(customerId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(16).toString("base64url");
    const createdAt = new Date(this.now());
    const expiresAt = new Date(createdAt.getTime() + SESSION_LIFETIME_SECONDS * 1000);
    await this.db.insert(customerSessions).values({ idHash: hashToken(token), customerId, createdAt, expiresAt });
    // Expired sessions of this customer (sliding or absolute) are cleared whenever a new one starts.
    const notBefore = new Date(createdAt.getTime() - SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000);
    await this.db
      .delete(customerSessions)
      .where(and(eq(customerSessions.customerId, customerId), or(lt(customerSessions.expiresAt, createdAt), lt(customerSessions.createdAt, notBefore))));
    return { token, expiresAt };
  }

  /**
   * The live session of a token; slides the expiry forward once less than half of it remains, but
   * never past the absolute end (30 days after the login), where the session ends however active.
   */
  async find(token: string | undefined): Promise<Session | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const idHash = hashToken(token);
    const now = new Date(this.now());
    const notBefore = new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000);
    const [row] = await this.db
      .select({ customerId: customerSessions.customerId, createdAt: customerSessions.createdAt, expiresAt: customerSessions.expiresAt })
      .from(customerSessions)
      .where(and(eq(customerSessions.idHash, idHash), gt(customerSessions.expiresAt, now), gt(customerSessions.createdAt, notBefore)));
    if (!row) return null;
    const absoluteEnd = row.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
    const maxAge = (expiresAt: Date) => Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    const remaining = row.expiresAt.getTime() - now.getTime();
    const slid = Math.min(now.getTime() + SESSION_LIFETIME_SECONDS * 1000, absoluteEnd);
    if (remaining > (SESSION_LIFETIME_SECONDS * 1000) / 2 || slid <= row.expiresAt.getTime()) {
      // A stored expiry beyond the absolute end (a row from before this rule) is capped for the cookie too.
      const expiresAt = new Date(Math.min(row.expiresAt.getTime(), absoluteEnd));
      return { customerId: row.customerId, expiresAt, renewed: false, maxAgeSeconds: maxAge(expiresAt) };
    }
    const expiresAt = new Date(slid);
    await this.db.update(customerSessions).set({ expiresAt }).where(eq(customerSessions.idHash, idHash));
    return { customerId: row.customerId, expiresAt, renewed: true, maxAgeSeconds: maxAge(expiresAt) };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.db.delete(customerSessions).where(eq(customerSessions.idHash, hashToken(token)));
  }

  /**
   * Ends every session of a customer except, optionally, the current one (after a password change).
   * With `db`, a transaction of the caller, the sessions end only if that transaction commits.
   */
  async destroyAllFor(customerId: number, exceptToken?: string, db: Database = this.db): Promise<void> {
    const condition = exceptToken
      ? and(eq(customerSessions.customerId, customerId), ne(customerSessions.idHash, hashToken(exceptToken)))
      : eq(customerSessions.customerId, customerId);
    await db.delete(customerSessions).where(condition);
  }
}
