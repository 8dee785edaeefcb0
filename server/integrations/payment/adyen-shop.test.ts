import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorefrontDatabase, shopOn } from "../../../tests/db";
import { fetchAs, listen } from "../../../tests/http";
import type { DatabaseHandle } from "../../db/client";
import { parseEnv } from "../../env";
import { createApiApp } from "../../http/api-app";
import type { Shop } from "../../shop";
import { AdyenPaymentProvider, notificationHmac, type NotificationRequestItem } from "./adyen";
import { paymentAdyenNotifications } from "./schema";
import { TestPaymentProvider } from "./test-provider";

const HMAC_KEY = "44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056";
const adyenEnv = {
  PAYMENT_PROVIDER: "adyen",
  ADYEN_API_KEY: "AQE-test-key",
  ADYEN_MERCHANT_ACCOUNT: "FoldwellECOM",
  ADYEN_CLIENT_KEY: "test_ABCDEF0123",
  ADYEN_HMAC_KEY: HMAC_KEY,
};

// Issue 14: PAYMENT_PROVIDER chooses the processor; Adyen's settings fail closed; the webhook route.
describe("PAYMENT_PROVIDER=adyen: settings, the shop's processor and its webhook route (001 §7, issue 14)", () => {
  let database: DatabaseHandle;
  let adyenShop: Shop;
  let testShop: Shop;
  let adyenServer: Awaited<ReturnType<typeof listen>>;
  let testServer: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    database = await createStorefrontDatabase();
    adyenShop = await shopOn(database, adyenEnv);
    testShop = await shopOn(database);
    adyenServer = await listen(createApiApp(adyenShop).app);
    testServer = await listen(createApiApp(testShop).app);
  }, 300_000);
  afterAll(async () => {
    await adyenServer?.close();
    await testServer?.close();
    await database?.close();
  });

  it("the test processor is the default; adyen without any of its keys stops boot; live needs the URL prefix and a live client key", () => {
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe("test");
    expect(() => parseEnv({ PAYMENT_PROVIDER: "adyen" })).toThrow(/ADYEN_API_KEY[\s\S]*ADYEN_MERCHANT_ACCOUNT[\s\S]*ADYEN_CLIENT_KEY[\s\S]*ADYEN_HMAC_KEY/);
    for (const name of Object.keys(adyenEnv).filter((n) => n !== "PAYMENT_PROVIDER")) {
      expect(() => parseEnv({ ...adyenEnv, [name]: undefined })).toThrow(new RegExp(`PAYMENT_PROVIDER=adyen needs ${name}`));
    }
    expect(() => parseEnv({ ...adyenEnv, ADYEN_HMAC_KEY: "not-hex" })).toThrow(/ADYEN_HMAC_KEY must be the hex key/);
    expect(() => parseEnv({ ...adyenEnv, ADYEN_ENVIRONMENT: "staging" })).toThrow(/ADYEN_ENVIRONMENT must be one of test, live, live-us, live-au, live-apse, live-in/);
    expect(() => parseEnv({ ...adyenEnv, ADYEN_ENVIRONMENT: "live", ADYEN_CLIENT_KEY: "live_ABC" })).toThrow(/ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX/);
    expect(() => parseEnv({ ...adyenEnv, ADYEN_ENVIRONMENT: "live", ADYEN_LIVE_URL_PREFIX: "abc-Foldwell" })).toThrow(/ADYEN_CLIENT_KEY is not a live key/);
    expect(parseEnv({ ...adyenEnv, ADYEN_ENVIRONMENT: "live", ADYEN_LIVE_URL_PREFIX: "abc-Foldwell", ADYEN_CLIENT_KEY: "live_ABC" }).ADYEN_ENVIRONMENT).toBe("live");
  });

  it("the shop uses the processor PAYMENT_PROVIDER names", () => {
    expect(adyenShop.payments.provider).toBeInstanceOf(AdyenPaymentProvider);
    expect(adyenShop.payments.provider.id).toBe("adyen");
    expect(testShop.payments.provider).toBeInstanceOf(TestPaymentProvider);
  });

  it("POST /api/payments/webhooks/adyen: signed → [accepted] and recorded; unsigned → 401; with the test processor → 404", async () => {
    const item: NotificationRequestItem = { pspReference: "PSP7777777777777", merchantAccountCode: "FoldwellECOM", merchantReference: "order-1", amount: { value: 100, currency: "GBP" }, eventCode: "AUTHORISATION", success: "true" };
    const body = (i: NotificationRequestItem) => JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: i }] });
    const post = (port: number, i: NotificationRequestItem) =>
      fetchAs(port, "uk.localhost", "/api/payments/webhooks/adyen", { method: "POST", headers: { "content-type": "application/json" }, body: body(i) });
    const unsigned = await post(adyenServer.port, item);
    expect(unsigned.status).toBe(401);
    const signed = { ...item, additionalData: { hmacSignature: notificationHmac(item, HMAC_KEY) } };
    const accepted = await post(adyenServer.port, signed);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe("[accepted]");
    expect(await database.db.select().from(paymentAdyenNotifications)).toMatchObject([{ pspReference: "PSP7777777777777", eventCode: "AUTHORISATION", success: true }]);
    expect((await post(testServer.port, signed)).status).toBe(404);
  });
});
