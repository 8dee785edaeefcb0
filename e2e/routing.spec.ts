import { expect, test } from "./fixtures";

const port = process.env.E2E_PORT;

// 001 §2 Route guards and error pages, 000 §2 Routes.
test.describe("route guards", () => {
  test("paths with a trailing slash or uppercase are 301-redirected, keeping the query", async ({ request }) => {
    const response = await request.get("/Blog/?page=2", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/blog?page=2");
  });

  test("/account.php and /login.php redirect to /", async ({ request }) => {
    for (const path of ["/account.php", "/login.php"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe("/");
    }
  });

  test("the affiliate route 301-redirects to its url parameter, else home", async ({ request }) => {
    const to = await request.get("/awin?url=/c/bikes", { maxRedirects: 0 });
    expect(to.status()).toBe(301);
    expect(to.headers().location).toBe("/c/bikes");
    const home = await request.get("/awin", { maxRedirects: 0 });
    expect(home.headers().location).toBe("/");
  });

  test("the account area sends a visitor without the marker cookie to the login modal", async ({ request }) => {
    const response = await request.get("/my-foldwell/profile", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/?action=login&redirectPath=%2Fmy-foldwell%2Fprofile");
  });
});

test.describe("error pages", () => {
  test("an unknown path answers 404 with the Lost your way page", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Lost your way" })).toBeVisible();
    await expect(page.getByText("This page could not be found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Discover" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toContain("page_not_found");
  });

  test("000 §2: a category path has one to five slugs; /c alone, six slugs or an unknown slug are 404", async ({ request }) => {
    for (const path of ["/c", "/c/bikes/urban/a/b/c/d", "/c/no-such-category", "/c/bikes/no-such-child"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Lost your way");
    }
    expect((await request.get("/c/bikes/urban")).status()).toBe(200);
  });

  test("a country storefront answers on its own subdomain", async ({ page }) => {
    const response = await page.goto(`http://de.localhost:${port}/nirgendwo`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});
