import { expect, hydrated, test, type Page } from "./fixtures";

const port = process.env.E2E_PORT;

// Every test opens server-rendered pages on a machine shared by many builds and browsers; a page
// load may take longer than the default budget there. This is a wait limit, not a timed assertion.
test.describe.configure({ timeout: 120_000 });
const on = (code: string, path: string) => `http://${code}.localhost:${port}${path}`;

async function headLinks(page: Page, rel: string) {
  return page.locator(`head link[rel="${rel}"]`).evaluateAll((links) =>
    links.map((l) => ({ hreflang: l.getAttribute("hreflang"), href: l.getAttribute("href") })),
  );
}

// 000 §2 /blog, 001 §9 items per page 10 and date format DD.MM.YYYY, 000 §9 page title template.
test.describe("blog list", () => {
  test("uk: ten cards with image, date and excerpt, a title that follows the template, canonical and hreflang", async ({ page }) => {
    const response = await page.goto(on("uk", "/blog"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Blog | Foldwell United Kingdom");
    await expect(page.getByRole("heading", { level: 1, name: "Stories from the fold" })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    await expect(first.getByRole("heading", { name: "The folding-bike commute: a beginner’s guide" })).toBeVisible();
    await expect(first.locator("time")).toHaveText("03.11.2026");
    await expect(first.getByRole("img", { name: /rider with a folded bike/ })).toBeVisible();
    await expect(first.getByText(/Swap the crowded bus/)).toBeVisible();
    expect(await headLinks(page, "canonical")).toEqual([{ hreflang: null, href: on("uk", "/blog") }]);
    const alternates = await headLinks(page, "alternate");
    expect(alternates).toContainEqual({ hreflang: "x-default", href: `http://localhost:${port}/blog` });
    expect(alternates).toContainEqual({ hreflang: "en-GB", href: on("uk", "/blog") });
    expect(alternates).toContainEqual({ hreflang: "de-DE", href: on("de", "/blog") });
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /Riding guides/);
  });

  test("pagination: Next leads to page 2 with the older articles", async ({ page }) => {
    await page.goto(on("uk", "/blog"));
    await hydrated(page);
    const pagination = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pagination.getByText("Page 1 of 2")).toBeVisible();
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(on("uk", "/blog?page=2"));
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("main article")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Riding in the rain without the misery" })).toBeVisible();
    await expect(page).toHaveTitle("Blog – page 2 | Foldwell United Kingdom");
  });

  test("page 2 has its own canonical URL", async ({ page }) => {
    const response = await page.goto(on("uk", "/blog?page=2"));
    expect(response?.status()).toBe(200);
    expect(await headLinks(page, "canonical")).toEqual([{ hreflang: null, href: on("uk", "/blog?page=2") }]);
  });

  for (const bad of ["3", "0", "abc"]) {
    test(`?page=${bad} is not a page of the list: 404`, async ({ page }) => {
      const response = await page.goto(on("uk", `/blog?page=${bad}`));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Lost your way" })).toBeVisible();
    });
  }

  test("de: the German blog with a German title suffix", async ({ page }) => {
    const response = await page.goto(on("de", "/blog"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Blog | Foldwell Deutschland");
    await expect(page.getByRole("heading", { level: 1, name: "Geschichten rund ums Falten" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pendeln mit dem Faltrad: ein Einstieg" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Blogseiten" }).getByText("Seite 1 von 2")).toBeVisible();
    expect(await headLinks(page, "canonical")).toEqual([{ hreflang: null, href: on("de", "/blog") }]);
  });
});

// 000 §2 /blog/{article}, 001 §7 getArticle (is_valid false → 404), 001 §2 404 page.
test.describe("blog article", () => {
  test("uk: opening a card shows the article with its blocks", async ({ page }) => {
    await page.goto(on("uk", "/blog"));
    await hydrated(page);
    await page.getByRole("link", { name: "Read the story: How to fold your bike in ten seconds" }).click();
    await expect(page).toHaveURL(on("uk", "/blog/how-to-fold-in-ten-seconds"));
    await expect(page.getByRole("heading", { level: 1, name: "How to fold your bike in ten seconds" })).toBeVisible();
    await expect(page).toHaveTitle("How to fold your bike in ten seconds | Foldwell United Kingdom");
    await expect(page.getByRole("heading", { name: "Rear wheel first" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop bikes" })).toHaveAttribute("href", "/c/bikes");
    await expect(page.locator("main time").first()).toHaveText("14.10.2026");
  });

  test("uk: the article's head has canonical, hreflang, Open Graph and BlogPosting JSON-LD", async ({ page }) => {
    await page.goto(on("uk", "/blog/how-to-fold-in-ten-seconds"));
    expect(await headLinks(page, "canonical")).toEqual([{ hreflang: null, href: on("uk", "/blog/how-to-fold-in-ten-seconds") }]);
    const alternates = await headLinks(page, "alternate");
    expect(alternates).toContainEqual({ hreflang: "fr-FR", href: on("fr", "/blog/how-to-fold-in-ten-seconds") });
    expect(alternates).toContainEqual({ hreflang: "ja-JP", href: on("jp", "/blog/how-to-fold-in-ten-seconds") });
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "How to fold your bike in ten seconds",
      datePublished: "2026-10-14T08:00:00.000Z",
      author: { name: "Tom Whitfield" },
      mainEntityOfPage: { "@id": on("uk", "/blog/how-to-fold-in-ten-seconds") },
    });
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "article");
  });

  test("de: the article in German", async ({ page }) => {
    const response = await page.goto(on("de", "/blog/winter-riding-checklist"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Ihre Checkliste für den Winter" })).toBeVisible();
    await expect(page).toHaveTitle("Ihre Checkliste für den Winter | Foldwell Deutschland");
    await expect(page.getByRole("heading", { name: "Sehen und gesehen werden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alle Geschichten" })).toHaveAttribute("href", "/blog");
  });

  for (const path of ["/blog/no-such-article", "/blog/Not_A_Valid%20Id"]) {
    test(`an unknown article (${path}) answers 404 with the Lost your way page`, async ({ page }) => {
      const response = await page.goto(on("uk", path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Lost your way" })).toBeVisible();
    });
  }
});

// 000 §2: the financing-provider FAQ page, a CMS page named after the provider.
test("the financing-provider FAQ page shows its questions", async ({ page }) => {
  const response = await page.goto(on("uk", "/klarna-faq"));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Pay later with Klarna | Foldwell United Kingdom");
  await expect(page.getByRole("heading", { level: 1, name: "Pay later with Klarna" })).toBeVisible();
  await expect(page.getByText("What is Klarna?")).toBeVisible();
  expect(await headLinks(page, "alternate")).toContainEqual({ hreflang: "de-DE", href: on("de", "/klarna-faq") });
});

test.describe("sitemap.xml and robots.txt", () => {
  test("sitemap.xml lists the storefront's pages and articles with absolute URLs on its own host", async ({ page }) => {
    // The browser resolves *.localhost; Node's resolver does not, so page.goto is the client here.
    const response = (await page.goto(on("de", "/sitemap.xml")))!;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${on("de", "/blog")}</loc>`);
    expect(xml).toContain(`<loc>${on("de", "/blog/winter-riding-checklist")}</loc>`);
    expect(xml).toContain(`<loc>${on("de", "/klarna-faq")}</loc>`);
    expect(xml).not.toContain("uk.localhost");
  });

  test("robots.txt allows all but the account area and the APIs, and points to the sitemap", async ({ page }) => {
    const response = (await page.goto(on("uk", "/robots.txt")))!;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Allow: /");
    expect(text).toContain("Disallow: /my-foldwell");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${on("uk", "/sitemap.xml")}`);
  });
});
