import { createHmac, timingSafeEqual } from "node:crypto";
import { VerificationProviderError, type Applicant, type RunEvent, type RunState, type StartedRun, type VerificationProvider } from "./types";

/** Onfido's API regions (their client's `Region`): each has its own host. */
export type OnfidoRegion = "eu" | "us" | "ca";

export interface OnfidoSettings {
  apiToken: string;
  workflowId: string;
  webhookSecret: string;
  region: OnfidoRegion;
  /** Tests point this at a local fake; otherwise https://api.{region}.onfido.com/v3.6. */
  baseUrl?: string;
  /** Per-call time-out; a provider that does not answer is a failed start, not a hung request. */
  timeoutMs?: number;
}

export function onfidoBaseUrl(region: OnfidoRegion): string {
  return `https://api.${region}.onfido.com/v3.6`;
}

/**
 * Onfido workflow-run statuses (API v3.6 `WorkflowRunStatus`) onto the run states: a run waiting for
 * the applicant (or for the client) is `awaiting_input`, one in manual `review` is still `processing`.
 * An unknown status changes nothing.
 */
export function runStateOf(status: unknown): RunState | null {
  switch (status) {
    case "awaiting_input":
    case "awaiting_client_input":
      return "awaiting_input";
    case "processing":
    case "review":
      return "processing";
    case "approved":
    case "declined":
    case "abandoned":
    case "error":
      return status;
    default:
      return null;
  }
}

/**
 * The Onfido adapter (`VERIFICATION_PROVIDER=onfido`), written against Onfido's REST API v3.6:
 * `POST /applicants` (first_name, last_name, email), `POST /workflow_runs` (workflow_id,
 * applicant_id; answers the run's id and its `sdk_token`), `GET /workflow_runs/{id}` (its status),
 * authenticated with `Authorization: Token token=…`; and its webhooks, signed with HMAC-SHA256 of
 * the raw body under the webhook token, hex in `X-SHA2-Signature`. The API token is never logged:
 * errors name the call and the HTTP status only.
 */
export class OnfidoVerificationProvider implements VerificationProvider {
  readonly name = "onfido" as const;
  private readonly baseUrl: string;

  constructor(private readonly settings: OnfidoSettings) {
    this.baseUrl = (settings.baseUrl ?? onfidoBaseUrl(settings.region)).replace(/\/+$/, "");
  }

  async startRun(applicant: Applicant, options: { existingApplicantId: string | null; customerRef: string }): Promise<StartedRun> {
    let applicantId = options.existingApplicantId;
    if (!applicantId) {
      const created = await this.call("POST", "/applicants", {
        first_name: applicant.firstName,
        last_name: applicant.lastName,
        email: applicant.email,
      });
      applicantId = stringField(created, "id", "create applicant");
    }
    const run = await this.call("POST", "/workflow_runs", {
      workflow_id: this.settings.workflowId,
      applicant_id: applicantId,
      customer_user_id: options.customerRef,
    });
    return {
      applicantId,
      workflowRunId: stringField(run, "id", "create workflow run"),
      sdkToken: stringField(run, "sdk_token", "create workflow run"),
    };
  }

  async runState(workflowRunId: string): Promise<RunState | null> {
    const run = await this.call("GET", `/workflow_runs/${encodeURIComponent(workflowRunId)}`);
    return runStateOf((run as { status?: unknown }).status);
  }

  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): RunEvent | null | "ignored" {
    const header = headers["x-sha2-signature"];
    const signature = typeof header === "string" ? header.trim() : "";
    if (!/^[0-9a-f]{64}$/i.test(signature)) return null;
    const expected = createHmac("sha256", this.settings.webhookSecret).update(rawBody).digest();
    if (!timingSafeEqual(Buffer.from(signature, "hex"), expected)) return null;
    let event: { payload?: { resource_type?: unknown; action?: unknown; object?: { id?: unknown; status?: unknown } } };
    try {
      event = JSON.parse(rawBody.toString("utf8"));
    } catch {
      return "ignored";
    }
    const payload = event?.payload;
    if (payload?.resource_type !== "workflow_run" || typeof payload.object?.id !== "string") return "ignored";
    return { workflowRunId: payload.object.id, state: runStateOf(payload.object.status) };
  }

  private async call(method: "GET" | "POST", path: string, body?: object): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Token token=${this.settings.apiToken}`,
          Accept: "application/json",
          ...(body ? { "Content-Type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new VerificationProviderError(`Onfido ${method} ${routeOf(path)} failed: ${(error as Error).name}`);
    }
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !json) {
      const type = (json?.error as { type?: unknown } | undefined)?.type;
      throw new VerificationProviderError(`Onfido ${method} ${routeOf(path)} answered ${response.status}${typeof type === "string" ? ` (${type})` : ""}`, response.status);
    }
    return json;
  }
}

/** The route without ids, for error messages. */
function routeOf(path: string): string {
  return path.replace(/\/workflow_runs\/[^/]+/, "/workflow_runs/{id}");
}

function stringField(answer: Record<string, unknown>, field: string, call: string): string {
  const value = answer[field];
  if (typeof value !== "string" || value === "") throw new VerificationProviderError(`Onfido ${call}: the answer has no ${field}`);
  return value;
}
