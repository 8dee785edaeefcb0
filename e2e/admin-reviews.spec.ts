import { deflateSync } from "node:zlib";
import { seriousViolations } from "./fixtures/a11y";
import { openProduct } from "./fixtures/catalog";
import { PASSWORD, uniqueEmail } from "./fixtures/customer";
import { awaitHydrationOnNavigation, expect, whenHydrated, screenshot, test, type Browser, type Page } from "./fixtures/index";
import { subscribeAsVerifiedCustomer } from "./fixtures/subscription";

// Issue 17, "Catalogue, reviews and questions" and "Verifications": a shopper writes a review on a
// product page ("Thank you! Your review will appear once it has been checked."), it is not shown;
// the demo owner signs in to /admin, approves it in the moderation queue, and the product page shows
// it at once (the catalogue epoch drops the cached page). A customer whose sandbox check was
// rejected is verified by a staff decision with a reason, the photos shown only in the back office,
// and the storefront's getResult answers VERIFIED. Desktop only: the back office is desktop-first.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const OWNER = { email: "admin@example.com", password: "Foldwell#2026" };
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 20_000 };

/** The demo owner signed in to the back office at `path`, in a browser of its own at 1280 px. */
async function ownerAt(browser: Browser, path: string, heading: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = awaitHydrationOnNavigation(await context.newPage());
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible(SLOW);
  // Sign-in may load the page afresh: its forms work once it has hydrated.
  await whenHydrated(page);
  return page;
}

/** A small solid-colour PNG (a stand-in for a document photo or a selfie). */
function png(rgb: [number, number, number], width = 160, height = 100): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("back office: reviews and verifications (issue 17)", () => {

  test("a shopper's review waits for moderation; the owner approves it in /admin/reviews and the product page shows it", async ({ page, browser }) => {
    const title = `Folds in ten seconds ${Date.now()}`;
    await openProduct(page, "/c/bikes/titanium", "Foldwell Titanium");
    await page.getByRole("tab", { name: /Reviews/ }).click();
    const form = page.getByRole("form", { name: "Write a review" });
    await form.getByLabel("Your name").fill("Rita Reviewer");
    await form.getByLabel("Review title").fill(title);
    await form.getByLabel("Your review").fill("Takes the train with me every day and never gets in the way.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you! Your review will appear once it has been checked.");
    const productUrl = page.url();
    await page.reload();
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByText(title)).toHaveCount(0);

    const admin = await ownerAt(browser, "/admin/reviews", "Reviews and questions");
    const item = admin.getByTestId("moderation-item").filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByTestId("moderation-status")).toHaveText("Pending");
    await expect(item).toContainText("Foldwell Titanium");
    await screenshot(admin, "admin-reviews-queue");
    expect(await seriousViolations(admin)).toEqual([]);
    await item.getByRole("button", { name: "Approve the review by Rita Reviewer" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Approved: it is now shown on the product page." })).toBeVisible();
    await expect(item.getByTestId("moderation-status")).toHaveText("Approved");
    await screenshot(admin, "admin-reviews-approved");

    await page.goto(productUrl);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByText(title)).toBeVisible(SLOW);
    await expect(page.getByText("Takes the train with me every day and never gets in the way.")).toBeVisible();
  });

  test("a question's answer written in /admin/reviews is shown under it on the product page", async ({ page, browser }) => {
    const question = `Does it fit in a car boot? ${Date.now()}`;
    await openProduct(page, "/c/bikes/titanium", "Foldwell Titanium");
    await page.getByRole("tab", { name: /Questions/ }).click();
    const form = page.getByRole("form", { name: "Ask a question" });
    await form.getByLabel("Your name").fill("Quinn");
    await form.getByLabel("Your question").fill(question);
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you! We will answer your question soon.");
    const productUrl = page.url();

    const admin = await ownerAt(browser, "/admin/reviews?kind=question", "Reviews and questions");
    const item = admin.getByTestId("moderation-item").filter({ hasText: question });
    await item.getByLabel("Answer").fill("Yes: folded, it fits the boot of a small hatchback.");
    await item.getByRole("button", { name: "Save answer" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Answer saved" })).toBeVisible();
    await expect(item.getByTestId("moderation-status")).toHaveText("Approved");
    await screenshot(admin, "admin-questions-answered");

    await page.goto(productUrl);
    await page.getByRole("tab", { name: /Questions/ }).click();
    await expect(page.getByText(question)).toBeVisible(SLOW);
    await expect(page.getByText("Yes: folded, it fits the boot of a small hatchback.")).toBeVisible();
  });

  test("a rejected sandbox check is verified by a staff decision with a reason; the photos show only in the back office; the storefront reads VERIFIED", async ({ page, browser }) => {
    const email = uniqueEmail("reject");
    await page.goto(`${UK}/`);
    const document = png([30, 64, 175]).toString("base64");
    const selfie = png([234, 179, 138]).toString("base64");
    // The customer (last name Reject: the sandbox declines) registers and sends a capture, as the modal's capture step does.
    const status = await page.evaluate(
      async ({ email, password, document, selfie }) => {
        const call = async (path: string, body: unknown) => {
          const response = await fetch(`/api/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
          const json = (await response.json()) as { data?: any; error?: { message: string } };
          if (!response.ok) throw new Error(`${path}: ${response.status} ${json.error?.message}`);
          return json.data;
        };
        const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        await call("customer/register", { email, first_name: "Vera", last_name: "Reject", password, terms: true, country: "GB" });
        const run = await call("verification/start", {});
        for (const [kind, body, query] of [
          ["document_front", document, "?document_type=passport"],
          ["selfie", selfie, ""],
        ] as const) {
          const response = await fetch(`/api/verification/upload/${run.workflow_run_id}/${kind}${query}`, { method: "POST", headers: { "content-type": "image/png" }, body: bytes(body) });
          if (!response.ok) throw new Error(`upload ${kind}: ${response.status}`);
        }
        await call("verification/markPending", { workflow_run_id: run.workflow_run_id });
        // The sandbox decides VERIFICATION_SANDBOX_DELAY_MS (0.5 s here) after the capture.
        for (let i = 0; i < 40; i++) {
          const result = await call("verification/getResult", {});
          if (result.onfido_verification_status !== "PENDING") return result.onfido_verification_status as string;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        return "PENDING";
      },
      { email, password: PASSWORD, document, selfie },
    );
    expect(status).toBe("REJECTED");

    const admin = await ownerAt(browser, "/admin/verifications", "Identity verifications");
    const row = admin.getByTestId("admin-verification-row").filter({ hasText: email });
    await expect(row).toContainText("Rejected");
    await row.getByRole("link", { name: /Open verification/ }).click();
    await expect(admin.getByRole("heading", { level: 1, name: /Verification \d+/ })).toBeVisible(SLOW);
    const photos = admin.getByTestId("admin-verification-photo");
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    const photoUrl = await photos.first().getAttribute("src");
    expect(photoUrl).toMatch(/^\/api\/admin\/verifications\/files\/\d+$/);
    // Not for the customer (on the storefront, signed in), nor for anyone without a staff session.
    expect(await page.evaluate(async (url) => (await fetch(url)).status, photoUrl!)).toBe(404);
    expect((await page.request.get(`http://localhost:${port}${photoUrl}`)).status()).toBe(401);
    await screenshot(admin, "admin-verification-detail");
    expect(await seriousViolations(admin)).toEqual([]);

    await admin.getByRole("radio", { name: /VERIFIED/ }).check();
    await admin.getByLabel("Reason (kept in the audit log)").fill("Passport checked by hand: the photo matches the selfie.");
    await admin.getByRole("button", { name: "Save decision" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Decision saved: the customer's status is now Verified." })).toBeVisible();
    await expect(admin.getByTestId("admin-verification-status")).toHaveText("Verified");
    await screenshot(admin, "admin-verification-decided");

    const after = await page.evaluate(async () => (await (await fetch("/api/verification/getResult", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).json()).data);
    expect(after).toEqual({ onfido_verification_status: "VERIFIED" });
  });

  test("a customer's cancellation request is approved in /admin/subscriptions; the account's plans show it Cancelled", async ({ page, browser }) => {
    const { subscriptionId } = await subscribeAsVerifiedCustomer(page);
    const cancel = await page.request.post(`http://localhost:${port}/api/subscriptions/cancelSubscription`, { data: { subscriptionId, reason: "bikePurchase" } });
    expect(cancel.status()).toBe(200);

    const admin = await ownerAt(browser, "/admin/subscriptions?status=cancellationRequested", "Subscriptions");
    const row = admin.getByTestId("admin-subscription-row").filter({ has: admin.getByRole("link", { name: `Open subscription ${subscriptionId}`, exact: true }) });
    await expect(row.getByTestId("admin-subscription-status")).toHaveText("Cancellation Requested");
    await screenshot(admin, "admin-subscriptions-list");
    expect(await seriousViolations(admin)).toEqual([]);
    await row.getByRole("link", { name: `Open subscription ${subscriptionId}`, exact: true }).click();
    await expect(admin.getByRole("heading", { level: 1, name: `Subscription ${subscriptionId}` })).toBeVisible(SLOW);
    await expect(admin.getByTestId("admin-subscription")).toContainText("Bike Purchase");
    await expect(admin.getByTestId("admin-subscription-history")).toContainText("Paid");
    await screenshot(admin, "admin-subscription-detail");
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole("button", { name: "Approve cancellation" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Cancellation approved: the subscription is cancelled." })).toBeVisible();
    await expect(admin.getByTestId("admin-subscription-status")).toHaveText("Cancelled");

    const plans = await page.request.post(`http://localhost:${port}/api/subscriptions/getCustomerPlans`, { data: {} });
    const { data } = (await plans.json()) as { data: { subscriptions: Array<{ id: number; status: string }> } };
    expect(data.subscriptions.find((s) => s.id === subscriptionId)?.status).toBe("cancelled");
  });
});
