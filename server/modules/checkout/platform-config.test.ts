import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import type { PlatformConfig } from "./platform-config";

// The platform config (000 §7 "Platform config: loaded once when the checkout URL is empty; returns a
// config object"): POST /api/commerce/getPlatformConfig. The browser side (load once, failures
// logged and stored, 000 §8) is app/components/checkout/platform-config.test.ts.

const api = useTestApi();

describe("getPlatformConfig (000 §7)", () => {
  it("answers the storefront's config object: the hosted checkout's URL, the checkout login step, currency and cookie lifetimes; never cached", async () => {
    const answer = await api.browser("uk.localhost").call<PlatformConfig>("commerce", "getPlatformConfig");
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      checkoutUrl: "/checkout",
      checkoutLoginUrl: "/checkout-login",
      channelId: api.shop.storefronts.byCodeOrNull("uk")!.channelId,
      currencyCode: "GBP",
      cartCookieMaxAge: 604800,
      checkoutCookieMaxAge: 604800,
    });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("each storefront answers its own channel and currency (de: EUR)", async () => {
    const answer = await api.browser("de.localhost").call<PlatformConfig>("commerce", "getPlatformConfig");
    expect(answer.data).toMatchObject({ checkoutUrl: "/checkout", channelId: api.shop.storefronts.byCodeOrNull("de")!.channelId, currencyCode: "EUR" });
  });
});
