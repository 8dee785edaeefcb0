import { expect, screenshot, test } from "./fixtures/index";

// Issue 15: the store finder's layout (000 §2 /find-a-store) on a phone and a desktop; the finder's
// journeys are in store-finder.spec.ts and run on desktop only, as their steps are the same.

const uk = `http://uk.localhost:${process.env.E2E_PORT}`;

test("store finder layout on a phone and a desktop: map and list, no sideways scroll (000 §2)", async ({ page, isMobile }) => {
  await page.goto(`${uk}/find-a-store`);
  // On a phone the map (above the list) starts when the rider asks for it; on a desktop by itself.
  if (isMobile) {
    await expect(page.locator("[data-store-map] .leaflet-container")).toHaveCount(0);
    await page.getByRole("button", { name: "Show the map" }).click();
  }
  await expect(page.locator("[data-store-map] .leaflet-container")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-store-map] .store-pin, [data-store-map] .marker-cluster")).not.toHaveCount(0);
  await expect(page.locator("[data-store]")).toHaveCount(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, "store-finder-layout");
});
