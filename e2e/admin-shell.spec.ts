import { request as playwrightRequest } from "@playwright/test";
import { seriousViolations } from "./fixtures/a11y";
import { expect, screenshot, test, whenHydrated } from "./fixtures/index";

// Issue 17 (decision 023): the back office's frame. The demo owner signs in, sees the dashboard and
// the nav of every area, adds a merchandiser, signs out. Admin pages are never page-cached, are
// drawn without the storefront's shell, and answer 404 off the default storefront's host.

const port = process.env.E2E_PORT;
const OWNER = { email: "admin@example.com", password: "Foldwell#2026" };

test.describe("back office shell (issue 17)", () => {

  test("the demo owner signs in, sees the dashboard and every area, adds a merchandiser and signs out; axe finds nothing serious", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/staff");
    // Without a session: the sign-in page, which returns to the page asked for.
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the back office" })).toBeVisible();
    // No storefront shell: no shop header, cart or footer.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-login");

    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill("Wrong#password1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The email or password is not correct.");
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();

    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("admin-member")).toHaveText("Alex Admin · Owner");
    const nav = page.getByRole("navigation", { name: "Back office" });
    for (const [name, href] of [
      ["Orders", "/admin/orders"],
      ["Customers", "/admin/customers"],
      ["Subscriptions", "/admin/subscriptions"],
      ["Verifications", "/admin/verifications"],
      ["Reviews", "/admin/reviews"],
      ["Products", "/admin/products"],
      ["Categories", "/admin/categories"],
      ["Content", "/admin/content"],
      ["Stores", "/admin/stores"],
      ["Staff", "/admin/staff"],
      ["Audit log", "/admin/audit"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByText("Orders awaiting fulfilment", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-dashboard");

    // Staff: add a merchandiser.
    await nav.getByRole("link", { name: "Staff", exact: true }).click();
    const email = `merch.${Date.now()}@example.com`;
    await page.getByLabel("Name", { exact: true }).fill("Mia Merch");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Role", { exact: true }).selectOption("merchandiser");
    await page.getByLabel("Initial password").fill("Merch#password26");
    await page.getByRole("button", { name: "Add member" }).click();
    await expect(page.getByRole("status")).toHaveText("Mia Merch can now sign in.");
    const row = page.getByTestId("staff-row").filter({ hasText: email });
    await expect(row.getByRole("combobox")).toHaveValue("merchandiser");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-staff");

    // The audit log has the creation.
    await nav.getByRole("link", { name: "Audit log" }).click();
    // Journeys running beside this one write entries too: the row is found by its member's email.
    await expect(page.getByTestId("audit-row").filter({ hasText: email }).first()).toContainText("staff.create");
    await screenshot(page, "admin-audit");

    // My account offers TOTP enrolment: QR code, secret and otpauth:// link (optional in the demo).
    await page.getByRole("link", { name: "My account" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Two-factor authentication" })).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code of the authenticator set-up link" })).toBeVisible();
    await expect(page.getByTestId("totp-secret")).toHaveText(/^[A-Z2-7]{32}$/);
    await expect(page.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-account");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the merchandiser sees only catalogue, content and stores, and gets 403 on staff", async ({ page }) => {
    const api = page.request;
    const email = `merch2.${Date.now()}@example.com`;
    await api.post("/api/admin/session/login", { data: OWNER });
    expect((await api.post("/api/admin/staff/create", { data: { email, name: "Max Merch", role: "merchandiser", password: "Merch#password26" } })).status()).toBe(200);
    await api.post("/api/admin/session/logout", { data: {} });
    expect((await api.post("/api/admin/session/login", { data: { email, password: "Merch#password26" } })).status()).toBe(200);
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Products", "Categories", "Promotions", "Content", "Stores"]);
    const staffPage = await api.get("/admin/staff");
    expect(staffPage.status()).toBe(403);
    expect((await api.post("/api/admin/audit/list", { data: {} })).status()).toBe(403);
  });

  test("a 403 stays in the frame: the merchandiser opening orders sees the sidebar and \"You don't have access to this area\"; on a long page the dark sidebar runs the full height", async ({ page }) => {
    test.setTimeout(90_000);
    const api = page.request;
    const email = `merch3.${Date.now()}@example.com`;
    await api.post("/api/admin/session/login", { data: OWNER });
    // A long page: the sidebar's dark column is as tall as the whole page, not one screen.
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const heights = await page.evaluate(() => ({ aside: document.querySelector("aside")!.getBoundingClientRect().height, page: document.documentElement.scrollHeight }));
    expect(heights.page).toBeGreaterThan(800);
    expect(heights.aside).toBeGreaterThanOrEqual(heights.page - 1);
    await screenshot(page, "admin-long-page");

    expect((await api.post("/api/admin/staff/create", { data: { email, name: "Mia Merch", role: "merchandiser", password: "Merch#password26" } })).status()).toBe(200);
    await api.post("/api/admin/session/logout", { data: {} });
    expect((await api.post("/api/admin/session/login", { data: { email, password: "Merch#password26" } })).status()).toBe(200);
    const refused = await page.goto("/admin/orders");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
    await expect(page.getByText("You don't have access to this area.")).toBeVisible();
    await expect(page.getByText("Your role (Merchandiser) does not include it.")).toBeVisible();
    // The frame's sidebar: the areas the role reaches, not the one refused.
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);
    // Every label is translated once hydrated (an area's own namespace too), never a bare key.
    await whenHydrated(page);
    await expect(nav.getByRole("link", { name: "title", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("admin-member")).toHaveText("Mia Merch · Merchandiser");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-403");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "admin-403-390");
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await screenshot(page, "admin-dashboard-390");
  });

  test("signs in without JavaScript too: a wrong password is shown, the right one opens the page asked for", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/audit");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faudit$/);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill("Wrong#password1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The email or password is not correct.");
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await context.close();
  });

  test("admin pages are never page-cached: rendered on every request, private, no-store; a visitor never gets a member's page", async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const login = await request.get("/admin/login");
      expect(login.status()).toBe(200);
      expect(login.headers()["cache-control"]).toBe("private, no-store");
      expect(login.headers()["x-page-cache"]).toBe("MISS");
    }
    // The owner's dashboard, twice; then a visitor asks for the same URL.
    const owner = await playwrightRequest.newContext({ baseURL: `http://localhost:${port}` });
    expect((await owner.post("/api/admin/session/login", { data: OWNER })).status()).toBe(200);
    for (let i = 0; i < 2; i++) {
      const dashboard = await owner.get("/admin");
      expect(dashboard.status()).toBe(200);
      expect(dashboard.headers()["cache-control"]).toBe("private, no-store");
      expect(dashboard.headers()["x-page-cache"]).not.toBe("HIT");
      expect(await dashboard.text()).toContain("Alex Admin");
    }
    await owner.dispose();
    const visitor = await request.get("/admin", { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    expect(visitor.headers()["location"]).toBe("/admin/login");
    expect(visitor.headers()["cache-control"]).toBe("private, no-store");
    const data = await request.get("/admin.data", { maxRedirects: 0 });
    expect(data.headers()["x-page-cache"]).not.toBe("HIT");
    expect(await data.text()).not.toContain("Alex Admin");
  });

  test("/admin answers 404 on a country storefront's host, pages and API alike", async ({ page, request }) => {
    // The browser resolves *.localhost itself; the API request names the host in its header.
    const answer = await page.goto(`http://uk.localhost:${port}/admin/login`);
    expect(answer?.status()).toBe(404);
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    const host = { Host: `uk.localhost:${port}` };
    expect((await request.get("/admin", { headers: host, maxRedirects: 0 })).status()).toBe(404);
    expect((await request.post("/api/admin/session/login", { headers: host, data: OWNER })).status()).toBe(404);
  });
});
