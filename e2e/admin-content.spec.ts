import { seriousViolations } from "./fixtures/a11y";
import { expect, screenshot, test, whenHydrated } from "./fixtures/index";

// Issue 17 (content, with preview; 000 §6 the content service's preview mode): the demo owner signs
// in to /admin, edits a block of the uk About page, sees the draft on the uk storefront in preview
// (with the preview bar and edit buttons) while an anonymous visitor still gets the published text
// (the page cache never hands a draft out), publishes it from the block's edit button, and the
// anonymous visitor sees it live at once. Desktop only; the demo shop's content.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const OWNER = { email: "admin@example.com", password: "Foldwell#2026" };
const OLD = "A spare room, a blowtorch and a very small flat";
const NEW = "Built by hand, a few streets from where it began";

test.describe("back office content with preview (issue 17)", () => {

  test("edit a block in preview, customers keep the published page, publish it, see it live", async ({ page, browser }) => {
    test.setTimeout(180_000);
    // An anonymous visitor's browser: the published page (now also in the page cache).
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${UK}/about`);
    const story = anonymous.locator("#where-it-began");
    await expect(story.getByRole("heading", { name: OLD })).toBeVisible();

    await page.goto("/admin/content?channel=foldwell-uk");
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    await expect(page.getByTestId("content-row").filter({ hasText: "/about" }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-content");

    await page.getByRole("link", { name: "Edit /about", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Page /about" })).toBeVisible();
    const block = page.getByTestId("content-block").filter({ hasText: "#where-it-began" });
    await block.getByRole("button", { name: "Edit" }).click();
    // The editorial block's form, generated from its zod schema.
    await block.getByLabel("Headline", { exact: true }).fill(NEW);
    await block.getByRole("button", { name: "Save block" }).click();
    await expect(block.getByRole("status")).toHaveText("Draft saved.");
    await expect(page.getByText("This document has unpublished changes.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-content-edit");

    // Preview on the uk storefront: another host, entered through a single-use link.
    await page.getByLabel("Storefronts").selectOption("uk");
    await page.getByRole("button", { name: "Preview on storefront" }).click();
    await expect(page).toHaveURL(`${UK}/about`);
    await expect(page.locator("#where-it-began").getByRole("heading", { name: NEW })).toBeVisible();
    const bar = page.getByRole("region", { name: "Preview" });
    await expect(bar).toContainText("Preview: you see drafts of foldwell-uk");
    await expect(page.locator("header [data-preview-edit=menu]")).toHaveText("Edit menu");
    await expect(page.locator("footer [data-preview-edit=footer]")).toHaveText("Edit footer");
    await expect(page.locator("#where-it-began [data-preview-edit]")).toHaveText("Edit block");
    await screenshot(page, "admin-content-preview");
    await page.screenshot({ path: test.info().outputPath("admin-content-preview-viewport-desktop.png") });

    // Meanwhile an anonymous visitor still gets the published page, with no bar or buttons.
    await anonymous.reload();
    await expect(story.getByRole("heading", { name: OLD })).toBeVisible();
    await expect(anonymous.getByRole("region", { name: "Preview" })).toHaveCount(0);
    await expect(anonymous.locator("[data-preview-edit]")).toHaveCount(0);
    expect(await anonymous.content()).not.toContain(NEW);

    // The block's edit button opens its editor in the back office; publish from there.
    await page.locator("#where-it-began [data-preview-edit]").click();
    await expect(page).toHaveURL(/\/admin\/content\/edit\?.*block=where-it-began/);
    await expect(page.getByTestId("content-block").filter({ hasText: "#where-it-began" }).getByLabel("Headline", { exact: true })).toHaveValue(NEW);
    // A full page load: Publish is a script button, so a click before hydration would be lost.
    await whenHydrated(page);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: customers see it now.")).toBeVisible();

    // Live for everyone at once (the content epoch dropped the page cache).
    await anonymous.reload();
    await expect(story.getByRole("heading", { name: NEW })).toBeVisible();
    await expect(anonymous.locator("[data-preview-edit]")).toHaveCount(0);
    await screenshot(anonymous, "admin-content-live");

    // Exit preview on the storefront: the bar goes, the page stays.
    await page.goto(`${UK}/about`);
    await page.getByRole("button", { name: "Exit preview" }).click();
    await expect(page).toHaveURL(`${UK}/about`);
    await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
    await visitor.close();

    // The menu's editor: a form generated from the menu's schema (nested items).
    await page.goto("/admin/content?channel=foldwell-uk");
    await page.getByRole("link", { name: "Edit main" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Items", exact: true }).first()).toBeVisible();
    await expect(page.getByLabel("Name").first()).toHaveValue("Bikes");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-content-menu");
  });
});
