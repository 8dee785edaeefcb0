import type { Database } from "../server/db/client";
import { hashPassword } from "../server/modules/customer/password";
import { staffMembers } from "../server/modules/staff/schema";
import { DEMO_PASSWORD } from "./customers";

/**
 * The demo shop's back-office owner (issue 17): admin@example.com / Foldwell#2026, without TOTP (the
 * demo keeps it optional). Seeded only beside the demo customers, never by a production boot.
 */
export const DEMO_STAFF = { email: "admin@example.com", name: "Alex Admin", role: "owner" } as const;

export async function seedDemoStaff(db: Database): Promise<void> {
  await db.insert(staffMembers).values({ ...DEMO_STAFF, passwordHash: await hashPassword(DEMO_PASSWORD) });
}
