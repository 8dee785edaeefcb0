import { expect, screenshot, test, whenHydrated, type Page } from "./fixtures";
import { cartSidebar as sidebar, openWithCart, productPath } from "./fixtures/catalog";
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
const step = (page: Page, name: string) => page.getByTestId(`checkout-step-${name}`);

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
  await expect(page).toHaveURL(`${UK}/checkout-login`);
  const email = uniqueEmail("coupon.guest");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, SLOW);
  await whenHydrated(page);
  await expect(page.getByTestId("checkout-discount")).toContainText(discount.toFixed(2));

  const form = page.getByRole("form", { name: "Shipping address" });
  await form.getByLabel("First name").fill("Erin");
  await form.getByLabel("Last name").fill("Guest");
  await form.getByLabel("Address", { exact: true }).fill("7 Hinge Row");
  await form.getByLabel("City").fill("Bristol");
  await form.getByLabel("Post code").fill("BS1 4DJ");
  await form.getByLabel("Phone number").fill("+44 117 496 0000");
  await form.getByRole("button", { name: "Continue" }).click();
  await step(page, "method").getByRole("button", { name: "Continue" }).click();
  await step(page, "billing").getByRole("button", { name: "Continue" }).click();
  await expect(step(page, "payment")).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("review-discount")).toContainText("WELCOME10");
  await expect(page.getByTestId("review-discount")).toContainText(discount.toFixed(2));
  const total = (await page.getByTestId("checkout-total").textContent())!.replace(/^GBP\s*/, "").trim();
  await screenshot(page, "checkout-coupon");

  const payment = page.getByRole("form", { name: "Payment" });
  await payment.getByLabel("Card number").fill("4242424242424242");
  await payment.getByLabel("Name on card").fill("Erin Guest");
  await payment.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await payment.getByLabel("Security code (CVC)").fill("123");
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
