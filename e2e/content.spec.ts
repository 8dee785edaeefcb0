import { elementHydrated, expect, hydrated, test, type Page } from "./fixtures";
import { BLOCK_TYPES } from "../server/modules/content/block-types";

const port = process.env.E2E_PORT;
const uk = `http://uk.localhost:${port}`;
const de = `http://de.localhost:${port}`;

// Block pages are long and the machines are shared: give each test room to load.
test.beforeEach(() => test.slow());

/** Opens a page and resolves once React has hydrated it, so buttons and keys do something. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

// 000 §7 Page content, 000 §3 Page SEO, 001 §2 Content-block types.
test.describe("home page", () => {
  test("the UK home page shows its hero carousel and blocks, titled from the CMS", async ({ page }) => {
    const hydrationErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|#418|#419|#423|#425|did not match/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await open(page, `${uk}/`);
    await expect(page.getByRole("heading", { level: 1, name: "The city is yours. Fold it away." })).toBeVisible();
    await expect(page).toHaveTitle(/^Folding bikes for city life \| Foldwell /);
    for (const type of ["heroBannerCarousel", "uspBanner", "productLine", "imageTitleTiles", "editorial", "marketingSignUp"]) {
      await expect(page.locator(`[data-block="${type}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "Find your Foldwell" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Foldwell Urban 3" })).toHaveAttribute("href", "/p/2/foldwell-urban-3");
    // Prices come from the catalogue in the storefront's currency.
    await expect(page.locator('[data-block="productLine"] li').first()).toContainText(/£\d/);
    expect(hydrationErrors).toEqual([]);
  });

  test("the German home page is in German", async ({ page }) => {
    await page.goto(`${de}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Die Stadt gehört dir. Einfach zusammenfalten." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Finde dein Foldwell" })).toBeVisible();
    await expect(page.locator('[data-block="uspBanner"]').getByText("Kostenloser Versand", { exact: true })).toBeVisible();
  });

  test("the hero carousel moves with its buttons", async ({ page }) => {
    await open(page, `${uk}/`);
    const hero = page.locator('[data-block="heroBannerCarousel"]');
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(hero.getByRole("heading", { name: "Your commute, twice as free" })).toBeInViewport();
  });
});

test.describe("block gallery", () => {
  test("renders every block type of 001 §2, with both checkerboard and tile variants", async ({ page }) => {
    await page.goto(`${uk}/block-gallery`);
    for (const type of BLOCK_TYPES) {
      await expect(page.locator(`[data-block="${type}"]`).first(), type).toBeAttached();
    }
    const types = await page.locator("[data-block]").evaluateAll((els) => els.map((el) => el.getAttribute("data-block")));
    expect(new Set(types)).toEqual(new Set(BLOCK_TYPES));
    await expect(page.locator('[data-block="checkerboard"] [data-variant="vertical"]')).toHaveCount(1);
    await expect(page.locator('[data-block="imageTitleTiles"] [data-variant="tall"]')).toHaveCount(1);
  });

  test("the HTML block shows sanitised CMS HTML", async ({ page }) => {
    await page.goto(`${uk}/block-gallery`);
    const html = page.locator("#html");
    await expect(html.getByRole("heading", { name: "Still need help?" })).toBeVisible();
    await expect(html.locator("script, style, [onclick]")).toHaveCount(0);
  });
});

test.describe("interactive blocks work by keyboard", () => {
  test("accordion: Enter opens a panel, arrow keys move between headers", async ({ page }) => {
    await open(page, `${uk}/support`);
    const care = page.locator("#care");
    const first = care.getByRole("button", { name: "Keeping the hinges smooth" });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(care.getByText("Wipe the hinge clamps after wet rides")).toBeHidden();
    await elementHydrated(first);
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(care.getByText("Wipe the hinge clamps after wet rides")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(care.getByRole("button", { name: "Tyre pressure" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(care.getByText("Pump the tyres to 4.5–6.5 bar")).toBeVisible();
  });

  test("tabs: arrow keys select the next tab and show its panel", async ({ page }) => {
    await open(page, `${uk}/folding-explained`);
    const tabs = page.locator("#where-it-fits");
    const first = tabs.getByRole("tab", { name: "On the train" });
    await expect(first).toHaveAttribute("aria-selected", "true");
    await elementHydrated(first);
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const second = tabs.getByRole("tab", { name: "At the office" });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tabpanel")).toContainText("Under the desk");
    await expect(tabs.getByText("Hand luggage, not a bike")).toBeHidden();
  });

  test("FAQ: a question opens its answer with the keyboard", async ({ page }) => {
    await open(page, `${uk}/support`);
    const faq = page.locator("#faq");
    const question = faq.getByRole("button", { name: "Can I return my bike?" });
    await elementHydrated(question);
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText("Ride it for up to 30 days")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "false");
  });
});

test("a URL hash scrolls its block into view (000 §2 Scrolling on navigation)", async ({ page }) => {
  await page.goto(`${uk}/block-gallery#table`);
  const block = page.locator("#table");
  await expect
    .poll(async () => {
      const box = await block.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      return box !== null && box.y >= -2 && box.y < height / 2;
    })
    .toBe(true);
});

test.describe("marketing sign-up", () => {
  test("an invalid email shows the translated message and sends nothing (001 §5)", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/marketing/")) requests.push(request.url());
    });
    await open(page, `${uk}/`);
    const form = page.locator("#home-newsletter");
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(form.getByText("Please supply a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(requests).toEqual([]);
  });

  test("a valid email is signed up with the block's placement and reported once as an email capture (001 §3, §4)", async ({ page }) => {
    await open(page, `${uk}/`);
    const form = page.locator("#home-newsletter");
    const email = `e2e.block.${test.info().project.name}.${Date.now()}@example.com`;
    await form.getByLabel("Email address").fill(email);
    const consent = form.getByRole("checkbox");
    if (await consent.count()) await consent.check();
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/marketing/subscribe"));
    await form.getByRole("button", { name: "Sign up" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email, placement: "home-newsletter" });
    await expect(form.getByText("Thank you for signing up! Look out for our first email soon.")).toBeVisible();
    const captures = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e.event === "email_capture"),
    );
    expect(captures).toEqual([expect.objectContaining({ placement: "home-newsletter" })]);
  });

  test("the German storefront shows the message in German", async ({ page }) => {
    await open(page, `${de}/`);
    const form = page.locator("#home-newsletter");
    await form.getByLabel("E-Mail-Adresse").fill("kein@adresse");
    await form.getByRole("button", { name: "Anmelden" }).click();
    await expect(form.getByText("Bitte gib eine gültige E-Mail-Adresse an.")).toBeVisible();
  });
});
