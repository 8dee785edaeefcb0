import { seriousViolations } from "./fixtures/a11y";
import { openProduct, productPath } from "./fixtures/catalog";
import { mailTo } from "./fixtures/customer";
import { expect, screenshot, test, type Page } from "./fixtures/index";

// Issue 15: the store finder (000 §2 /find-a-store and /find-a-store/stores/{id}; 001 §2 Store
// finder, §4 Store finder, §5 store contact, §8 no-results text, §9 300 miles and the 33×48 marker)
// on the UK storefront, whose market starts in London, against the demo stores of seed/stores.ts.

const port = process.env.E2E_PORT;
const uk = `http://uk.localhost:${port}`;

test.describe.configure({ timeout: 120_000 });

/**
 * The names of the stores the list shows, in order. Read through `expect.poll`: a type or view
 * change updates the URL before React has committed the filtered list (a transition).
 */
const listed = (page: Page) => page.locator("[data-store] h3").allInnerTexts();

/**
 * The finder's data requests: `asked` the ones a navigation made (fetch), `all` with prefetches too.
 * A location change asks the server; a type or view change asks nothing, not even ahead of time.
 */
function finderRequests(page: Page) {
  const asked: string[] = [];
  const all: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname !== "/find-a-store.data") return;
    all.push(url.search);
    if (request.resourceType() === "fetch") asked.push(url.search);
  });
  return { asked, all };
}

test.describe("store finder journey (issue 15)", () => {

  test("default location, a city search, an unchanged search, type filters, no results, grid view (001 §2, §4, §8, §9)", async ({ page }) => {
    const requests = finderRequests(page);
    await page.goto(`${uk}/find-a-store`);
    await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible();
    // Without a search the UK market starts in London; Junction stores first on All Stores, then by distance, in miles.
    await expect(page.getByRole("heading", { level: 2, name: "Stores near London" })).toBeVisible();
    await expect.poll(() => listed(page)).toEqual([
      "Foldwell Junction London",
      "Foldwell Junction Paris",
      "Foldwell Junction Amsterdam",
      "Foldwell Bike Hire Dock King's Cross",
      "Harbourside E-Bikes",
      "Northern Quarter Cycles",
      "Vélo Sablon",
    ]);
    await expect(page.locator('[data-store] [data-distance]').first()).toHaveText("0.3 mi");
    // 300 miles: Edinburgh (about 330 mi) is not listed; the hidden and the unaccredited London stores never are.
    await expect(page.getByText("Leith Walk Bike Service")).toHaveCount(0);
    await expect(page.getByText("Camden Lock Cycles")).toHaveCount(0);
    await expect(page.getByText("Brixton Bike Shed")).toHaveCount(0);
    // The map is the default view: 33×48 pins (001 §9), clustered where dense.
    const map = page.locator("[data-store-map]");
    await expect(map.locator(".leaflet-container")).toBeVisible({ timeout: 20_000 });
    const pin = map.locator(".store-pin").first();
    await expect(pin).toBeVisible();
    const box = await pin.boundingBox();
    expect([box?.width, box?.height]).toEqual([33, 48]);
    await expect(map.locator(".store-pin, .marker-cluster")).not.toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "store-finder-london");

    // A city search asks the server once; the same search again does nothing (001 §4).
    const search = page.getByRole("combobox", { name: "Town or city" });
    await search.fill("Manchester");
    await expect(page.getByRole("option", { name: /Manchester/ }).first()).toBeVisible();
    await search.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Stores near Manchester" })).toBeVisible();
    await expect(page).toHaveURL(/\?q=Manchester$/);
    await expect.poll(() => listed(page)).toEqual(["Foldwell Junction London", "Northern Quarter Cycles", "Harbourside E-Bikes", "Foldwell Bike Hire Dock King's Cross", "Leith Walk Bike Service"]);
    const afterSearch = requests.asked.length;
    expect(requests.asked).toEqual([expect.stringContaining("q=Manchester")]);
    await search.fill("manchester");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=Manchester$/);

    // A changed type only re-filters in the browser: no request to the server.
    const types = page.getByRole("navigation", { name: "Store type" });
    await types.getByRole("link", { name: "Gold Retailer" }).click();
    await expect(page).toHaveURL(/type=gold/);
    await expect.poll(() => listed(page)).toEqual(["Northern Quarter Cycles"]);
    await types.getByRole("link", { name: "Service Only" }).click();
    await expect.poll(() => listed(page)).toEqual(["Leith Walk Bike Service"]);
    // No Silver, Bronze or Approved retailer within 300 miles of Manchester: the translated no-results text.
    await types.getByRole("link", { name: "Retailer", exact: true }).click();
    await expect(page.locator("[data-no-stores]")).toHaveText("Sorry! There are no Foldwell brand or retail stores in this location yet. Please search again using a different location.");
    await types.getByRole("link", { name: "All Stores" }).click();
    await expect(page.locator("[data-store]")).toHaveCount(5);
    expect(requests.asked.length).toBe(afterSearch);

    // The grid view: every store as a card, no map.
    await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/view=grid/);
    await expect(page.locator("[data-store-map]")).toHaveCount(0);
    await expect(page.locator("ol > li [data-store]")).toHaveCount(5);
    expect(requests.asked.length).toBe(afterSearch);
    await screenshot(page, "store-finder-grid");

    // A place with no store within 300 miles (001 §8).
    await search.fill("Reykjavik");
    await search.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Stores near Reykjavik" })).toBeVisible();
    await expect(page.locator("[data-no-stores]")).toHaveText("Sorry! There are no Foldwell brand or retail stores in this location yet. Please search again using a different location.");
    expect(requests.asked.length).toBe(afterSearch + 1);
    expect(requests.all.filter((search) => /[?&](type|view)=/.test(search) && !/[?&]q=Reykjavik/.test(search))).toEqual([]);

    // "Use my location": the browser's position (here Bristol) is searched from.
    await page.context().grantPermissions(["geolocation"], { origin: uk });
    await page.context().setGeolocation({ latitude: 51.4545, longitude: -2.5879 });
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Stores near your location" })).toBeVisible();
    await expect(page).toHaveURL(/lat=51\.45450&lng=-2\.58790/);
    await expect.poll(async () => (await listed(page)).slice(0, 3)).toEqual(["Foldwell Junction London", "Foldwell Junction Paris", "Harbourside E-Bikes"]);
  });

  test("a store page: details, hours, stock, directions and a contact message that reaches the store (001 §2, §3, §5)", async ({ page }) => {
    await page.goto(`${uk}/find-a-store?q=Manchester`);
    await page.getByRole("link", { name: "Northern Quarter Cycles" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Northern Quarter Cycles" })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/find-a-store\/stores\/\d+$/);
    const main = page.locator("[data-store-page]");
    await expect(main.getByText("Gold Retailer")).toBeVisible();
    await expect(main.locator("address")).toContainText("41 Oldham Street");
    await expect(main.getByRole("link", { name: "+44 161 496 0233" })).toHaveAttribute("href", "tel:+441614960233");
    await expect(main.getByRole("link", { name: "hello@nqcycles.example" })).toBeVisible();
    await expect(main.getByRole("row", { name: /Sunday/ })).toContainText("11:00–17:00");
    await expect(main.getByRole("link", { name: /Directions/ })).toHaveAttribute("href", "https://www.openstreetmap.org/directions?to=53.48351%2C-2.23463");
    await expect(main.locator("[data-store-stock]").getByRole("link", { name: "Foldwell Urban 3" })).toHaveAttribute("href", /^\/p\/\d+\//);
    await expect(main.locator("[data-store-map] .store-pin")).toBeVisible({ timeout: 20_000 });

    // The contact form: translated field messages from the server, nothing sent.
    const form = page.getByRole("form", { name: "Contact this store" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.locator('[data-field-error="email"]')).toBeVisible();
    await expect(form.locator('[data-field-error="message"]')).toHaveText("This field is required.");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Phone").fill("0161 496 0000");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.locator('[data-field-error="email"]')).toHaveText("Please supply a valid email address.");
    await expect(form.locator('[data-field-error="phone"]')).toHaveText("Please enter your phone number with its country code, using digits only (e.g. +44 20 7946 0958).");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "store-page-errors");

    const email = `rider.${Date.now()}@example.com`;
    const message = `Do you have a Foldwell Urban 3 in Flame Orange to try? (${Date.now()})`;
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("+44 7700 900123");
    await form.getByLabel("Message").fill(message);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("[data-contact-sent]")).toContainText("Your message has been sent");
    await screenshot(page, "store-page-sent");

    // The store gets the message by mail, the rider's address to reply to.
    await expect(async () => {
      const mail = await mailTo(page, uk, "hello@nqcycles.example");
      await expect(mail.filter({ hasText: message })).toHaveCount(1, { timeout: 1000 });
      await expect(mail.filter({ hasText: message })).toContainText(email);
    }).toPass({ timeout: 30_000 });
  });

  test("an unknown store is the 404 page (000 §2, 001 §2 Error pages)", async ({ page }) => {
    const response = await page.goto(`${uk}/find-a-store/stores/999999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Lost your way" })).toBeVisible();
  });

  test("the product page's out-of-stock call to action opens the finder with the stores holding the product", async ({ page }) => {
    await openProduct(page, `${uk}/c/bikes/urban`, "Foldwell Urban 3");
    await page.getByRole("radio", { name: "Flame Orange (Out of stock)" }).click();
    await page.getByRole("link", { name: "Find it in a store near you" }).click();
    await expect(page).toHaveURL(/\/find-a-store\?productId=\d+$/);
    await expect(page.locator("[data-product-filter]")).toHaveText("Foldwell Urban 3");
    // Near London: the stores with Urban 3 in stock, Junction stores first.
    await expect(page.locator("[data-store]").first()).toBeVisible();
    await expect.poll(() => listed(page)).toEqual(["Foldwell Junction London", "Foldwell Junction Paris", "Northern Quarter Cycles"]);
    await page.getByRole("link", { name: "Show all stores" }).click();
    await expect(page).toHaveURL(/\/find-a-store$/);
    await expect(page.locator("[data-store]")).toHaveCount(7);
  });
});

test.describe("content-only storefront (issue 15)", () => {

  test("the product page's find-in-store link opens the finder near Tokyo with the stores holding the product", async ({ page }) => {
    const path = await productPath(page, "Foldwell Urban 6");
    await page.goto(`http://jp.localhost:${port}${path}`);
    await page.locator("[data-store-finder-cta]").click();
    await expect(page).toHaveURL(/\/find-a-store\?productId=\d+$/);
    await expect(page.locator("[data-product-filter]")).toHaveText("Foldwell Urban 6");
    await expect(page.locator("[data-store]")).toHaveCount(1);
    await expect.poll(() => listed(page)).toEqual(["神保町サイクル (Jimbocho Cycle)"]);
    await expect(page.locator("[data-store] [data-distance]")).toHaveText(/km$/);
  });
});
