import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StorefrontDirectory } from "../../server/modules/storefront/service";
import type { RequestShop } from "../../server/http/request-context";
import type { Database } from "../../server/db/client";
import { shopContext } from "../context";
import { middleware } from "../root";
import { loader as affiliateLoader } from "./affiliate";
import { loader as legacyLoader } from "./legacy-redirect";
import { loader as accountLoader } from "./account";
import { loader as productLoader } from "./product";
import { afterLoginTarget } from "../components/account/after-login";

/**
 * issue 12 (Redirects), 001 §2 Route guards 1-3: every redirect the pages answer stays on the
 * shop's own hosts. The route modules' middleware and loaders are called as React Router calls
 * them, with a Request; e2e/redirect-safety.spec.ts sends the same addresses to the built shop.
 */

const PORT = "3000";

async function requestShop(host = "uk.localhost"): Promise<RequestShop> {
  const rows = ["www", "uk", "de"].map((code, i) => ({
    code,
    name: `foldwell-${code}`,
    countryLabel: code,
    countryIso: code.toUpperCase(),
    countryIso3: code.toUpperCase(),
    channelId: i + 1,
    locale: "en-GB",
    currency: "EUR",
    currencyFormat: { symbol: "€", symbolPlacement: "left", decimalPlaces: 2, thousandsToken: ",", decimalToken: "." },
    taxMode: "inc",
    searchIndex: "x",
    eCommDisabled: false,
    brChannel: code,
    isDefault: code === "www",
    sortOrder: i,
  }));
  const db = { select: () => ({ from: () => ({ orderBy: async () => rows }) }) } as unknown as Database;
  const storefronts = new StorefrontDirectory(db, { shopDomain: "localhost" });
  await storefronts.reload();
  const shop = { env: { SHOP_DOMAIN: "localhost", BRAND_NAME: "Foldwell" }, storefronts };
  return { shop, storefront: storefronts.resolve(host), port: PORT, nonce: "n" } as unknown as RequestShop;
}

async function argsFor(path: string, host = "uk.localhost", headers: Record<string, string> = {}) {
  // The address as the Express adapter builds it: the raw request target after the origin.
  const request = new Request(`http://${host}:${PORT}${path}`, { headers });
  const context = new RouterContextProvider(new Map([[shopContext, await requestShop(host)]]) as never);
  return { request, url: new URL(request.url), context, params: {}, pattern: "", unstable_pattern: "" } as never;
}

/** The redirect a loader or middleware throws (or returns), or null. */
async function redirectOf(run: () => unknown): Promise<{ status: number; location: string } | null> {
  try {
    const result = await run();
    if (result instanceof Response && result.headers.has("Location")) return { status: result.status, location: result.headers.get("Location")! };
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "" };
    throw thrown;
  }
}

const SHOP_ORIGINS = [`http://localhost:${PORT}`, `http://uk.localhost:${PORT}`, `http://de.localhost:${PORT}`];

/** Where a browser on http://uk.localhost:3000/some/page goes for this Location header. */
function staysOnShop(location: string): boolean {
  if (/[\u0000-\u001f\\]/.test(location) || location.startsWith("//")) return false;
  // Browsers strip tabs and newlines before parsing; the URL parser does the same.
  return SHOP_ORIGINS.includes(new URL(location, `http://uk.localhost:${PORT}/some/page`).origin);
}

// The request targets an attacker can send to the trailing-slash guard (Node keeps them as written;
// the Request URL is what the Express adapter builds from them).
const HOSTILE_PATHS = [
  "//evil.example/",
  "//Evil.example",
  "///evil.example/",
  "/\\evil.example/",
  "/%5Cevil.example/",
  "/%09/evil.example/",
  "/%0d%0a/evil.example/",
  "/%2F/evil.example/",
  "/%2f%2fevil.example/",
  "//evil.example/?x=1",
  "//EVIL.EXAMPLE/Blog/",
];

describe("001 §2 guard 3 (trailing slash) never redirects off the shop (issue 12)", () => {
  it.each(HOSTILE_PATHS)("GET %s", async (path) => {
    const answer = await redirectOf(async () => middleware[0]((await argsFor(path)) as never, async () => undefined as never));
    expect(answer?.status).toBe(301);
    expect(staysOnShop(answer!.location)).toBe(true);
  });

  it("//evil.example/ goes to the collapsed path /evil.example", async () => {
    const answer = await redirectOf(async () => middleware[0]((await argsFor("//evil.example/")) as never, async () => undefined as never));
    expect(answer).toEqual({ status: 301, location: "/evil.example" });
  });

  it("still canonicalises the shop's own paths, keeping the query", async () => {
    const answer = await redirectOf(async () => middleware[0]((await argsFor("/C/Bikes/?sort=price")) as never, async () => undefined as never));
    expect(answer).toEqual({ status: 301, location: "/c/bikes?sort=price" });
  });
});

// `url` values of /awin?url=… as an attacker writes them into a link (already percent-encoded).
const HOSTILE_AFFILIATE_URLS = [
  "//evil.example/",
  "///evil.example/",
  "/%5Cevil.example",
  "/%5C/evil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "/%0A/evil.example",
  "%2F%2Fevil.example",
  "/%252F/evil.example",
  "%5C%5Cevil.example",
  "https:evil.example",
  "https:%2F%2Fevil.example",
  "http://evil.example",
  "https%3A%2F%2Fevil.example",
  "http://evil.localhost:3000/",
  "http://uk.localhost:3000%40evil.example/",
  "http://evil.example%5C@uk.localhost:3000/",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "javascript%3Aalert(1)",
  "data:text/html,%3Cscript%3Ealert(1)%3C/script%3E",
];

describe("001 §2 guard 2 (affiliate /awin) never redirects off the shop (issue 12)", () => {
  it.each(HOSTILE_AFFILIATE_URLS)("GET /awin?url=%s", async (value) => {
    const answer = await redirectOf(async () => affiliateLoader((await argsFor(`/awin?url=${value}`)) as never));
    expect(answer?.status).toBe(301);
    expect(staysOnShop(answer!.location)).toBe(true);
    expect(answer!.location).toBe("/");
  });

  it("follows the shop's own paths and its storefronts' addresses", async () => {
    const to = async (query: string) => (await redirectOf(async () => affiliateLoader((await argsFor(`/awin${query}`)) as never)))?.location;
    expect(await to("?url=/c/bikes")).toBe("/c/bikes");
    expect(await to("?url=%2Fc%2Fbikes%3Fsort%3Dprice")).toBe("/c/bikes?sort=price");
    expect(await to("?url=http://de.localhost:3000/blog")).toBe("http://de.localhost:3000/blog");
    expect(await to("")).toBe("/");
    expect(await to("?url=a&url=b")).toBe("/");
  });
});

describe("000 §2 legacy redirects stay home", () => {
  it("/account.php and /login.php (whatever their query) → 301 /", async () => {
    expect(await redirectOf(() => legacyLoader())).toEqual({ status: 301, location: "/" });
  });
});

describe("000 §2 product page: the wrong-slug 301 stays on the shop whatever slug the catalogue holds (issue 12)", () => {
  it.each(["/evil.example", "x/../..//evil.example", "\\evil.example", "%2F%2Fevil.example", "a\tb"])("slug %s", async (slug) => {
    const args = (await argsFor("/p/7/old-slug?variant=3")) as unknown as { context: RouterContextProvider; params: Record<string, string> };
    const rs = args.context.get(shopContext);
    (rs.shop as unknown as { catalog: unknown }).catalog = { productPage: async () => ({ product: { id: 7, slug } }) };
    args.params = { id: "7", slug: "old-slug" };
    const answer = await redirectOf(() => productLoader(args as never));
    expect(answer?.status).toBe(301);
    expect(staysOnShop(answer!.location)).toBe(true);
    // The product's address, or home when the slug makes no safe address.
    if (answer!.location !== "/") expect(answer!.location).toMatch(/^\/p\/7\/[^/?]+\?variant=3$/);
  });
});

describe("001 §2 guard 1 (is-authenticated) puts only a path of the shop into redirectPath (issue 12)", () => {
  it.each(["/my-foldwell//evil.example", "/my-foldwell/profile?next=//evil.example", "/my-foldwell/%5Cevil.example"])("GET %s", async (path) => {
    const answer = await redirectOf(async () => accountLoader((await argsFor(path)) as never));
    expect(answer?.status).toBe(302);
    expect(staysOnShop(answer!.location)).toBe(true);
    const redirectPath = new URL(answer!.location, "http://uk.localhost:3000").searchParams.get("redirectPath");
    if (redirectPath !== null) {
      expect(redirectPath.startsWith("/my-foldwell")).toBe(true);
      expect(staysOnShop(redirectPath)).toBe(true);
      // The path part (the query of a shop page may hold anything: it cannot change the host).
      expect(redirectPath.split("?")[0]).not.toMatch(/\/\/|\\|%5C/i);
    }
  });
});

describe("after login (000 §4 Login modal): redirectPath is followed only inside the account area (issue 12)", () => {
  const account = "/my-foldwell";
  it.each([
    "//evil.example",
    "/\\evil.example",
    "/%09/evil.example",
    "/%5Cevil.example",
    "https:evil.example",
    "javascript:alert(1)",
    "/my-foldwell/../..//evil.example",
    "/my-foldwell/..//evil.example",
    "/my-foldwell/%2E%2E/%2E%2E//evil.example",
    "/my-foldwell/\t/evil.example",
    "/my-foldwell/%09/evil.example",
    "/my-foldwell\\evil.example",
    "/my-foldwell/\\evil.example",
  ])("redirectPath=%s", (redirectPath) => {
    const target = afterLoginTarget(`?${new URLSearchParams({ redirectPath })}`, account);
    expect(target.kind).toBe("navigate");
    const to = (target as { to: string }).to;
    expect(staysOnShop(to)).toBe(true);
    expect(to === account || to.startsWith(`${account}/`) || to.startsWith(`${account}?`)).toBe(true);
    expect(to).not.toMatch(/\/\/|\.\.|\\|%5C|%09/i);
  });

  it("follows a path inside the account area, and checkout", () => {
    expect(afterLoginTarget("?redirectPath=%2Fmy-foldwell%2Forder-history%3Fpage%3D2", account)).toEqual({ kind: "navigate", to: "/my-foldwell/order-history?page=2" });
    expect(afterLoginTarget("?redirectPath=checkout", account)).toEqual({ kind: "checkout" });
    expect(afterLoginTarget("", account)).toEqual({ kind: "navigate", to: account });
  });
});

describe("checkout redirect_url (000 §4 Go to checkout) is opened only on the shop (issue 12)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  // The shop's checkoutLogin answer, as the browser's fetch receives it (whatever RPC client the
  // checkout code uses on top of fetch).
  const answerCheckoutLogin = (redirect_url: string) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { redirect_url } }), { status: 200, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    return fetch;
  };

  it.each(["//evil.example/checkout/1", "/\\evil.example", "/%09/evil.example", "https:evil.example", "http://evil.example/", "javascript:alert(1)", "data:text/html,x"])(
    "checkoutLogin answering %s is not followed",
    async (redirect_url) => {
      vi.resetModules();
      const fetch = answerCheckoutLogin(redirect_url);
      const assign = vi.fn();
      vi.stubGlobal("window", { location: { href: "http://uk.localhost:3000/checkout-login", origin: "http://uk.localhost:3000", assign } });
      const { startCheckout } = await import("../components/checkout/checkout-api");
      const result = await startCheckout();
      expect(fetch).toHaveBeenCalledWith("/api/commerce/checkoutLogin", expect.anything());
      for (const [target] of assign.mock.calls) expect(staysOnShop(String(target))).toBe(true);
      if (assign.mock.calls.length === 0) expect(result.ok).toBe(false);
    },
  );

  it("the shop's own /checkout/{id} is opened", async () => {
    vi.resetModules();
    answerCheckoutLogin("/checkout/0b7c6c1e-0000-4000-8000-000000000000");
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { href: "http://uk.localhost:3000/checkout-login", origin: "http://uk.localhost:3000", assign } });
    const { startCheckout } = await import("../components/checkout/checkout-api");
    expect(await startCheckout()).toEqual({ ok: true });
    expect(assign).toHaveBeenCalledWith("/checkout/0b7c6c1e-0000-4000-8000-000000000000");
  });
});
