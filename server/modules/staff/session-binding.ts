import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isStaffRole } from "./service";
import { staffMembers, staffSessions } from "./schema";
import type { StaffActor } from "./types";

/**
 * For records bound to a staff session without keeping its token (issue 17: content preview
 * sessions on other storefronts' hosts): the session's id as staff_sessions stores it (SHA-256 of
 * the token, as StaffSessionStore hashes it), and the active member of a live session by that id.
 */
export function staffSessionHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function actorForStaffSessionHash(db: Database, idHash: string, now = new Date()): Promise<StaffActor | null> {
  const [row] = await db
    .select({ id: staffMembers.id, email: staffMembers.email, name: staffMembers.name, role: staffMembers.role })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, idHash), gt(staffSessions.expiresAt, now), eq(staffMembers.active, true)));
  if (!row || !isStaffRole(row.role)) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}
