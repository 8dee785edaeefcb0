import type { Database } from "../../db/client";
import { staffAuditLog } from "./schema";
import type { AuditEntry, StaffActor } from "./types";

/**
 * Writes one audit-log entry (issue 17). Call it with the transaction of the change it describes,
 * so the change and its entry commit together or not at all.
 */
export async function recordAudit(db: Database, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before === undefined ? null : (entry.before as object),
    after: entry.after === undefined ? null : (entry.after as object),
  });
}
