import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import type { RunState, VerificationProvider } from "../../integrations/verification/types";
import type { VerificationStatus } from "../customer/schema";
import type { CustomerService } from "../customer/service";
import { CaptureStore, MAX_CAPTURE_BYTES, sniffImageType } from "./files";
import { identityVerifications, verificationFiles, type IdentityVerificationRow } from "./schema";

export const DOCUMENT_TYPES = ["passport", "driving_licence", "national_identity_card"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const CAPTURE_KINDS = ["document_front", "document_back", "selfie"] as const;
export type CaptureKind = (typeof CAPTURE_KINDS)[number];
/**
 * Starts per customer in 24 hours: each Onfido start makes a billable workflow run, so a script
 * cannot run up the shop's bill (or fill its disk with sandbox photos).
 */
export const MAX_STARTS_PER_DAY = 5;
/** The sandbox capture needs these before the run can be submitted. */
const REQUIRED_KINDS: readonly CaptureKind[] = ["document_front", "selfie"];

export type VerificationErrorCode =
  | "notFound"
  | "alreadyVerified"
  | "reviewPending"
  | "runClosed"
  | "filesMissing"
  | "fileType"
  | "fileTooLarge"
  | "documentType"
  | "tooManyStarts";

/** A rule the call broke; the API turns the code into a status and a translated message. */
export class VerificationError extends Error {
  constructor(readonly code: VerificationErrorCode) {
    super(code);
  }
}

export interface VerificationSettings {
  /** Sandbox: how long after submission the decision is taken (VERIFICATION_SANDBOX_DELAY_MS). */
  sandboxDelayMs: number;
  /** How long the modal waits before it re-reads the result (000 §9: 10000 ms; VERIFICATION_WAIT_MS). */
  waitMs: number;
}

export interface VerificationResult {
  onfido_verification_status: VerificationStatus | null;
}

export interface StartAnswer {
  sdk_token: string;
  workflow_run_id: string;
  /** Which capture step the browser runs: the shop's own (sandbox) or the provider's SDK. */
  provider: "sandbox" | "onfido";
}

const FINAL: ReadonlySet<RunState> = new Set(["approved", "declined", "abandoned", "error"]);

/** The customer's status a final run leads to (001 §4 Verification status). */
function statusOfFinal(state: RunState): VerificationStatus | null {
  if (state === "approved") return "VERIFIED";
  if (state === "declined") return "REJECTED";
  if (state === "abandoned" || state === "error") return "NEW_VERIFICATION_REQUIRED";
  return null;
}

/** The sandbox's decision (issue 14): last name `Reject` is declined, everyone else approved. */
export function sandboxDecision(lastName: string): "approved" | "declined" {
  return lastName.trim().toLowerCase() === "reject" ? "declined" : "approved";
}

/**
 * Identity verification (000 §2/§4 Verification modal; 001 §4 Verification status, §7 Verification:
 * get result, start, mark pending, new verification required). The customer's status stays on the
 * customer (`onfido_verification_status`, changed through the customer service); each start is a run
 * in `identity_verifications`. A status changes only once the call that changes it has succeeded.
 */
export class VerificationService {
  constructor(
    private readonly db: Database,
    private readonly customers: CustomerService,
    private readonly provider: VerificationProvider,
    private readonly captures: CaptureStore,
    private readonly settings: VerificationSettings,
    private readonly now: () => number = Date.now,
    private readonly logger?: Logger,
  ) {}

  get providerName(): "sandbox" | "onfido" {
    return this.provider.name;
  }

  /**
   * The customer's status. A pending sandbox run whose decision is due is decided now (on whichever
   * process asks first: the update is conditional, so it is decided once); a pending Onfido run is
   * read from Onfido in case its webhook has not arrived.
   */
  async getResult(customerId: number): Promise<VerificationResult> {
    const status = await this.statusOf(customerId);
    if (status !== "PENDING") return { onfido_verification_status: status };
    const run = await this.latestRun(customerId);
    if (!run || run.provider !== this.provider.name) return { onfido_verification_status: status };
    let state = run.state;
    if (run.provider === "sandbox" && state === "processing" && run.decisionDueAt && run.decisionDueAt.getTime() <= this.now()) {
      const customer = await this.customers.get(customerId);
      state = await this.settle(run, sandboxDecision(customer?.last_name ?? ""), "sandbox");
    } else if (run.provider !== "sandbox" && !FINAL.has(state)) {
      try {
        const reported = await this.provider.runState(run.workflowRunId);
        if (reported && reported !== state) state = await this.settle(run, reported, run.provider);
      } catch (error) {
        // The status stays PENDING; the webhook or the next read settles it.
        this.logger?.warn({ err: error, workflowRunId: run.workflowRunId }, "verification run could not be read from the provider");
      }
    }
    const next = FINAL.has(state) ? statusOfFinal(state) : null;
    if (next && next !== status) {
      await this.customers.setVerificationStatus(customerId, next);
      return { onfido_verification_status: next };
    }
    return { onfido_verification_status: status };
  }

  /**
   * Starts a run (000 §4: Continue starts the identity-check flow with the token, workflow id and
   * locale of this answer). Refused when the customer is verified already or a review is pending.
   * Earlier unfinished runs are abandoned, so only the newest can be completed.
   */
  async start(customerId: number): Promise<StartAnswer> {
    const customer = await this.customers.get(customerId);
    if (!customer) throw new VerificationError("notFound");
    this.refuseWhenSettled(customer.onfido_verification_status);
    const [recent] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(identityVerifications)
      .where(and(eq(identityVerifications.customerId, customerId), gte(identityVerifications.createdAt, new Date(this.now() - 86_400_000))));
    if (Number(recent?.count ?? 0) >= MAX_STARTS_PER_DAY) throw new VerificationError("tooManyStarts");
    const [previous] = await this.db
      .select({ applicantId: identityVerifications.applicantId })
      .from(identityVerifications)
      .where(and(eq(identityVerifications.customerId, customerId), eq(identityVerifications.provider, this.provider.name)))
      .orderBy(desc(identityVerifications.id))
      .limit(1);
    const started = await this.provider.startRun(
      { firstName: customer.first_name, lastName: customer.last_name, email: customer.email },
      { existingApplicantId: previous?.applicantId ?? null, customerRef: String(customerId) },
    );
    const unused = await this.db.transaction(async (tx) => {
      const abandoned = await tx
        .update(identityVerifications)
        .set({ state: "abandoned", updatedAt: new Date(this.now()) })
        .where(and(eq(identityVerifications.customerId, customerId), eq(identityVerifications.state, "awaiting_input")))
        .returning({ id: identityVerifications.id });
      // The photos of an abandoned capture are never looked at: they go.
      const files = abandoned.length
        ? await tx
            .delete(verificationFiles)
            .where(inArray(verificationFiles.verificationId, abandoned.map((run) => run.id)))
            .returning({ storedName: verificationFiles.storedName })
        : [];
      await tx.insert(identityVerifications).values({
        customerId,
        provider: this.provider.name,
        applicantId: started.applicantId,
        workflowRunId: started.workflowRunId,
        state: "awaiting_input",
        createdAt: new Date(this.now()),
        updatedAt: new Date(this.now()),
      });
      return files;
    });
    for (const file of unused) await this.captures.remove(file.storedName);
    return { sdk_token: started.sdkToken, workflow_run_id: started.workflowRunId, provider: this.provider.name };
  }

  /**
   * The capture step finished (000 §4 On completion: set status to pending): the run is submitted and
   * the customer's status becomes PENDING. The sandbox's run must have the document photo and the
   * selfie; its decision is due VERIFICATION_SANDBOX_DELAY_MS later. Answers the wait before the
   * modal re-reads the result.
   */
  async markPending(customerId: number, workflowRunId: string): Promise<{ onfido_verification_status: VerificationStatus | null; wait_ms: number }> {
    const run = await this.ownRun(customerId, workflowRunId);
    const status = await this.statusOf(customerId);
    if (run.provider !== "sandbox" && run.state !== "awaiting_input") {
      // The provider's webhook came first and moved the run on: nothing left to mark, the status stands.
      return { onfido_verification_status: status, wait_ms: this.settings.waitMs };
    }
    if (status === "VERIFIED") throw new VerificationError("alreadyVerified");
    if (run.state !== "awaiting_input") throw new VerificationError("runClosed");
    if (run.provider === "sandbox") {
      const files = await this.db.select({ kind: verificationFiles.kind }).from(verificationFiles).where(eq(verificationFiles.verificationId, run.id));
      const kinds = new Set(files.map((f) => f.kind));
      if (!run.documentType || REQUIRED_KINDS.some((kind) => !kinds.has(kind))) throw new VerificationError("filesMissing");
    }
    const now = this.now();
    const [submitted] = await this.db
      .update(identityVerifications)
      .set({
        state: "processing",
        decisionDueAt: run.provider === "sandbox" ? new Date(now + this.settings.sandboxDelayMs) : null,
        updatedAt: new Date(now),
      })
      .where(and(eq(identityVerifications.id, run.id), eq(identityVerifications.state, "awaiting_input")))
      .returning({ id: identityVerifications.id });
    if (!submitted) throw new VerificationError("runClosed");
    await this.customers.setVerificationStatus(customerId, "PENDING");
    return { onfido_verification_status: "PENDING", wait_ms: this.settings.waitMs };
  }

  /** 001 §4: requesting a new verification sets NEW_VERIFICATION_REQUIRED (not while verified or under review). */
  async newVerificationRequired(customerId: number): Promise<VerificationResult> {
    const status = await this.statusOf(customerId);
    this.refuseWhenSettled(status);
    await this.customers.setVerificationStatus(customerId, "NEW_VERIFICATION_REQUIRED");
    return { onfido_verification_status: "NEW_VERIFICATION_REQUIRED" };
  }

  /**
   * One photo of the sandbox capture: the run must be the customer's own open sandbox run (another
   * customer's is not found), the bytes a JPEG, PNG or WebP of at most MAX_CAPTURE_BYTES. A photo
   * of the same kind replaces the earlier one (its file is deleted).
   */
  async storeCapture(customerId: number, workflowRunId: string, kind: CaptureKind, bytes: Uint8Array, documentType: DocumentType | null): Promise<{ kind: CaptureKind; content_type: string; bytes: number }> {
    const run = await this.ownRun(customerId, workflowRunId);
    if (run.provider !== "sandbox") throw new VerificationError("notFound");
    if (run.state !== "awaiting_input") throw new VerificationError("runClosed");
    if (bytes.byteLength > MAX_CAPTURE_BYTES) throw new VerificationError("fileTooLarge");
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new VerificationError("fileType");
    if (kind !== "selfie" && !documentType) throw new VerificationError("documentType");
    const storedName = await this.captures.write(bytes);
    let replaced: string | undefined;
    try {
      replaced = await this.db.transaction(async (tx) => {
        const [old] = await tx
          .select({ storedName: verificationFiles.storedName })
          .from(verificationFiles)
          .where(and(eq(verificationFiles.verificationId, run.id), eq(verificationFiles.kind, kind)));
        await tx
          .insert(verificationFiles)
          .values({ verificationId: run.id, kind, storedName, contentType, bytes: bytes.byteLength, createdAt: new Date(this.now()) })
          .onConflictDoUpdate({
            target: [verificationFiles.verificationId, verificationFiles.kind],
            set: { storedName, contentType, bytes: bytes.byteLength, createdAt: new Date(this.now()) },
          });
        if (kind !== "selfie") {
          await tx.update(identityVerifications).set({ documentType, updatedAt: new Date(this.now()) }).where(eq(identityVerifications.id, run.id));
        }
        return old?.storedName;
      });
    } catch (error) {
      await this.captures.remove(storedName);
      throw error;
    }
    if (replaced) await this.captures.remove(replaced);
    return { kind, content_type: contentType, bytes: bytes.byteLength };
  }

  /**
   * A provider webhook (Onfido: X-SHA2-Signature over the raw body). A wrong signature changes
   * nothing ("unauthorised"); an event about an unknown run, or not about a run, is acknowledged and
   * ignored. A run's final state sets the customer's status when it is their latest run.
   */
  async receiveWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<"accepted" | "ignored" | "unauthorised"> {
    const event = this.provider.readWebhook(rawBody, headers);
    if (event === null) return "unauthorised";
    if (event === "ignored" || !event.state) return "ignored";
    const [run] = await this.db
      .select()
      .from(identityVerifications)
      .where(and(eq(identityVerifications.provider, this.provider.name), eq(identityVerifications.workflowRunId, event.workflowRunId)));
    if (!run) return "ignored";
    const state = await this.settle(run, event.state, this.provider.name);
    const latest = await this.latestRun(run.customerId);
    if (latest?.id === run.id) {
      const next = FINAL.has(state) ? statusOfFinal(state) : state === "processing" ? "PENDING" : null;
      const current = await this.statusOf(run.customerId);
      if (next && next !== current && current !== "VERIFIED") await this.customers.setVerificationStatus(run.customerId, next);
    }
    return "accepted";
  }

  /** Moves a run to `state` unless it is final already; answers the state it is in afterwards. */
  private async settle(run: IdentityVerificationRow, state: RunState, decidedBy: string): Promise<RunState> {
    if (FINAL.has(run.state) || run.state === state) return run.state;
    const final = FINAL.has(state);
    const [updated] = await this.db
      .update(identityVerifications)
      .set({ state, updatedAt: new Date(this.now()), ...(final ? { decidedAt: new Date(this.now()), decidedBy } : {}) })
      .where(and(eq(identityVerifications.id, run.id), eq(identityVerifications.state, run.state)))
      .returning({ state: identityVerifications.state });
    if (updated) return updated.state;
    // Another process moved it first: its state wins.
    const [now] = await this.db.select({ state: identityVerifications.state }).from(identityVerifications).where(eq(identityVerifications.id, run.id));
    return now?.state ?? run.state;
  }

  private refuseWhenSettled(status: VerificationStatus | null): void {
    if (status === "VERIFIED") throw new VerificationError("alreadyVerified");
    if (status === "PENDING") throw new VerificationError("reviewPending");
  }

  private async statusOf(customerId: number): Promise<VerificationStatus | null> {
    const customer = await this.customers.get(customerId);
    if (!customer) throw new VerificationError("notFound");
    return customer.onfido_verification_status;
  }

  private async latestRun(customerId: number): Promise<IdentityVerificationRow | undefined> {
    const [run] = await this.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.customerId, customerId))
      .orderBy(desc(identityVerifications.id))
      .limit(1);
    return run;
  }

  /** The customer's own run at the configured provider; anyone else's is not found. */
  private async ownRun(customerId: number, workflowRunId: string): Promise<IdentityVerificationRow> {
    const [run] = await this.db
      .select()
      .from(identityVerifications)
      .where(
        and(
          eq(identityVerifications.provider, this.provider.name),
          eq(identityVerifications.workflowRunId, workflowRunId),
          eq(identityVerifications.customerId, customerId),
        ),
      );
    if (!run) throw new VerificationError("notFound");
    return run;
  }
}
