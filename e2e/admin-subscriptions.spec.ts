import { seriousViolations } from "./fixtures/a11y";
import { ACCOUNT, mailTo } from "./fixtures/customer";
import { awaitHydrationOnNavigation, expect, screenshot, test, whenHydrated, type Browser, type Page } from "./fixtures/index";
import { subscribeAsVerifiedCustomer } from "./fixtures/subscription";

// Issue 17, "Stores, subscriptions, verifications" (001 §4 Statuses, decision 025): the demo owner
// pauses a customer's subscription in /admin/subscriptions/:id and resumes it; the status follows in
// the back office and on the customer's account page, and the customer is mailed each time.
// Retrying a failed charge needs a charge declined by a billing run, which a journey cannot start
// in the running server: server/modules/subscription/admin-api.test.ts covers it. Desktop only.

const port = process.env.E2E_PORT;
const OWNER = { email: "admin@example.com", password: "Foldwell#2026" };
const SLOW = { timeout: 20_000 };

async function ownerAt(browser: Browser, path: string, heading: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = awaitHydrationOnNavigation(await context.newPage());
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible(SLOW);
  await whenHydrated(page);
  return page;
}

test.describe("subscriptions in the back office (issue 17)", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the owner pauses and resumes a subscription: the status follows in the back office and on the customer's account page, and the customer is mailed", async ({ page, browser }) => {
    const { subscriptionId } = await subscribeAsVerifiedCustomer(page);
    const me = await page.request.post(`http://localhost:${port}/api/customer/getCustomer`, { data: {} });
    const { email } = ((await me.json()) as { data: { email: string } }).data;
    const customerStatus = async () => {
      await page.goto(`${ACCOUNT}/subscriptions`);
      return page.locator(`[data-subscription-id="${subscriptionId}"]`).getByTestId("subscription-status");
    };
    await expect(await customerStatus()).toHaveText("Active");

    const admin = await ownerAt(browser, `/admin/subscriptions/${subscriptionId}`, `Subscription ${subscriptionId}`);
    await expect(admin.getByTestId("admin-subscription-status")).toHaveText("Active");
    await admin.getByRole("button", { name: "Pause" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "The subscription is paused." })).toBeVisible();
    await expect(admin.getByTestId("admin-subscription-status")).toHaveText("Paused");
    await expect(admin.getByRole("button", { name: "Pause" })).toHaveCount(0);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-subscription-paused");
    await expect(await customerStatus()).toHaveText("Paused");

    await admin.getByRole("button", { name: "Resume" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "The subscription is active again." })).toBeVisible();
    await expect(admin.getByTestId("admin-subscription-status")).toHaveText("Active");
    await expect(admin.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(await customerStatus()).toHaveText("Active");

    // The customer was told both times (decision 025), in the storefront's language.
    await expect(async () => {
      const mail = await mailTo(page, `http://localhost:${port}`, email);
      await expect(mail.filter({ hasText: "subscription is paused" })).toHaveCount(1, { timeout: 1000 });
      await expect(mail.filter({ hasText: "subscription is active again" })).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  });
});
