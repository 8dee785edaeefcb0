import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { OnfidoVerificationProvider, onfidoBaseUrl, runStateOf } from "./onfido";
import { VerificationProviderError } from "./types";

// The Onfido adapter (issue 14; 001 §7 Verification: start answers sdk_token and workflow_run_id)
// against a local fake of Onfido's REST API v3.6, and its webhook signatures (X-SHA2-Signature).

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: any;
}

const API_TOKEN = "api_sandbox.fake-token-Zx81";
let seen: Seen[] = [];
let runStatus = "processing";
let failNext: number | null = null;
let fake: http.Server;
let baseUrl: string;

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      seen.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
      const send = (status: number, body: object) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (req.headers.authorization !== `Token token=${API_TOKEN}`) return send(401, { error: { type: "authorization_error", message: "Authorization error" } });
      if (failNext) {
        const status = failNext;
        failNext = null;
        return send(status, { error: { type: "validation_error", message: "nope" } });
      }
      if (req.method === "POST" && req.url === "/v3.6/applicants") return send(201, { id: "app-1b2c", first_name: "Ria", href: "/v3.6/applicants/app-1b2c" });
      if (req.method === "POST" && req.url === "/v3.6/workflow_runs") {
        return send(201, { id: "run-9f8e", applicant_id: "app-1b2c", workflow_id: "wf-77", status: "awaiting_input", sdk_token: "sdk.jwt.token" });
      }
      if (req.method === "GET" && req.url === "/v3.6/workflow_runs/run-9f8e") return send(200, { id: "run-9f8e", status: runStatus });
      send(404, { error: { type: "resource_not_found" } });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v3.6`;
});

afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
beforeEach(() => {
  seen = [];
  failNext = null;
});

const provider = (token = API_TOKEN) => new OnfidoVerificationProvider({ apiToken: token, workflowId: "wf-77", webhookSecret: "whsec-1", region: "eu", baseUrl });

describe("Onfido adapter: applicant, workflow run and its sdk_token (001 §7 Verification: start)", () => {
  it("creates the applicant, then a workflow run for it, and answers the run's id and sdk_token", async () => {
    const started = await provider().startRun({ firstName: "Ria", lastName: "Rider", email: "ria@example.com" }, { existingApplicantId: null, customerRef: "42" });
    expect(started).toEqual({ applicantId: "app-1b2c", workflowRunId: "run-9f8e", sdkToken: "sdk.jwt.token" });
    expect(seen).toEqual([
      { method: "POST", path: "/v3.6/applicants", authorization: `Token token=${API_TOKEN}`, body: { first_name: "Ria", last_name: "Rider", email: "ria@example.com" } },
      { method: "POST", path: "/v3.6/workflow_runs", authorization: `Token token=${API_TOKEN}`, body: { workflow_id: "wf-77", applicant_id: "app-1b2c", customer_user_id: "42" } },
    ]);
  });

  it("reuses the customer's applicant from an earlier run", async () => {
    await provider().startRun({ firstName: "Ria", lastName: "Rider", email: "ria@example.com" }, { existingApplicantId: "app-old", customerRef: "42" });
    expect(seen.map((s) => s.path)).toEqual(["/v3.6/workflow_runs"]);
    expect(seen[0].body.applicant_id).toBe("app-old");
  });

  it("reads a run's status and maps Onfido's statuses onto run states", async () => {
    runStatus = "approved";
    expect(await provider().runState("run-9f8e")).toBe("approved");
    runStatus = "review";
    expect(await provider().runState("run-9f8e")).toBe("processing");
    expect(seen.every((s) => s.method === "GET" && s.path === "/v3.6/workflow_runs/run-9f8e")).toBe(true);
    expect([runStateOf("awaiting_client_input"), runStateOf("declined"), runStateOf("abandoned"), runStateOf("error"), runStateOf("weird")]).toEqual([
      "awaiting_input",
      "declined",
      "abandoned",
      "error",
      null,
    ]);
  });

  it("fails with the call and status only, never the API token", async () => {
    failNext = 422;
    const error = await provider()
      .startRun({ firstName: "Ria", lastName: "Rider", email: "ria@example.com" }, { existingApplicantId: null, customerRef: "42" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerificationProviderError);
    expect((error as Error).message).toBe("Onfido POST /applicants answered 422 (validation_error)");
    const refused = await provider("wrong-token").runState("run-9f8e").catch((e: unknown) => e as Error);
    expect((refused as Error).message).toBe("Onfido GET /workflow_runs/{id} answered 401 (authorization_error)");
    expect((refused as Error).message).not.toContain("wrong-token");
  });

  it("uses the region's API host by default", () => {
    expect([onfidoBaseUrl("eu"), onfidoBaseUrl("us"), onfidoBaseUrl("ca")]).toEqual([
      "https://api.eu.onfido.com/v3.6",
      "https://api.us.onfido.com/v3.6",
      "https://api.ca.onfido.com/v3.6",
    ]);
  });
});

describe("Onfido webhooks: X-SHA2-Signature, HMAC-SHA256 of the raw body", () => {
  const sign = (body: string, secret = "whsec-1") => createHmac("sha256", secret).update(body).digest("hex");
  const completed = JSON.stringify({
    payload: { resource_type: "workflow_run", action: "workflow_run.completed", object: { id: "run-9f8e", status: "approved", completed_at_iso8601: "2026-11-25T12:00:00Z", href: "https://api.eu.onfido.com/v3.6/workflow_runs/run-9f8e" } },
  });

  it("reads a correctly signed workflow_run event", () => {
    expect(provider().readWebhook(Buffer.from(completed), { "x-sha2-signature": sign(completed) })).toEqual({ workflowRunId: "run-9f8e", state: "approved" });
  });

  it("refuses a wrong, missing or malformed signature, and a body changed after signing", () => {
    const p = provider();
    expect(p.readWebhook(Buffer.from(completed), { "x-sha2-signature": sign(completed, "another-secret") })).toBeNull();
    expect(p.readWebhook(Buffer.from(completed), {})).toBeNull();
    expect(p.readWebhook(Buffer.from(completed), { "x-sha2-signature": "zz" })).toBeNull();
    expect(p.readWebhook(Buffer.from(completed.replace("approved", "declined")), { "x-sha2-signature": sign(completed) })).toBeNull();
  });

  it("accepts Onfido's own published test vector (onfido-node), and ignores events that are not about a run", () => {
    // From onfido-node test/studio-webhook-event-verifier.test.ts: a workflow_task event.
    const token = "YKOC6mkBxi6yK2zlUIrLMvsJMFEZObP5";
    const raw = `{"payload":{"resource_type":"workflow_task","action":"workflow_task.started","object":{"id":"profile_1eb92","task_spec_id":"profile_1eb92","task_def_id":"profile_data","workflow_run_id":"bc77c6e5-753a-4580-96a6-aaed3e5a8d19","status":"started","started_at_iso8601":"2024-07-10T12:49:09Z","href":"https://api.eu.onfido.com/v3.6/workflow_runs/bc77c6e5-753a-4580-96a6-aaed3e5a8d19/tasks/profile_1eb92"},"resource":{"created_at":"2024-07-10T12:49:09Z","id":"profile_1eb92","workflow_run_id":"bc77c6e5-753a-4580-96a6-aaed3e5a8d19","updated_at":"2024-07-10T12:49:09Z","input":{},"task_def_version":null,"task_def_id":"profile_data","output":null}}}`;
    const p = new OnfidoVerificationProvider({ apiToken: API_TOKEN, workflowId: "wf", webhookSecret: token, region: "eu", baseUrl });
    expect(p.readWebhook(Buffer.from(raw), { "x-sha2-signature": "c95a5b785484f6fa1bc25f381b5595d66bf85cb442eefb06aa007802ee6a4dfa" })).toBe("ignored");
    expect(p.readWebhook(Buffer.from(raw), { "x-sha2-signature": "c95a5b785484f6fa1bc25f381b5595d66bf85cb442eefb06aa007802ee6a4dfb" })).toBeNull();
  });
});

describe("verification settings (server/env.ts, fail closed)", () => {
  it("defaults to the sandbox, a 5000 ms decision delay and the 10000 ms wait of 000 §9", () => {
    expect(parseEnv({})).toMatchObject({ VERIFICATION_PROVIDER: "sandbox", VERIFICATION_SANDBOX_DELAY_MS: 5000, VERIFICATION_WAIT_MS: 10000, ONFIDO_REGION: "eu" });
  });

  it("refuses onfido without its API token, workflow id and webhook secret, and an unknown region", () => {
    expect(() => parseEnv({ VERIFICATION_PROVIDER: "onfido" })).toThrow(/ONFIDO_API_TOKEN: VERIFICATION_PROVIDER=onfido needs ONFIDO_API_TOKEN[\s\S]*ONFIDO_WORKFLOW_ID[\s\S]*ONFIDO_WEBHOOK_SECRET/);
    expect(() => parseEnv({ VERIFICATION_PROVIDER: "onfido", ONFIDO_API_TOKEN: "t", ONFIDO_WORKFLOW_ID: "w" })).toThrow(/ONFIDO_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ONFIDO_REGION: "au" })).toThrow(/ONFIDO_REGION must be eu, us or ca/);
    expect(() => parseEnv({ VERIFICATION_PROVIDER: "idnow" })).toThrow(/VERIFICATION_PROVIDER must be sandbox or onfido/);
    expect(parseEnv({ VERIFICATION_PROVIDER: "onfido", ONFIDO_API_TOKEN: "t", ONFIDO_WORKFLOW_ID: "w", ONFIDO_WEBHOOK_SECRET: "s", ONFIDO_REGION: "us" }).ONFIDO_REGION).toBe("us");
  });
});
