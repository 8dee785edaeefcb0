import { expect, test } from "./fixtures";
import { seriousViolations } from "./fixtures/a11y";

const port = process.env.E2E_PORT;

// DESIGN.md (tests: @axe-core/playwright); keyboard, focus and ARIA of the layout shell (000 §2 Layout).
test.describe("accessibility", () => {
  // An axe scan of a whole page takes several seconds of CPU; the machine is shared.
  test.describe.configure({ timeout: 120_000 });

  for (const [name, url] of [
    ["the home page", `http://uk.localhost:${port}/`],
    ["a content page (blog)", `http://uk.localhost:${port}/blog`],
    ["the 404 page", `http://uk.localhost:${port}/no-such-page-for-axe`],
    ["a content-only storefront (jp)", `http://jp.localhost:${port}/`],
  ] as const) {
    test(`${name} has no serious or critical violation`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("banner")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the open country selector and mobile menu have no serious or critical violation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`http://de.localhost:${port}/no-such-page-for-axe`);
    await page.getByRole("banner").getByRole("button", { name: /Land oder Region/ }).click();
    await expect(page.getByRole("dialog", { name: "Land oder Region wählen" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("banner").getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the skip link moves keyboard users to the main content", async ({ page }) => {
    await page.goto(`http://uk.localhost:${port}/no-such-page-for-axe`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});
