import { awaitHydrationOnNavigation, expect, screenshot, test, whenHydrated, type Browser, type Page } from "./fixtures";
import { seriousViolations } from "./fixtures/a11y";
import { addToCartAndGoToCheckout, checkoutStep, fillShippingAddress as fillBristolAddress, fillTestCard, placeOrderButton } from "./fixtures/checkout";
import { ACCOUNT, mailTo, PASSWORD, signUpInBrowser, uniqueEmail as anyUniqueEmail } from "./fixtures/customer";

// Checkout journeys (issue 5): Go to checkout (000 §4), /checkout-login (000 §2), the hosted
// checkout, payment through the test provider (4242… succeeds, 4000 0000 0000 0002 is declined),
// /order-confirmation with the purchase event, and the account's order history, order details and
// payment methods (001 §2 My account, 001 §3 Order). Every test makes its own guest cart or its own
// customer, so parallel tests never share a cart; the Brass Bell is not stock-tracked, so repeated
// purchases never run out.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const BELL = "Brass Bell";
// Logins hash with argon2id and each journey loads many pages on a machine shared by other runs.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 20_000 };

const uniqueEmail = (kind: string) => anyUniqueEmail(`checkout.${kind}`);

/** Adds a Brass Bell on the UK product page (the sidebar opens) and clicks Go to checkout. */
const addBellAndGoToCheckout = (page: Page, host = UK) => addToCartAndGoToCheckout(page, host, BELL);

/** A new customer registered and signed in through the browser on the UK storefront. */
const signUpOnUk = (page: Page, addresses: Array<Record<string, string>>) => signUpInBrowser(page, UK, addresses, "checkout.customer");

const step = checkoutStep;

async function fillShippingAddress(page: Page) {
  await expect(page.getByRole("form", { name: "Shipping address" }).getByLabel("Country")).toHaveValue("GB");
  await fillBristolAddress(page);
}

/** Shipping method (the first, preselected) and billing = shipping, then the payment step is open. */
async function chooseMethodAndBilling(page: Page) {
  await expect(step(page, "method")).toHaveAttribute("aria-current", "step");
  await expect(step(page, "method").getByRole("radio")).toHaveCount(2);
  await step(page, "method").getByRole("button", { name: "Continue" }).click();
  await expect(step(page, "billing")).toHaveAttribute("aria-current", "step");
  await expect(step(page, "billing").getByLabel("Same as shipping address")).toBeChecked();
  await step(page, "billing").getByRole("button", { name: "Continue" }).click();
  await expect(step(page, "payment")).toHaveAttribute("aria-current", "step");
}

const fillCard = (page: Page, number: string) => fillTestCard(page, number);

async function purchases(page: Page) {
  return page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "purchase") as unknown as Array<{ ecommerce: { transaction_id: string; currency: string; value: number; items: unknown[] } }>);
}

/** On phones the shots are taken at 390 px, the width the design is checked at. */
async function phoneWidth(page: Page) {
  if (test.info().project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
}

async function expectNotFound(browser: Browser, url: string) {
  const context = await browser.newContext();
  const other = awaitHydrationOnNavigation(await context.newPage());
  const response = await other.goto(url);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Lost your way");
  await context.close();
}

test.describe("checkout (issue 5)", () => {
  test("a guest buys a Brass Bell with 4242 4242 4242 4242: confirmation, purchase event once, order mail", async ({ page, browser }) => {
    await phoneWidth(page);
    await addBellAndGoToCheckout(page);
    // 000 §4 step 4: signed out goes to /checkout-login.
    await expect(page).toHaveURL(`${UK}/checkout-login`);
    await expect(page.getByRole("heading", { level: 1, name: "How would you like to check out?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" }).last()).toBeVisible();
    await screenshot(page, "checkout-login");

    const email = uniqueEmail("guest");
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    const checkoutResponse = page.waitForResponse((r) => /\/checkout\/[0-9a-f-]{36}$/.test(r.url()) && r.request().resourceType() === "document");
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    await whenHydrated(page);
    // Personal, never cached, never indexed.
    const headers = (await checkoutResponse).headers();
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // The contact step is done (the email came from /checkout-login); shipping is open.
    await expect(step(page, "contact")).toContainText(email);
    await expect(step(page, "shipping")).toHaveAttribute("aria-current", "step");
    // Instant, announced validation beside the fields.
    await page.getByRole("form", { name: "Shipping address" }).getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please enter your valid address.")).toBeVisible();
    await expect(page.getByText("Please enter a phone number.")).toBeVisible();
    await fillShippingAddress(page);
    await expect(step(page, "shipping")).toContainText("7 Hinge Row");
    // An optional note travels with the order (001 §3 Order customer_message).
    await step(page, "method").getByLabel("Order note (optional)").fill("Please leave it with the porter.");
    await chooseMethodAndBilling(page);
    await expect(page.getByRole("region", { name: "Review your order" })).toContainText("7 Hinge Row");

    // A mistyped number is caught before anything is sent.
    await fillCard(page, "4242 4242 4242 4241");
    await placeOrderButton(page).click();
    await expect(page.getByText("Please enter a valid card number.")).toBeVisible();
    await expect(page.getByLabel("Card number")).toBeFocused();
    await fillCard(page, "4242424242424242");
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await screenshot(page, "checkout-payment");

    // The card number goes to the tokeniser only; placeOrder carries a token and an idempotency key.
    const bodies: Array<{ url: string; body: string }> = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/")) bodies.push({ url: request.url(), body: request.postData() ?? "" });
    });
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    const numberSent = bodies.filter((b) => b.body.includes("4242424242424242")).map((b) => new URL(b.url).pathname);
    expect(numberSent).toEqual(["/api/payments/tokenizeCard"]);
    const placed = JSON.parse(bodies.find((b) => b.url.endsWith("/api/commerce/placeOrder"))!.body);
    expect(placed.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(placed.payment)).toEqual(["token", "save"]);

    // Title, message and call to action from the seeded config document (001 §7 orderConfirmationPageConfig).
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByText("We have sent a confirmation to your email address.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
    await expect(page.getByTestId("order-number")).toHaveText(orderId);
    await expect(page.getByTestId("order-lines")).toContainText(BELL);
    await expect(page.getByTestId("order-total")).toHaveText(/£\d+\.\d{2}/);
    await expect(page.getByTestId("order-payment")).toHaveText("Visa •••• 4242");
    await expect(page.getByTestId("order-details")).toContainText("7 Hinge Row");
    await expect(page.getByTestId("order-details")).toContainText("Please leave it with the porter.");
    await expect(page.getByTestId("order-status")).toHaveText("Awaiting fulfilment");
    await screenshot(page, "order-confirmation");

    // The purchase event: once per order (a reload does not count the sale again).
    await expect.poll(async () => (await purchases(page)).length).toBe(1);
    const [purchase] = await purchases(page);
    expect(purchase.ecommerce.transaction_id).toBe(orderId);
    expect(purchase.ecommerce.currency).toBe("GBP");
    expect(purchase.ecommerce.items).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId("order-number")).toHaveText(orderId);
    expect(await purchases(page)).toHaveLength(0);

    // The cart is empty after the purchase.
    await expect(page.locator("header button[data-cart-count]")).toHaveAttribute("data-cart-count", "0");

    // The order mail was sent (captured in the development mailbox).
    const mail = await mailTo(page, UK, email);
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(orderId);

    // Another browser (no order cart cookie) cannot see the confirmation or the checkout.
    await expectNotFound(browser, `${UK}/order-confirmation?orderId=${orderId}`);
  });

  test("a declined card (4000 0000 0000 0002) shows the message and stays on checkout; another card then succeeds", async ({ page }) => {
    await addBellAndGoToCheckout(page);
    await expect(page).toHaveURL(`${UK}/checkout-login`);
    await page.getByLabel("Email address").fill(uniqueEmail("declined"));
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    await whenHydrated(page);
    const checkoutUrl = page.url();
    await fillShippingAddress(page);
    await chooseMethodAndBilling(page);
    if (test.info().project.name === "phone") {
      // On phones the order summary folds into a bar with the total.
      const toggle = page.getByRole("button", { name: "Show order summary" });
      await expect(page.getByTestId("checkout-lines")).toBeHidden();
      await toggle.click();
      await expect(page.getByTestId("checkout-lines")).toContainText(BELL);
      await expect(page.getByRole("button", { name: "Hide order summary" })).toHaveAttribute("aria-expanded", "true");
    }
    await fillCard(page, "4000 0000 0000 0002");
    await placeOrderButton(page).click();
    const alert = page.getByTestId("checkout-error");
    await expect(alert).toHaveText("Your card was declined. Please use another card.", SLOW);
    await expect(page.getByRole("alert").filter({ hasText: "declined" })).toBeFocused();
    await expect(page).toHaveURL(checkoutUrl);
    await expect(placeOrderButton(page)).toBeEnabled();
    await screenshot(page, "checkout-declined");
    expect(await seriousViolations(page)).toEqual([]);

    // A new attempt (new card, new idempotency key) goes through.
    await fillCard(page, "4242 4242 4242 4242");
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    await expect(page.getByTestId("order-payment")).toHaveText("Visa •••• 4242");
    expect(await seriousViolations(page)).toEqual([]);
    const confirmationUrl = page.url();
    // The completed checkout's address now leads to its order.
    await page.goto(checkoutUrl);
    await expect(page).toHaveURL(confirmationUrl);
  });

  test("a lost answer to Place order is retried with the same idempotency key: one order, one mail", async ({ page }) => {
    await addBellAndGoToCheckout(page);
    const email = uniqueEmail("retry");
    await page.getByLabel("Email address").fill(email);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    await whenHydrated(page);
    await fillShippingAddress(page);
    await chooseMethodAndBilling(page);
    await fillCard(page, "4242 4242 4242 4242");

    // The first placeOrder reaches the server (the order is placed) but its answer is lost.
    const keys: string[] = [];
    let lose = true;
    await page.route("**/api/commerce/placeOrder", async (route) => {
      keys.push(JSON.parse(route.request().postData() ?? "{}").idempotencyKey);
      if (!lose) return route.continue();
      lose = false;
      // Node resolves only plain localhost: send it there with the storefront's Host.
      await route.fetch({ url: `http://localhost:${port}/api/commerce/placeOrder`, headers: { ...route.request().headers(), host: `uk.localhost:${port}` } });
      await route.abort("failed");
    });
    await placeOrderButton(page).click();
    await expect(page.getByTestId("checkout-error")).toHaveText("We could not reach the shop. Please try again: you will not be charged twice.", SLOW);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(await mailTo(page, UK, email)).toHaveCount(1);
  });

  test("an unknown checkout is the 404 page", async ({ page }) => {
    const response = await page.goto(`${UK}/checkout/00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lost your way");
  });

  test("a customer checks out with the address book, saves the card, double-clicks Place order (one order), then finds it in the account and deletes the card", async ({ page, browser }) => {
    await phoneWidth(page);
    const email = await signUpOnUk(page, [
      { first_name: "Cora", last_name: "Cyclist", company: "", phone: "+44 20 7946 0018", address1: "14 Canal Street", address2: "Flat 3", city: "London", state_or_province: "", postal_code: "N1 9GU", country_code: "GB" },
      { first_name: "Cora", last_name: "Cyclist", company: "Brompton Works Ltd", phone: "+44 1223 496 000", address1: "2 Mill Lane", address2: "", city: "Cambridge", state_or_province: "Cambridgeshire", postal_code: "CB2 1RX", country_code: "GB" },
    ]);
    // 000 §4 step 5: signed in, Go to checkout opens the hosted checkout straight away.
    await addBellAndGoToCheckout(page);
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    await whenHydrated(page);
    await expect(step(page, "contact")).toContainText(email);

    // The address book: the second saved address fills the form.
    const shipping = step(page, "shipping");
    await expect(shipping.getByRole("radio")).toHaveCount(3);
    await shipping.getByRole("radio", { name: /2 Mill Lane/ }).check();
    await expect(shipping.getByLabel("Address", { exact: true })).toHaveValue("2 Mill Lane");
    await expect(shipping.getByLabel("Company name")).toHaveValue("Brompton Works Ltd");
    await shipping.getByRole("button", { name: "Continue" }).click();
    await expect(shipping).toContainText("2 Mill Lane");
    await chooseMethodAndBilling(page);

    await fillCard(page, "4242 4242 4242 4242");
    await expect(page.getByLabel("Save this card for future purchases")).toBeChecked();
    const placeCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/commerce/placeOrder")) placeCalls.push(request.postData() ?? "");
    });
    await placeOrderButton(page).dblclick();
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    expect(placeCalls).toHaveLength(1);
    await expect(page.getByTestId("order-details")).toContainText("2 Mill Lane");

    // Order history: the one order, newest first, with the date in the storefront's format.
    await page.getByRole("link", { name: "View your orders" }).click();
    await expect(page).toHaveURL(`${UK}${ACCOUNT}/order-history`);
    const history = page.getByTestId("order-history").getByRole("listitem");
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(`Order ${orderId}`);
    await expect(history.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(history.first().getByTestId("order-status")).toHaveText("Awaiting fulfilment");
    await screenshot(page, "order-history");
    expect(await seriousViolations(page)).toEqual([]);

    await history.first().getByRole("link", { name: `Details of order ${orderId}` }).click();
    await expect(page).toHaveURL(`${UK}${ACCOUNT}/order-details?orderId=${orderId}`);
    await expect(page.getByRole("heading", { level: 2, name: "Order details" })).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveText(orderId);
    await expect(page.getByTestId("order-lines")).toContainText(BELL);
    await screenshot(page, "order-details");

    // Another customer's order is not found.
    const otherContext = await browser.newContext();
    const other = awaitHydrationOnNavigation(await otherContext.newPage());
    await signUpOnUk(other, []);
    const foreign = await other.goto(`${UK}${ACCOUNT}/order-details?orderId=${orderId}`);
    expect(foreign?.status()).toBe(404);
    await otherContext.close();

    // The saved card pays the next order: it is preselected and no card form is needed.
    await addBellAndGoToCheckout(page);
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    await whenHydrated(page);
    await step(page, "shipping").getByRole("button", { name: "Continue" }).click();
    await chooseMethodAndBilling(page);
    await expect(page.getByRole("radio", { name: /Visa •••• 4242/ })).toBeChecked();
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    expect(JSON.parse(placeCalls.at(-1)!).payment).toHaveProperty("storedPaymentMethodId");
    await expect(page.getByTestId("order-payment")).toHaveText("Visa •••• 4242");
    await page.goto(`${UK}${ACCOUNT}/order-history`);
    // Newest first.
    await expect(page.getByTestId("order-history").getByRole("listitem")).toHaveCount(2);
    await expect(page.getByTestId("order-history").getByRole("listitem").last()).toContainText(`Order ${orderId}`);

    // The saved card is deletable in the account.
    await page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Payment methods" }).click();
    const card = page.getByRole("listitem", { name: "Visa •••• 4242" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Expires 12/2034");
    await screenshot(page, "payment-methods");
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole("button", { name: "Delete Visa •••• 4242" }).click();
    await expect(card.getByText("Delete this card?")).toBeVisible();
    await card.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("The card has been deleted.");
    await expect(page.getByText("You have no saved cards.", { exact: false })).toBeVisible();
  });

  test("signing in on /checkout-login (login modal, redirectPath=checkout) continues to the hosted checkout with the cart", async ({ page, browser }) => {
    // A customer made in another browser, so this one stays a guest with its own cart.
    const setup = await browser.newContext();
    const email = await signUpOnUk(awaitHydrationOnNavigation(await setup.newPage()), []);
    await setup.close();

    await addBellAndGoToCheckout(page);
    await expect(page).toHaveURL(`${UK}/checkout-login`);
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${UK}/checkout-login?action=login&redirectPath=checkout`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    await whenHydrated(page);
    // The guest cart was adopted at login (001 §4) and the checkout is the customer's.
    await expect(page.getByTestId("checkout-lines")).toContainText(BELL);
    await expect(step(page, "contact")).toContainText(email);
  });

  test("the US storefront adds tax on top (tax mode ex) in the summary and on the confirmation", async ({ page }) => {
    const US = `http://us.localhost:${port}`;
    await addBellAndGoToCheckout(page, US);
    await expect(page).toHaveURL(`${US}/checkout-login`);
    await page.getByLabel("Email address").fill(uniqueEmail("us"));
    await page.getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
    await whenHydrated(page);
    const form = page.getByRole("form", { name: "Shipping address" });
    await form.getByLabel("First name").fill("Sam");
    await form.getByLabel("Last name").fill("Rider");
    await form.getByLabel("Address", { exact: true }).fill("350 Fifth Avenue");
    await form.getByLabel("City").fill("New York");
    await form.getByLabel("State").selectOption("NY");
    await form.getByLabel("Zip code").fill("10118");
    await form.getByLabel("Phone number").fill("+1 212 555 0100");
    await expect(form.getByLabel("Country")).toHaveValue("US");
    await form.getByRole("button", { name: "Continue" }).click();
    await chooseMethodAndBilling(page);
    // The tax is a line of its own, added to the total (001 §9: USD prices are shown ex-tax); by the
    // shipping address's state and city (issue 19: New York City 8.875%).
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByText(/^Sales tax \(New York/)).toHaveCount(1);
    await expect(summary.getByText(/^Including .* tax$/)).toHaveCount(0);
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Place order · \$\d+\.\d{2}$/ }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    const details = page.getByTestId("order-details");
    await expect(details.getByText(/^Sales tax \(New York/)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(/^\$\d+\.\d{2}$/);
    await expect.poll(async () => (await purchases(page)).map((p) => p.ecommerce.currency)).toEqual(["USD"]);
  });
});
