import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { signInStaff } from "../../../tests/staff";
import { capturedMail } from "../../integrations/mail/schema";
import { createMonthlyPlan, createSubscriber } from "../../jobs/billing-test-support";
import { staffAuditLog } from "../staff/schema";
import { wishlistItems, wishlists } from "../wishlist/schema";
import type { StaffRole } from "../staff/types";
import { registeredBrowser } from "./test-support";

// Issue 17: the back office's customers API (POST /api/admin/customers/{method}): search, details
// (orders, subscriptions, verification status, addresses, wishlist), a password-reset mail; no
// password hash, reset token or card data in any answer; merchandiser 403, customer session 401.
// Runs on PGlite and on PostgreSQL (DATABASE_URL).

describe("customers admin API (issue 17)", () => {
  const api = useTestApi();

  async function customerWithAddress() {
    const { b, email, customer } = await registeredBrowser(api, "uk.localhost");
    const added = await b.call("customer", "createCustomerAddress", { first_name: "Ria", last_name: "Rider", address1: "3 Crank Street", city: "Leeds", postal_code: "LS1 4AP", country_code: "GB" });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    return { b, email, customer };
  }

  it("a merchandiser is refused (403) on every method; a customer's session and no session get 401; nothing is mailed", async () => {
    const { customer, email } = await customerWithAddress();
    const { browser } = await signInStaff(api, "merchandiser");
    const bodies: Record<string, object> = { search: {}, getCustomer: { customerId: customer.id }, sendPasswordReset: { customerId: customer.id } };
    const { b: shopper } = await registeredBrowser(api, "localhost", { country: "GB" });
    for (const [method, body] of Object.entries(bodies)) {
      expect((await browser.call("admin/customers", method, body)).status, method).toBe(403);
      expect((await shopper.call("admin/customers", method, body)).status, method).toBe(401);
      expect((await api.browser("localhost").call("admin/customers", method, body)).status, method).toBe(401);
    }
    await api.shop.mailer.idle();
    expect((await api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email))).filter((m) => /password/i.test(m.subject))).toEqual([]);
  });

  it.each<StaffRole>(["customer_service", "owner"])("%s finds a customer by email and sees details with addresses, orders, subscriptions and wishlist, and never a password hash or card data", async (role) => {
    const { customer, email } = await customerWithAddress();
    const { browser } = await signInStaff(api, role);
    const found = await browser.call("admin/customers", "search", { search: email.toUpperCase() });
    expect(found.status, JSON.stringify(found.error)).toBe(200);
    expect(found.data.data).toMatchObject([{ id: customer.id, email, first_name: "Ria", last_name: "Rider", onfido_verification_status: null }]);
    const details = await browser.call("admin/customers", "getCustomer", { customerId: customer.id });
    expect(details.status, JSON.stringify(details.error)).toBe(200);
    expect(details.data.customer).toMatchObject({ id: customer.id, email });
    expect(details.data.addresses).toMatchObject([{ address1: "3 Crank Street", city: "Leeds" }]);
    expect(details.data.orders).toEqual([]);
    expect(details.data.subscriptions).toEqual([]);
    expect(details.data.wishlist).toMatchObject({ total: 0, items: [] });
    const everything = JSON.stringify([found.data, details.data]);
    expect(everything).not.toMatch(/argon2|password|hash|token|tok_test_/i);
    expect((await browser.call("admin/customers", "getCustomer", { customerId: 2_000_000_000 })).status).toBe(404);
  });

  it("opening a customer's details makes no wishlist for them (a read, not a first use); one they have is shown with its items", async () => {
    const { customer } = await customerWithAddress();
    const listsOf = (id: number) => api.shop.db.select().from(wishlists).where(eq(wishlists.customerId, id));
    await api.shop.db.delete(wishlists).where(eq(wishlists.customerId, customer.id));
    const { browser } = await signInStaff(api, "customer_service");
    const details = await browser.call("admin/customers", "getCustomer", { customerId: customer.id });
    expect(details.status, JSON.stringify(details.error)).toBe(200);
    expect(details.data.wishlist).toEqual({ total: 0, is_public: false, items: [] });
    expect(await listsOf(customer.id)).toEqual([]);
    const [list] = await api.shop.db.insert(wishlists).values({ customerId: customer.id, name: "", token: `t-${Date.now()}` }).returning();
    await api.shop.db.insert(wishlistItems).values({ wishlistId: list.id, productId: 1, variantId: 0 });
    const withList = await browser.call("admin/customers", "getCustomer", { customerId: customer.id });
    expect(withList.data.wishlist).toMatchObject({ total: 1, items: [{ product_id: 1 }] });
    expect(await listsOf(customer.id)).toHaveLength(1);
  });

  it("a subscriber's details show the subscription's card as brand and last four only: no token, number or expiry", async () => {
    const plan = await createMonthlyPlan(api.shop, `ADMIN-SUB-${Date.now()}`);
    const { customerId } = await createSubscriber(api.shop, plan, { email: `subscriber.${Date.now()}@example.com`, number: "4242 4242 4242 4242", due: "2030-01-01" });
    const { browser } = await signInStaff(api, "customer_service");
    const details = await browser.call("admin/customers", "getCustomer", { customerId });
    expect(details.status, JSON.stringify(details.error)).toBe(200);
    expect(details.data.subscriptions).toMatchObject([{ status: "active", card: { brand: "visa", last4: "4242" } }]);
    expect(Object.keys(details.data.subscriptions[0].card).sort()).toEqual(["brand", "last4"]);
    expect(JSON.stringify(details.data)).not.toMatch(/tok_test_|4242424242424242|expiry|password|argon2/i);
  });

  it("sends the customer a password-reset email in their storefront's language, audited; staff never get the link", async () => {
    const { customer, email } = await customerWithAddress();
    const { browser, actor } = await signInStaff(api, "customer_service");
    const sent = await browser.call("admin/customers", "sendPasswordReset", { customerId: customer.id });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect(sent.data).toEqual({ ok: true, email });
    await api.shop.mailer.idle();
    const mails = await api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, email));
    expect(mails.some((m) => m.text.includes("/updatepassword?token="))).toBe(true);
    const audit = await api.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, String(customer.id)));
    expect(audit).toMatchObject([{ staffId: actor.id, action: "customer.passwordReset", entity: "customer" }]);
  });
});
