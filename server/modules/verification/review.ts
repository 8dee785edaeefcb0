import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { and, asc, count, desc, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { VerificationStatus } from "../customer/schema";
import type { CustomerService } from "../customer/service";
import { recordAudit } from "../staff/audit";
import type { StaffActor } from "../staff/types";
import type { CaptureStore } from "./files";
import { identityVerifications, verificationFiles, type IdentityVerificationRow, type VerificationRunState } from "./schema";

/**
 * The back office's review of identity checks (issue 17 "Verifications"; issue 14: "staff can
 * override it"; 001 §4 Verification status): a queue of the sandbox's and the provider's runs with
 * the ones waiting for a decision and the rejected ones first, the details of a run with the
 * customer and the capture's photos (read only through the staff endpoint, never served publicly),
 * and a manual decision, VERIFIED or REJECTED with a reason. The decision settles the run and sets
 * the customer's status in one transaction with its audit entry; the storefront's verification
 * modal reads that status (getResult) on its next read.
 */

export const VERIFICATION_REVIEW_PAGE_SIZE = 20;
export const MIN_REASON_LENGTH = 3;
export const MAX_REASON_LENGTH = 500;
/** Runs there is nothing to review in: the capture was never submitted. */
const NOT_SUBMITTED: VerificationRunState[] = ["awaiting_input", "abandoned"];

export type VerificationReviewErrorCode = "notFound" | "notSubmitted" | "superseded" | "reasonRequired";

export class VerificationReviewError extends Error {
  constructor(readonly code: VerificationReviewErrorCode) {
    super(code);
  }
}

export type StaffDecision = "VERIFIED" | "REJECTED";

export interface ReviewCustomer {
  id: number;
  name: string;
  email: string;
  /** The customer's current status (001 §4), what the storefront's modal reads. */
  status: VerificationStatus | null;
}

export interface ReviewRunRow {
  id: number;
  provider: string;
  state: VerificationRunState;
  documentType: string | null;
  customer: ReviewCustomer;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decisionReason: string | null;
}

export interface ReviewFile {
  id: number;
  kind: string;
  contentType: string;
  bytes: number;
  /** The staff endpoint that streams it. */
  url: string;
}

export interface ReviewRunDetails extends ReviewRunRow {
  workflowRunId: string;
  files: ReviewFile[];
  /** Whether a decision can be taken on this run (submitted, and the customer's latest run). */
  decidable: boolean;
  /** The customer's other runs, newest first. */
  otherRuns: Array<{ id: number; state: VerificationRunState; createdAt: string }>;
}

export interface ReviewQueue {
  runs: ReviewRunRow[];
  pagination: { page: number; pageSize: number; total: number; totalPages: number };
  /** Runs waiting for a decision (submitted, not decided). */
  waiting: number;
}

/** The staff endpoint of one stored photo: GET, staff session of the verifications area only. */
export const reviewFileUrl = (fileId: number) => `/api/admin/verifications/files/${fileId}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export class VerificationReview {
  constructor(
    private readonly db: Database,
    private readonly customers: CustomerService,
    private readonly captures: CaptureStore,
  ) {}

  /**
   * Submitted runs, the ones waiting for a decision first, then the declined and failed ones, then
   * the approved; newest first within each. `state` narrows the list to one state.
   */
  async queue(options: { state?: VerificationRunState; page?: number; pageSize?: number } = {}): Promise<ReviewQueue> {
    const pageSize = options.pageSize ?? VERIFICATION_REVIEW_PAGE_SIZE;
    const where: SQL | undefined = options.state ? eq(identityVerifications.state, options.state) : notInArray(identityVerifications.state, NOT_SUBMITTED);
    const [{ total }] = await this.db.select({ total: count() }).from(identityVerifications).where(where);
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), totalPages);
    const rows = await this.db
      .select()
      .from(identityVerifications)
      .where(where)
      .orderBy(
        sql`CASE ${identityVerifications.state} WHEN 'processing' THEN 0 WHEN 'declined' THEN 1 WHEN 'error' THEN 2 WHEN 'approved' THEN 3 ELSE 4 END`,
        desc(identityVerifications.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const people = new Map<number, ReviewCustomer>();
    for (const id of new Set(rows.map((r) => r.customerId))) people.set(id, await this.customer(id));
    const [{ waiting }] = await this.db.select({ waiting: count() }).from(identityVerifications).where(eq(identityVerifications.state, "processing"));
    return { runs: rows.map((r) => this.rowView(r, people.get(r.customerId)!)), pagination: { page, pageSize, total, totalPages }, waiting };
  }

  async details(runId: number): Promise<ReviewRunDetails> {
    const run = await this.run(runId);
    const files = await this.db.select().from(verificationFiles).where(eq(verificationFiles.verificationId, run.id)).orderBy(asc(verificationFiles.id));
    const runs = await this.db
      .select({ id: identityVerifications.id, state: identityVerifications.state, createdAt: identityVerifications.createdAt })
      .from(identityVerifications)
      .where(eq(identityVerifications.customerId, run.customerId))
      .orderBy(desc(identityVerifications.id));
    return {
      ...this.rowView(run, await this.customer(run.customerId)),
      workflowRunId: run.workflowRunId,
      files: files.map((f) => ({ id: f.id, kind: f.kind, contentType: f.contentType, bytes: f.bytes, url: reviewFileUrl(f.id) })),
      decidable: !NOT_SUBMITTED.includes(run.state) && runs[0]?.id === run.id,
      otherRuns: runs.filter((r) => r.id !== run.id).map((r) => ({ id: r.id, state: r.state, createdAt: r.createdAt.toISOString() })),
    };
  }

  /**
   * A stored photo for the staff endpoint: its type (sniffed when it was stored), size and a stream
   * of the file under the capture folder (outside the web root). Null when the row or the file is gone.
   */
  async file(fileId: number): Promise<{ contentType: string; bytes: number; stream: () => Readable } | null> {
    if (!Number.isSafeInteger(fileId) || fileId <= 0 || fileId > 2_147_483_647) return null;
    const [row] = await this.db.select().from(verificationFiles).where(eq(verificationFiles.id, fileId));
    // Names are 48 hex digits written by CaptureStore: anything else is not one of its files.
    if (!row || !/^[0-9a-f]{48}$/.test(row.storedName)) return null;
    const file = this.captures.pathOf(row.storedName);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { contentType: row.contentType, bytes: info.size, stream: () => createReadStream(file) };
  }

  /**
   * A staff member's decision on the customer's latest submitted run: VERIFIED (run approved) or
   * REJECTED (run declined), with a reason. It overrides the sandbox's or the provider's decision,
   * or takes it before them; the run, the customer's status and the audit entry commit together.
   */
  async decide(actor: StaffActor, runId: number, decision: StaffDecision, reason: string, now = new Date()): Promise<ReviewRunDetails> {
    const why = reason.trim();
    if (why.length < MIN_REASON_LENGTH) throw new VerificationReviewError("reasonRequired");
    // Read before the transaction (PGlite is one connection: nothing outside it may run inside it).
    const customer = await this.customers.get((await this.run(runId)).customerId);
    await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [run] = await tx.select().from(identityVerifications).where(eq(identityVerifications.id, runId)).for("update");
      if (!run) throw new VerificationReviewError("notFound");
      if (NOT_SUBMITTED.includes(run.state)) throw new VerificationReviewError("notSubmitted");
      const [latest] = await tx
        .select({ id: identityVerifications.id })
        .from(identityVerifications)
        .where(eq(identityVerifications.customerId, run.customerId))
        .orderBy(desc(identityVerifications.id))
        .limit(1);
      if (latest?.id !== run.id) throw new VerificationReviewError("superseded");
      const state: VerificationRunState = decision === "VERIFIED" ? "approved" : "declined";
      await tx
        .update(identityVerifications)
        .set({ state, decidedAt: now, decidedBy: `staff:${actor.email}`, decisionReason: why, updatedAt: now })
        .where(and(eq(identityVerifications.id, run.id)));
      await this.customers.setVerificationStatus(run.customerId, decision, tx);
      await recordAudit(tx, actor, {
        action: `verification.${decision === "VERIFIED" ? "verify" : "reject"}`,
        entity: "verification",
        entityId: run.id,
        before: { state: run.state, decidedBy: run.decidedBy, decisionReason: run.decisionReason, customerId: run.customerId, customerStatus: customer?.onfido_verification_status ?? null },
        after: { state, decidedBy: `staff:${actor.email}`, decisionReason: why, customerId: run.customerId, customerStatus: decision },
      });
    });
    return this.details(runId);
  }

  private async run(runId: number): Promise<IdentityVerificationRow> {
    if (!Number.isSafeInteger(runId) || runId <= 0 || runId > 2_147_483_647) throw new VerificationReviewError("notFound");
    const [run] = await this.db.select().from(identityVerifications).where(eq(identityVerifications.id, runId));
    if (!run) throw new VerificationReviewError("notFound");
    return run;
  }

  private async customer(id: number): Promise<ReviewCustomer> {
    const c = await this.customers.get(id);
    return c ? { id, name: `${c.first_name} ${c.last_name}`.trim(), email: c.email, status: c.onfido_verification_status } : { id, name: "", email: "", status: null };
  }

  private rowView(r: IdentityVerificationRow, customer: ReviewCustomer): ReviewRunRow {
    return {
      id: r.id,
      provider: r.provider,
      state: r.state,
      documentType: r.documentType,
      customer,
      createdAt: r.createdAt.toISOString(),
      decidedAt: iso(r.decidedAt),
      decidedBy: r.decidedBy,
      decisionReason: r.decisionReason,
    };
  }
}
