import { describe, expect, it } from "vitest";
import { useTestApi } from "../../tests/api";

/**
 * Issue 14, decision 020 (001 §7 Card payments): with PAYMENT_PROVIDER=adyen the payment step mounts
 * Adyen Web's card component, whose secured fields are iframes, scripts, styles and calls from
 * Adyen's checkoutshopper host of the configured environment. The CSP allows exactly that host in
 * adyen mode and no Adyen host with the built-in test processor (the default).
 */
const ADYEN_ENV = {
  PAYMENT_PROVIDER: "adyen",
  ADYEN_API_KEY: "AQE-test-key",
  ADYEN_MERCHANT_ACCOUNT: "FoldwellECOM",
  ADYEN_CLIENT_KEY: "test_ABCDEF0123",
  ADYEN_HMAC_KEY: "44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056",
};

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

async function cspOf(port: number): Promise<Record<string, string[]>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/payments/paymentMethods`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  return directives(response.headers.get("content-security-policy") ?? "");
}

describe("issue 14: the CSP and Adyen Web's card component (001 §7 Card payments; decision 020)", () => {
  const standard = useTestApi();
  const adyen = useTestApi({ env: ADYEN_ENV });
  const adyenLive = useTestApi({ env: { ...ADYEN_ENV, ADYEN_ENVIRONMENT: "live", ADYEN_CLIENT_KEY: "live_ABCDEF0123", ADYEN_LIVE_URL_PREFIX: "1797a841fbb37ca7-FoldwellCOM" } });

  it("the built-in test processor (the default) allows no Adyen host at all", async () => {
    const csp = await cspOf(standard.port);
    expect(Object.values(csp).flat().filter((source) => source.includes("adyen"))).toEqual([]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
  });

  it("adyen mode (test) allows checkoutshopper-test.adyen.com for scripts, styles, images, frames and calls, nothing wider", async () => {
    const csp = await cspOf(adyen.port);
    const host = "https://checkoutshopper-test.adyen.com";
    expect(csp["script-src"]).toEqual(["'self'", expect.stringMatching(/^'nonce-/), host]);
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'", host]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", host]);
    expect(csp["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com", host]);
    expect(csp["connect-src"]).toEqual(["'self'", host]);
    expect(csp["default-src"]).toEqual(["'self'"]);
  });

  it("adyen mode (live) allows the live checkoutshopper host and not the test one", async () => {
    const csp = await cspOf(adyenLive.port);
    expect(csp["connect-src"]).toEqual(["'self'", "https://checkoutshopper-live.adyen.com"]);
    expect(Object.values(csp).flat().filter((source) => source.includes("checkoutshopper-test"))).toEqual([]);
  });
});
