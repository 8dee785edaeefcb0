import { expect, screenshot, test } from "./fixtures";
import { cartSidebar as sidebar, openWithCart, productPath } from "./fixtures/catalog";
import { continueAsGuest, continueToPayment, fillShippingAddress, fillTestCard } from "./fixtures/checkout";
import { mailTo, uniqueEmail } from "./fixtures/customer";

// Issue 19 journey (desktop): a guest applies the demo code WELCOME10 in the cart sidebar, pays
// the discounted total, and the confirmation and the mail (development mailbox) show it; the
// expired SPRING2024 is refused with its message and changes nothing.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const BELL = "Brass Bell";
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 20_000 };

const pounds = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));

test("a guest applies WELCOME10 in the cart and pays the discounted total; SPRING2024 is refused", async ({ page }) => {
  await openWithCart(page, `${UK}${await productPath(page, BELL)}`);
  await page.getByTestId("add-to-cart").click();
  const cart = sidebar(page);
  await expect(cart.getByTestId("cart-line")).toHaveCount(1);
  const before = pounds(await cart.getByTestId("cart-subtotal").textContent());
  expect(before).toBeGreaterThan(0);

  // The expired code is refused with its message; the subtotal stays.
  const field = cart.getByLabel("Discount code");
  await field.fill("SPRING2024");
  await cart.getByRole("button", { name: "Apply" }).click();
  await expect(cart.getByTestId("coupon-error")).toHaveText("This code has expired.");
  expect(pounds(await cart.getByTestId("cart-subtotal").textContent())).toBe(before);
  await expect(cart.getByTestId("cart-discount")).toHaveCount(0);

  // WELCOME10: its name, the discount line and the new subtotal, at once.
  await field.fill("welcome10");
  await cart.getByRole("button", { name: "Apply" }).click();
  await expect(cart.getByTestId("coupon-list")).toContainText("WELCOME10");
  await expect(cart.getByTestId("coupon-list")).toContainText("Welcome 10% off");
  const discount = Math.round(before * 10) / 100;
  await expect(cart.getByTestId("cart-discount")).toContainText(discount.toFixed(2));
  const after = Math.round((before - discount) * 100) / 100;
  await expect(cart.getByTestId("cart-subtotal")).toContainText(after.toFixed(2));
  await screenshot(page, "cart-coupon");

  await cart.getByRole("button", { name: "Go to checkout" }).click();
  const email = uniqueEmail("coupon.guest");
  await continueAsGuest(page, UK, email);
  await expect(page.getByTestId("checkout-discount")).toContainText(discount.toFixed(2));
  await fillShippingAddress(page);
  await continueToPayment(page);
  await expect(page.getByTestId("review-discount")).toContainText("WELCOME10");
  await expect(page.getByTestId("review-discount")).toContainText(discount.toFixed(2));
  const total = (await page.getByTestId("checkout-total").textContent())!.replace(/^GBP\s*/, "").trim();
  await screenshot(page, "checkout-coupon");

  await fillTestCard(page, "4242424242424242");
  await page.getByRole("button", { name: `Place order · ${total}` }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/, SLOW);
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await expect(page.getByTestId("order-details")).toContainText("Discount (WELCOME10)");
  await expect(page.getByTestId("order-details")).toContainText(discount.toFixed(2));

  const mail = await mailTo(page, UK, email);
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`Discount code WELCOME10: −£${discount.toFixed(2)}`);
  await expect(mail).toContainText(total);
});
