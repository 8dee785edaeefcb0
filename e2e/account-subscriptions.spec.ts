import { seriousViolations } from "./fixtures/a11y";
import { ACCOUNT } from "./fixtures/customer";
import { expect, screenshot, test } from "./fixtures/index";
import { card, subscribeAsVerifiedCustomer } from "./fixtures/subscription";

// Issue 14, 001 §2 My account (subscriptions with payment history and payment methods), §4 Statuses
// and cancellation reasons, §7 update subscription payment method and cancel subscription, §9
// DD.MM.YYYY: a verified customer manages the subscription they bought, then cancels it.

const ddmmyyyy = /^\d{2}\.\d{2}\.\d{4}$/;

test.describe("account subscriptions (issue 14)", () => {

  test("a verified customer sees the subscription, its payment history, changes the card and cancels with a reason → Cancellation Requested", async ({ page }) => {
    test.setTimeout(120_000);
    const { subscriptionId } = await subscribeAsVerifiedCustomer(page);

    await page.goto(`${ACCOUNT}/subscriptions`);
    const item = page.locator(`[data-subscription-id="${subscriptionId}"]`);
    // 001 §4: the status is shown translated; the product links to its page; plan, frequency, next payment as DD.MM.YYYY.
    await expect(item.getByTestId("subscription-status")).toHaveText("Active");
    await expect(item.getByRole("heading", { level: 3, name: "Foldwell Urban 3" })).toBeVisible();
    await expect(item.getByRole("link", { name: "Foldwell Urban 3" })).toHaveAttribute("href", /^\/p\//);
    await expect(item.getByTestId("subscription-frequency")).toHaveText("Monthly");
    await expect(item.getByTestId("subscription-next-payment")).toHaveText(ddmmyyyy);
    await expect(item.getByTestId("subscription-card")).toContainText("Visa •••• 4242");

    // The payment history: the first period's payment, Paid, dated DD.MM.YYYY.
    const history = item.getByTestId(`payment-history-${subscriptionId}`);
    await expect(history.locator("tbody tr")).toHaveCount(1);
    await expect(history.locator("tbody tr").first().locator("td").first()).toHaveText(ddmmyyyy);
    await expect(history.locator("tbody tr").first()).toContainText("Paid");
    await screenshot(page, "subscriptions-active");
    expect(await seriousViolations(page)).toEqual([]);

    // Change the card to a new one: a refused number shows the server's translated message at the field, nothing changes.
    await item.getByRole("button", { name: "Change card for Foldwell Urban 3" }).click();
    const dialog = page.getByRole("dialog", { name: "Change the card" });
    await dialog.getByLabel("Use a new card").check();
    await dialog.getByLabel("Card number").fill("4242 4242 4242 4241");
    await dialog.getByLabel("Name on card").fill("Erin Tester");
    await dialog.getByLabel("Expiry date (MM/YY)").fill(`12/${String(card("").expiryYear).slice(2)}`);
    await dialog.getByLabel("Security code (CVC)").fill("123");
    await dialog.getByRole("button", { name: "Use this card" }).click();
    await expect(dialog.getByText("Please enter a valid card number.")).toBeVisible();
    await dialog.getByLabel("Card number").fill("5555 5555 5555 4444");
    await dialog.getByRole("button", { name: "Use this card" }).click();
    await expect(dialog).toBeHidden();
    await expect(item.getByRole("status")).toContainText("Foldwell Urban 3 is now paid with Mastercard •••• 4444.");
    await expect(item.getByTestId("subscription-card")).toContainText("Mastercard •••• 4444");

    // And back to the stored Visa: another saved card is offered first.
    await item.getByRole("button", { name: "Change card for Foldwell Urban 3" }).click();
    await dialog.getByRole("radio", { name: /Visa •••• 4242/ }).first().check();
    await dialog.getByRole("button", { name: "Use this card" }).click();
    await expect(dialog).toBeHidden();
    await expect(item.getByTestId("subscription-card")).toContainText("Visa •••• 4242");

    // A reload keeps it (the server changed it).
    await page.reload();
    await expect(item.getByTestId("subscription-card")).toContainText("Visa •••• 4242");

    // Cancel: a reason must be chosen; then Cancellation Requested.
    await item.getByRole("button", { name: "Cancel subscription for Foldwell Urban 3" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel your subscription" });
    for (const reason of ["Don't need it", "Change in circumstances", "Other", "End of contract", "Cooling off period", "Bike Purchase"]) {
      await expect(cancel.getByRole("radio", { name: reason })).toBeVisible();
    }
    await cancel.getByRole("button", { name: "Request cancellation" }).click();
    await expect(cancel.getByText("Please choose a reason.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(item.getByTestId("subscription-status")).toHaveText("Active");
    await cancel.getByRole("radio", { name: "Change in circumstances" }).check();
    await cancel.getByRole("button", { name: "Request cancellation" }).click();
    await expect(cancel).toBeHidden();
    await expect(item.getByTestId("subscription-status")).toHaveText("Cancellation Requested");
    await expect(item.getByRole("button", { name: "Cancel subscription for Foldwell Urban 3" })).toHaveCount(0);
    await page.reload();
    await expect(item.getByTestId("subscription-status")).toHaveText("Cancellation Requested");
    await screenshot(page, "subscriptions-cancellation-requested");
  });

  test("payment methods: a card is added there; the card a subscription pays with is marked and its deletion is refused with the translated text", async ({ page }) => {
    test.setTimeout(120_000);
    await subscribeAsVerifiedCustomer(page);
    await page.goto(`${ACCOUNT}/payment-methods`);
    const inUse = page.getByTestId("payment-methods").locator("li").filter({ has: page.getByTestId("card-in-use") }).first();
    await expect(inUse).toContainText("Pays for a subscription");
    await expect(inUse).toContainText("Visa •••• 4242");

    // Add a card: a refused number shows the translated message at its field and nothing is saved.
    await page.getByRole("button", { name: "Add a card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a card" });
    await dialog.getByLabel("Card number").fill("3782 822463 10006");
    await dialog.getByLabel("Name on card").fill("Erin Tester");
    await dialog.getByLabel("Expiry date (MM/YY)").fill(`12/${String(card("").expiryYear).slice(2)}`);
    await dialog.getByLabel("Security code (CVC)").fill("1234");
    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(dialog.getByText("Please enter a valid card number.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel("Card number").fill("3782 822463 10005");
    await dialog.getByRole("button", { name: "Save card" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toContainText("American Express •••• 0005 has been saved.");
    const amex = page.getByRole("listitem", { name: "American Express •••• 0005" }).first();
    await expect(amex).toBeVisible();
    await screenshot(page, "payment-methods");

    // The card in use cannot be deleted: the server's refusal is shown on it, and it stays.
    await inUse.getByRole("button", { name: /^Delete / }).click();
    await inUse.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(inUse.getByRole("alert")).toHaveText("This card pays for an active subscription. Choose another card for the subscription first, then delete this one.");
    await page.reload();
    await expect(page.getByTestId("payment-methods").locator("li").filter({ has: page.getByTestId("card-in-use") }).first()).toBeVisible();

    // The added card (no subscription) can be deleted.
    const added = page.getByRole("listitem", { name: "American Express •••• 0005" }).first();
    const before = await page.getByRole("listitem", { name: "American Express •••• 0005" }).count();
    await added.getByRole("button", { name: /^Delete / }).click();
    await added.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("The card has been deleted.")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "American Express •••• 0005" })).toHaveCount(before - 1);
  });

  test("the payment history pages through the URL: Older asks for page 2 and shows it, Newer goes back (getPaymentHistory answers stubbed with 12 entries)", async ({ page }) => {
    test.setTimeout(120_000);
    const { subscriptionId } = await subscribeAsVerifiedCustomer(page);
    // A fresh subscription has one payment; more take a billing run in another process, which this
    // shared embedded database cannot have, so the two pages of history are answered here.
    const asked: number[] = [];
    await page.route("**/api/subscriptions/getPaymentHistory", async (route) => {
      const body = route.request().postDataJSON() as { subscriptionId: number; page: number };
      asked.push(body.page);
      const entries = Array.from({ length: 12 }, (_, i) => ({
        id: 100 + i,
        periodStart: `2027-${String(12 - i).padStart(2, "0")}-01`,
        date: `2027-${String(12 - i).padStart(2, "0")}-01T09:00:00.000Z`,
        amount: { value: 3900, currency: "EUR" },
        status: "paid",
        attempt: 1,
        orderId: null,
      }));
      const pageOf = entries.slice((body.page - 1) * 10, body.page * 10);
      await route.fulfill({ json: { data: { paymentHistory: pageOf, pagination: { page: body.page, pageSize: 10, total: 12, totalPages: 2 } } } });
    });
    await page.goto(`${ACCOUNT}/subscriptions`);
    const item = page.locator(`[data-subscription-id="${subscriptionId}"]`);
    const history = item.getByTestId(`payment-history-${subscriptionId}`);
    await expect(history.locator("tbody tr")).toHaveCount(10);
    await expect(history.locator("tbody tr").first().locator("td").first()).toHaveText("01.12.2027");
    const pages = item.getByRole("navigation", { name: "Payment history pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await pages.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?subscription=${subscriptionId}&page=2$`));
    await expect(history.locator("tbody tr")).toHaveCount(2);
    await expect(history.locator("tbody tr").last().locator("td").first()).toHaveText("01.01.2027");
    await expect(pages).toContainText("Page 2 of 2");
    await pages.getByRole("link", { name: "Newer" }).click();
    await expect(history.locator("tbody tr")).toHaveCount(10);
    expect(asked).toEqual([1, 2, 1]);
  });

  test("a Failed subscription (001 §4): Change card charges the outstanding period at once; declined, the translated refusal stays in the dialog and it stays Failed; paid, Active again with the charge named (Failed state and outcomes stubbed)", async ({ page }) => {
    test.setTimeout(120_000);
    const { subscriptionId } = await subscribeAsVerifiedCustomer(page);
    // Failing takes billing runs in another process, which this shared embedded database cannot
    // have: the plans are answered Failed until the card change is paid.
    let status = "failed";
    await page.route("**/api/subscriptions/getCustomerPlans", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      for (const s of json.data.subscriptions) if (s.id === subscriptionId) s.status = status;
      await route.fulfill({ response, json });
    });
    const declined = "The card was declined, so the outstanding payment could not be taken. Your subscription is still failed: please choose another card.";
    let changes = 0;
    await page.route("**/api/subscriptions/updateSubscriptionPaymentMethod", async (route) => {
      changes++;
      if (changes === 1) return route.fulfill({ status: 402, json: { error: { message: declined, data: { code: "cardDeclined" } } } });
      const response = await route.fetch();
      const json = await response.json();
      status = "active";
      const changed = json.data.subscriptions.find((s: { id: number }) => s.id === subscriptionId);
      json.data.charged = { periodStart: changed.nextPaymentDate, amount: changed.amount };
      await route.fulfill({ response, json });
    });

    await page.goto(`${ACCOUNT}/subscriptions`);
    const item = page.locator(`[data-subscription-id="${subscriptionId}"]`);
    await expect(item.getByTestId("subscription-status")).toHaveText("Failed");
    await item.getByRole("button", { name: "Change card for Foldwell Urban 3" }).click();
    const dialog = page.getByRole("dialog", { name: "Change the card" });
    await expect(dialog).toContainText(/The outstanding payment of .+ is charged to the card you choose at once; your subscription is then active again\./);
    await dialog.getByLabel("Use a new card").check();
    await dialog.getByLabel("Card number").fill("5555 5555 5555 4444");
    await dialog.getByLabel("Name on card").fill("Erin Tester");
    await dialog.getByLabel("Expiry date (MM/YY)").fill(`12/${String(card("").expiryYear).slice(2)}`);
    await dialog.getByLabel("Security code (CVC)").fill("123");
    await dialog.getByRole("button", { name: "Use this card" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(declined);
    await expect(item.getByTestId("subscription-status")).toHaveText("Failed");
    await screenshot(page, "subscriptions-failed-declined");
    expect(await seriousViolations(page)).toEqual([]);

    // The saved card is chosen; trying again is paid.
    await dialog.getByRole("button", { name: "Use this card" }).click();
    await expect(dialog).toBeHidden();
    await expect(item.getByRole("status")).toContainText(/^.+ was charged to Mastercard •••• 4444: Foldwell Urban 3 is active again\.$/);
    await expect(item.getByTestId("subscription-status")).toHaveText("Active");
    await expect(item.getByTestId("subscription-card")).toContainText("Mastercard •••• 4444");
    await screenshot(page, "subscriptions-reactivated");
    expect(changes).toBe(2);
  });
});
