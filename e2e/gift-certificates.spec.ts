import { expect, screenshot, test } from "./fixtures";
import { cartSidebar as sidebar, openWithCart } from "./fixtures/catalog";
import { addToCartAndGoToCheckout, continueAsGuest, continueToPayment, fillShippingAddress, fillTestCard, placeOrderButton } from "./fixtures/checkout";
import { mailTo, uniqueEmail } from "./fixtures/customer";

// Issue 19 journey (desktop): a guest buys a GBP 10 gift certificate on uk.localhost and pays with
// the test card; the recipient's mail (development mailbox) carries the code; a second checkout
// redeems it for part of an order, and the confirmation shows the certificate's part and the
// reduced card charge.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const BELL = "Brass Bell";
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 20_000 };

const pounds = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));

test("001 §3 cart gift_certificates, Order: a guest buys a gift certificate, the recipient gets its code by mail, and it pays part of a later order", async ({ page }) => {
  const recipient = uniqueEmail("gift.recipient");
  await openWithCart(page, `${UK}/gift-certificates`);
  await expect(page.getByRole("heading", { level: 2, name: "How gift certificates work" })).toBeVisible();

  // Wrong input: translated messages beside the fields, nothing goes into the cart.
  const form = page.getByTestId("gift-certificate-form");
  await form.getByText("Other amount", { exact: true }).click();
  await form.getByLabel("Other amount (GBP)").fill("4.99");
  await form.getByLabel("Recipient's email").fill("not-an-email");
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(form).toContainText("Choose an amount between £5.00 and £500.00.");
  await expect(form).toContainText("Enter the recipient's name.");
  await expect(form).toContainText("Enter a valid email address, like name@example.com.");
  await expect(form).toContainText("Enter your name.");
  await expect(sidebar(page)).toHaveCount(0);

  // A GBP 10 certificate for Ada: Add to cart opens the cart with its line.
  await form.getByLabel("Other amount (GBP)").fill("10");
  await form.getByLabel("Recipient's name").fill("Ada Lovelace");
  await form.getByLabel("Recipient's email").fill(recipient);
  await form.getByLabel("Message (optional)").fill("Happy birthday! Ride well.");
  await form.getByLabel("Your name").fill("Bob");
  await form.getByRole("button", { name: "Add to cart" }).click();
  const cart = sidebar(page);
  await expect(cart.getByTestId("cart-gift-certificate")).toContainText("Gift certificate for Ada Lovelace");
  await expect(cart.getByTestId("cart-gift-certificate")).toContainText(recipient);
  await expect(cart.getByTestId("cart-gift-certificate-amount")).toHaveText("£10.00");
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("£10.00");

  // Checkout: the certificate is the order's line; nothing ships, so shipping is free.
  await cart.getByRole("button", { name: "Go to checkout" }).click();
  const buyer = uniqueEmail("gift.buyer");
  await continueAsGuest(page, UK, buyer);
  await expect(page.getByTestId("checkout-gift-certificate")).toContainText("Gift certificate for Ada Lovelace");
  await fillShippingAddress(page);
  await continueToPayment(page);
  await expect(page.getByTestId("checkout-total")).toContainText("£10.00");
  await fillTestCard(page, "4242424242424242");
  await page.getByRole("button", { name: "Place order · £10.00" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
  await expect(page.getByTestId("order-gift-certificate")).toContainText("Gift certificate for Ada Lovelace");
  await expect(page.getByTestId("order-gift-certificate")).toContainText(`Sent to ${recipient} with its code`);

  // The recipient's mail: the sender, the amount, the message and the code.
  // (The buyer's confirmation names the recipient too, without the code.)
  const mail = (await mailTo(page, UK, recipient)).filter({ hasText: "sent you a Foldwell gift certificate" });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("Bob sent you a Foldwell gift certificate of £10.00");
  await expect(mail).toContainText("Happy birthday! Ride well.");
  const code = /Your gift certificate code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec((await mail.textContent()) ?? "")?.[1];
  expect(code, "the mail carries the code").toBeTruthy();

  // A second checkout (the bell, GBP 20.95 with shipping): a wrong code is refused, the real one pays 10.
  await addToCartAndGoToCheckout(page, UK, BELL);
  const redeemer = uniqueEmail("gift.redeemer");
  await continueAsGuest(page, UK, redeemer);
  await fillShippingAddress(page);
  await continueToPayment(page);
  const total = pounds(await page.getByTestId("checkout-total").textContent());
  expect(total).toBeGreaterThan(10);
  const redeem = page.getByTestId("gift-certificate-redeem");
  await redeem.getByLabel("Gift certificate code").fill("AAAA-BBBB-CCCC-DDDD");
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(redeem.getByTestId("gift-certificate-error")).toHaveText("This gift certificate code is not valid.");
  await expect(page.getByTestId("checkout-gift-certificates-paid")).toHaveCount(0);

  await redeem.getByLabel("Gift certificate code").fill(code!.toLowerCase());
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(redeem.getByTestId("gift-certificate-applied")).toContainText(`Gift certificate ···${code!.slice(-4)}`);
  await expect(redeem.getByTestId("gift-certificate-applied")).toContainText("−£10.00");
  await expect(page.getByTestId("checkout-gift-certificates-paid")).toContainText("−£10.00");
  const rest = (Math.round((total - 10) * 100) / 100).toFixed(2);
  await expect(page.getByTestId("checkout-to-pay")).toHaveText(`£${rest}`);
  // The same code again is refused: it is already applied.
  await redeem.getByLabel("Gift certificate code").fill(code!);
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(redeem.getByTestId("gift-certificate-error")).toHaveText("This gift certificate is already applied.");
  await screenshot(page, "checkout-gift-certificate");

  await fillTestCard(page, "4242424242424242");
  await expect(placeOrderButton(page)).toHaveText(`Place order · £${rest}`);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
  await expect(page.getByTestId("order-total")).toHaveText(`£${total.toFixed(2)}`);
  await expect(page.getByTestId("order-gift-certificate-amount")).toContainText("Paid by gift certificate");
  await expect(page.getByTestId("order-gift-certificate-amount")).toContainText("−£10.00");
  await expect(page.getByTestId("order-card-amount")).toContainText(`Charged to your card£${rest}`);
  await screenshot(page, "confirmation-gift-certificate");

  // The confirmation mail says the same.
  const confirmation = await mailTo(page, UK, redeemer);
  await expect(confirmation).toHaveCount(1);
  await expect(confirmation).toContainText("Paid by gift certificate: −£10.00");
  await expect(confirmation).toContainText(`Charged to your card: £${rest}`);
});
