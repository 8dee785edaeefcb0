import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The states of one identity check, named after Onfido's workflow-run statuses so that both
 * providers map onto them: `awaiting_input` (started, the customer has not finished the capture),
 * `processing` (submitted, decision pending), `approved`, `declined`, `abandoned`, `error`.
 */
export type VerificationRunState = "awaiting_input" | "processing" | "approved" | "declined" | "abandoned" | "error";

/**
 * Identity checks (000 §2/§4 verification modal; 001 §4 Verification status). The customer's
 * current status (REJECTED, PENDING, VERIFIED, NEW_VERIFICATION_REQUIRED) stays on the customer
 * (`onfido_verification_status`); a row here is one run with one provider.
 */
export const identityVerifications = pgTable(
  "identity_verifications",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").notNull(),
    /** `sandbox` or `onfido`. */
    provider: text("provider").notNull(),
    /** The provider's applicant id (Onfido) or the sandbox's own. */
    applicantId: text("applicant_id").notNull(),
    /** workflow_run_id of the start answer; the SDK and webhooks name the run by it. */
    workflowRunId: text("workflow_run_id").notNull(),
    state: text("state").$type<VerificationRunState>().notNull(),
    /** Sandbox: the document type the customer chose (passport, driving_licence, national_identity_card). */
    documentType: text("document_type"),
    /** Sandbox: when the decision is taken (VERIFICATION_SANDBOX_DELAY_MS after submission). */
    decisionDueAt: timestamp("decision_due_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Who decided: the provider, or a staff override (back office). */
    decidedBy: text("decided_by"),
    /** A staff decision's reason (back office, issue 17); null for a provider's decision. */
    decisionReason: text("decision_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("identity_verifications_run").on(t.provider, t.workflowRunId), index("identity_verifications_customer").on(t.customerId, t.id)],
);

/**
 * The sandbox capture's files: a photo of the document and a selfie, stored outside the web root
 * under a random name (never served publicly); only type, size and name are kept here.
 */
export const verificationFiles = pgTable(
  "verification_files",
  {
    id: serial("id").primaryKey(),
    verificationId: integer("verification_id")
      .notNull()
      .references(() => identityVerifications.id, { onDelete: "cascade" }),
    /** `document_front`, `document_back` or `selfie`. */
    kind: text("kind").notNull(),
    storedName: text("stored_name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("verification_files_kind").on(t.verificationId, t.kind)],
);

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;
export type VerificationFileRow = typeof verificationFiles.$inferSelect;
