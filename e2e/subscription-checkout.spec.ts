import { expect, screenshot, test, whenHydrated, type Page } from "./fixtures";
import { cartSidebar, openWithCart, productPath } from "./fixtures/catalog";
import { signUpInBrowser } from "./fixtures/customer";

// Issue 14, a verified customer's subscription checkout (000 §4 Go to checkout; 001 §3 Subscription,
// §7 Card payments): the payment step asks for the agreement that the card is kept and charged the
// period price every period (required), the first period is paid, and the account's subscriptions
// answer the Active subscription with its next payment date. Data: the demo plans (Foldwell Urban 3,
// Monthly £35.00 on the UK storefront). Each run signs up its own customer and verifies them through
// the sandbox (its API, as the capture step uses it), so parallel runs never share a cart.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const URBAN = "Foldwell Urban 3";
const SLOW = { timeout: 20_000 };
test.describe.configure({ timeout: 180_000 });

/** A 1×1 PNG: the sandbox checks a capture's type by its first bytes. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const rpc = (page: Page, path: string, body: object = {}) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as { data?: any; error?: { message: string } } };
    },
    { path, body },
  );

/** The signed-in customer's identity checked by the sandbox: a passport photo and a selfie, submitted, decided VERIFIED. */
async function verifyThroughSandbox(page: Page) {
  const started = await rpc(page, "verification/start");
  expect(started.status).toBe(200);
  const run: string = started.body.data.workflow_run_id;
  const uploads = await page.evaluate(
    async ({ run, png }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const statuses: number[] = [];
      for (const path of [`document_front?document_type=passport`, "selfie"]) {
        statuses.push((await fetch(`/api/verification/upload/${run}/${path}`, { method: "POST", headers: { "content-type": "image/png" }, body: bytes })).status);
      }
      return statuses;
    },
    { run, png: PNG },
  );
  expect(uploads).toEqual([200, 200]);
  expect((await rpc(page, "verification/markPending", { workflow_run_id: run })).status).toBe(200);
  await expect.poll(async () => (await rpc(page, "verification/getResult")).body.data?.onfido_verification_status, SLOW).toBe("VERIFIED");
}

const step = (page: Page, name: string) => page.getByTestId(`checkout-step-${name}`);

test("a verified customer checks out a Urban 3 Monthly subscription: the recurring agreement is required, then the first period is paid and the subscription is Active", async ({ page }) => {
  await signUpInBrowser(page, UK, [{ first_name: "Cora", last_name: "Cyclist", company: "", phone: "+44 20 7946 0018", address1: "14 Canal Street", address2: "", city: "London", state_or_province: "", postal_code: "N1 9GU", country_code: "GB" }], "subscription.checkout");
  await verifyThroughSandbox(page);

  await openWithCart(page, `${UK}${await productPath(page, URBAN)}`);
  await page.locator("label").filter({ has: page.getByTestId("purchase-subscribe") }).click();
  await expect(page.getByTestId("subscription-options").getByRole("radio", { name: "Monthly" })).toBeChecked();
  await page.getByTestId("subscribe").click();
  const cart = cartSidebar(page);
  await expect(cart.getByTestId("cart-line-period-price")).toHaveText("£35.00 per month");
  // 000 §4 step 5: signed in and verified, Go to checkout opens the hosted checkout.
  await cart.getByRole("button", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
  await whenHydrated(page);

  await step(page, "shipping").getByRole("button", { name: "Continue" }).click();
  await step(page, "method").getByRole("button", { name: "Continue" }).click();
  await step(page, "billing").getByRole("button", { name: "Continue" }).click();
  await expect(step(page, "payment")).toHaveAttribute("aria-current", "step");

  const payment = page.getByRole("form", { name: "Payment" });
  await payment.getByLabel("Card number").fill("4242 4242 4242 4242");
  await payment.getByLabel("Name on card").fill("Cora Cyclist");
  await payment.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await payment.getByLabel("Security code (CVC)").fill("123");
  // The card is kept for the renewals: the agreement replaces the save-card box.
  await expect(payment.getByLabel("Save this card for future purchases")).toHaveCount(0);
  const consent = payment.getByRole("checkbox", { name: "I agree that this card is kept and charged £35.00 every period (Monthly) for this subscription until I cancel it." });
  await expect(consent).not.toBeChecked();

  const placeCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/commerce/placeOrder")) placeCalls.push(request.postData() ?? "");
  });
  await payment.getByRole("button", { name: /^Place order · £\d+\.\d{2}$/ }).click();
  await expect(payment.getByText("Please agree that your card is charged for each period of the subscription.")).toBeVisible();
  await expect(consent).toBeFocused();
  expect(placeCalls).toEqual([]);
  await screenshot(page, "checkout-subscription-consent");

  await consent.check();
  await payment.getByRole("button", { name: /^Place order · £\d+\.\d{2}$/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
  expect(placeCalls).toHaveLength(1);
  expect(JSON.parse(placeCalls[0])).toMatchObject({ recurringConsent: true, payment: { token: expect.any(String) } });
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));

  const plans = await rpc(page, "subscriptions/getCustomerPlans");
  expect(plans.body.data.subscriptions).toEqual([
    expect.objectContaining({ orderId, status: "active", frequency: expect.objectContaining({ name: "Monthly" }), amount: { value: 3500, currency: "GBP" }, card: expect.objectContaining({ last4: "4242" }), nextPaymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
  ]);
});
