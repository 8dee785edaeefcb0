import sharp from "sharp";
import { seriousViolations } from "./fixtures/a11y";
import { expect, screenshot, test } from "./fixtures/index";

// Issue 17 (catalogue): the demo owner signs in to /admin, finds the Frame Bag, changes its price in
// pounds (the uk storefront's currency) and sees the new price at once on its product page at
// uk.localhost and in the search results there (the page cache, product caches and search index
// follow the change: epochs and hit versions). Desktop only; the demo shop's catalogue.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const OWNER = { email: "admin@example.com", password: "Foldwell#2026" };

test.describe("back office catalogue (issue 17)", () => {

  test("a price changed in the back office shows at once on the uk product page and in uk search; axe finds nothing serious", async ({ page }) => {
    test.setTimeout(120_000);
    // The product page and the search answer, before the change (and stored by the page cache).
    await page.goto(`${UK}/search?q=frame+bag`);
    const card = page.locator("main [data-search-card]").filter({ hasText: "Frame Bag" }).first();
    await expect(card).toBeVisible();
    const oldPrice = (await card.locator("[data-price]").first().textContent())?.trim() ?? "";
    expect(oldPrice).toMatch(/^£[\d,]+\.\d\d$/);
    // The product page too, so the page cache holds it with the old price.
    await card.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Frame Bag" })).toBeVisible();
    await expect(page.getByTestId("price").first()).toContainText(oldPrice);
    const productPath = new URL(page.url()).pathname;
    await page.goto(`${UK}${productPath}`);
    await expect(page.getByTestId("price").first()).toContainText(oldPrice);

    await page.goto("/admin/products");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fproducts$/);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-products");

    await page.getByLabel("Name or SKU").fill("frame bag");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=frame\+bag/);
    const row = page.getByTestId("product-row").filter({ hasText: "FW-BAG-FRAME" });
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: "Frame Bag" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frame Bag" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-product");

    // A new price in pounds, distinct from anything the demo uses.
    await page.getByLabel("Price in GBP", { exact: true }).fill("47.35");
    await page.getByRole("button", { name: "Save prices" }).click();
    await expect(page.locator("#prices").getByRole("status")).toHaveText("Saved. The shop shows it now.");
    await expect(page.getByLabel("Price in GBP", { exact: true })).toHaveValue("47.35");

    // The storefront: the product page and the search results show £47.35 at once.
    const product = await page.context().newPage();
    await product.goto(`${UK}${productPath}`);
    await expect(product.getByTestId("price").first()).toContainText("£47.35");
    await product.goto(`${UK}/search?q=frame+bag`);
    await expect(product.locator("main [data-search-card]").filter({ hasText: "Frame Bag" }).first().locator("[data-price]").first()).toHaveText("£47.35");
    await screenshot(product, "admin-catalogue-search-after");
    await product.locator("main [data-search-card]").filter({ hasText: "Frame Bag" }).first().getByRole("link").first().click();
    await expect(product.getByRole("heading", { level: 1, name: "Frame Bag" })).toBeVisible();
    await expect(product.getByTestId("price").first()).toContainText("£47.35");
    await screenshot(product, "admin-catalogue-product-after");

    // A picture uploaded in the editor: resized, listed after the others, and in the product's gallery.
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 15, g: 61, b: 46 } } }).png().toBuffer();
    await page.getByLabel("Picture", { exact: true }).setInputFiles({ name: "frame-bag-green.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Description of the picture (for screen readers)").fill("Frame Bag in green");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.locator("#images").getByRole("status")).toHaveText("Picture added.");
    const uploaded = page.getByTestId("product-image").filter({ hasText: "Frame Bag in green" });
    await expect(uploaded.getByRole("img")).toHaveAttribute("src", /^\/media\/products\/[0-9a-f]{32}-800\.webp$/);
    await uploaded.scrollIntoViewIfNeeded();
    await screenshot(page, "admin-product-images");
    await product.reload();
    await expect(product.locator('img[src^="/media/products/"]').first()).toBeAttached();

    // The low-stock view, and a product tracked per variant: its variants with stock per warehouse.
    await page.goto("/admin/products?low=1");
    await expect(page.getByLabel("Low stock only")).toBeChecked();
    await expect(page.getByRole("heading", { name: "Low-stock levels" })).toBeVisible();
    await expect(page.getByTestId("low-stock-row").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-low-stock");
    await page.getByTestId("product-row").filter({ hasText: "FW-URBAN-3" }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Foldwell Urban 3" })).toBeVisible();
    await expect(page.getByTestId("variant-row").first()).toBeVisible();
    await page.locator("#stock").scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-product-variants");

    // Categories: the tree with its names per locale.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Categories", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    await expect(page.getByTestId("category-row").filter({ hasText: "/accessories/bags" })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-categories");

    // The audit log has the changes, the price with before and after (minor units). Journeys running
    // beside this one write entries too, so the rows are found by action, not by position.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByTestId("audit-row").filter({ hasText: "product.addImage" }).first()).toBeVisible();
    await expect(page.getByTestId("audit-row").filter({ hasText: "product.updatePrices" }).first()).toContainText("4735");
  });
});
