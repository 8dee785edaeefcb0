import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { fetchAs } from "../../../tests/http";
import { signInStaff } from "../../../tests/staff";
import { registeredBrowser } from "../customer/test-support";
import { staffAuditLog } from "../staff/schema";
import { identityVerifications, verificationFiles } from "./schema";

// Issue 17, "Verifications" (issue 14: "staff can override it"; 001 §4 Verification status): the
// review queue of sandbox and provider runs (waiting and rejected first), the capture's photos
// readable only through the staff endpoint (streamed from outside the web root, its type,
// no-store; never to a customer, an anonymous visitor, a merchandiser or another host), and a manual
// decision VERIFIED or REJECTED with a reason, audit-logged, that the storefront's verification
// modal reads (getResult). PGlite and PostgreSQL.

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.alloc(300, 7)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 3)]);

describe("verifications in the back office (admin/verifications)", () => {
  const api = useTestApi({ env: { VERIFICATION_SANDBOX_DELAY_MS: "600000" } });

  /** A customer who uploaded a document photo and a selfie and submitted them: PENDING, the run processing. */
  const submitted = async (lastName = "Rider") => {
    const { b, customer } = await registeredBrowser(api, "uk.localhost", { last_name: lastName });
    const customerId = customer.id as number;
    const run = await api.shop.verification.start(customerId);
    await api.shop.verification.storeCapture(customerId, run.workflow_run_id, "document_front", JPEG, "passport");
    await api.shop.verification.storeCapture(customerId, run.workflow_run_id, "selfie", PNG, null);
    await api.shop.verification.markPending(customerId, run.workflow_run_id);
    const [row] = await api.shop.db.select().from(identityVerifications).where(eq(identityVerifications.workflowRunId, run.workflow_run_id));
    return { b, customerId, run: row };
  };
  const filesOf = (runId: number) => api.shop.db.select().from(verificationFiles).where(eq(verificationFiles.verificationId, runId));
  const auditOf = (runId: number) =>
    api.shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, "verification"), eq(staffAuditLog.entityId, String(runId)))).orderBy(desc(staffAuditLog.id));
  const getFile = (path: string, cookie: string | undefined, host = "localhost") => fetchAs(api.port, host, path, { headers: cookie ? { cookie } : {} });

  it("the photos are never served to a customer (even their own), an anonymous visitor, a merchandiser or on another host; nor from the web root", async () => {
    const { b, run } = await submitted();
    const [photo] = await filesOf(run.id);
    const url = `/api/admin/verifications/files/${photo.id}`;
    expect((await getFile(url, undefined)).status).toBe(401);
    expect((await getFile(url, b.cookieHeader(), "uk.localhost")).status).toBe(404);
    const { b: customerOnAdminHost } = await registeredBrowser(api, "localhost", { country: "GB" });
    expect((await getFile(url, customerOnAdminHost.cookieHeader())).status).toBe(401);
    const merchandiser = await signInStaff(api, "merchandiser");
    const refused = await getFile(url, merchandiser.cookie);
    expect(refused.status).toBe(403);
    const staff = await signInStaff(api, "customer_service");
    expect((await getFile(url, staff.cookie, "uk.localhost")).status).toBe(404);
    // Not under the web root by its stored name either.
    expect((await getFile(`/${photo.storedName}`, staff.cookie)).status).toBe(404);
    expect((await getFile(`/verification-files/${photo.storedName}`, staff.cookie)).status).toBe(404);
    // Ids only: no paths.
    expect((await getFile("/api/admin/verifications/files/..%2f..%2fetc%2fpasswd", staff.cookie)).status).toBe(404);
    expect((await getFile("/api/admin/verifications/files/999999", staff.cookie)).status).toBe(404);
  });

  it("a staff member of the area reads each photo, streamed with its own type and Cache-Control no-store", async () => {
    const { run } = await submitted();
    const staff = await signInStaff(api, "customer_service");
    const details = await staff.browser.call("admin/verifications", "get", { id: run.id });
    expect(details.status).toBe(200);
    expect(details.data.files.map((f: { kind: string; contentType: string }) => [f.kind, f.contentType])).toEqual([
      ["document_front", "image/jpeg"],
      ["selfie", "image/png"],
    ]);
    for (const [file, bytes] of [
      [details.data.files[0], JPEG],
      [details.data.files[1], PNG],
    ] as const) {
      const response = await getFile(file.url, staff.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(file.contentType);
      expect(response.headers.get("cache-control")).toContain("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const owner = await signInStaff(api, "owner");
    expect((await getFile(details.data.files[0].url, owner.cookie)).status).toBe(200);
  });

  it("the queue lists runs waiting for a decision first, then rejected ones, with the customer and their status; unsubmitted runs are left out", async () => {
    const waiting = await submitted();
    const rejected = await submitted();
    const { browser } = await signInStaff(api, "owner");
    await browser.call("admin/verifications", "decide", { id: rejected.run.id, decision: "REJECTED", reason: "Blurred photo" });
    const { customer: starter } = await registeredBrowser(api, "uk.localhost");
    const open = await api.shop.verification.start(starter.id);

    const queue = await browser.call("admin/verifications", "queue", {});
    expect(queue.status).toBe(200);
    const states = queue.data.runs.map((r: { state: string }) => r.state);
    expect(states.indexOf("declined")).toBeGreaterThan(states.lastIndexOf("processing"));
    expect(queue.data.runs).toContainEqual(expect.objectContaining({ id: waiting.run.id, provider: "sandbox", state: "processing", documentType: "passport", customer: expect.objectContaining({ id: waiting.customerId, status: "PENDING" }) }));
    expect(queue.data.runs.map((r: { id: number }) => r.id)).not.toContain((await api.shop.db.select().from(identityVerifications).where(eq(identityVerifications.workflowRunId, open.workflow_run_id)))[0].id);
    expect(queue.data.waiting).toBeGreaterThanOrEqual(1);
    const onlyRejected = await browser.call("admin/verifications", "queue", { state: "declined" });
    expect(onlyRejected.data.runs.map((r: { id: number }) => r.id)).toEqual([rejected.run.id]);
  });

  it("a manual VERIFIED decision with a reason sets the customer's status (the storefront's getResult sees it), audit-logged; staff can override it again", async () => {
    const { b, customerId, run } = await submitted();
    expect((await b.call("verification", "getResult", {})).data).toEqual({ onfido_verification_status: "PENDING" });
    const { browser, actor } = await signInStaff(api, "customer_service");

    const noReason = await browser.call("admin/verifications", "decide", { id: run.id, decision: "VERIFIED", reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.error?.message).toBe("Please give a reason (at least 3 characters).");
    expect((await b.call("verification", "getResult", {})).data).toEqual({ onfido_verification_status: "PENDING" });

    const decided = await browser.call("admin/verifications", "decide", { id: run.id, decision: "VERIFIED", reason: "Passport matches the selfie" });
    expect(decided.status).toBe(200);
    expect(decided.data).toMatchObject({ state: "approved", decidedBy: `staff:${actor.email}`, decisionReason: "Passport matches the selfie", customer: { id: customerId, status: "VERIFIED" } });
    expect((await b.call("verification", "getResult", {})).data).toEqual({ onfido_verification_status: "VERIFIED" });
    expect((await auditOf(run.id))[0]).toMatchObject({
      staffId: actor.id,
      action: "verification.verify",
      before: { state: "processing", customerStatus: "PENDING" },
      after: { state: "approved", customerStatus: "VERIFIED", decisionReason: "Passport matches the selfie" },
    });

    const overridden = await browser.call("admin/verifications", "decide", { id: run.id, decision: "REJECTED", reason: "Document expired" });
    expect(overridden.data).toMatchObject({ state: "declined", customer: { status: "REJECTED" } });
    expect((await b.call("verification", "getResult", {})).data).toEqual({ onfido_verification_status: "REJECTED" });
    expect((await auditOf(run.id))[0]).toMatchObject({ action: "verification.reject", before: { state: "approved", customerStatus: "VERIFIED" }, after: { customerStatus: "REJECTED" } });
  });

  it("no decision on a run that was not submitted, or on an older run once the customer started a newer one (409)", async () => {
    const { customerId, run } = await submitted();
    const { browser } = await signInStaff(api, "owner");
    await browser.call("admin/verifications", "decide", { id: run.id, decision: "REJECTED", reason: "Blurred" });
    const newer = await api.shop.verification.start(customerId);
    const [open] = await api.shop.db.select().from(identityVerifications).where(eq(identityVerifications.workflowRunId, newer.workflow_run_id));
    const notSubmitted = await browser.call("admin/verifications", "decide", { id: open.id, decision: "VERIFIED", reason: "Looks fine" });
    expect(notSubmitted.status).toBe(409);
    expect(notSubmitted.error?.message).toBe("The customer has not submitted this check yet.");
    const older = await browser.call("admin/verifications", "decide", { id: run.id, decision: "VERIFIED", reason: "Looks fine" });
    expect(older.status).toBe(409);
    expect(older.error?.message).toBe("The customer has started a newer check: decide on that one.");
    expect((await browser.call("admin/verifications", "get", { id: run.id })).data.decidable).toBe(false);
    expect((await browser.call("admin/verifications", "get", { id: 999_999 })).status).toBe(404);
  });

  it("roles: a merchandiser gets 403 on every method, a customer's session and no session 401; nothing changes", async () => {
    const { customerId, run } = await submitted();
    const calls: Array<[string, object]> = [
      ["queue", {}],
      ["get", { id: run.id }],
      ["decide", { id: run.id, decision: "VERIFIED", reason: "Looks fine" }],
    ];
    const { browser: merchandiser } = await signInStaff(api, "merchandiser");
    const { b: customer } = await registeredBrowser(api, "localhost", { country: "GB" });
    for (const [method, body] of calls) {
      expect((await merchandiser.call("admin/verifications", method, body)).status, method).toBe(403);
      expect((await customer.call("admin/verifications", method, body)).status, method).toBe(401);
      expect((await api.browser("localhost").call("admin/verifications", method, body)).status, method).toBe(401);
    }
    expect((await api.shop.customers.get(customerId))!.onfido_verification_status).toBe("PENDING");
    expect(await auditOf(run.id)).toEqual([]);
  });
});
