import { describe, expect, it } from "vitest";
import { parseEnv } from "../server/env";
// @ts-expect-error a plain ES module of scripts/ without type declarations
import { isDemoStart, startEnvironment } from "../scripts/start-mode.mjs";

// `npm start` (scripts/start.mjs) serves the demo on a laptop in production mode, while a deployment
// that forgot SHOP_DOMAIN must not come up on localhost (issue 12, fail closed).
describe("npm start's environment (issue 12, fail closed)", () => {
  it("is the demo for `npm ci && npm start`: production mode on localhost, allowed explicitly", () => {
    const { demo, env } = startEnvironment({ PORT: "3000" });
    expect(demo).toBe(true);
    expect(env).toMatchObject({ NODE_ENV: "production", ALLOW_INSECURE_LOCALHOST: "1" });
    expect(parseEnv(env)).toMatchObject({ NODE_ENV: "production", SHOP_DOMAIN: "localhost" });
    expect(isDemoStart({ SHOP_DOMAIN: "shop.localhost" })).toBe(true);
  });

  it("is not the demo when the caller declares production: without SHOP_DOMAIN the shop refuses to start", () => {
    const { demo, env } = startEnvironment({ NODE_ENV: "production" });
    expect(demo).toBe(false);
    expect(env.ALLOW_INSECURE_LOCALHOST).toBeUndefined();
    expect(() => parseEnv(env)).toThrow(/refuses to run in production on localhost/);
  });

  it("is not the demo on a real domain, and keeps an operator's explicit ALLOW_INSECURE_LOCALHOST", () => {
    expect(startEnvironment({ SHOP_DOMAIN: "foldwell.com" })).toMatchObject({ demo: false, env: { NODE_ENV: "production" } });
    expect(startEnvironment({ SHOP_DOMAIN: "foldwell.com" }).env.ALLOW_INSECURE_LOCALHOST).toBeUndefined();
    expect(startEnvironment({ ALLOW_INSECURE_LOCALHOST: "0" }).env.ALLOW_INSECURE_LOCALHOST).toBe("0");
    expect(startEnvironment({ NODE_ENV: "production", ALLOW_INSECURE_LOCALHOST: "1" })).toMatchObject({ demo: false, env: { ALLOW_INSECURE_LOCALHOST: "1" } });
  });
});
