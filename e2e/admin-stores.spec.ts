import { seriousViolations } from "./fixtures/a11y";
import { expect, screenshot, test } from "./fixtures/index";

// Issue 17 (Stores): the demo owner signs in to /admin/stores, creates a store, sets its location
// on the map picker (a click on the map, then dragging the pin, both fill latitude and longitude),
// sees it at once in the uk store finder near that point, hides it and sees it gone. Desktop only.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const OWNER = { email: "admin@example.com", password: "Foldwell#2026" };

test.describe("back office stores (issue 17)", () => {

  test("create a store with the map picker, see it on the finder at once, hide it; axe finds nothing serious", async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Picker Test Cycles ${Date.now()}`;
    await page.goto("/admin/stores");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstores$/);
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
    await expect(page.getByTestId("store-row").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-stores");

    await page.getByRole("link", { name: "New store" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New store" })).toBeVisible();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Accreditation level").selectOption({ label: "Gold" });
    await page.getByLabel("Street").fill("12 Picker Lane");
    await page.getByLabel("City").fill("Oxford");
    await page.getByLabel("Post code").fill("OX1 1AA");
    await page.getByLabel("Monday").fill("09:00-17:30");

    // The map picker: a click puts the pin there, then the pin can be dragged.
    const map = page.locator("[data-location-picker] .leaflet-container");
    await expect(map).toBeVisible({ timeout: 20_000 });
    const latitude = page.getByLabel("Latitude");
    const longitude = page.getByLabel("Longitude");
    await expect(latitude).toHaveValue("51.507351");
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 - 60, y: box.height / 2 - 40 } });
    await expect(latitude).not.toHaveValue("51.507351");
    const clicked = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    expect(clicked.lat).toBeGreaterThan(51.507351);
    expect(clicked.lng).toBeLessThan(-0.127758);
    const pin = page.locator("[data-location-picker] .store-pin");
    const pinBox = (await pin.boundingBox())!;
    await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height - 4);
    await page.mouse.down();
    await page.mouse.move(pinBox.x + pinBox.width / 2 + 30, pinBox.y + pinBox.height + 20, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(clicked.lng);
    expect(Number(await latitude.inputValue())).toBeLessThan(clicked.lat);
    // Typed coordinates are kept as typed (and move the pin): Oxford.
    await latitude.fill("51.752");
    await longitude.fill("-1.2577");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "admin-store-new");

    await page.getByRole("button", { name: "Create store" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Store created." })).toBeVisible();
    await expect(page.getByLabel("Monday")).toHaveValue("09:00–17:30");
    await screenshot(page, "admin-store-edit");

    // The finder near Oxford lists it at once.
    const finder = await page.context().newPage();
    await finder.goto(`${UK}/find-a-store?lat=51.752&lng=-1.2577&q=Oxford`);
    await expect(finder.locator("[data-store]").filter({ hasText: name })).toHaveCount(1);

    // Hidden: gone from the finder with the next search.
    await page.getByRole("button", { name: "Hide from the finder" }).click();
    await expect(page.getByRole("button", { name: "Show on the finder" })).toBeVisible();
    await finder.reload();
    await expect(finder.locator("[data-store]").first()).toBeVisible();
    await expect(finder.locator("[data-store]").filter({ hasText: name })).toHaveCount(0);

    // A field the server refuses shows its message beside the field.
    await page.getByLabel("Latitude").fill("123");
    await page.getByRole("button", { name: "Save store" }).click();
    await expect(page.getByText("The latitude is a number from -90 to 90.").first()).toBeVisible();
  });
});
