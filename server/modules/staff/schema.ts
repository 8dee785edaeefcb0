import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The back office's staff (issue 17): accounts separate from customers, each with one role
 * (owner, merchandiser, customer_service; server/modules/staff/types.ts). The email is stored
 * lower-cased. The TOTP secret is set once the member has enrolled a second factor.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    /** Base32 TOTP secret (RFC 6238), null until enrolled; required at sign-in once set. */
    totpSecret: text("totp_secret"),
    /** The 30-second step of the last TOTP code accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_members_email").on(t.email)],
);

/** Staff sessions: only the SHA-256 of the 128-bit token is kept, as for customers. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    staffId: integer("staff_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_staff").on(t.staffId)],
);

/**
 * Every staff write (issue 17): who, when, what, and the record before and after. Written in the
 * same transaction as the change it describes, so a change is never without its entry.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffId: integer("staff_id").notNull(),
    /** Kept beside the id so the log still reads after a member is removed. */
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_audit_log_created").on(t.createdAt), index("staff_audit_log_entity").on(t.entity, t.entityId)],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
