import { dataLayerEvents, expect, test, type Page } from "./fixtures";
import { cartButton, cartSidebar as sidebar, openWithCart, productPath } from "./fixtures/catalog";

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const TUBE = "Inner Tube 16 inch";

// 000 §2 Cart sidebar, §3 Cart line / totals / per-line check, §4 Go to checkout and Cart sidebar,
// §5 Cart quantity, §9 (500 ms debounce, 2.5 s messages); 001 §4 Cart lifecycle, §5 limits.
// Data: the demo catalogue (Inner Tube 16 inch: minimum 2, maximum 5 per customer).

async function addTubeFromProductPage(page: Page) {
  await openWithCart(page, `${UK}${await productPath(page, TUBE)}`);
  await expect(page.getByRole("heading", { level: 1, name: TUBE })).toBeVisible();
  await page.getByTestId("add-to-cart").click();
  await expect(sidebar(page)).toBeVisible();
}

test.describe("cart sidebar", () => {
  // Each journey loads several pages on a machine shared by many test runs.
  test.describe.configure({ timeout: 120_000 });

  test("Add to cart on the product page opens the sidebar with the line, and the header badge counts it", async ({ page }) => {
    await addTubeFromProductPage(page);
    const cart = sidebar(page);
    // On opening the close button has the focus (000 §4).
    await expect(cart.getByRole("button", { name: "Close cart" })).toBeFocused();
    const line = cart.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("link", { name: TUBE })).toBeVisible();
    // The quantity starts at the product's minimum (001 §5): 2 tubes at £8 (£9 × 0.86, rounded by the seed).
    await expect(line.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    await expect(cart.getByTestId("cart-total-items")).toContainText("Total items");
    await expect(cart.getByTestId("cart-total-items")).toContainText("2");
    await expect(cart.getByTestId("cart-subtotal")).toHaveText(/£\d+\.\d{2}/);
    await expect(cart.getByRole("button", { name: "Go to checkout" })).toBeEnabled();
    await expect(cart.getByRole("button", { name: "Clear cart" })).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "2");
    // The header sits behind the modal sheet (inert), so its label is read from the attribute.
    await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart, 2 items");
    // Tag-manager events for the add and for opening the cart (001 §4, 000 §4).
    await expect.poll(() => dataLayerEvents(page)).toEqual(expect.arrayContaining(["add_to_cart", "view_cart"]));

    await page.keyboard.press("Escape");
    await expect(sidebar(page)).toBeHidden();
  });

  test("quantity limits of Inner Tube 16 inch: messages for below 2 and above 5, changes within are sent", async ({ page }) => {
    await addTubeFromProductPage(page);
    const line = sidebar(page).getByTestId("cart-line");
    const quantity = line.getByRole("spinbutton", { name: "Quantity" });
    const message = line.getByTestId("cart-line-message");

    await line.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(message).toHaveText("Minimum purchase quantity error: 2");
    await expect(quantity).toHaveValue("2");
    // The message goes away again (2.5 s) and nothing was sent.
    await expect(message).toBeEmpty({ timeout: 10_000 });

    const increase = line.getByRole("button", { name: "Increase quantity" });
    for (let i = 0; i < 3; i += 1) await increase.click();
    await expect(quantity).toHaveValue("5");
    await increase.click();
    await expect(message).toHaveText("Maximum purchase quantity error: 5");
    await expect(quantity).toHaveValue("5");

    // The debounced change reached the server: the badge and a fresh load agree on 5.
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "5");
    const stored = await page.evaluate(async () => {
      const response = await fetch("/api/commerce/getCart", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      return (await response.json()).data.line_items.physical_items[0].quantity as number;
    });
    expect(stored).toBe(5);
  });

  test("removing the last item shows 'Your cart is empty' with 'Start your shop'", async ({ page }) => {
    await addTubeFromProductPage(page);
    await sidebar(page).getByRole("button", { name: `Remove ${TUBE}` }).click();
    await expect(sidebar(page).getByText("Your cart is empty")).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "0");
    await expect.poll(() => dataLayerEvents(page)).toContain("remove_from_cart");
    await sidebar(page).getByRole("link", { name: "Start your shop" }).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(page).toHaveURL(`${UK}/`);
  });

  test("clearing the cart empties it", async ({ page }) => {
    await addTubeFromProductPage(page);
    await sidebar(page).getByRole("button", { name: "Clear cart" }).click();
    await expect(sidebar(page).getByText("Your cart is empty")).toBeVisible();
  });

  test("?action=edit_cart opens the sidebar", async ({ page }) => {
    await openWithCart(page, `${UK}/?action=edit_cart`);
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByText("Your cart is empty")).toBeVisible();
    await expect.poll(() => dataLayerEvents(page)).toContain("view_cart");
  });

  test("a guest cart survives a reload; the header button opens it", async ({ page }) => {
    await addTubeFromProductPage(page);
    await openWithCart(page, `${UK}/`);
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "2");
    await cartButton(page).click();
    await expect(sidebar(page).getByRole("link", { name: TUBE })).toBeVisible();
    // The cart id cookie is httpOnly: page scripts never see it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("cart-id");
  });

  test("Go to checkout re-checks the inventory, then sends a signed-out shopper to /checkout-login", async ({ page }) => {
    await addTubeFromProductPage(page);
    const checked = page.waitForResponse((r) => r.url().includes("/api/commerce/inventoryCheck") && r.request().method() === "POST");
    await sidebar(page).getByRole("button", { name: "Go to checkout" }).click();
    await checked;
    await expect(page).toHaveURL(`${UK}/checkout-login`);
    await expect(sidebar(page)).toBeHidden();
  });

  test("the content-only jp storefront has no cart and loads none", async ({ page }) => {
    const cartCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/commerce/")) cartCalls.push(request.url());
    });
    await page.goto(`http://jp.localhost:${port}/?action=edit_cart`);
    await expect(page.locator("header")).toBeVisible();
    await expect(cartButton(page)).toHaveCount(0);
    await expect(sidebar(page)).toHaveCount(0);
    expect(cartCalls).toEqual([]);
  });

  test("looks right (screenshots at 390 px and 1280 px)", async ({ page }, testInfo) => {
    if (testInfo.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
    await addTubeFromProductPage(page);
    await openWithCart(page, `${UK}${await productPath(page, "Leather Grips")}`);
    await page.getByTestId("add-to-cart").click();
    await expect(sidebar(page).getByTestId("cart-line")).toHaveCount(2);
    await expect(sidebar(page).getByRole("button", { name: "Go to checkout" })).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath(`cart-sidebar-${testInfo.project.name}.png`) });
  });
});
