import { describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { devMailboxAnswers, isLoopbackAddress } from "./dev-mailbox";

// Issue 12, fail closed: /dev/mailbox never answers in production and otherwise answers only
// clients on this machine, judged by the connection's address, never by X-Forwarded-For.
// "Production" is NODE_ENV=production on a real SHOP_DOMAIN: the demo that `npm start` serves on
// localhost (NODE_ENV=production with ALLOW_INSECURE_LOCALHOST=1) keeps its mailbox. The route's
// loader is tested beside it: app/routes/dev-mailbox.test.ts.
const config = (values: Record<string, string>) => parseEnv({ DATA_DIR: "memory://", ...values });

describe("who the development mailbox answers (issue 12)", () => {
  it("never answers in production, DEV_MAILBOX=on included", () => {
    expect(devMailboxAnswers(config({ NODE_ENV: "production", SHOP_DOMAIN: "foldwell.com", DEV_MAILBOX: "on" }), "127.0.0.1")).toBe(false);
    expect(devMailboxAnswers(config({ NODE_ENV: "production", SHOP_DOMAIN: "foldwell.com" }), "127.0.0.1")).toBe(false);
  });

  it("answers the demo on localhost and development, from this machine only", () => {
    const demo = config({ NODE_ENV: "production", ALLOW_INSECURE_LOCALHOST: "1" });
    for (const local of ["127.0.0.1", "127.8.0.1", "::1", "::ffff:127.0.0.1"]) expect(devMailboxAnswers(demo, local)).toBe(true);
    for (const remote of ["192.0.2.10", "::ffff:192.0.2.10", "fd00::2", "10.0.0.1", undefined]) expect(devMailboxAnswers(demo, remote)).toBe(false);
    expect(devMailboxAnswers(config({ NODE_ENV: "development" }), "::1")).toBe(true);
    expect(devMailboxAnswers(config({ NODE_ENV: "development", SHOP_DOMAIN: "staging.example" }), "::1")).toBe(false);
    expect(devMailboxAnswers(config({ NODE_ENV: "development", SHOP_DOMAIN: "staging.example", DEV_MAILBOX: "on" }), "::1")).toBe(true);
  });

  it("is off with SMTP_URL or DEV_MAILBOX=off", () => {
    expect(devMailboxAnswers(config({ SMTP_URL: "smtp://127.0.0.1:2525" }), "127.0.0.1")).toBe(false);
    expect(devMailboxAnswers(config({ DEV_MAILBOX: "off" }), "127.0.0.1")).toBe(false);
  });

  it("knows loopback addresses", () => {
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"].map(isLoopbackAddress)).toEqual([true, true, true]);
    expect(["128.0.0.1", "::2", "::ffff:10.0.0.1", "", "localhost"].map(isLoopbackAddress)).toEqual([false, false, false, false, false]);
  });
});
