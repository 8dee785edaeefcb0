import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRequestShop } from "../../../server/http/request-context";
import { shopContext } from "../../../server/http/shop-context";
import { wishlists } from "../../../server/modules/wishlist/schema";
import { testShopForFile } from "../../../tests/db";
import { loadAdminCustomer } from "./customer.server";

// Issue 17, Orders and customers: /admin/customers/:customerId shows the customer's wishlist, and
// opening it is a read: it never makes an empty wishlist for the customer (the storefront's
// wishlist is made on the customer's own first use). PGlite and PostgreSQL.
const shop = testShopForFile();

function args(path: string, cookie: string, params: Record<string, string>) {
  const rs = createRequestShop(shop, { host: "localhost", cookie, ip: "198.51.100.9", nonce: "n", appendSetCookie: () => {} });
  return { request: new Request(`http://localhost${path}`), context: new RouterContextProvider(new Map([[shopContext, rs]])), params, url: new URL(`http://localhost${path}`) } as never;
}

describe("/admin/customers/:customerId page (issue 17)", () => {
  it("shows an empty wishlist without making one for the customer", async () => {
    const uk = shop.storefronts.resolve("uk.localhost");
    const customer = await shop.customers.register(
      { email: `no-wishlist.${Date.now()}@example.com`, firstName: "Ria", lastName: "Rider", password: "Foldwell#2026", country: "GB", acceptsMarketing: false, channelId: uk.channelId },
      { t: (key) => key, origin: "http://uk.localhost", accountPath: "/my-foldwell", brandName: "Foldwell" },
    );
    const member = await shop.staff.create({ email: `cs.${Math.random().toString(36).slice(2)}@staff.test`, name: "Customer service", role: "customer_service", password: "Staff#Password2026" });
    const cookie = `staff-session=${(await shop.staff.sessions.create(member.id)).token}`;
    const listsOf = () => shop.db.select().from(wishlists).where(eq(wishlists.customerId, customer.id));
    await shop.db.delete(wishlists).where(eq(wishlists.customerId, customer.id));

    const answer = (await loadAdminCustomer(args(`/admin/customers/${customer.id}`, cookie, { customerId: String(customer.id) }))) as unknown as { data: { customer: { email: string }; wishlist: unknown } };
    expect(answer.data.customer.email).toBe(customer.email);
    expect(answer.data.wishlist).toEqual({ total: 0, is_public: false, items: [] });
    expect(await listsOf()).toEqual([]);
  });
});
