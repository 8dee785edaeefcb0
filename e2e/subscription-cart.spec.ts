import { expect, screenshot, test, type Page } from "./fixtures";
import { cartSidebar, openWithCart, productPath } from "./fixtures/catalog";
import { signUpInBrowser } from "./fixtures/customer";

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const URBAN = "Foldwell Urban 3";
const TUBE = "Inner Tube 16 inch";

// Issue 14, plans and the subscription cart: the product page offers Buy or Subscribe with the
// plan's frequencies and period prices (001 §3 Subscription plan); subscribing adds to the cart with
// the frequency and opens the sidebar, whose line shows the frequency and the price per period
// (000 §2 Cart sidebar); 001 §6 a subscription requires an account; 001 §8 no other product beside
// a subscription. Data: the demo plans (Foldwell Urban 3: Monthly £35.00, Quarterly £95.00 on the UK
// storefront). Each journey signs up a customer of its own: the demo shopper's one cart would be
// shared by the parallel desktop and phone runs and by other journeys that sign in as the shopper.

async function chooseSubscribe(page: Page) {
  await openWithCart(page, `${UK}${await productPath(page, URBAN)}`);
  await expect(page.getByRole("heading", { level: 1, name: URBAN })).toBeVisible();
  await page.locator("label").filter({ has: page.getByTestId("purchase-subscribe") }).click();
  await expect(page.getByTestId("purchase-subscribe")).toBeChecked();
  const options = page.getByTestId("subscription-options");
  await expect(options.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(options.getByTestId("frequency-price")).toHaveText(["£35.00 per month", "£95.00 per quarter"]);
  return options;
}

test.describe("subscription cart", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a guest who subscribes is told an account is required (001 §6) and nothing is added", async ({ page }) => {
    await chooseSubscribe(page);
    // Buying stays possible: the quantity and add to cart come back with Buy.
    await page.getByTestId("subscribe").click();
    await expect(page.getByTestId("subscribe-message")).toHaveText("Account required: in order to make a subscription, use login or create an account");
    await expect(cartSidebar(page)).toBeHidden();
    await page.locator("label").filter({ has: page.getByTestId("purchase-buy") }).click();
    await expect(page.getByTestId("add-to-cart")).toBeEnabled();
    await expect(page.getByTestId("subscribe")).toHaveCount(0);
  });

  test("a signed-in customer subscribes to Urban 3 Monthly: the sidebar shows Monthly and £35.00 per month without a quantity selector; another product is refused (001 §8)", async ({ page }) => {
    await signUpInBrowser(page, UK, [], "subscription");
    await chooseSubscribe(page);
    await screenshot(page, "product-subscribe");
    await page.getByTestId("subscribe").click();

    const cart = cartSidebar(page);
    await expect(cart).toBeVisible();
    const line = cart.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("link", { name: URBAN })).toBeVisible();
    await expect(line.getByTestId("cart-line-frequency")).toHaveText("Subscription: Monthly");
    await expect(line.getByTestId("cart-line-period-price")).toHaveText("£35.00 per month");
    await expect(line.getByRole("spinbutton", { name: "Quantity" })).toHaveCount(0);
    await expect(cart.getByTestId("cart-subtotal")).toHaveText("£35.00");
    await screenshot(page, "cart-sidebar-subscription");
    await cart.getByRole("button", { name: "Close cart" }).click();

    await openWithCart(page, `${UK}${await productPath(page, TUBE)}`);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByRole("status").filter({ hasText: "You cannot purchase" })).toHaveText(
      "You cannot purchase a product with a subscription already in your cart. Please complete the subscription purchase first before adding other products.",
    );
    await expect(cartSidebar(page)).toBeHidden();
  });
});
