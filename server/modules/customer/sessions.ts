import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customerSessions } from "./schema";

/** Seven days, like the `user-authenticated` marker (000 §9); renewed while the customer is active. */
export const SESSION_LIFETIME_SECONDS = 604_800;

export interface Session {
  customerId: number;
  expiresAt: Date;
  /** True when the session was extended by this read and the cookie should be sent again. */
  renewed: boolean;
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
    const expiresAt = new Date(this.now() + SESSION_LIFETIME_SECONDS * 1000);
    await this.db.insert(customerSessions).values({ idHash: hashToken(token), customerId, expiresAt });
    // Expired sessions of this customer are cleared whenever a new one starts.
    await this.db
      .delete(customerSessions)
      .where(and(eq(customerSessions.customerId, customerId), lt(customerSessions.expiresAt, new Date(this.now()))));
    return { token, expiresAt };
  }

  /** The live session of a token; slides the expiry forward once less than half of it remains. */
  async find(token: string | undefined): Promise<Session | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const idHash = hashToken(token);
    const now = new Date(this.now());
    const [row] = await this.db
      .select({ customerId: customerSessions.customerId, expiresAt: customerSessions.expiresAt })
      .from(customerSessions)
      .where(and(eq(customerSessions.idHash, idHash), gt(customerSessions.expiresAt, now)));
    if (!row) return null;
    const remaining = row.expiresAt.getTime() - now.getTime();
    if (remaining > (SESSION_LIFETIME_SECONDS * 1000) / 2) return { ...row, renewed: false };
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
    await this.db.update(customerSessions).set({ expiresAt }).where(eq(customerSessions.idHash, idHash));
    return { customerId: row.customerId, expiresAt, renewed: true };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.db.delete(customerSessions).where(eq(customerSessions.idHash, hashToken(token)));
  }

  /** Ends every session of a customer except, optionally, the current one (after a password change). */
  async destroyAllFor(customerId: number, exceptToken?: string): Promise<void> {
    const condition = exceptToken
      ? and(eq(customerSessions.customerId, customerId), ne(customerSessions.idHash, hashToken(exceptToken)))
      : eq(customerSessions.customerId, customerId);
    await this.db.delete(customerSessions).where(condition);
  }
}
