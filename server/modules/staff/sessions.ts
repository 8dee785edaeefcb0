import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { staffSessions } from "./schema";

/** Issue 17: a back-office session lasts 12 hours from sign-in, however active (no sliding). */
export const STAFF_SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Staff sessions (issue 17): the token is 128 random bits and only its SHA-256 is stored, as for
 * customers (server/modules/customer/sessions.ts). A new token at every sign-in, destroyed at sign-out.
 */
export class StaffSessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async create(staffId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(16).toString("base64url");
    const createdAt = new Date(this.now());
    const expiresAt = new Date(createdAt.getTime() + STAFF_SESSION_LIFETIME_SECONDS * 1000);
    await this.db.insert(staffSessions).values({ idHash: hashToken(token), staffId, createdAt, expiresAt });
    // This member's ended sessions are cleared whenever a new one starts.
    await this.db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, createdAt)));
    return { token, expiresAt };
  }

  /** The member of a live session, or null. */
  async find(token: string | undefined): Promise<{ staffId: number; expiresAt: Date } | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const [row] = await this.db
      .select({ staffId: staffSessions.staffId, expiresAt: staffSessions.expiresAt })
      .from(staffSessions)
      .where(and(eq(staffSessions.idHash, hashToken(token)), gt(staffSessions.expiresAt, new Date(this.now()))));
    return row ?? null;
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.db.delete(staffSessions).where(eq(staffSessions.idHash, hashToken(token)));
  }

  /** Ends every session of a member (deactivated, password or role changed); with `db`, inside the caller's transaction. */
  async destroyAllFor(staffId: number, db: Database = this.db): Promise<void> {
    await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
  }
}
