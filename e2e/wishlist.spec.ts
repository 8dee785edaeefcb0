import { expect, test, type Page } from "./fixtures";
import { seriousViolations } from "./fixtures/a11y";
import { cartButton, productPath } from "./fixtures/catalog";
import { PASSWORD, uniqueEmail } from "./fixtures/customer";

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const SPARES = `${UK}/c/accessories/spares`;
const TUBE = "Inner Tube 16 inch"; // minimum 2 a customer (demo catalogue)

// 001 §2 wishlist sidebar and overlay rules, §3 Wishlist, §4 Wishlist and Login state (issue 16).
// Each run registers a customer of its own, so parallel runs never share a list.

const header = (page: Page) => page.locator("header");
const wishlistButton = (page: Page) => header(page).getByTestId("wishlist-button");
const sidebar = (page: Page) => page.getByRole("dialog", { name: /^Wishlist/ });
const heart = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^(Add ${name} to|Remove ${name} from) wishlist$`) });
const items = (page: Page) => sidebar(page).getByTestId("wishlist-item");
const localList = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("wishlist") ?? "[]") as Array<{ product_id: number }>);

async function openSidebar(page: Page) {
  await wishlistButton(page).click();
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByText("Loading your wishlist…")).toHaveCount(0);
}

test.describe("wishlist (001 §4 Wishlist)", () => {
  test.setTimeout(120_000);

  test("a guest's hearts are kept in the browser, merged into the new customer's list at sign-in, and an item moves to the cart", async ({ page, browser }) => {
    // A customer whose server list already holds Mini Pump and Tool Kit, then signed out.
    const email = uniqueEmail("wishlist");
    const pumpId = Number((await productPath(page, "Mini Pump")).split("/")[2]);
    const toolKitId = Number((await productPath(page, "Tool Kit")).split("/")[2]);
    const api = (path: string, data: object) => page.request.post(`http://localhost:${port}${path}`, { data });
    expect((await api("/api/customer/register", { email, first_name: "Wren", last_name: "Wisher", password: PASSWORD, terms: true, country: "GB" })).status()).toBe(200);
    for (const product_id of [pumpId, toolKitId]) expect((await api("/api/wishlist/addItem", { product_id, variant_id: 0 })).status()).toBe(200);
    expect((await api("/api/customer/logout", {})).status()).toBe(200);
    await page.context().clearCookies();

    // Guest: two hearts on the category's cards.
    await page.goto(SPARES);
    await expect(wishlistButton(page)).toHaveAttribute("aria-label", "Wishlist, 0 items");
    await heart(page, "Mini Pump").click();
    await expect(heart(page, "Mini Pump")).toHaveAttribute("aria-pressed", "true");
    await expect(heart(page, "Mini Pump")).toHaveAccessibleName("Remove Mini Pump from wishlist");
    await heart(page, "Brass Bell").click();
    await expect(wishlistButton(page)).toHaveAttribute("aria-label", "Wishlist, 2 items");
    // The same again from the product page does nothing (001 §4): it is shown as pressed.
    expect(await localList(page)).toHaveLength(2);

    await openSidebar(page);
    await expect(items(page)).toHaveCount(2);
    await expect(sidebar(page).getByRole("link", { name: "Mini Pump" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Brass Bell" })).toBeVisible();
    await expect(sidebar(page).getByRole("button", { name: "Sign in" })).toBeVisible();

    // Kept after a reload.
    await page.reload();
    await expect(wishlistButton(page)).toHaveAttribute("aria-label", "Wishlist, 2 items");
    await expect(heart(page, "Brass Bell")).toHaveAttribute("aria-pressed", "true");

    // Remove one in the sidebar: the storage is rewritten (the header is hidden from assistive tech behind the modal, so its label is read as an attribute).
    await openSidebar(page);
    await sidebar(page).getByRole("button", { name: "Remove Brass Bell" }).click();
    await expect(items(page)).toHaveCount(1);
    await expect(wishlistButton(page)).toHaveAttribute("aria-label", "Wishlist, 1 item");
    expect(await localList(page)).toEqual([expect.objectContaining({ product_id: pumpId })]);
    await page.keyboard.press("Escape");

    // The product page's heart: the tube (no variants).
    await page.goto(`${UK}${await productPath(page, TUBE)}`);
    await expect(page.getByRole("heading", { level: 1, name: TUBE })).toBeVisible();
    await heart(page, TUBE).click();
    await expect(heart(page, TUBE)).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistButton(page)).toHaveAttribute("aria-label", "Wishlist, 2 items");

    // Sign in through the login modal: the guest's Mini Pump and tube join the customer's Mini Pump and Tool Kit.
    const merged = page.waitForResponse((r) => r.url().endsWith("/api/wishlist/merge") && r.ok());
    await header(page).getByRole("button", { name: "Sign in" }).click();
    const login = page.getByRole("dialog");
    await login.getByLabel("Email address").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await login.getByRole("button", { name: "Sign in" }).click();
    await merged;
    await expect(wishlistButton(page)).toHaveAttribute("aria-label", "Wishlist, 3 items");
    expect(await localList(page)).toEqual([]);

    await openSidebar(page);
    await expect(items(page)).toHaveCount(3);
    for (const name of [TUBE, "Mini Pump", "Tool Kit"]) await expect(sidebar(page).getByRole("link", { name })).toHaveCount(1);
    await expect(sidebar(page).getByRole("button", { name: "Sign in" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("switch", { name: "Share my wishlist" })).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`wishlist-sidebar-${test.info().project.name}.png`) });

    // Move the tube to the cart: its minimum quantity (2) goes in, and it leaves the wishlist.
    await sidebar(page).getByRole("button", { name: `Move to cart: ${TUBE}` }).click();
    await expect(items(page)).toHaveCount(2);
    await expect(wishlistButton(page)).toHaveAttribute("aria-label", "Wishlist, 2 items");
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "2");

    // Share the list: a stranger reads it by its link, read-only.
    const shared = page.waitForResponse((r) => r.url().endsWith("/api/wishlist/setPublic") && r.ok());
    await sidebar(page).getByRole("switch", { name: "Share my wishlist" }).check();
    await shared;
    const link = await sidebar(page).getByTestId("wishlist-share-link").inputValue();
    expect(link).toMatch(new RegExp(`^${UK}/wishlist/[0-9a-f]{48}$`));
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(link);
    await expect(stranger.getByTestId("shared-wishlist").getByTestId("wishlist-item")).toHaveCount(2);
    await expect(stranger.getByRole("button", { name: /Move to cart|Remove/ })).toHaveCount(0);
    expect(await seriousViolations(stranger)).toEqual([]);
    await stranger.screenshot({ path: test.info().outputPath(`wishlist-shared-${test.info().project.name}.png`), fullPage: true });
    await strangerContext.close();

    // Logout returns to an empty guest list.
    await page.keyboard.press("Escape");
    await page.evaluate(() => fetch("/api/customer/logout", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }));
    await page.reload();
    await expect(wishlistButton(page)).toHaveAttribute("aria-label", "Wishlist, 0 items");
  });

  test("opening the wishlist closes the search dropdown, and on phones the mobile menu (001 §2 Screen-state defaults)", async ({ page }) => {
    const overlays = page.locator("body");
    const clickWishlist = () => page.evaluate(() => document.querySelector<HTMLButtonElement>('header [data-testid="wishlist-button"]')!.click());
    await page.goto(SPARES);
    await header(page).getByRole("search").getByRole("combobox").focus();
    await expect(overlays).toHaveAttribute("data-overlay-open", /searchDropdown/);
    await clickWishlist();
    await expect(overlays).toHaveAttribute("data-overlay-open", "wishlist");
    await expect(sidebar(page).getByTestId("wishlist-empty")).toBeVisible();
    await expect(sidebar(page).getByText("Your wishlist is empty")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(overlays).toHaveAttribute("data-overlay-open", "");

    const burger = header(page).getByRole("button", { name: "Open menu" });
    if (await burger.isVisible()) {
      await burger.click();
      await expect(overlays).toHaveAttribute("data-overlay-open", "mobileMenu");
      await clickWishlist();
      await expect(overlays).toHaveAttribute("data-overlay-open", "wishlist");
      await expect(sidebar(page).getByTestId("wishlist-empty")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(1);
    }
    await page.screenshot({ path: test.info().outputPath(`wishlist-empty-${test.info().project.name}.png`) });
  });
});
