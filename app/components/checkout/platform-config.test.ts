import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlatformConfig } from "../../../server/modules/checkout/platform-config";
import { ensurePlatformConfig, isUnderCheckoutUrl, platformConfigState, resetPlatformConfigForTests } from "./platform-config";

// 000 §7 "Platform config: loaded once when the checkout URL is empty; returns a config object";
// 000 §8 "Config load failure: logged and stored" (001 §8 "Errors are logged and kept per action").

const config: PlatformConfig = { checkoutUrl: "/checkout", checkoutLoginUrl: "/checkout-login", channelId: 2, currencyCode: "GBP", cartCookieMaxAge: 604800, checkoutCookieMaxAge: 604800 };

describe("the browser's platform config (000 §7, §8)", () => {
  beforeEach(() => resetPlatformConfigForTests());
  afterEach(() => vi.restoreAllMocks());

  it("§7: loaded while the checkout URL is empty, and not again once the URL is set", async () => {
    const load = vi.fn(async () => config);
    expect(platformConfigState().checkoutUrl).toBe("");
    await ensurePlatformConfig(load);
    expect(platformConfigState()).toEqual({ checkoutUrl: "/checkout", config, error: null });
    await ensurePlatformConfig(load);
    await ensurePlatformConfig(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("§7: callers at the same time (cart sidebar and checkout-login page) share the one load", async () => {
    let resolve!: (value: PlatformConfig) => void;
    const load = vi.fn(() => new Promise<PlatformConfig>((r) => (resolve = r)));
    const first = ensurePlatformConfig(load);
    const second = ensurePlatformConfig(load);
    resolve(config);
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(platformConfigState().checkoutUrl).toBe("/checkout");
  });

  it("§8: a failed load is logged and stored; the checkout URL stays empty, so the next caller loads again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("503 Service Unavailable");
    await expect(ensurePlatformConfig(async () => Promise.reject(failure))).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith("Failed to load the platform config", failure);
    expect(platformConfigState()).toEqual({ checkoutUrl: "", config: null, error: { load: "503 Service Unavailable" } });

    const load = vi.fn(async () => config);
    await ensurePlatformConfig(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(platformConfigState()).toEqual({ checkoutUrl: "/checkout", config, error: null });
  });

  it("§8: an answer without a checkout URL counts as a failed load (logged and stored)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await ensurePlatformConfig(async () => ({ ...config, checkoutUrl: "" }));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(platformConfigState().error).toEqual({ load: "The platform config has no checkout URL" });
  });

  it("a checkout address must lie under the checkout URL once it is known; before that any path is left to the on-shop check", () => {
    expect(isUnderCheckoutUrl("/checkout/0b7c6c1e-0000-4000-8000-000000000000", "/checkout")).toBe(true);
    expect(isUnderCheckoutUrl("/checkout", "/checkout")).toBe(true);
    expect(isUnderCheckoutUrl("/checkout-login", "/checkout")).toBe(false);
    expect(isUnderCheckoutUrl("/my-foldwell", "/checkout")).toBe(false);
    expect(isUnderCheckoutUrl("/my-foldwell", "")).toBe(true);
  });
});

describe("Go to checkout with the platform config (000 §4 step 5, §7, §8)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  /** The shop's answers, as the browser's fetch receives them: the platform config, then checkoutLogin. */
  function shopAnswers(platformConfig: Response | (() => Response), redirect_url: string) {
    const fetch = vi.fn(async (url: string) => {
      if (url === "/api/commerce/getPlatformConfig") return typeof platformConfig === "function" ? platformConfig() : platformConfig;
      return new Response(JSON.stringify({ data: { redirect_url } }), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { href: "http://uk.localhost:3000/", origin: "http://uk.localhost:3000", assign } });
    return { fetch, assign };
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("with the config loaded, the hosted checkout under its URL opens, and a shop page outside it does not", async () => {
    const { fetch, assign } = shopAnswers(json({ data: config }), "/checkout/0b7c6c1e-0000-4000-8000-000000000000");
    const { ensurePlatformConfig: ensure } = await import("./platform-config");
    const { startCheckout } = await import("./checkout-api");
    await ensure();
    await ensure();
    expect(fetch.mock.calls.filter(([url]) => url === "/api/commerce/getPlatformConfig")).toHaveLength(1);
    expect(await startCheckout()).toEqual({ ok: true });
    expect(assign).toHaveBeenCalledWith("/checkout/0b7c6c1e-0000-4000-8000-000000000000");

    vi.resetModules();
    const other = shopAnswers(json({ data: config }), "/my-foldwell/orders");
    const again = await import("./platform-config");
    const checkout = await import("./checkout-api");
    await again.ensurePlatformConfig();
    expect((await checkout.startCheckout()).ok).toBe(false);
    expect(other.assign).not.toHaveBeenCalled();
  });

  it("§8: when the load fails the shopper sees no error and still reaches the checkout; the failure is logged and stored", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { assign } = shopAnswers(() => json({ error: { message: "Something went wrong." } }, 503), "/checkout/0b7c6c1e-0000-4000-8000-000000000000");
    const store = await import("./platform-config");
    const { startCheckout } = await import("./checkout-api");
    await store.ensurePlatformConfig();
    expect(logged).toHaveBeenCalledWith("Failed to load the platform config", expect.anything());
    expect(store.platformConfigState().error).not.toBeNull();
    expect(store.platformConfigState().checkoutUrl).toBe("");
    expect(await startCheckout()).toEqual({ ok: true });
    expect(assign).toHaveBeenCalledWith("/checkout/0b7c6c1e-0000-4000-8000-000000000000");
  });
});
