import { expect, test, type Page } from "./fixtures";

const port = process.env.E2E_PORT;
const uk = (path = "/") => `http://uk.localhost:${port}${path}`;
// A path with no CMS page: the shell renders around the 404 page, so these tests do not depend on
// other engineers' content.
const SHELL_PAGE = "/layout-shell-check";

// Several engineers' suites share two cores: allow slow pages, never slow assertions.
test.describe.configure({ timeout: 60_000 });

const overlays = (page: Page) => page.locator("body");
const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((e) => ({ ...e })));
const header = (page: Page) => page.getByRole("banner");

async function openMobileMenu(page: Page) {
  // The burger exists up to 1024 px (000 §9); the desktop project narrows its window for it.
  const viewport = page.viewportSize();
  if (viewport && viewport.width > 1024) await page.setViewportSize({ width: 800, height: viewport.height });
  await header(page).getByRole("button", { name: "Open menu" }).click();
  // The dialog's name follows the open submenu, so it is found by its overlay name.
  const menu = page.locator('[role="dialog"][data-overlay="mobileMenu"]');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("mobile menu (000 §2 Layout, §4 Mobile menu, §9)", () => {
  test("nested submenus up to three levels with Back, and Escape closes", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    const menu = await openMobileMenu(page);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(overlays(page)).toHaveAttribute("data-overlay-open", /mobileMenu/);

    await menu.getByRole("button", { name: "Bikes" }).click();
    await expect(page.getByRole("dialog", { name: "Bikes" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "View all Bikes" })).toHaveAttribute("href", "/c/bikes");
    await menu.getByRole("button", { name: "Urban" }).click();
    await expect(menu.getByRole("link", { name: "Single speed" })).toHaveAttribute("href", "/c/bikes/urban/single-speed");
    // The third level is the last: its items are links, not submenus.
    await expect(menu.locator("nav")).toHaveAttribute("data-menu-depth", "3");
    await expect(menu.getByRole("button", { name: "Single speed" })).toHaveCount(0);

    await menu.getByRole("button", { name: "Back" }).click();
    await expect(menu.getByRole("button", { name: "Urban" })).toBeVisible();
    await menu.getByRole("button", { name: "Back" }).click();
    await expect(menu.getByRole("button", { name: "Accessories" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Stores" }).last()).toHaveAttribute("href", "/find-a-store");
    await expect(menu.getByRole("button", { name: "My Account" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(overlays(page)).not.toHaveAttribute("data-overlay-open", /mobileMenu/);
  });

  test("locks body scrolling while open", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    await openMobileMenu(page);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("closes when the window becomes wider than 1024 px, where the desktop navigation shows", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    const menu = await openMobileMenu(page);
    await expect(header(page).getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(overlays(page)).not.toHaveAttribute("data-overlay-open", /mobileMenu/);
    await expect(header(page).getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("opening the country selector or the login closes the mobile menu (001 §2 Screen-state defaults)", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    let menu = await openMobileMenu(page);
    await menu.getByRole("button", { name: /Change country or region/ }).click();
    await expect(page.getByRole("dialog", { name: "Choose your country or region" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(overlays(page)).toHaveAttribute("data-overlay-open", "countrySelector");

    await page.keyboard.press("Escape");
    menu = await openMobileMenu(page);
    await menu.getByRole("button", { name: "My Account" }).click();
    await expect(menu).toBeHidden();
    await expect(overlays(page)).toHaveAttribute("data-overlay-open", "login");
  });
});

test.describe("header (000 §2 Layout, §4 Header account button)", () => {
  test("uk sells online: search bar and cart button; jp is content-only: neither (000 §1)", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    await expect(header(page).getByRole("search")).toHaveCount(1);
    await expect(header(page).getByRole("button", { name: /^Cart, 0 items$/ })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Find a store" })).toHaveAttribute("href", "/find-a-store");
    await expect(header(page).getByRole("link", { name: "Foldwell home" })).toHaveAttribute("href", "/");

    await page.goto(`http://jp.localhost:${port}${SHELL_PAGE}`);
    await expect(header(page).getByRole("link", { name: "Foldwell ホーム" })).toBeVisible();
    await expect(header(page).getByRole("search")).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: /カート/ })).toHaveCount(0);
  });

  test("the cart button opens the cart overlay and the badge count is not in the server HTML", async ({ page }) => {
    const response = await page.goto(uk(SHELL_PAGE));
    expect(await response?.text()).toContain('data-cart-count="0"');
    await header(page).getByRole("button", { name: /^Cart/ }).click();
    await expect(overlays(page)).toHaveAttribute("data-overlay-open", "cart");
  });

  test("signed out, the account button opens the login overlay", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    await header(page).getByRole("button", { name: "Sign in" }).click();
    await expect(overlays(page)).toHaveAttribute("data-overlay-open", "login");
  });

  test("signed in, the account button links to the account page", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    // A real login (the demo customer), so the marker cookie is backed by a session.
    const status = await page.evaluate(async () => {
      const response = await fetch("/api/customer/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "shopper@example.com", password: "Foldwell#2026" }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.reload();
    await expect(header(page).getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/my-foldwell");
    await expect(header(page).getByRole("button", { name: "Sign in" })).toHaveCount(0);
  });

  test("desktop dropdowns have at most two columns, the first item alone in the first", async ({ page }) => {
    // The desktop navigation shows above 1024 px only; the phone project widens its window for it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(uk(SHELL_PAGE));
    await header(page).getByRole("button", { name: "Bikes" }).click();
    const dropdown = header(page).locator("[data-dropdown-columns]");
    await expect(dropdown).toHaveAttribute("data-dropdown-columns", "2");
    const first = dropdown.locator('[data-dropdown-column="1"]');
    const second = dropdown.locator('[data-dropdown-column="2"]');
    await expect(first.getByRole("link", { name: "Urban", exact: true })).toHaveAttribute("href", "/c/bikes/urban");
    await expect(first.getByRole("link", { name: "Explore", exact: true })).toHaveCount(0);
    for (const name of ["Explore", "Electric", "Titanium"]) {
      await expect(second.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(dropdown).toBeHidden();
  });
});

test.describe("country selector (000 §2 Country selector)", () => {
  test("a bottom modal listing about 62 countries by name, each linking to its subdomain", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    const button = header(page).getByRole("button", { name: "Change country or region (current: United Kingdom)" });
    await expect(button.locator("img")).toHaveAttribute("src", "/flags/gb.svg");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Choose your country or region" });
    await expect(dialog).toBeVisible();
    // The list is loaded when the selector is first wanted (not carried in every page's data).
    await expect(dialog.getByRole("list")).not.toHaveAttribute("aria-busy", "true");
    const links = dialog.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(60);
    await expect(dialog.getByRole("link", { name: /^United Kingdom/ })).toHaveAttribute("href", `http://uk.localhost:${port}`);
    await expect(dialog.getByRole("link", { name: /^United Kingdom/ })).toHaveAttribute("aria-current", "true");
    await expect(dialog.getByRole("link", { name: "Germany" })).toHaveAttribute("href", `http://de.localhost:${port}`);
    await expect(dialog.getByRole("link", { name: "Germany" }).locator("img")).toHaveAttribute("src", "/flags/de.svg");
    // Hong Kong, Macao and Taiwan show a text flag instead of an image.
    for (const [name, iso] of [["Hong Kong", "HK"], ["Macao", "MO"], ["Taiwan", "TW"]]) {
      const link = dialog.getByRole("link", { name });
      await expect(link.locator(`[data-text-flag="${iso}"]`)).toHaveText(iso);
      await expect(link.locator("img")).toHaveCount(0);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the current flag follows the storefront", async ({ page }) => {
    await page.goto(`http://de.localhost:${port}${SHELL_PAGE}`);
    await expect(header(page).locator("[data-current-country]")).toHaveAttribute("data-current-country", "de");
    await expect(header(page).locator("[data-current-country] img")).toHaveAttribute("src", "/flags/de.svg");
  });
});

test.describe("footer (000 §2 Layout, §9)", () => {
  test("four columns, app-store links under column 3, five social links with names, legal line", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("[data-footer-column]")).toHaveCount(4);
    const appStores = footer.locator('[data-footer-column="3"] [data-app-stores]');
    await expect(appStores.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
    await expect(appStores.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", /^https:\/\/play\.google\.com\//);
    for (const network of ["Facebook", "Instagram", "YouTube", "X", "TikTok"]) {
      await expect(footer.getByRole("link", { name: `Foldwell on ${network}`, exact: true })).toHaveAttribute("target", "_blank");
    }
    await expect(footer.locator("[data-social]")).toHaveCount(5);
    await expect(footer).toContainText("All rights reserved.");
  });

  test("texts come in the storefront's language", async ({ page }) => {
    await page.goto(`http://de.localhost:${port}${SHELL_PAGE}`);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Hilfe" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Foldwell auf Instagram" })).toBeVisible();
  });
});

test.describe("analytics on header, footer and navigation clicks (000 §1)", () => {
  test("header and footer clicks push events to the data layer", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    await header(page).getByRole("button", { name: /Change country or region/ }).click();
    await expect.poll(() => events(page)).toContainEqual({ event: "header_click", label: "country_selector" });
    // The selector's code loads when it is first opened: close it once it is there.
    const selector = page.getByRole("dialog", { name: "Choose your country or region" });
    await expect(selector).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(selector).toBeHidden();

    await page.getByRole("contentinfo").getByRole("link", { name: "Warranty" }).click();
    await expect(page).toHaveURL(/\/warranty$/);
    await expect.poll(() => events(page)).toContainEqual({ event: "footer_click", label: "Warranty", url: "/warranty" });

    await header(page).getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => events(page)).toContainEqual({ event: "header_click", label: "account" });
  });

  test("navigation clicks push the item name and url", async ({ page, isMobile }) => {
    await page.goto(uk(SHELL_PAGE));
    if (isMobile) {
      const menu = await openMobileMenu(page);
      await menu.getByRole("button", { name: "Accessories" }).click();
      await menu.getByRole("link", { name: "Lights" }).click();
      await expect(menu).toBeHidden();
    } else {
      await header(page).getByRole("button", { name: "Accessories" }).click();
      await header(page).getByRole("link", { name: "Lights" }).click();
    }
    await expect(page).toHaveURL(/\/c\/accessories\/lights$/);
    await expect.poll(() => events(page)).toContainEqual({
      event: "navigation_click",
      label: "Lights",
      url: "/c/accessories/lights",
      menu: isMobile ? "mobile" : "desktop",
    });
  });
});

test.describe("navigation feedback (000 §2 Scrolling on navigation, §9 progress bar)", () => {
  test("a new page scrolls to the top, going back returns to the saved position", async ({ page }) => {
    await page.goto(uk(SHELL_PAGE));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${SHELL_PAGE}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 5);
  });

  test("a slow navigation shows the progress bar until it ends", async ({ page }) => {
    // Hold the next page's data request so the navigation takes longer than the 200 ms throttle.
    // Held from the start: the idle prefetch of the footer's links (page-prefetch.ts) could
    // otherwise fetch /cookies.data before the hold began, and the navigation would end at once.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(uk(SHELL_PAGE));
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie policy" }).click();
    const bar = page.locator("[data-navigation-progress]");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("role", "progressbar");
    release();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(bar).toHaveCount(0);
  });
});
