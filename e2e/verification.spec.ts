import { deflateSync } from "node:zlib";
import { expect, test, type Page } from "./fixtures";
import { cartSidebar, openWithCart, productPath } from "./fixtures/catalog";
import { PASSWORD, uniqueEmail } from "./fixtures/customer";

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const URBAN = "Foldwell Urban 3";
const SLOW = { timeout: 20_000 };

// Issue 14, identity verification: 000 §4 Go to checkout step 3 (a subscription cart of a signed-in
// customer who is not verified opens the verification modal, and the cart closes), §4 Verification
// modal (texts from the config document, terms checkbox, Continue starts the sandbox capture, on
// completion pending, the wait and a fresh read, no closing while waiting, verified continues to
// checkout), §5 (the terms must be ticked). The journeys run with VERIFICATION_SANDBOX_DELAY_MS=500
// and VERIFICATION_WAIT_MS=1500 (playwright.config.ts) instead of 5 s and 10 s. Each journey signs
// up a customer of its own; the last name `Reject` makes the sandbox reject the check.

/** A small real PNG (an ID card-like picture, or a face-like one): what a phone camera would give, only smaller. */
function png(kind: "document" | "selfie", width = 240, height = 160): Buffer {
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
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      let rgb = kind === "document" ? [226, 232, 240] : [203, 213, 225];
      if (kind === "document") {
        if (x > 16 && x < 80 && y > 30 && y < 120) rgb = [148, 163, 184]; // photo
        else if (x > 96 && x < 220 && y % 22 < 6 && y > 36 && y < 130) rgb = [71, 85, 105]; // text lines
        else if (y < 20) rgb = [30, 64, 175]; // header band
      } else {
        const dx = x - width / 2;
        const face = (dx * dx) / 2500 + ((y - 70) * (y - 70)) / 3600 < 1;
        const body = y > 120 && Math.abs(dx) < 80;
        if (face) rgb = [234, 179, 138];
        else if (body) rgb = [30, 64, 175];
      }
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}

/** The modal as the customer sees it: the viewport, not the full page (the modal is fixed to it). */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

/** Registers and signs in a new customer from the page itself (the storefront's own fetch). */
async function signUp(page: Page, lastName: string): Promise<string> {
  const email = uniqueEmail("verification");
  await page.goto(`${UK}/`);
  const status = await page.evaluate(
    async ({ email, password, lastName }) =>
      (await fetch("/api/customer/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, first_name: "Vic", last_name: lastName, password, terms: true }) })).status,
    { email, password: PASSWORD, lastName },
  );
  expect(status).toBe(200);
  return email;
}

/** Subscribes to Urban 3 Monthly on its product page; the sidebar opens with the subscription line. */
async function subscribe(page: Page) {
  await openWithCart(page, `${UK}${await productPath(page, URBAN)}`);
  await page.locator("label").filter({ has: page.getByTestId("purchase-subscribe") }).click();
  await page.getByTestId("subscribe").click();
  const cart = cartSidebar(page);
  await expect(cart.getByTestId("cart-line-frequency")).toHaveText("Subscription: Monthly");
  return cart;
}

/** Go to checkout → the verification modal (000 §4 step 3); the cart closes. */
async function openVerification(page: Page) {
  const cart = await subscribe(page);
  await cart.getByRole("button", { name: "Go to checkout" }).click();
  const modal = page.getByRole("dialog", { name: "Verify your identity" });
  await expect(modal).toBeVisible();
  await expect(cart).toBeHidden();
  return modal;
}

/** Terms, Continue, the sandbox capture (driving licence photo and selfie), Send for review. */
async function captureAndSend(page: Page, modal: ReturnType<Page["getByRole"]>, shots = false) {
  await modal.getByRole("checkbox", { name: "I agree that Foldwell and its verification partner may process my identity documents to confirm who I am." }).check();
  await modal.getByRole("button", { name: "Continue" }).click();
  const capture = modal.getByTestId("verification-capture");
  await expect(capture.getByRole("heading", { name: "Take photos of your document" })).toBeVisible();
  await expect(capture).toHaveAttribute("data-locale", "en-GB");
  await capture.getByRole("radio", { name: "Driving licence" }).check();
  await capture.getByTestId("capture-document_front").locator('input[type="file"]').setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: png("document") });
  await expect(capture.getByTestId("capture-document_front")).toHaveAttribute("data-state", "uploaded");
  await capture.getByTestId("capture-selfie").locator('input[type="file"]').setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: png("selfie") });
  await expect(capture.getByTestId("capture-selfie")).toHaveAttribute("data-state", "uploaded");
  await expect(capture.getByTestId("capture-selfie")).toContainText("Uploaded");
  if (shots) await screenshot(page, "verification-capture");
  await capture.getByRole("button", { name: "Send for review" }).click();
}

test.describe("identity verification (issue 14)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an unverified customer goes through the verification modal: terms, sandbox capture, pending, the wait and a fresh read, then checkout (000 §4)", async ({ page }) => {
    await signUp(page, "Rider");
    const modal = await openVerification(page);
    await expect(modal).toContainText("Before we can start your subscription we need to confirm your identity.");
    await screenshot(page, "verification-modal");

    // 000 §5: Continue without the terms ticked starts nothing.
    const starts: string[] = [];
    page.on("request", (request) => request.url().endsWith("/api/verification/start") && starts.push(request.url()));
    await modal.getByRole("button", { name: "Continue" }).click();
    await expect(modal.getByRole("alert")).toHaveText("Please accept the terms to continue.");
    expect(starts).toEqual([]);

    await captureAndSend(page, modal, true);
    // On completion: pending, and the modal cannot be closed while it waits.
    await expect(modal.getByTestId("verification-pending")).toContainText("Thank you – your documents are being reviewed.");
    await expect(modal.getByRole("status")).toContainText("Checking your verification…");
    await expect(modal.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(modal).toBeVisible();

    // After the wait the result is read again: VERIFIED continues to the hosted checkout.
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    const status = await page.evaluate(async () => (await (await fetch("/api/verification/getResult", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).json()).data);
    expect(status).toEqual({ onfido_verification_status: "VERIFIED" });
  });

  test("a rejected verification (last name Reject) is shown rejected after the wait, with a way to try again", async ({ page }) => {
    await signUp(page, "Reject");
    const modal = await openVerification(page);
    await captureAndSend(page, modal);
    await expect(modal.getByTestId("verification-pending")).toBeVisible();
    const rejected = modal.getByTestId("verification-rejected");
    await expect(rejected).toContainText("We could not confirm your identity with the documents you sent.", SLOW);
    await expect(page).not.toHaveURL(/\/checkout\//);
    await expect(modal.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(modal.getByRole("checkbox")).not.toBeChecked();
    await screenshot(page, "verification-rejected");

    // Closing is possible again once the wait is over.
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
  });

  test("signing in through the login modal with redirectPath=checkout opens the verification modal for an unverified customer's subscription cart (000 §4 Login modal)", async ({ page }) => {
    const email = await signUp(page, "Rider");
    await subscribe(page);
    const loggedOut = await page.evaluate(async () => (await fetch("/api/customer/logout", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status);
    expect(loggedOut).toBe(200);

    await page.goto(`${UK}/?action=login&redirectPath=checkout`);
    const login = page.getByRole("dialog", { name: "Sign in" });
    await login.getByLabel("Email address").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await login.getByRole("button", { name: "Sign in" }).click();

    const modal = page.getByRole("dialog", { name: "Verify your identity" });
    await expect(modal).toBeVisible(SLOW);
    await expect(modal).toContainText("Before we can start your subscription we need to confirm your identity.");
    await expect(login).toBeHidden();
    await expect(page).not.toHaveURL(/\/checkout\//);
  });

  test("a failed start shows 'Something went wrong.' and logs the error (000 §8); the modal stays usable", async ({ page }) => {
    await signUp(page, "Rider");
    const modal = await openVerification(page);
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    // The provider is down: the shop answers the start with its 502.
    await page.route("**/api/verification/start", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: { message: "Something went wrong." } }) }),
    );
    await modal.getByRole("checkbox").check();
    await modal.getByRole("button", { name: "Continue" }).click();
    await expect(modal.getByTestId("verification-error")).toHaveText("Something went wrong.");
    expect(logged.some((line) => line.startsWith("Identity verification failed"))).toBe(true);
    await expect(modal.getByTestId("verification-capture")).toHaveCount(0);

    // Once the provider answers again, Continue starts the capture.
    await page.unroute("**/api/verification/start");
    await modal.getByRole("button", { name: "Continue" }).click();
    await expect(modal.getByTestId("verification-capture")).toBeVisible();
    await expect(modal.getByTestId("verification-error")).toHaveCount(0);
  });
});
