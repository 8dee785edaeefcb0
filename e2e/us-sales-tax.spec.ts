import { expect, screenshot, test, type Page } from "./fixtures";
import { addToCartAndGoToCheckout, continueAsGuest, continueToPayment, fillShippingAddress, fillTestCard, placeOrderButton } from "./fixtures/checkout";
import { mailTo, uniqueEmail } from "./fixtures/customer";

// Issue 19, US sales tax (001 §3 Order total_tax, §9 USD prices ex-tax): the us storefront taxes by
// the shipping address's state (rate table, decision 027). A guest buys a Brass Bell (not
// stock-tracked) with the test card 4242 4242 4242 4242: to Oregon no sales tax, to California
// 7.25 % (shipping untaxed there), shown at the review step, on the confirmation page and in the mail.

const port = process.env.E2E_PORT;
const US = `http://us.localhost:${port}`;
const BELL = "Brass Bell";
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 20_000 };

const dollars = (text: string) => Number(/\$([\d,]+\.\d{2})/.exec(text)![1].replace(/,/g, ""));

/** A guest on us.localhost: Brass Bell in the cart, through /checkout-login to the hosted checkout. */
async function guestCheckout(page: Page, email: string) {
  await addToCartAndGoToCheckout(page, US, BELL);
  await continueAsGuest(page, US, email);
}

/** The US address step: the state is picked from the list. */
async function shipTo(page: Page, address: { city: string; state: string; zip: string }) {
  await expect(page.getByRole("form", { name: "Shipping address" }).getByLabel("Country")).toHaveValue("US");
  await fillShippingAddress(page, { firstName: "Sam", lastName: "Taxpayer", street: "100 Main Street", city: address.city, postalCode: address.zip, state: address.state, phone: "+1 503 555 0100" });
}

async function payWith4242(page: Page) {
  await fillTestCard(page, "4242424242424242", "Sam Taxpayer");
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
}

test.describe("US sales tax by state (issue 19)", () => {

  test("a us order to Oregon pays no sales tax", async ({ page }) => {
    const email = uniqueEmail("salestax.oregon");
    await guestCheckout(page, email);
    await shipTo(page, { city: "Portland", state: "Oregon", zip: "97201" });
    await continueToPayment(page);
    const review = page.getByRole("region", { name: "Review your order" });
    await expect(review.getByTestId("review-sales-tax")).toHaveText(/^Sales tax \(Oregon 0%\)\$0\.00$/);
    await payWith4242(page);
    const details = page.getByTestId("order-details");
    await expect(details).toContainText("Sales tax (Oregon 0%)");
    await expect(details).toContainText("$0.00");
  });

  test("a us order to California pays 7.25 %: review step, confirmation and mail", async ({ page }) => {
    const email = uniqueEmail("salestax.california");
    await guestCheckout(page, email);
    await shipTo(page, { city: "Sacramento", state: "California", zip: "95814" });
    await continueToPayment(page);
    const review = page.getByRole("region", { name: "Review your order" });
    const taxLine = review.getByTestId("review-sales-tax");
    await expect(taxLine).toContainText("Sales tax (California 7.25%)");
    const tax = dollars((await taxLine.textContent())!);
    expect(tax).toBeGreaterThan(0);
    await screenshot(page, "us-sales-tax-review");
    const button = await page.getByRole("button", { name: /^Place order · / }).textContent();
    const total = dollars(button!);

    await payWith4242(page);
    const details = page.getByTestId("order-details");
    await expect(details).toContainText("Sales tax (California 7.25%)");
    await expect(page.getByTestId("order-total")).toHaveText(`$${total.toFixed(2)}`);
    await expect(details).toContainText(`$${tax.toFixed(2)}`);
    await screenshot(page, "us-sales-tax-confirmation");

    const mail = await mailTo(page, US, email);
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(`Sales tax (California 7.25%): $${tax.toFixed(2)}`);
    await expect(mail).toContainText(`Total: $${total.toFixed(2)}`);
  });
});
