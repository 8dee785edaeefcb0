import { seriousViolations } from "./fixtures/a11y";
import { expect, screenshot, test } from "./fixtures/index";

// Issue 19: the demo owner signs in to /admin/promotions, sees the demo codes, creates a fixed
// amount code, disables it, and the cart then refuses it as not valid. Desktop only.

const OWNER = { email: "admin@example.com", password: "Foldwell#2026" };

test.describe("back office promotions (issue 19)", () => {

  test("list the demo codes, create a code, disable it; axe finds nothing serious", async ({ page }) => {
    test.setTimeout(120_000);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.goto("/admin/promotions");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fpromotions$/);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    const list = page.getByTestId("promotion-list");
    await expect(list).toContainText("WELCOME10");
    await expect(list).toContainText("SPRING2024");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-promotions");

    await page.getByRole("link", { name: "New promotion" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New promotion" })).toBeVisible();
    await page.getByLabel("Code (empty: automatic)").fill(code);
    await page.getByLabel("Name shown to shoppers").fill("Five pounds off");
    await page.getByLabel("Type").selectOption("fixed");
    await page.getByLabel("Amount off per currency").fill("GBP=5.00, EUR=6.00");
    await page.getByLabel("Total uses").fill("25");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: code })).toBeVisible();
    await expect(page.getByText("Not used yet.")).toBeVisible();
    await screenshot(page, "admin-promotion");

    await page.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByRole("button", { name: "Enable" })).toBeVisible();
    await page.goto("/admin/promotions");
    await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Disabled");
  });
});
