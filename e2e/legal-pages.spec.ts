import { seriousViolations } from "./fixtures/a11y";
import { expect, hydrated, test } from "./fixtures";

const port = process.env.E2E_PORT;
const on = (code: string, path: string) => `http://${code}.localhost:${port}${path}`;

test.describe.configure({ timeout: 90_000 });

// Issue 16, no dead ends: the footer's legal and help pages exist in the storefront's language
// (000 §2 catch-all content page), follow the 000 §9 title template and pass axe (WCAG A/AA).
test("the footer's Terms link opens the terms in English on uk, and the privacy policy in German on de", async ({ page }) => {
  await page.goto(on("uk", "/"));
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms & conditions" }).click();
  await expect(page).toHaveURL(on("uk", "/terms"));
  await expect(page.getByRole("heading", { level: 1, name: "Terms & conditions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your order" })).toBeVisible();
  await expect(page).toHaveTitle("Terms & conditions | Foldwell United Kingdom");
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(on("de", "/privacy"));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutz" })).toBeVisible();
  await expect(page.getByText(/privacy@foldwell\.example/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a product page with its video facade passes axe", async ({ page }) => {
  await page.route(/youtube|ytimg|vimeo/, (route) => route.abort());
  await page.goto(on("uk", "/p/2/foldwell-urban-3"));
  await hydrated(page);
  await expect(page.getByTestId("product-videos")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
