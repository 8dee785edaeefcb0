import { and, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { decoyHash, hashPassword, verifyPassword } from "../customer/password";
import { recordAudit } from "./audit";
import { staffAuditLog, staffMembers, type StaffAuditRow, type StaffMemberRow } from "./schema";
import type { StaffSessionStore } from "./sessions";
import { totpStep } from "./totp";
import { STAFF_ROLES, type StaffActor, type StaffRole } from "./types";

/** A staff member as the back office shows it: never the password hash or the TOTP secret. */
export interface StaffMemberView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  totpEnabled: boolean;
  createdAt: string;
}

export interface AuditLogView {
  id: number;
  staffId: number;
  staffEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export type StaffErrorCode = "duplicateEmail" | "notFound" | "lastOwner" | "notYourself" | "invalidCode";

/** A rule of staff management broken; admin-api.ts turns the code into a status and a message. */
export class StaffError extends Error {
  constructor(readonly code: StaffErrorCode) {
    super(code);
  }
}

/** What a sign-in attempt found: the member, or why not (the API answers all failures alike but `totpRequired`). */
export type StaffSignIn =
  | { ok: true; actor: StaffActor }
  | { ok: false; reason: "credentials" }
  /** Email and password are right, the member has a second factor and no code was given. */
  | { ok: false; reason: "totpRequired" }
  | { ok: false; reason: "totpInvalid" };

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

function toActor(row: StaffMemberRow): StaffActor {
  return { id: row.id, email: row.email, name: row.name, role: isStaffRole(row.role) ? row.role : "customer_service" };
}

function toView(row: StaffMemberRow): StaffMemberView {
  return { ...toActor(row), active: row.active, totpEnabled: row.totpSecret !== null, createdAt: row.createdAt.toISOString() };
}

/** What the audit log keeps of a member: never the password hash or the TOTP secret. */
function audited(row: StaffMemberRow) {
  const { id, email, name, role, active } = row;
  return { id, email, name, role, active, totpEnabled: row.totpSecret !== null };
}

function toAuditView(row: StaffAuditRow): AuditLogView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * The back office's staff (issue 17): accounts separate from customers, sign-in with password and
 * TOTP, sessions (StaffSessionStore), and staff management by the owner. Every write with an actor
 * is audit-logged in its own transaction (recordAudit).
 */
export class StaffService {
  constructor(
    private readonly db: Database,
    readonly sessions: StaffSessionStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A new member. With `actor` (the owner in the back office) the creation is audit-logged; the demo
   * seed and tests create members without one.
   */
  async create(input: { email: string; name: string; role: StaffRole; password: string; totpSecret?: string | null }, actor?: StaffActor): Promise<StaffMemberView> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffMembers)
          .values({ email: input.email.trim().toLowerCase(), name: input.name.trim(), role: input.role, passwordHash, totpSecret: input.totpSecret ?? null })
          .returning();
        if (actor) await recordAudit(tx, actor, { action: "staff.create", entity: "staff_member", entityId: row.id, after: audited(row) });
        return toView(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new StaffError("duplicateEmail");
      throw error;
    }
  }

  /**
   * Checks a sign-in. An unknown or deactivated email still checks a password hash, so every
   * failure takes the same time; the TOTP code is asked for only once the password is right.
   */
  async authenticate(email: string, password: string, totp?: string): Promise<StaffSignIn> {
    const [row] = await this.db.select().from(staffMembers).where(eq(staffMembers.email, email.trim().toLowerCase()));
    const valid = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
    if (!row || !valid || !row.active) return { ok: false, reason: "credentials" };
    if (row.totpSecret) {
      if (!totp) return { ok: false, reason: "totpRequired" };
      const step = totpStep(row.totpSecret, totp, this.now());
      if (step === null) return { ok: false, reason: "totpInvalid" };
      // A code is good once (RFC 6238 §5.2): the step moves forward only if no sign-in took it first.
      const [taken] = await this.db
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(and(eq(staffMembers.id, row.id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
        .returning({ id: staffMembers.id });
      if (!taken) return { ok: false, reason: "totpInvalid" };
    }
    return { ok: true, actor: toActor(row) };
  }

  /** The active member behind a session token, or null. */
  async actorForSession(token: string | undefined): Promise<StaffActor | null> {
    const session = await this.sessions.find(token);
    if (!session) return null;
    const [row] = await this.db.select().from(staffMembers).where(and(eq(staffMembers.id, session.staffId), eq(staffMembers.active, true)));
    return row ? toActor(row) : null;
  }

  async get(id: number): Promise<StaffMemberView | null> {
    const [row] = await this.db.select().from(staffMembers).where(eq(staffMembers.id, id));
    return row ? toView(row) : null;
  }

  async list(): Promise<StaffMemberView[]> {
    const rows = await this.db.select().from(staffMembers).orderBy(desc(staffMembers.active), staffMembers.name, staffMembers.id);
    return rows.map(toView);
  }

  /** Whether the member has a second factor (production sends members without one to enrol). */
  async hasTotp(id: number): Promise<boolean> {
    const [row] = await this.db.select({ secret: staffMembers.totpSecret }).from(staffMembers).where(eq(staffMembers.id, id));
    return Boolean(row?.secret);
  }

  /**
   * A new role. The last active owner cannot stop being one (nobody could manage staff any more).
   * The member's sessions end, so the new role applies to their next sign-in.
   */
  async changeRole(actor: StaffActor, id: number, role: StaffRole): Promise<StaffMemberView> {
    return this.changeMember(actor, id, "staff.changeRole", () => ({ role }), (row) => row.role === "owner" && role !== "owner");
  }

  /** Deactivates (sessions end, sign-in refused) or reactivates a member; never oneself nor the last active owner. */
  async setActive(actor: StaffActor, id: number, active: boolean): Promise<StaffMemberView> {
    if (!active && id === actor.id) throw new StaffError("notYourself");
    return this.changeMember(actor, id, active ? "staff.reactivate" : "staff.deactivate", () => ({ active }), (row) => !active && row.role === "owner" && row.active);
  }

  private async changeMember(
    actor: StaffActor,
    id: number,
    action: string,
    patch: (row: StaffMemberRow) => Partial<Pick<StaffMemberRow, "role" | "active">>,
    removesAnOwner: (row: StaffMemberRow) => boolean,
  ): Promise<StaffMemberView> {
    return this.db.transaction(async (tx) => {
      // The active owners are locked, so two owners demoting each other at once cannot leave none.
      const owners = await tx.select({ id: staffMembers.id }).from(staffMembers).where(and(eq(staffMembers.role, "owner"), eq(staffMembers.active, true))).for("update");
      const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for("update");
      if (!before) throw new StaffError("notFound");
      if (removesAnOwner(before) && owners.filter((o) => o.id !== id).length === 0) throw new StaffError("lastOwner");
      const [after] = await tx.update(staffMembers).set(patch(before)).where(eq(staffMembers.id, id)).returning();
      if (before.role !== after.role || !after.active) await this.sessions.destroyAllFor(id, tx);
      await recordAudit(tx, actor, { action, entity: "staff_member", entityId: id, before: audited(before), after: audited(after) });
      return toView(after);
    });
  }

  /** Saves the member's TOTP secret once a code from it is right (enrolment, /admin/account). */
  async enrolTotp(actor: StaffActor, secret: string, code: string): Promise<void> {
    const step = totpStep(secret, code, this.now());
    if (step === null) throw new StaffError("invalidCode");
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, actor.id)).for("update");
      if (!before) throw new StaffError("notFound");
      const [after] = await tx.update(staffMembers).set({ totpSecret: secret, totpLastStep: step }).where(eq(staffMembers.id, actor.id)).returning();
      await recordAudit(tx, actor, { action: "staff.enrolTotp", entity: "staff_member", entityId: actor.id, before: audited(before), after: audited(after) });
    });
  }

  /** The audit log, newest first (owner only, area "audit"). */
  async listAudit(options: { page: number; limit: number; entity?: string; entityId?: string }): Promise<{ entries: AuditLogView[]; total: number; page: number; pages: number }> {
    const where = and(
      options.entity ? eq(staffAuditLog.entity, options.entity) : undefined,
      options.entityId ? eq(staffAuditLog.entityId, options.entityId) : undefined,
    );
    const [{ total }] = await this.db.select({ total: count() }).from(staffAuditLog).where(where);
    const pages = Math.max(1, Math.ceil(total / options.limit));
    const page = Math.min(Math.max(1, options.page), pages);
    const rows = await this.db
      .select()
      .from(staffAuditLog)
      .where(where)
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
      .limit(options.limit)
      .offset((page - 1) * options.limit);
    return { entries: rows.map(toAuditView), total, page, pages };
  }
}
