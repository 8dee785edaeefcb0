import { expect, test, type Page } from "./fixtures";
import { cartButton, cartSidebar as sidebar, openWithCart, productPath } from "./fixtures/catalog";

// 000 §7 "Platform config: loaded once when the checkout URL is empty"; 000 §8 "Config load failure:
// logged and stored" (no text for the shopper). The browser keeps the checkout URL and asks
// /api/commerce/getPlatformConfig only while it is empty.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const TUBE = "Inner Tube 16 inch";

async function addTube(page: Page) {
  await openWithCart(page, `${UK}${await productPath(page, TUBE)}`);
  await page.getByTestId("add-to-cart").click();
  await expect(sidebar(page)).toBeVisible();
}

test.describe("platform config (000 §7, §8)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("loaded once when the cart opens, not again when it opens again", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/commerce/getPlatformConfig")) calls.push(r.url());
    });
    await addTube(page);
    await expect.poll(() => calls.length).toBe(1);
    await page.keyboard.press("Escape");
    await expect(sidebar(page)).toBeHidden();
    await cartButton(page).click();
    await expect(sidebar(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await cartButton(page).click();
    await expect(sidebar(page)).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test("a failed load is logged, the shopper sees no error and still reaches checkout", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/api/commerce/getPlatformConfig", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { message: "Unavailable" } }) }));
    await addTube(page);
    await expect.poll(() => errors.some((e) => e.includes("Failed to load the platform config"))).toBe(true);
    await expect(sidebar(page).getByRole("alert")).toHaveCount(0);
    await sidebar(page).getByRole("button", { name: "Go to checkout" }).click();
    await expect(page).toHaveURL(`${UK}/checkout-login`);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
