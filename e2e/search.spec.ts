import { expect as baseExpect, test, type Page } from "./fixtures";

// Searches wait for the 500 ms debounce and a server round trip; on a busy machine that can take
// a while, so waits are generous. Nothing here measures time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;

// 000 §2 Search dropdown and Search product card, §9 (debounce, infinite scroll); 001 §8 (no
// products found), §9 (page sizes 18 and 12, sort options, facets). Data: the demo catalogue,
// indexed for every storefront search index at start-up.

function searchBox(page: Page) {
  return page.getByRole("combobox", { name: "Search" });
}

function dropdown(page: Page) {
  return page.getByRole("dialog", { name: "Search products" });
}

async function openHome(page: Page) {
  await page.goto(`${UK}/`);
}

/** Clicks into the bar until the dropdown opens (a click before hydration reaches a plain input). */
async function typeTerm(page: Page, term: string) {
  const box = searchBox(page);
  await expect(async () => {
    await box.click();
    await expect(dropdown(page)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await box.fill(term);
}

test.describe("search dropdown (000 §2)", () => {
  test("opens on focus with the empty-term text and a Go back button that closes it", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "");
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
    await expect(dropdown(page).getByText("You haven't searched for items yet", { exact: true })).toBeVisible();
    await dropdown(page).getByRole("button", { name: "Go back" }).click();
    await expect(dropdown(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("shows the no-hits text with a Go back button", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "xylophonezz");
    await expect(dropdown(page).getByText("No products found matching your search criteria.", { exact: true }).filter({ visible: true })).toBeVisible();
    await dropdown(page).getByRole("button", { name: "Go back" }).click();
    await expect(dropdown(page)).toBeHidden();
    await expect(searchBox(page)).toHaveValue("");
  });

  test("shows Recommended products and cards for a term, with typo tolerance", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "folwel urbn");
    await expect(dropdown(page).getByRole("heading", { name: /Recommended products/ })).toBeVisible();
    const card = dropdown(page).getByRole("link", { name: "Foldwell Urban 3", exact: true });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute("href", /^\/p\/\d+\/foldwell-urban-3$/);
  });

  test("Escape closes the dropdown and clears the term", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "urban");
    await expect(dropdown(page).getByRole("link", { name: "Foldwell Urban 6", exact: true })).toBeVisible();
    await searchBox(page).press("Escape");
    await expect(dropdown(page)).toBeHidden();
    await expect(searchBox(page)).toHaveValue("");
  });

  test("Escape inside the results closes, clears and returns focus to the search field", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "urban");
    await expect(dropdown(page).getByRole("link", { name: "Foldwell Urban 6", exact: true })).toBeVisible();
    await searchBox(page).press("ArrowDown");
    await expect(dropdown(page).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dropdown(page)).toBeHidden();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("");
  });

  test("a click on the overlay closes the dropdown and clears the term", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "bell");
    await expect(dropdown(page).getByRole("link", { name: "Brass Bell", exact: true })).toBeVisible();
    const overlay = page.locator("[data-search-overlay]");
    const box = await overlay.boundingBox();
    // The panel covers the top of the overlay; click its visible lower edge.
    await page.mouse.click(10, (box?.y ?? 0) + (box?.height ?? 0) - 10);
    await expect(dropdown(page)).toBeHidden();
    await expect(searchBox(page)).toHaveValue("");
  });

  test("infinite scroll loads the next page of 18", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "foldwell");
    const cards = dropdown(page).locator("[data-search-card]");
    await expect(cards).toHaveCount(18);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(36);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(36);
  });

  test("a route change closes the dropdown", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "urban");
    const card = dropdown(page).getByRole("link", { name: "Foldwell Urban 3", exact: true });
    await card.click();
    await expect(page).toHaveURL(/\/p\/\d+\/foldwell-urban-3$/);
    await expect(dropdown(page)).toBeHidden();
  });

  test("Enter opens the results page for the term", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "urban");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(`${UK}/search?q=urban`);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “urban”" })).toBeVisible();
    await expect(dropdown(page)).toBeHidden();
    await expect(page.locator("main [data-search-card]").first()).toBeVisible();
  });
});

test.describe("search product card (000 §2)", () => {
  test("shows Pre-order and Out of stock badges, highlights, price and crossed-out colours", async ({ page }) => {
    await openHome(page);
    await typeTerm(page, "titanium");
    const card = dropdown(page).locator("[data-search-card]").filter({ has: page.getByRole("link", { name: "Foldwell Titanium", exact: true }) });
    await expect(card.getByText("Pre-order", { exact: true })).toBeVisible();
    await expect(card.getByText("Out of stock", { exact: true })).toBeVisible();
    await expect(card.getByText(/^From \d+(\.\d+)? kg$/)).toBeVisible();
    await expect(card.locator("[data-highlight=material]")).toHaveText(/Titanium/);
    await expect(card.locator("[data-price]")).toHaveText(/^£[\d,]+\.\d\d$/);
    await expect(card.getByRole("img", { name: "Raw Titanium (out of stock)" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Foldwell Titanium", exact: true })).toHaveAttribute("href", /^\/p\/\d+\/foldwell-titanium$/);

    const inStock = dropdown(page).locator("[data-search-card]").filter({ has: page.getByRole("link", { name: "Foldwell Titanium Superlight", exact: true }) });
    await expect(inStock.locator("[data-badge]")).toHaveCount(0);
  });

  test("strikes through the was price of a product on sale and shows pounds in the US", async ({ page }) => {
    await page.goto(`http://us.localhost:${port}/`);
    await typeTerm(page, "explore 12");
    const card = dropdown(page).locator("[data-search-card]").first();
    await expect(card.getByRole("link", { name: "Foldwell Explore 12", exact: true })).toBeVisible();
    await expect(card.locator("s[data-was-price]")).toHaveText(/\$[\d,]+\.\d\d/);
    await expect(card.getByText(/^From \d+(\.\d+)? lb$/)).toBeVisible();
  });
});

test.describe("search results page (001 §9)", () => {
  test("lists 12 per page with pages, facets with counts and filters in the URL", async ({ page, isMobile }) => {
    await page.goto(`${UK}/search?q=foldwell`);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “foldwell”" })).toBeVisible();
    await expect(page.getByText("37 products", { exact: true })).toBeVisible();
    await expect(page.locator("main [data-search-card]")).toHaveCount(12);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    if (isMobile) await page.getByRole("button", { name: "Filters" }).click();
    const filters = isMobile ? page.getByRole("dialog", { name: "Filters" }) : page.getByRole("complementary", { name: "Filters" });
    const electric = filters.getByRole("checkbox", { name: /^Electric\s*\d+$/ });
    await expect(electric).toBeVisible();
    await electric.check();
    await expect(page).toHaveURL(/category=%2Fbikes%2Felectric/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText("2 products", { exact: true }).first()).toBeVisible();
    await expect(filters.getByRole("checkbox", { name: /^Electric\s*\d+$/ })).toBeChecked();
    if (isMobile) {
      await page.getByRole("button", { name: "Show 2 products" }).click();
      await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
    }
    await expect(page.locator("main [data-search-card]")).toHaveCount(2);
  });

  test("sorts by price low-high", async ({ page }) => {
    await page.goto(`${UK}/search?q=foldwell`);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    const prices = page.locator("main [data-search-card] [data-price]");
    await expect(prices.first()).toHaveText("£7.45");
  });

  test("shows the no-results text", async ({ page }) => {
    await page.goto(`${UK}/search?q=xylophonezz`);
    await expect(page.getByText("No products found matching your search criteria.", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Go back" })).toBeVisible();
  });

  test("content-only storefronts have no search (000 §1)", async ({ page }) => {
    const response = await page.goto(`http://jp.localhost:${port}/search?q=bike`);
    expect(response?.status()).toBe(404);
    await expect(searchBox(page)).toHaveCount(0);
  });
});
