import { seriousViolations } from "./fixtures/a11y";
import { ACCOUNT, mailTo, PASSWORD, uniqueEmail } from "./fixtures/customer";
import { expect, screenshot, test, type Browser, type Page } from "./fixtures/index";

// Issue 17, orders in the back office (001 §4 order statuses): the demo shopper places an order, the
// demo owner signs in to /admin, finds it, ships it with a carrier and tracking number, and the
// shopper sees the tracking in the account's order details and the shipment mail in the development
// mailbox; another order is refunded in part and shows "Partially Refunded". Customers: the owner
// finds the shopper and sees the orders. Desktop only: the back office is desktop-first.

const port = process.env.E2E_PORT;
const UK = `http://uk.localhost:${port}`;
const SHOPPER = "shopper@example.com";
const OWNER = { email: "admin@example.com", password: "Foldwell#2026" };
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 20_000 };

/**
 * A customer (the demo shopper, or a new one) buys a Brass Bell on the UK storefront through the shop's own API (sign-in, cart,
 * hosted checkout, test card 4242…), from a UK page so the Origin check passes; answers the order id.
 */
async function placeOrderAs(page: Page, email: string, options: { register?: boolean } = {}): Promise<number> {
  const search = await page.request.post(`http://localhost:${port}/api/search/query`, { data: { query: "Brass Bell" } });
  const { data } = (await search.json()) as { data: { hits: Array<{ name: string; product: number }> } };
  const bell = data.hits.find((h) => h.name === "Brass Bell")!.product;
  await page.goto(`${UK}/`);
  const answer = await page.evaluate(
    async ({ email, password, bell, register }) => {
      const call = async (path: string, body: unknown) => {
        const response = await fetch(`/api/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
        const json = (await response.json()) as { data?: any; error?: { message: string } };
        if (!response.ok) throw new Error(`${path}: ${response.status} ${json.error?.message}`);
        return json.data;
      };
      if (register) await call("customer/register", { email, first_name: "Rhea", last_name: "Refund", password, terms: true, country: "GB" });
      else await call("customer/login", { email, password });
      await call("commerce/addCartItems", { data: { line_items: [{ product_id: bell, quantity: 1 }] } });
      const login = await call("commerce/checkoutLogin", {});
      const checkoutId = String(login.redirect_url).split("/").pop()!;
      await call("commerce/updateCheckout", {
        checkoutId,
        shippingAddress: { firstName: "Sam", lastName: "Shopper", phone: "+44 20 7946 0000", address1: "5 Spoke Street", city: "London", postCode: "N1 9GU", countryCode: "GB" },
        billingSameAsShipping: true,
        shippingMethodId: "standard",
      });
      const card = await call("payments/tokenizeCard", { checkoutId, number: "4242 4242 4242 4242", expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: "123", holderName: "Sam Shopper" });
      const placed = await call("commerce/placeOrder", { checkoutId, idempotencyKey: crypto.randomUUID(), payment: { token: card.token } });
      return placed.order_id as number;
    },
    { email, password: PASSWORD, bell, register: options.register === true },
  );
  return answer;
}

/** The demo owner signed in to the back office in a browser of its own. */
async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible(SLOW);
  return page;
}

async function openOrder(admin: Page, orderId: number, email: string) {
  await admin.getByLabel("Email or order number").fill(String(orderId));
  await admin.getByRole("button", { name: "Filter" }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${orderId}`));
  const row = admin.getByTestId("admin-order-row").filter({ hasText: `#${orderId}` });
  await expect(row).toContainText(email);
  await row.getByRole("link", { name: `#${orderId}` }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Order ${orderId}` })).toBeVisible(SLOW);
}

test.describe("back office: orders and customers (issue 17)", () => {

  test("the owner ships the shopper's order with a tracking number; the shopper sees it in the account and gets the mail", async ({ page, browser }) => {
    const orderId = await placeOrderAs(page, SHOPPER);
    const admin = await ownerPage(browser);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-orders");

    await openOrder(admin, orderId, SHOPPER);
    await expect(admin.getByTestId("admin-order-status").first()).toHaveText("Awaiting Fulfillment");
    await expect(admin.getByTestId("admin-order-line")).toContainText(["Brass Bell"]);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-order");

    const tracking = `RM${Date.now()}GB`;
    await admin.getByRole("button", { name: "Ship" }).click();
    const dialog = admin.getByRole("dialog", { name: `Ship order ${orderId}` });
    await expect(dialog.getByLabel(/Quantity to ship of Brass Bell/)).toHaveValue("1");
    await dialog.getByLabel("Carrier").fill("Royal Mail");
    await dialog.getByLabel("Tracking number").fill(tracking);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-order-ship");
    await dialog.getByRole("button", { name: "Ship" }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expect(admin.getByRole("status")).toHaveText("Shipped.");
    await expect(admin.getByTestId("admin-order-status").first()).toHaveText("Shipped");
    await expect(admin.getByTestId("admin-order-shipments")).toContainText(`Royal Mail · ${tracking}`);
    await expect(admin.getByTestId("admin-order-history")).toContainText("Alex Admin");
    await screenshot(admin, "admin-order-shipped");

    // The shopper's account: the order details show the shipment with its tracking number.
    await page.goto(`${UK}${ACCOUNT}/order-details?orderId=${orderId}`);
    await expect(page.getByTestId("order-tracking-number")).toHaveText(tracking, SLOW);
    await expect(page.getByTestId("order-shipment")).toContainText("Royal Mail");
    await expect(page.getByTestId("order-status")).toHaveText("Shipped");
    await screenshot(page, "account-order-shipped");

    // The shipment mail, in the storefront's language, in the development mailbox.
    // The outbox delivers it after the ship's commit: the mailbox is read again until it is there.
    await expect(async () => {
      await expect((await mailTo(page, UK, SHOPPER)).filter({ hasText: tracking })).toHaveCount(1, { timeout: 1_000 });
    }).toPass(SLOW);
    const mail = (await mailTo(page, UK, SHOPPER)).filter({ hasText: tracking });
    await expect(mail).toContainText(`Your Foldwell order #${orderId} has shipped`);
    await expect(mail).toContainText("Carrier: Royal Mail");
    await admin.context().close();
  });

  test("the owner refunds part of a customer's order: Partially Refunded, the refund listed; the customer's page lists the order", async ({ page, browser }) => {
    // A customer of its own: the demo shopper's one cart is the other journey's.
    const email = uniqueEmail("admin.refund");
    const orderId = await placeOrderAs(page, email, { register: true });
    const admin = await ownerPage(browser);
    await openOrder(admin, orderId, email);
    await admin.getByRole("button", { name: "Refund" }).click();
    const dialog = admin.getByRole("dialog", { name: `Refund order ${orderId}` });
    await dialog.getByLabel("Amount (GBP)").fill("5.00");
    await dialog.getByLabel("Reason (for the history)").fill("Scratched bell");
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-order-refund");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expect(admin.getByTestId("admin-order-status").first()).toHaveText("Partially Refunded");
    await expect(admin.getByTestId("admin-order-refunds")).toContainText("£5.00");
    await expect(admin.getByTestId("admin-order-history")).toContainText("Scratched bell");
    await screenshot(admin, "admin-order-refunded");

    // Customers: the owner finds the shopper and sees this order among theirs.
    await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers", exact: true }).click();
    await admin.getByLabel("Email, name or customer number").fill(email);
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.getByTestId("admin-customer-row").filter({ hasText: email }).getByRole("link").click();
    await expect(admin.getByTestId("admin-customer")).toContainText(`#${orderId}`, SLOW);
    await expect(admin.getByTestId("admin-customer")).not.toContainText("argon2");
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-customer");
    await admin.context().close();
  });
});
