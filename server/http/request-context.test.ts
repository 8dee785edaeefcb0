import { describe, expect, it } from "vitest";
import type { Shop } from "../shop";
import { createRequestShop, NotSignedIn } from "./request-context";

/** A shop whose session store counts its reads: token "t" is customer 7's session, slid forward. */
function fakeShop() {
  const reads: (string | undefined)[] = [];
  const shop = {
    env: { SHOP_DOMAIN: "localhost" },
    storefronts: { resolve: () => ({ code: "uk" }) },
    customers: {
      sessions: {
        find: async (token: string | undefined) => {
          reads.push(token);
          return token === "t" ? { customerId: 7, renewed: true, maxAgeSeconds: 600 } : null;
        },
      },
    },
  } as unknown as Shop;
  return { shop, reads };
}

function context(shop: Shop, cookie: string | undefined) {
  const setCookies: string[] = [];
  const rs = createRequestShop(shop, { host: "uk.localhost:3000", cookie, ip: "10.0.0.1", nonce: "n", appendSetCookie: (v) => setCookies.push(v) });
  return { rs, setCookies };
}

describe("request context", () => {
  it("reads the session once per request, however often customerId() and requireCustomer() are asked, and sends a slid session's cookie once", async () => {
    const { shop, reads } = fakeShop();
    const { rs, setCookies } = context(shop, "session=t");
    expect(await Promise.all([rs.customerId(), rs.customerId(), rs.requireCustomer()])).toEqual([7, 7, 7]);
    expect(await rs.customerId()).toBe(7);
    expect(reads).toEqual(["t"]);
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^session=t; Max-Age=600;/);
    expect(rs.ip).toBe("10.0.0.1");
    expect(rs.port).toBe("3000");
  });

  it("without a session: customerId() is null and requireCustomer() throws NotSignedIn with the caller's message key", async () => {
    const { shop, reads } = fakeShop();
    const { rs, setCookies } = context(shop, undefined);
    expect(await rs.customerId()).toBeNull();
    await expect(rs.requireCustomer()).rejects.toMatchObject({ messageKey: "orders:errors.signInRequired" });
    await expect(rs.requireCustomer("account:errors.credentialsInvalid")).rejects.toBeInstanceOf(NotSignedIn);
    await expect(rs.requireCustomer("account:errors.credentialsInvalid")).rejects.toMatchObject({ messageKey: "account:errors.credentialsInvalid" });
    expect(reads).toHaveLength(1);
    expect(setCookies).toEqual([]);
  });
});
