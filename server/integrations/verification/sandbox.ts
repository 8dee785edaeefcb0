import { randomBytes } from "node:crypto";
import type { Applicant, RunEvent, RunState, StartedRun, VerificationProvider } from "./types";

/**
 * The built-in provider (the default, `VERIFICATION_PROVIDER=sandbox`): the shop's own capture step
 * in the browser takes a photo of the document and a selfie, and the decision is taken by the
 * verification service after VERIFICATION_SANDBOX_DELAY_MS (REJECTED when the customer's last name
 * is `Reject`, otherwise VERIFIED). The provider itself only names applicants, runs and tokens.
 */
export class SandboxVerificationProvider implements VerificationProvider {
  readonly name = "sandbox" as const;

  async startRun(_applicant: Applicant, options: { existingApplicantId: string | null }): Promise<StartedRun> {
    return {
      applicantId: options.existingApplicantId ?? `sbx_app_${randomBytes(12).toString("hex")}`,
      workflowRunId: `sbx_run_${randomBytes(16).toString("hex")}`,
      sdkToken: `sbx_tok_${randomBytes(24).toString("base64url")}`,
    };
  }

  async runState(): Promise<RunState | null> {
    return null;
  }

  /** The sandbox sends no webhooks. */
  readWebhook(): RunEvent | null | "ignored" {
    return null;
  }
}
