import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { parseEnv } from "../../env";
import { adyenSources } from "../../http/security";
import { adyenCheckoutUrl } from "./adyen";
import { ADYEN_ENVIRONMENTS } from "./adyen-environments";

/**
 * Issue 14, decision 028 (001 §7 Card payments): ADYEN_ENVIRONMENT takes Adyen Web's environment
 * names, the test environment and each live data centre. The browser's component talks to that
 * region's checkoutshopper host, so the CSP allows exactly that host; the server's Checkout API
 * calls go to the company's live prefix (India has its own host suffix).
 */
const ADYEN_ENV = {
  PAYMENT_PROVIDER: "adyen",
  ADYEN_API_KEY: "AQE-test-key",
  ADYEN_MERCHANT_ACCOUNT: "FoldwellECOM",
  ADYEN_CLIENT_KEY: "live_ABCDEF0123",
  ADYEN_HMAC_KEY: "44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056",
  ADYEN_LIVE_URL_PREFIX: "1797a841fbb37ca7-FoldwellCOM",
};

const HOSTS = {
  test: "https://checkoutshopper-test.adyen.com",
  live: "https://checkoutshopper-live.adyen.com",
  "live-us": "https://checkoutshopper-live-us.adyen.com",
  "live-au": "https://checkoutshopper-live-au.adyen.com",
  "live-apse": "https://checkoutshopper-live-apse.adyen.com",
  "live-in": "https://checkoutshopper-live-in.adyen.com",
} as const;

describe("issue 14: Adyen live environments by region (001 §7 Card payments; decision 028)", () => {
  const liveUs = useTestApi({ env: { ...ADYEN_ENV, ADYEN_ENVIRONMENT: "live-us" } });

  it("every live region is accepted with a live client key and the live URL prefix; without them boot stops", () => {
    expect([...ADYEN_ENVIRONMENTS]).toEqual(["test", "live", "live-us", "live-au", "live-apse", "live-in"]);
    for (const region of ["live", "live-us", "live-au", "live-apse", "live-in"]) {
      expect(parseEnv({ ...ADYEN_ENV, ADYEN_ENVIRONMENT: region }).ADYEN_ENVIRONMENT).toBe(region);
      expect(() => parseEnv({ ...ADYEN_ENV, ADYEN_ENVIRONMENT: region, ADYEN_LIVE_URL_PREFIX: undefined })).toThrow(new RegExp(`ADYEN_ENVIRONMENT=${region} needs ADYEN_LIVE_URL_PREFIX`));
      expect(() => parseEnv({ ...ADYEN_ENV, ADYEN_ENVIRONMENT: region, ADYEN_CLIENT_KEY: "test_ABC" })).toThrow(/ADYEN_CLIENT_KEY is not a live key/);
    }
    expect(() => parseEnv({ ...ADYEN_ENV, ADYEN_ENVIRONMENT: "live-eu" })).toThrow(/ADYEN_ENVIRONMENT must be one of test, live, live-us, live-au, live-apse, live-in/);
  });

  it("each environment's CSP source is that region's checkoutshopper host only", () => {
    for (const environment of ADYEN_ENVIRONMENTS) expect(adyenSources(environment)).toEqual([HOSTS[environment]]);
  });

  it("the Checkout API of a live region is the company's live prefix; India's host has its own suffix", () => {
    const liveUrlPrefix = ADYEN_ENV.ADYEN_LIVE_URL_PREFIX;
    for (const environment of ["live", "live-us", "live-au", "live-apse"] as const) {
      expect(adyenCheckoutUrl({ environment, liveUrlPrefix })).toBe(`https://${liveUrlPrefix}-checkout-live.adyenpayments.com/checkout/v71`);
    }
    expect(adyenCheckoutUrl({ environment: "live-in", liveUrlPrefix })).toBe(`https://${liveUrlPrefix}-checkout-live-in.adyenpayments.com/checkout/v71`);
  });

  it("a live-us shop's responses allow checkoutshopper-live-us.adyen.com and no other Adyen host", async () => {
    const response = await fetch(`http://127.0.0.1:${liveUs.port}/api/payments/paymentMethods`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    const csp = response.headers.get("content-security-policy") ?? "";
    const adyenHosts = new Set(csp.split(/[\s;]+/).filter((source) => source.includes("adyen")));
    expect([...adyenHosts]).toEqual([HOSTS["live-us"]]);
    expect(csp).toMatch(/connect-src 'self' https:\/\/checkoutshopper-live-us\.adyen\.com/);
  });
});
