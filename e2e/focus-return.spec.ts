import { expect, test, type Page } from "./fixtures";

const uk = `http://uk.localhost:${process.env.E2E_PORT}`;

// WCAG 2.4.3 (focus order) for 000 §2 Layout's overlays: a drawer or modal opened from a button
// gives focus back to that button when it closes, however it is closed. The buttons open them
// through the overlay store (not a Radix Dialog.Trigger), and focus used to fall to the page's body.
// Phone width (the filters and the menu are drawers there); the journey is the same on any device.
test.describe("focus after an overlay closes", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  async function openWithKeyboard(page: Page, name: string | RegExp, dialog: string) {
    const opener = page.getByRole("button", { name, exact: typeof name === "string" }).first();
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
    return opener;
  }

  test("the filters drawer: Escape, the × and Show products each return focus to the Filter button (001 §2)", async ({ page }) => {
    await page.goto(`${uk}/c/bikes`);
    const filter = await openWithKeyboard(page, "Filter", "Filters");
    await page.keyboard.press("Escape");
    await expect(filter).toBeFocused();

    await openWithKeyboard(page, "Filter", "Filters");
    await page.getByRole("button", { name: "Close filters" }).click();
    await expect(filter).toBeFocused();

    await openWithKeyboard(page, "Filter", "Filters");
    await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: /^Show \d+ products?$/ }).click();
    await expect(filter).toBeFocused();
  });

  test("the mobile menu, the cart, the sign-in and the newsletter modals return focus to their buttons", async ({ page }) => {
    await page.goto(`${uk}/c/bikes`);
    const menu = await openWithKeyboard(page, "Open menu", "Menu");
    await page.keyboard.press("Escape");
    await expect(menu).toBeFocused();

    const cart = await openWithKeyboard(page, /^Cart, \d+ items?$/, "Your cart");
    await page.keyboard.press("Escape");
    await expect(cart).toBeFocused();

    const signIn = page.getByRole("banner").getByRole("button", { name: "Sign in" });
    await signIn.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(signIn).toBeFocused();

    const newsletter = page.locator("[data-newsletter-button]");
    await newsletter.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Join the ride" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(newsletter).toBeFocused();
  });

  test("a link in the menu closes it and opens the page; focus is back on the menu button, not lost to the page's body", async ({ page }) => {
    await page.goto(`${uk}/c/bikes`);
    const menu = await openWithKeyboard(page, "Open menu", "Menu");
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(`${uk}/blog`);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
