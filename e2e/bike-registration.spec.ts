import { expect, screenshot, test, type Page } from "./fixtures";
import { seriousViolations } from "./fixtures/a11y";
import { ACCOUNT, PASSWORD, mailTo, uniqueEmail } from "./fixtures/customer";

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;

// Bike registration (issue 16; 001 §2, §3 Bike registration, §5 serial 10 digits, §7 Bike
// registration service and myRegisteredBikesPageConfig, §8): a guest registers a bike and sees its
// registration number; the link mailed to that email, followed after signing up with it, adds the
// bike to the account (issue 16: an account with the same email alone does not see it).
test.describe.configure({ timeout: 120_000 });
const AFTER_LOGIN = { timeout: 20_000 };

/** A serial number no other run or project uses: 10 digits. */
const newSerial = () => `${Date.now() % 1e7}`.padStart(7, "0") + String(Math.floor(Math.random() * 1000)).padStart(3, "0");
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function fillForm(page: Page, values: { firstName: string; lastName: string; email: string; serial: string; purchaseDate: string }) {
  await page.getByLabel("First name").fill(values.firstName);
  await page.getByLabel("Last name").fill(values.lastName);
  await page.getByLabel("Email address").fill(values.email);
  await page.getByLabel("Serial number (10 digits)").fill(values.serial);
  await page.getByLabel("Date of purchase").fill(values.purchaseDate);
}

test.describe("bike registration (001 §3 Bike registration)", () => {
  test("a guest registers a bike, sees its registration number, follows the mailed link, signs up with that email and adds the bike to the account", async ({ page }) => {
    const email = uniqueEmail("bikes");
    const serial = newSerial();

    await page.goto(`${UK}/bike-registration`);
    // Texts from the config document (bikeRegistrationPageConfig), the picture of where the serial is.
    await expect(page.getByRole("heading", { level: 1, name: "Register your bike" })).toBeVisible();
    await expect(page.getByText("Registering your Foldwell makes warranty claims quicker")).toBeVisible();
    await expect(page.getByText("Your 10-digit serial number is stamped on the frame, just below the seat post.")).toBeVisible();
    await expect(page.getByRole("img", { name: /Where to find the serial number/ })).toBeVisible();

    // 001 §5: the browser answers at once with the field messages.
    await page.getByRole("button", { name: "Register my bike" }).click();
    await expect(page.getByText("Please enter your first name.")).toBeVisible();
    await expect(page.getByText("Please enter your last name.")).toBeVisible();
    await expect(page.getByLabel("First name")).toBeFocused();
    await fillForm(page, { firstName: "Bea", lastName: "Bicycle", email, serial: "12345", purchaseDate: daysAgo(20) });
    await page.getByRole("button", { name: "Register my bike" }).click();
    await expect(page.getByText("The serial number must be exactly 10 digits.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "bike-registration-errors");

    await page.getByLabel("Serial number (10 digits)").fill(serial);
    await page.getByRole("button", { name: "Register my bike" }).click();
    const registered = page.getByRole("status").filter({ hasText: "Thank you – your bike is registered." });
    await expect(registered).toBeVisible();
    await expect(page.locator("[data-bike-confirmation-mailed]")).toContainText(`We have sent a link to ${email}.`);
    const registrationId = (await page.locator("[data-bike-registration-id]").textContent())?.trim() ?? "";
    expect(registrationId).toMatch(/^BR-[A-Z0-9]{8}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "bike-registration-success");
    // Issue 16: the mail did not come? The link can be sent again (a second mail, a new link).
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.locator("[data-bike-link-resent]")).toContainText("a new link is on its way to the email address it was registered with");
    await screenshot(page, "bike-registration-link-resent");

    // The same serial again: its own message, nothing registered.
    await page.getByRole("link", { name: "Register another bike" }).click();
    await fillForm(page, { firstName: "Sam", lastName: "Second", email: uniqueEmail("bikes.other"), serial, purchaseDate: daysAgo(3) });
    await page.getByRole("button", { name: "Register my bike" }).click();
    await expect(page.getByText("This serial number is already registered.", { exact: false })).toBeVisible();

    // The guest is told where the confirmation link went (issue 16): the mail, in the storefront's
    // language, carries a single-use link to the registered-bikes page.
    let link = "";
    await expect(async () => {
      const mail = await mailTo(page, UK, email);
      await expect(mail.filter({ hasText: "Add your bike to your Foldwell account" })).toHaveCount(2, { timeout: 1000 });
      link = (await mail.first().locator('a[href*="?confirm="]').getAttribute("href")) ?? "";
      expect(link).toContain(`${ACCOUNT}/registered-bikes?confirm=`);
    }).toPass({ timeout: 30_000 });

    // Signed out, the link asks to sign in first; signing up there with the bike's email comes back to it.
    await page.goto(link);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Create an account" }).click();
    await dialog.getByLabel("First name").fill("Bea");
    await dialog.getByLabel("Last name").fill("Bicycle");
    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("I have read and accept the terms and conditions and the privacy policy.").check();
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/registered-bikes\?confirm=/, AFTER_LOGIN);
    // Not the customer's bike until they say so: the email alone shows nothing.
    await expect(page.locator("[data-bike-confirmation=ready]")).toContainText(serial);
    await expect(page.locator("[data-registered-bike]")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "registered-bikes-confirm");
    await page.getByRole("button", { name: "Add to my account" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The bike is now in your account." })).toBeVisible();
    await expect(page).toHaveURL(`${UK}${ACCOUNT}/registered-bikes`);
    await expect(page.locator(`[data-registered-bike="${serial}"]`)).toHaveCount(1);
    // The link works once.
    await page.goto(link);
    const used = page.locator("[data-bike-confirmation=linkInvalid]");
    await expect(used.getByRole("alert")).toHaveText("This link has expired or has already been used.");
    // Sending it again answers as for any registration (this one is attached: nothing is mailed).
    await used.getByRole("button", { name: "Send the link again" }).click();
    await expect(used.locator("[data-bike-link-resent]")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "registered-bikes-link-used");

    await page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Registered bikes" }).click();
    await expect(page).toHaveURL(`${UK}${ACCOUNT}/registered-bikes`);
    await expect(page.getByRole("heading", { name: "My registered bikes" })).toBeVisible();
    const card = page.locator(`[data-registered-bike="${serial}"]`);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(registrationId);
    await expect(card).toContainText("Bea Bicycle");
    await expect(page.locator("[data-registered-bike]")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "registered-bikes");
  });

  test("without JavaScript the form posts to the page and answers the registration number or the field messages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${UK}/bike-registration`);
    await fillForm(page, { firstName: "Nora", lastName: "Noscript", email: uniqueEmail("bikes.nojs"), serial: "98765", purchaseDate: daysAgo(5) });
    await page.getByRole("button", { name: "Register my bike" }).click();
    await expect(page.getByText("The serial number must be exactly 10 digits.")).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel("First name")).toHaveValue("Nora");
    await page.getByLabel("Serial number (10 digits)").fill(newSerial());
    await page.getByRole("button", { name: "Register my bike" }).click();
    await expect(page.getByText("Thank you – your bike is registered.")).toBeVisible();
    await expect(page.locator("[data-bike-registration-id]")).toHaveText(/^BR-[A-Z0-9]{8}$/);
    await context.close();
  });

  test("the form fits a phone: one column, no sideways scrolling, nothing serious for axe", async ({ page }) => {
    // This spec runs on the desktop project only: the phone's width is set here.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${UK}/bike-registration`);
    await expect(page.getByRole("button", { name: "Register my bike" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const first = await page.getByLabel("First name").boundingBox();
    const last = await page.getByLabel("Last name").boundingBox();
    expect(last!.y).toBeGreaterThan(first!.y + first!.height);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "bike-registration");
  });
});
