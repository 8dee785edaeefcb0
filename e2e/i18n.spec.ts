import { expect, hydrated, test, type Page } from "./fixtures";

const port = process.env.E2E_PORT;
const storefront = (code: string, path = "/") => `http://${code}.localhost:${port}${path}`;

/** Console errors and uncaught exceptions that signal a failed or mismatched hydration. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#418|#419|#423|#425|did not match|server rendered/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

// 001 §4 Locale switching, §9 Locales; 001 §2 Error pages.
test.describe("storefront languages", () => {
  test("the de storefront is German: <html lang=de> and German error-page texts on a 404", async ({ page }) => {
    const errors = collectHydrationErrors(page);
    const response = await page.goto(storefront("de", "/gibt-es-nicht"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Haben Sie sich verirrt?" })).toBeVisible();
    await expect(page.getByText("Diese Seite wurde nicht gefunden")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toBeVisible();
    await hydrated(page);
    // Still German after hydration, from the messages the server inlined for this page.
    await expect(page.getByRole("heading", { level: 1, name: "Haben Sie sich verirrt?" })).toBeVisible();
    const inlined = await page.evaluate(() => JSON.parse(document.getElementById("i18n-messages")?.textContent ?? "{}"));
    expect(inlined.common.errorPage.notFoundTitle).toBe("Haben Sie sich verirrt?");
    expect(errors).toEqual([]);
  });

  test("the jp storefront is Japanese", async ({ page }) => {
    const response = await page.goto(storefront("jp", "/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { level: 1, name: "道に迷いましたか" })).toBeVisible();
    await expect(page.getByText("このページは見つかりませんでした")).toBeVisible();
  });

  test("the uk storefront keeps the spec's English texts", async ({ page }) => {
    await page.goto(storefront("uk", "/no-such-page"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Lost your way" })).toBeVisible();
  });

  test("the locale cookie holds the storefront's locale for about 365 days", async ({ page, context }) => {
    await page.goto(storefront("de"));
    await hydrated(page);
    const cookie = (await context.cookies(storefront("de"))).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("de-DE");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  test("the page HTML itself sets no cookie, so it stays cacheable", async ({ request }) => {
    // Node does not resolve *.localhost, so the storefront is chosen by the Host header.
    const response = await request.get("/no-such-page", { headers: { Host: `de.localhost:${port}` } });
    expect(await response.text()).toContain('lang="de"');
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  for (const code of ["uk", "de", "jp"]) {
    test(`the ${code} storefront hydrates without errors`, async ({ page }) => {
      const errors = collectHydrationErrors(page);
      await page.goto(storefront(code));
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }
});

test.describe("service worker", () => {
  test("/sw.js is JavaScript that browsers revalidate on every visit", async ({ request }) => {
    const response = await request.get("/sw.js");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(await response.text()).not.toContain("__BUILD_VERSION__");
  });

  test("a registered worker controls the page after a reload and caches built assets, never documents", async ({ page }) => {
    test.slow(); // four page loads and a worker install
    await page.goto(storefront("uk"));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toMatch(/\/sw\.js$/);
    await page.goto(storefront("uk", "/no-such-page"));
    await page.evaluate(() => fetch("/api/content/getPage", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }));

    const cached = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
    await expect.poll(async () => (await cached()).some((path) => path.startsWith("/assets/") && path.endsWith(".js"))).toBe(true);
    const paths = await cached();
    expect(paths.filter((path) => !path.startsWith("/assets/"))).toEqual([]);
    expect(paths).not.toContain("/");
    expect(paths).not.toContain("/no-such-page");
  });
});
