/**
 * The identity-verification port (000 §2/§4 Verification modal; 001 §4 Verification status, §7
 * Verification). A provider holds applicants and their workflow runs; the browser's capture step
 * (the provider's SDK, or the shop's own sandbox capture) is started with the run's sdk_token and
 * workflow_run_id. A vendor adapter implements this interface in a file of its own.
 */

/** The states of a run, named after Onfido's workflow-run statuses (server/modules/verification/schema.ts). */
export type RunState = "awaiting_input" | "processing" | "approved" | "declined" | "abandoned" | "error";

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

export interface StartedRun {
  applicantId: string;
  workflowRunId: string;
  /** Short-lived token the browser's capture step is started with; never logged or stored. */
  sdkToken: string;
}

/** A webhook the provider sent about a run, after its signature was checked. */
export interface RunEvent {
  workflowRunId: string;
  /** The run's state as the provider reports it; null when the event names no final state. */
  state: RunState | null;
}

export interface VerificationProvider {
  readonly name: "sandbox" | "onfido";
  /**
   * Creates the applicant (or reuses `existingApplicantId`, the customer's applicant at this provider
   * from an earlier run) and a workflow run for it.
   */
  startRun(applicant: Applicant, options: { existingApplicantId: string | null; customerRef: string }): Promise<StartedRun>;
  /**
   * The run's state at the provider, or null when the provider keeps none the shop can read (the
   * sandbox: its runs live in the shop's own table and are decided there).
   */
  runState(workflowRunId: string): Promise<RunState | null>;
  /**
   * A webhook body checked against its signature: the event, or null when the signature is wrong or
   * missing (the caller answers 401 and changes nothing).
   */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): RunEvent | null | "ignored";
}

/** A provider call that failed (network, 4xx/5xx): the API answers 502 "Something went wrong." and logs it. */
export class VerificationProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
