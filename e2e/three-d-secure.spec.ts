import { expect, screenshot, test, whenHydrated, type Page } from "./fixtures";
import { addToCartAndGoToCheckout, checkoutStep, continueAsGuest, continueToPayment, fillShippingAddress, fillTestCard, placeOrderButton } from "./fixtures/checkout";
import { uniqueEmail } from "./fixtures/customer";
import { signUpVerified } from "./fixtures/subscription";

// Issue 14, decision 028 (001 §7 card payments): 3-D Secure in the hosted checkout with the built-in
// test processor. 4000 0000 0000 3220 needs authentication: Place order opens the processor's
// challenge page on the shop's own host; Complete places the order once, Fail shows the decline
// message and the checkout can be paid with another card. Desktop only: the layout is the checkout's.

const UK = `http://uk.localhost:${process.env.E2E_PORT}`;
const GLOBAL = `http://localhost:${process.env.E2E_PORT}`;
/** An issuer's access control server: answered by the test itself (page.route), never looked up. */
const ISSUER = "http://acs.issuer.example";
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 20_000 };
const step = checkoutStep;

async function guestCheckoutToPayment(page: Page, kind: string) {
  await addToCartAndGoToCheckout(page, UK, "Brass Bell");
  await continueAsGuest(page, UK, uniqueEmail(`three-d-secure.${kind}`));
  await fillShippingAddress(page, { firstName: "Tess", lastName: "Secure", street: "3 Challenge Lane", city: "Leeds", postalCode: "LS1 4AP", phone: "+44 113 496 0000" });
  await continueToPayment(page);
  return page.url();
}

async function payWith(page: Page, number: string) {
  await fillTestCard(page, number, "Tess Secure");
  await placeOrderButton(page).click();
}

test.describe("3-D Secure with the test processor (issue 14, decision 028)", () => {

  test("4000 0000 0000 3220: the challenge page, Complete, then the confirmation of one order", async ({ page }) => {
    await guestCheckoutToPayment(page, "complete");
    await payWith(page, "4000 0000 0000 3220");
    await expect(page).toHaveURL(/\/checkout\/3ds-challenge\?reference=[^&]+&checkoutId=[0-9a-f-]{36}$/, SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your payment");
    await expect(page.getByText(/confirm this payment of £\d+\.\d{2}/)).toBeVisible();
    await whenHydrated(page);
    await screenshot(page, "three-d-secure-challenge");
    await page.getByRole("button", { name: "Complete" }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    await expect(page.getByTestId("order-payment")).toHaveText("Visa •••• 3220");
  });

  test("Fail: the decline message, back to the checkout, and another card pays", async ({ page }) => {
    const checkoutUrl = await guestCheckoutToPayment(page, "fail");
    await payWith(page, "4000 0000 0000 3220");
    await expect(page).toHaveURL(/\/checkout\/3ds-challenge\?/, SLOW);
    await whenHydrated(page);
    await page.getByRole("button", { name: "Fail" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please use another card.", SLOW);
    await screenshot(page, "three-d-secure-failed");
    await page.getByRole("link", { name: "Back to checkout" }).click();
    await expect(page).toHaveURL(checkoutUrl, SLOW);
    await whenHydrated(page);
    // The checkout is open again with its address and method kept: the payment step takes another card.
    await expect(step(page, "payment")).toHaveAttribute("aria-current", "step", SLOW);
    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
  });

  test("the shopper leaves the challenge (browser back) and pays with another card at once: one order, Visa •••• 4242", async ({ page }) => {
    const checkoutUrl = await guestCheckoutToPayment(page, "abandon");
    await payWith(page, "4000 0000 0000 3220");
    await expect(page).toHaveURL(/\/checkout\/3ds-challenge\?/, SLOW);
    await page.goBack();
    await expect(page).toHaveURL(checkoutUrl, SLOW);
    await whenHydrated(page);
    await expect(step(page, "payment")).toHaveAttribute("aria-current", "step", SLOW);
    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    await expect(page.getByTestId("order-payment")).toHaveText("Visa •••• 4242");
  });

  test("a form POST return from another site (as an issuer sends it) is posted again from the shop with the session and decided: back on the payment step with the reason", async ({ page }) => {
    const checkoutUrl = await guestCheckoutToPayment(page, "post-return");
    await payWith(page, "4000 0000 0000 3220");
    await expect(page).toHaveURL(/\/checkout\/3ds-challenge\?/, SLOW);
    const checkoutId = new URL(page.url()).searchParams.get("checkoutId")!;
    // The issuer's page, on a site of its own, posts its fields to the returnUrl: cross-site, so no
    // session cookie comes with it. (A page of its own: writing the form into the shop's challenge
    // page left that page's scripts running, and now and then they drew the shop's page back over it.)
    await page.route(`${ISSUER}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Issuer</title><form method="post" action="${UK}/checkout/payment-return?checkoutId=${checkoutId}"><input name="MD" value="bWQ"><input name="PaRes" value="not-for-this-charge"><button>Return</button></form>`,
      }),
    );
    const returns: Array<string | undefined> = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/checkout/payment-return")) returns.push(request.headers()["origin"]);
    });
    await page.goto(`${ISSUER}/acs`);
    await page.getByRole("button", { name: "Return" }).click(SLOW);
    // The shop's page re-posts it from the shop's own origin: the session is there, the answer decides nothing, the shopper is told.
    await expect(page).toHaveURL(checkoutUrl, SLOW);
    expect(returns).toEqual([ISSUER, UK]);
    await expect(page.getByTestId("checkout-error")).toHaveText("The payment could not be completed and nothing was charged. Please try again.", SLOW);
    await whenHydrated(page);
    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
  });

  test("back from a redirect authentication that was refused (/checkout/payment-return sends ?payment=declined): the payment step says why, in view, once", async ({ page }) => {
    const checkoutUrl = await guestCheckoutToPayment(page, "return");
    await page.goto(`${checkoutUrl}?payment=declined`);
    await whenHydrated(page);
    const alert = page.getByTestId("checkout-error");
    await expect(alert).toHaveText("Your bank did not confirm the payment, so nothing was charged. Please try again or use another card.", SLOW);
    await expect(alert).toBeInViewport();
    await expect(page).toHaveURL(checkoutUrl);
    await screenshot(page, "three-d-secure-return-declined");
    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
  });

  test("the challenge page of a checkout that is not this session's is the 404 page", async ({ page }) => {
    const response = await page.goto(`${UK}/checkout/3ds-challenge?reference=ch_x&checkoutId=00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
  });

  test("a subscription's first payment with 4000 0000 0000 3220: agreement, challenge, Complete; the subscription is Active and pays with that card, kept as a saved card", async ({ page }) => {
    // A fresh verified customer's subscription cart (Foldwell Urban 3, Monthly) with an address and
    // method, through the shop's API; the payment itself is the browser's.
    await signUpVerified(page);
    const call = async <T>(path: string, body: object = {}): Promise<T> => {
      const response = await page.request.post(`${GLOBAL}/api/${path}`, { data: body });
      const payload = (await response.json()) as { data: T; error?: { message?: string } };
      expect(response.status(), `${path}: ${payload.error?.message ?? ""}`).toBe(200);
      return payload.data;
    };
    const hit = (await call<{ hits: Array<{ name: string; url: string }> }>("search/query", { query: "Foldwell Urban 3" })).hits.find((h) => h.name === "Foldwell Urban 3")!;
    const product = await call<{ id: number; sku: string; variants: Array<{ id: number }> }>("commerce/getProductById", { id: Number(hit.url.split("/").filter(Boolean)[0]) });
    const [plan] = await call<Array<{ frequencies: Array<{ id: number; code: string }> }>>("subscriptions/getPlans", { skus: [product.sku] });
    await call("subscriptions/addToCart", { frequency_id: plan.frequencies.find((f) => f.code === "monthly")!.id, product_id: product.id, product_sku: product.sku, variant_id: product.variants[0]?.id ?? 0 });
    const checkoutId = (await call<{ redirect_url: string }>("commerce/checkoutLogin")).redirect_url.split("/").pop()!;
    await call("commerce/updateCheckout", {
      checkoutId,
      shippingAddress: { firstName: "Tess", lastName: "Secure", phone: "+41 44 668 18 00", address1: "Bahnhofstrasse 1", city: "Zürich", postCode: "8001", countryCode: "CH" },
      billingSameAsShipping: true,
      shippingMethodId: "standard",
    });

    await page.goto(`${GLOBAL}/checkout/${checkoutId}`);
    await whenHydrated(page);
    await expect(step(page, "payment")).toHaveAttribute("aria-current", "step", SLOW);
    await fillTestCard(page, "4000 0000 0000 3220", "Tess Secure");
    await page.getByRole("form", { name: "Payment" }).getByRole("checkbox", { name: /I agree that this card is kept and charged/ }).check();
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/3ds-challenge\?reference=[^&]+&checkoutId=[0-9a-f-]{36}$/, SLOW);
    await whenHydrated(page);
    await page.getByRole("button", { name: "Complete" }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
    await expect(page.getByTestId("order-payment")).toHaveText("Visa •••• 3220");
    const orderId = Number(new URL(page.url()).searchParams.get("orderId"));

    const plans = await call<{ subscriptions: Array<Record<string, unknown>> }>("subscriptions/getCustomerPlans");
    expect(plans.subscriptions).toEqual([expect.objectContaining({ orderId, status: "active", card: expect.objectContaining({ last4: "3220" }) })]);
    const cards = await call<Array<{ last4: string }>>("payments/storedPaymentMethods");
    expect(cards.map((c) => c.last4)).toEqual(["3220"]);
  });
});
