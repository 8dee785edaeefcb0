import { expect, test } from "./fixtures";

const uk = `http://uk.localhost:${process.env.E2E_PORT}`;

// DESIGN.md performance targets (Lighthouse mobile: first paint, LCP) and 000 §2 Layout: the
// server-rendered page paints first; its JavaScript is requested after that and then hydrates it.
test.describe("page loading", () => {
  for (const path of ["/", "/c/bikes", "/p/2/foldwell-urban-3"]) {
    test(`${path} is answered without script preloads in its HTML, then hydrates with the modules preloaded`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        // Scripts and hydration only: links to pages of features still to come (the store finder) may 404 when prefetched.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
      });
      const response = await page.goto(`${uk}${path}`); // resolves once hydrated (e2e/fixtures.ts)
      const html = (await response!.text()) as string;
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toMatch(/import \* as route\d/);
      expect(html).toContain("requestAnimationFrame");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(5);
      const painted = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length);
      expect(painted).toBe(1);
      expect(errors).toEqual([]);
    });
  }

  test("the country list (62 storefronts) loads only where a form asks for a country, and then fills it (000 §2, 001 §4 Marketing sign-up)", async ({ page, baseURL }) => {
    const listRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/countries.json") listRequests.push(request.url());
    });
    // A country storefront's sign-up block sends its own country: the list is never fetched.
    await page.goto(`${uk}/`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Sign up" }).first().waitFor();
    expect(listRequests).toEqual([]);
    // The global storefront's block asks for the country, so its select fills with every storefront's.
    await page.goto(`${baseURL}/`);
    const select = page.getByRole("region", { name: "Get the good stuff first" }).getByRole("combobox", { name: "Country" });
    await expect(select.getByRole("option", { name: "United Kingdom" })).toHaveCount(1);
    expect(listRequests).toHaveLength(1);
  });

  test("once idle, the page prefetches the data of the pages its visible links open, each from its own route, and asks for no route manifest (001 §9)", async ({ page }) => {
    const prefetched = new Map<string, string>();
    const manifests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/__manifest")) manifests.push(url.href);
      if (url.pathname.endsWith(".data") && url.searchParams.has("_routes")) prefetched.set(url.pathname, url.searchParams.get("_routes")!);
    });
    await page.goto(`${uk}/p/2/foldwell-urban-3`);
    // The breadcrumb's category and the header's links are in view.
    await expect.poll(() => prefetched.get("/c/bikes.data"), { timeout: 10_000 }).toBe("routes/category");
    for (const [path, routes] of prefetched) {
      const expected = path.startsWith("/c/") ? "routes/category" : path.startsWith("/p/") ? "routes/product" : path === "/blog.data" ? "routes/blog" : path === "/find-a-store.data" ? "routes/find-a-store" : path === "/_.data" ? "routes/home" : undefined;
      if (expected) expect(`${path} ${routes}`).toBe(`${path} ${expected}`);
    }
    expect(manifests).toEqual([]);
  });

  test("the idle prefetch adds each module once and none the page runs, and a click asks for the very data it prefetched (001 §9, issue 20)", async ({ page }) => {
    const prefetched = new Set<string>();
    const navigations: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!url.pathname.endsWith(".data")) return;
      const href = url.pathname + url.search;
      if (request.resourceType() === "fetch") navigations.push(href);
      else prefetched.add(href);
    });
    await page.goto(`${uk}/c/bikes`);
    await expect.poll(() => [...prefetched].find((href) => href.startsWith("/p/")), { timeout: 10_000 }).toBeTruthy();
    const product = [...prefetched].find((href) => href.startsWith("/p/"))!;

    // React Router's PrefetchPageLinks added the framework, the shell and the category route again for every linked page.
    const preloads = await page.evaluate(() => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")!));
    expect(preloads.filter((href, index) => preloads.indexOf(href) !== index)).toEqual([]);
    expect(preloads.filter((href) => /\/assets\/(category|framework)-/.test(href))).toHaveLength(2);

    await page.locator(`main a[href="${product.slice(0, product.indexOf(".data"))}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${product.slice(0, product.indexOf(".data"))}$`));
    expect(navigations).toEqual([product]);
  });

  test("hovering product cards prefetches each product once, through the same prefetch as the idle one (001 §9)", async ({ page }) => {
    const dataPrefetches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/p/") && url.pathname.endsWith(".data") && request.resourceType() !== "fetch") dataPrefetches.push(url.pathname);
    });
    await page.goto(`${uk}/c/bikes`);
    const products = page.locator("main h3 a[href^='/p/'], main h2 a[href^='/p/']");
    const paths = await products.evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(paths.length).toBeGreaterThan(3);
    for (const link of await products.all()) await link.hover();
    await expect.poll(() => paths.filter((path) => !dataPrefetches.includes(`${path}.data`)), { timeout: 10_000 }).toEqual([]);
    const head = await page.evaluate(() => [...document.head.querySelectorAll("link")].map((link) => `${link.rel} ${link.getAttribute("href")}`));
    expect(head.filter((link, index) => head.indexOf(link) !== index)).toEqual([]);
    expect(dataPrefetches.filter((path, index) => dataPrefetches.indexOf(path) !== index)).toEqual([]);
  });

  test("buttons work after hydration: the country selector opens", async ({ page }) => {
    await page.goto(`${uk}/c/bikes`);
    await page.getByRole("button", { name: /country|United Kingdom/i }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
