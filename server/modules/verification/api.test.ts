import { createHmac } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, testEnv } from "../../../tests/db";
import { listen } from "../../../tests/http";
import { createApiApp } from "../../http/api-app";
import { loadServerTranslations } from "../../http/server-i18n";
import { OnfidoVerificationProvider } from "../../integrations/verification/onfido";
import { SandboxVerificationProvider } from "../../integrations/verification/sandbox";
import { VerificationProviderError } from "../../integrations/verification/types";
import type { Shop } from "../../shop";
import { TestBrowser } from "../customer/test-client";
import { captureDir, createVerificationService } from "./create";
import { MAX_CAPTURE_BYTES } from "./files";
import { identityVerifications, verificationFiles } from "./schema";

// Identity verification (issue 14): 000 §4 Verification modal (start, on completion pending, re-read
// the result), §5 (terms are the browser's), §8 ('Something went wrong.' on a failed start); 001 §4
// Verification status (REJECTED, PENDING, VERIFIED, NEW_VERIFICATION_REQUIRED, each only after the
// call succeeded), §7 Verification (get result, start, mark pending, new verification required).

const PASSWORD = "Foldwell#2026";
const DELAY = 5000;
let shop: Shop;
let server: Awaited<ReturnType<typeof listen>>;
let clock = Date.parse("2026-11-25T10:00:00Z");
let counter = 0;

// Small images by their magic bytes, padded.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(200, 7)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 3)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(64, 1)]);
const NOT_AN_IMAGE = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");

beforeAll(async () => {
  await loadServerTranslations();
  shop = await createTestShop({ VERIFICATION_SANDBOX_DELAY_MS: String(DELAY), VERIFICATION_WAIT_MS: "10000" });
  shop.verification = createVerificationService(shop.env, shop.db, shop.customers, shop.logger, { now: () => clock });
  server = await listen(createApiApp(shop).app);
}, 240_000);

afterAll(async () => {
  await server?.close();
  await shop?.database.close();
});

async function customer(lastName = "Rider") {
  const b = new TestBrowser(server.port, "uk.localhost");
  const email = `verify.${Date.now()}.${counter++}@example.com`;
  const answer = await b.call("customer", "register", { email, first_name: "Ria", last_name: lastName, password: PASSWORD, terms: true });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return { b, id: answer.data.customer.id as number, email };
}

/** The capture step's upload: the raw photo as the body (as the browser sends a File). */
function upload(b: TestBrowser, runId: string, kind: string, body: Buffer, query = "", headers: Record<string, string> = {}) {
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: `/api/verification/upload/${encodeURIComponent(runId)}/${kind}${query}`,
        headers: { host: `uk.localhost:${server.port}`, cookie: b.cookieHeader(), "content-type": "image/jpeg", "content-length": String(body.length), ...headers },
      },
      (res) => {
        let raw = "";
        res.on("data", (c) => (raw += c));
        res.on("end", () => resolve({ status: res.statusCode!, json: raw ? JSON.parse(raw) : null }));
      },
    );
    req.on("error", (error) => ((error as NodeJS.ErrnoException).code === "EPIPE" || (error as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });
}

async function started(b: TestBrowser): Promise<string> {
  const answer = await b.call("verification", "start");
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.data.workflow_run_id;
}

async function captured(b: TestBrowser): Promise<string> {
  const run = await started(b);
  expect((await upload(b, run, "document_front", JPEG, "?document_type=passport")).status).toBe(200);
  expect((await upload(b, run, "selfie", PNG)).status).toBe(200);
  return run;
}

const status = async (b: TestBrowser) => (await b.call("verification", "getResult")).data.onfido_verification_status;
const filesOf = async (runId: string) => {
  const [run] = await shop.db.select().from(identityVerifications).where(eq(identityVerifications.workflowRunId, runId));
  return shop.db.select().from(verificationFiles).where(eq(verificationFiles.verificationId, run.id));
};

describe("who may call (001 §6: verification for the signed-in customer)", () => {
  it("answers every method and the upload 403 without a session, and changes nothing", async () => {
    const guest = new TestBrowser(server.port, "uk.localhost");
    for (const method of ["getResult", "start", "markPending", "newVerificationRequired"]) {
      const answer = await guest.call("verification", method, method === "markPending" ? { workflow_run_id: "x" } : {});
      expect(answer.status).toBe(403);
      expect(answer.error?.message).toBe("Please sign in to verify your identity.");
    }
    const refused = await upload(guest, "sbx_run_x", "selfie", PNG);
    expect(refused).toMatchObject({ status: 403, json: { error: { message: "Please sign in to verify your identity." } } });
    expect(await shop.db.select().from(identityVerifications)).toEqual([]);
  });

  it("answers in the storefront's language", async () => {
    const b = new TestBrowser(server.port, "de.localhost");
    expect((await b.call("verification", "getResult")).error?.message).toBe("Bitte melden Sie sich an, um Ihre Identität zu bestätigen.");
  });
});

describe("start (000 §4: Continue starts the flow with the token and workflow id of the answer)", () => {
  it("answers sdk_token and workflow_run_id, records the run, and leaves the status as it was", async () => {
    const { b, id } = await customer();
    const answer = await b.call("verification", "start");
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ sdk_token: expect.stringMatching(/^sbx_tok_/), workflow_run_id: expect.stringMatching(/^sbx_run_[0-9a-f]{32}$/), provider: "sandbox" });
    const [row] = await shop.db.select().from(identityVerifications).where(eq(identityVerifications.customerId, id));
    expect(row).toMatchObject({ provider: "sandbox", workflowRunId: answer.data.workflow_run_id, state: "awaiting_input" });
    expect(await status(b)).toBeNull();
  });

  it("abandons an earlier unfinished run when started again: only the newest can be completed", async () => {
    const { b } = await customer();
    const first = await started(b);
    const second = await started(b);
    expect((await upload(b, first, "selfie", PNG)).status).toBe(409);
    expect((await upload(b, second, "selfie", PNG)).status).toBe(200);
  });

  it("deletes the photos of a capture abandoned by a new start", async () => {
    const { b } = await customer();
    const first = await started(b);
    await upload(b, first, "selfie", PNG);
    const [photo] = await filesOf(first);
    await started(b);
    expect(await filesOf(first)).toEqual([]);
    expect(existsSync(path.join(captureDir(testEnv().DATA_DIR), photo.storedName))).toBe(false);
  });

  it("allows 5 starts a day per customer, then answers 429 (translated) and starts nothing; a day later it starts again", async () => {
    const { b, id } = await customer();
    for (let i = 0; i < 5; i++) await started(b);
    const refused = await b.call("verification", "start");
    expect(refused).toMatchObject({ status: 429, error: { message: "You have started too many identity checks today. Please try again tomorrow or contact our customer service." } });
    expect(await shop.db.select().from(identityVerifications).where(eq(identityVerifications.customerId, id))).toHaveLength(5);
    clock += 86_400_000 + 1;
    expect((await b.call("verification", "start")).status).toBe(200);
  });

  it("a provider that fails answers 'Something went wrong.' (000 §8), stores no run and keeps the status", async () => {
    const failing = new SandboxVerificationProvider();
    failing.startRun = async () => {
      throw new VerificationProviderError("Onfido POST /applicants answered 500", 500);
    };
    const failingShop: Shop = { ...shop, verification: createVerificationService(shop.env, shop.db, shop.customers, shop.logger, { provider: failing }) };
    const other = await listen(createApiApp(failingShop).app);
    try {
      const { b, id } = await customer();
      const c = new TestBrowser(other.port, "uk.localhost");
      for (const [name, cookie] of b.cookies) c.cookies.set(name, cookie);
      const answer = await c.call("verification", "start");
      expect(answer.status).toBe(502);
      expect(answer.error?.message).toBe("Something went wrong.");
      expect(await shop.db.select().from(identityVerifications).where(eq(identityVerifications.customerId, id))).toEqual([]);
      expect(await status(b)).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe("sandbox capture upload (issue 14: type by magic bytes, at most 8 MB, stored outside the web root)", () => {
  it("stores a JPEG, PNG or WebP photo under a random name in DATA_DIR's capture folder, with its type by content", async () => {
    const { b } = await customer();
    const run = await started(b);
    const doc = await upload(b, run, "document_front", WEBP, "?document_type=driving_licence", { "content-type": "image/png" });
    expect(doc).toMatchObject({ status: 200, json: { data: { kind: "document_front", content_type: "image/webp", bytes: WEBP.length } } });
    expect((await upload(b, run, "selfie", JPEG)).json.data.content_type).toBe("image/jpeg");
    const rows = await filesOf(run);
    expect(rows.map((r) => [r.kind, r.contentType, r.bytes]).sort()).toEqual([
      ["document_front", "image/webp", WEBP.length],
      ["selfie", "image/jpeg", JPEG.length],
    ]);
    for (const row of rows) {
      expect(row.storedName).toMatch(/^[0-9a-f]{48}$/);
      const file = path.join(captureDir(testEnv().DATA_DIR), row.storedName);
      expect(readFileSync(file).equals(row.kind === "selfie" ? JPEG : WEBP)).toBe(true);
    }
    const [run0] = await shop.db.select().from(identityVerifications).where(eq(identityVerifications.workflowRunId, run));
    expect(run0.documentType).toBe("driving_licence");
  });

  it("replaces a photo of the same kind and deletes the earlier file", async () => {
    const { b } = await customer();
    const run = await started(b);
    await upload(b, run, "selfie", JPEG);
    const [before] = await filesOf(run);
    await upload(b, run, "selfie", PNG);
    const [after] = await filesOf(run);
    expect(after.contentType).toBe("image/png");
    expect(existsSync(path.join(captureDir(testEnv().DATA_DIR), before.storedName))).toBe(false);
    expect(existsSync(path.join(captureDir(testEnv().DATA_DIR), after.storedName))).toBe(true);
  });

  it("refuses a file that only claims to be an image (400, translated) and stores nothing", async () => {
    const { b } = await customer();
    const run = await started(b);
    const files = readdirSync(captureDir(testEnv().DATA_DIR)).length;
    const refused = await upload(b, run, "selfie", NOT_AN_IMAGE, "", { "content-type": "image/jpeg" });
    expect(refused).toMatchObject({ status: 400, json: { error: { message: "Please upload a JPEG, PNG or WebP image." } } });
    const empty = await upload(b, run, "selfie", Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(await filesOf(run)).toEqual([]);
    expect(readdirSync(captureDir(testEnv().DATA_DIR)).length).toBe(files);
  });

  it("refuses a photo over 8 MB (413, translated) and stores nothing; exactly 8 MB is accepted", async () => {
    const { b } = await customer();
    const run = await started(b);
    const tooBig = Buffer.concat([JPEG, Buffer.alloc(MAX_CAPTURE_BYTES + 1 - JPEG.length)]);
    const refused = await upload(b, run, "selfie", tooBig);
    expect(refused).toMatchObject({ status: 413, json: { error: { message: "The photo is too large: at most 8 MB." } } });
    expect(await filesOf(run)).toEqual([]);
    const atLimit = Buffer.concat([JPEG, Buffer.alloc(MAX_CAPTURE_BYTES - JPEG.length)]);
    expect((await upload(b, run, "selfie", atLimit)).status).toBe(200);
  });

  it("answers another customer's run 404 and stores nothing on it", async () => {
    const owner = await customer();
    const run = await started(owner.b);
    const other = await customer();
    const refused = await upload(other.b, run, "selfie", PNG);
    expect(refused).toMatchObject({ status: 404, json: { error: { message: "This verification was not found." } } });
    expect((await other.b.call("verification", "markPending", { workflow_run_id: run })).status).toBe(404);
    expect(await filesOf(run)).toEqual([]);
    expect(await status(owner.b)).toBeNull();
  });

  it("needs the document type with the document photo, and a known kind", async () => {
    const { b } = await customer();
    const run = await started(b);
    expect(await upload(b, run, "document_front", JPEG)).toMatchObject({ status: 400, json: { error: { message: "Please choose the type of your document." } } });
    expect((await upload(b, run, "document_front", JPEG, "?document_type=library_card")).status).toBe(400);
    expect((await upload(b, run, "payslip", JPEG)).status).toBe(400);
    expect(await filesOf(run)).toEqual([]);
  });
});

describe("mark pending, the delayed decision and the statuses (001 §4 Verification status)", () => {
  it("markPending needs the document photo and the selfie; without them the status stays as it was", async () => {
    const { b } = await customer();
    const run = await started(b);
    await upload(b, run, "selfie", PNG);
    const refused = await b.call("verification", "markPending", { workflow_run_id: run });
    expect(refused).toMatchObject({ status: 400, error: { message: "Please add a photo of the document and a selfie." } });
    expect(await status(b)).toBeNull();
  });

  it("marks PENDING with the wait before the re-read (000 §9: 10000 ms), then decides VERIFIED once VERIFICATION_SANDBOX_DELAY_MS has passed", async () => {
    const { b, id } = await customer("Rider");
    const run = await captured(b);
    const pending = await b.call("verification", "markPending", { workflow_run_id: run });
    expect(pending.data).toEqual({ onfido_verification_status: "PENDING", wait_ms: 10000 });
    expect((await shop.customers.get(id))?.onfido_verification_status).toBe("PENDING");
    clock += DELAY - 1;
    expect(await status(b)).toBe("PENDING");
    clock += 1;
    expect(await status(b)).toBe("VERIFIED");
    expect((await shop.customers.get(id))?.onfido_verification_status).toBe("VERIFIED");
    const [row] = await shop.db.select().from(identityVerifications).where(eq(identityVerifications.workflowRunId, run));
    expect(row).toMatchObject({ state: "approved", decidedBy: "sandbox" });
  });

  it("decides REJECTED for the last name Reject; a new verification can then be requested and started", async () => {
    const { b } = await customer("Reject");
    const run = await captured(b);
    await b.call("verification", "markPending", { workflow_run_id: run });
    clock += DELAY;
    expect(await status(b)).toBe("REJECTED");
    const again = await b.call("verification", "newVerificationRequired");
    expect(again).toMatchObject({ status: 200, data: { onfido_verification_status: "NEW_VERIFICATION_REQUIRED" } });
    expect(await status(b)).toBe("NEW_VERIFICATION_REQUIRED");
    expect((await b.call("verification", "start")).status).toBe(200);
  });

  it("refuses what the status does not allow (409, translated) and changes nothing", async () => {
    const { b } = await customer();
    const run = await captured(b);
    await b.call("verification", "markPending", { workflow_run_id: run });
    expect(await b.call("verification", "markPending", { workflow_run_id: run })).toMatchObject({ status: 409, error: { message: "This verification has already been sent. Please start again." } });
    expect(await b.call("verification", "start")).toMatchObject({ status: 409, error: { message: "Your documents are already being reviewed." } });
    expect((await b.call("verification", "newVerificationRequired")).status).toBe(409);
    expect(await status(b)).toBe("PENDING");
    clock += DELAY;
    expect(await status(b)).toBe("VERIFIED");
    expect(await b.call("verification", "start")).toMatchObject({ status: 409, error: { message: "Your identity is already confirmed." } });
    expect((await b.call("verification", "newVerificationRequired")).status).toBe(409);
    expect(await status(b)).toBe("VERIFIED");
  });

  it("a new customer has no status; requesting a new verification sets NEW_VERIFICATION_REQUIRED", async () => {
    const { b } = await customer();
    expect(await status(b)).toBeNull();
    expect((await b.call("verification", "newVerificationRequired")).data.onfido_verification_status).toBe("NEW_VERIFICATION_REQUIRED");
  });

  it("bad arguments answer a translated 400 and change nothing", async () => {
    const { b } = await customer();
    const answer = await b.call("verification", "markPending", { workflow_run_id: "" });
    expect(answer).toMatchObject({ status: 400, error: { message: "The request is not valid." } });
    expect(await status(b)).toBeNull();
  });

  it("the decision is taken once when two processes read the result at the same time", async () => {
    const { b, id } = await customer();
    const run = await captured(b);
    await b.call("verification", "markPending", { workflow_run_id: run });
    clock += DELAY;
    const second = createVerificationService(shop.env, shop.db, shop.customers, shop.logger, { now: () => clock + 1000 });
    const results = await Promise.all([shop.verification.getResult(id), second.getResult(id), shop.verification.getResult(id)]);
    expect(results.map((r) => r.onfido_verification_status)).toEqual(["VERIFIED", "VERIFIED", "VERIFIED"]);
    const [row] = await shop.db.select().from(identityVerifications).where(eq(identityVerifications.workflowRunId, run));
    // Whichever process came first decided; the others found it decided and changed nothing.
    expect([clock, clock + 1000]).toContain(row.decidedAt?.getTime());
    const later = createVerificationService(shop.env, shop.db, shop.customers, shop.logger, { now: () => clock + 60_000 });
    expect((await later.getResult(id)).onfido_verification_status).toBe("VERIFIED");
    const [after] = await shop.db.select().from(identityVerifications).where(eq(identityVerifications.workflowRunId, run));
    expect(after.decidedAt?.getTime()).toBe(row.decidedAt?.getTime());
    expect(after.updatedAt.getTime()).toBe(row.updatedAt.getTime());
  });

  it("the verified demo account is VERIFIED and the shopper demo account is not", async () => {
    const { seedCustomers } = await import("../../../seed/customers");
    await seedCustomers(shop.db);
    const verified = new TestBrowser(server.port, "uk.localhost");
    expect((await verified.call("customer", "login", { email: "verified@example.com", password: PASSWORD })).status).toBe(200);
    expect(await status(verified)).toBe("VERIFIED");
    const shopper = new TestBrowser(server.port, "uk.localhost");
    expect((await shopper.call("customer", "login", { email: "shopper@example.com", password: PASSWORD })).status).toBe(200);
    expect(await status(shopper)).not.toBe("VERIFIED");
  });
});

describe("Onfido (VERIFICATION_PROVIDER=onfido) against a local fake: start, pending, signed webhooks, read-back", () => {
  const SECRET = "whsec-test";
  let fake: http.Server;
  let onfidoServer: Awaited<ReturnType<typeof listen>>;
  let nextRun = 0;
  const runStatus = new Map<string, string>();

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const send = (code: number, body: object) => res.writeHead(code, { "content-type": "application/json" }).end(JSON.stringify(body));
        if (req.headers.authorization !== "Token token=test-token") return send(401, { error: { type: "authorization_error" } });
        if (req.method === "POST" && req.url === "/v3.6/applicants") return send(201, { id: `app-${nextRun}` });
        if (req.method === "POST" && req.url === "/v3.6/workflow_runs") {
          const id = `run-${++nextRun}`;
          runStatus.set(id, "awaiting_input");
          return send(201, { id, status: "awaiting_input", sdk_token: `sdk-${id}` });
        }
        const match = req.url?.match(/^\/v3\.6\/workflow_runs\/(.+)$/);
        if (req.method === "GET" && match && runStatus.has(match[1])) return send(200, { id: match[1], status: runStatus.get(match[1]) });
        send(404, { error: { type: "resource_not_found" } });
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const provider = new OnfidoVerificationProvider({
      apiToken: "test-token",
      workflowId: "wf-1",
      webhookSecret: SECRET,
      region: "eu",
      baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v3.6`,
    });
    const onfidoShop: Shop = { ...shop, verification: createVerificationService(shop.env, shop.db, shop.customers, shop.logger, { provider, now: () => clock }) };
    onfidoServer = await listen(createApiApp(onfidoShop).app);
  });

  afterAll(async () => {
    await onfidoServer?.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  async function onfidoCustomer(lastName = "Rider") {
    const b = new TestBrowser(onfidoServer.port, "uk.localhost");
    const answer = await b.call("customer", "register", { email: `onfido.${Date.now()}.${counter++}@example.com`, first_name: "Ria", last_name: lastName, password: PASSWORD, terms: true });
    expect(answer.status).toBe(200);
    return b;
  }

  function webhook(body: string, signature: string | null) {
    return new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: onfidoServer.port,
          method: "POST",
          path: "/api/verification/webhooks/onfido",
          headers: { host: `uk.localhost:${onfidoServer.port}`, "content-type": "application/json", ...(signature ? { "x-sha2-signature": signature } : {}) },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode!));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }
  const event = (runId: string, status: string) =>
    JSON.stringify({ payload: { resource_type: "workflow_run", action: "workflow_run.completed", object: { id: runId, status, href: `https://api.eu.onfido.com/v3.6/workflow_runs/${runId}` } } });
  const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("hex");

  it("starts with Onfido's sdk_token and run id; a webhook with a bad signature changes nothing; a signed one decides", async () => {
    const b = await onfidoCustomer();
    const start = await b.call("verification", "start");
    expect(start.data).toEqual({ sdk_token: `sdk-run-${nextRun}`, workflow_run_id: `run-${nextRun}`, provider: "onfido" });
    const run = start.data.workflow_run_id;
    expect((await b.call("verification", "markPending", { workflow_run_id: run })).data.onfido_verification_status).toBe("PENDING");
    runStatus.set(run, "processing");
    const approved = event(run, "approved");
    expect(await webhook(approved, sign(approved, "not-the-secret"))).toBe(401);
    expect(await webhook(approved, null)).toBe(401);
    expect(await status(b)).toBe("PENDING");
    expect(await webhook(approved, sign(approved))).toBe(200);
    expect(await status(b)).toBe("VERIFIED");
    // A later, contradicting event does not undo a verified customer.
    const declined = event(run, "declined");
    expect(await webhook(declined, sign(declined))).toBe(200);
    expect(await status(b)).toBe("VERIFIED");
  });

  it("a webhook that comes before markPending decides; markPending then answers the status and changes nothing", async () => {
    const b = await onfidoCustomer();
    const run = (await b.call("verification", "start")).data.workflow_run_id;
    const approved = event(run, "approved");
    expect(await webhook(approved, sign(approved))).toBe(200);
    expect(await b.call("verification", "markPending", { workflow_run_id: run })).toMatchObject({ status: 200, data: { onfido_verification_status: "VERIFIED" } });
    expect(await status(b)).toBe("VERIFIED");
  });

  it("reads a pending run back from Onfido when its webhook has not arrived", async () => {
    const b = await onfidoCustomer();
    const run = (await b.call("verification", "start")).data.workflow_run_id;
    await b.call("verification", "markPending", { workflow_run_id: run });
    runStatus.set(run, "review");
    expect(await status(b)).toBe("PENDING");
    runStatus.set(run, "declined");
    expect(await status(b)).toBe("REJECTED");
  });

  it("acknowledges a signed event about an unknown run and changes nothing; the sandbox shop has no webhook", async () => {
    const body = event("run-unknown", "approved");
    expect(await webhook(body, sign(body))).toBe(200);
    const sandboxHook = await fetch(`http://127.0.0.1:${server.port}/api/verification/webhooks/onfido`, { method: "POST", body: "{}" });
    expect(sandboxHook.status).toBe(404);
  });
});
