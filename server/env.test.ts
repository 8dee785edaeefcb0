import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SHOP_DOMAIN: "localhost", BRAND_NAME: "Foldwell" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("stops with a clear message on a wrong setting", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });
});
