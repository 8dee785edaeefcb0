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

// Issue 12 (fail closed): a production shop on a localhost SHOP_DOMAIN would serve without https,
// HSTS or Secure cookies, so it refuses to start unless the operator says so explicitly.
describe("production on a localhost SHOP_DOMAIN (issue 12, fail closed)", () => {
  it("refuses NODE_ENV=production on localhost or *.localhost, the default domain included", () => {
    for (const domain of [undefined, "localhost", "shop.localhost"]) {
      expect(() => parseEnv({ NODE_ENV: "production", SHOP_DOMAIN: domain })).toThrow(
        /SHOP_DOMAIN: .*refuses to run in production on localhost.*ALLOW_INSECURE_LOCALHOST=1/,
      );
    }
    expect(() => parseEnv({ NODE_ENV: "production", ALLOW_INSECURE_LOCALHOST: "0" })).toThrow(/ALLOW_INSECURE_LOCALHOST=1/);
  });

  it("starts with ALLOW_INSECURE_LOCALHOST=1, on a real domain, or outside production", () => {
    expect(parseEnv({ NODE_ENV: "production", ALLOW_INSECURE_LOCALHOST: "1" }).SHOP_DOMAIN).toBe("localhost");
    expect(parseEnv({ NODE_ENV: "production", SHOP_DOMAIN: "foldwell.com" }).SHOP_DOMAIN).toBe("foldwell.com");
    expect(parseEnv({ NODE_ENV: "development" }).SHOP_DOMAIN).toBe("localhost");
    expect(parseEnv({ NODE_ENV: "test", SHOP_DOMAIN: "uk.localhost" }).SHOP_DOMAIN).toBe("uk.localhost");
  });

  it("takes only 0 or 1 for ALLOW_INSECURE_LOCALHOST", () => {
    expect(() => parseEnv({ ALLOW_INSECURE_LOCALHOST: "yes" })).toThrow(/ALLOW_INSECURE_LOCALHOST/);
  });
});

// Issue 12: `trust proxy` is configurable, so limits see the real client behind a proxy.
describe("TRUST_PROXY (issue 12)", () => {
  it("defaults to loopback and takes what Express takes: true, false, a hop count, addresses and subnets", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(parseEnv({ TRUST_PROXY: "uniquelocal,192.168.1.7,fd00::/8,10.0.0.0/255.0.0.0" }).TRUST_PROXY).toBe("uniquelocal,192.168.1.7,fd00::/8,10.0.0.0/255.0.0.0");
  });

  it("stops on a value Express would misread", () => {
    for (const wrong of ["yes", "-1", "10.0.0.0/33", "proxy.example.com", "loopback,", "1.5"]) {
      expect(() => parseEnv({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
    }
  });
});

// Issue 12: mail that carries reset links goes over TLS. In production a plain smtp:// URL to
// another machine must say that TLS is required (or use smtps://), else the shop does not start.
describe("SMTP over TLS (issue 12)", () => {
  const production = { NODE_ENV: "production", SHOP_DOMAIN: "foldwell.com" };

  it("refuses plain smtp:// to another machine in production without requireTLS", () => {
    expect(() => parseEnv({ ...production, SMTP_URL: "smtp://user:pw@mail.example.com:587" })).toThrow(
      /SMTP_URL: .*smtps:\/\/.*SMTP_REQUIRE_TLS=1/,
    );
    expect(parseEnv({ SMTP_URL: "smtp://mail.example.com:587" }).SMTP_URL).toBe("smtp://mail.example.com:587"); // development
  });

  it("accepts smtps://, SMTP_REQUIRE_TLS=1, ?requireTLS=true, or a relay on this machine", () => {
    expect(parseEnv({ ...production, SMTP_URL: "smtps://mail.example.com" }).SMTP_URL).toBe("smtps://mail.example.com");
    expect(parseEnv({ ...production, SMTP_URL: "smtp://mail.example.com:587", SMTP_REQUIRE_TLS: "1" }).SMTP_REQUIRE_TLS).toBe("1");
    expect(parseEnv({ ...production, SMTP_URL: "smtp://mail.example.com:587?requireTLS=true" }).SMTP_URL).toContain("requireTLS");
    expect(parseEnv({ ...production, SMTP_URL: "smtp://127.0.0.1:1025" }).SMTP_URL).toBe("smtp://127.0.0.1:1025");
    expect(parseEnv({ ...production, SMTP_URL: "smtp://localhost:25" }).SMTP_URL).toBe("smtp://localhost:25");
  });

  it("refuses a URL that switches required TLS off again", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com?requireTLS=false", SMTP_REQUIRE_TLS: "1" })).toThrow(/requireTLS/);
    expect(() => parseEnv({ SMTP_REQUIRE_TLS: "yes" })).toThrow(/SMTP_REQUIRE_TLS/);
  });
});

describe("WORKERS and SHUTDOWN_TIMEOUT_MS (issue 18, many processes)", () => {
  it("runs one process on the embedded database and one per core on PostgreSQL by default", () => {
    expect(parseEnv({})).toMatchObject({ WORKERS: 1, SHUTDOWN_TIMEOUT_MS: 10_000 });
    expect(parseEnv({ DATABASE_URL: "postgres://shop@db/shop" }).WORKERS).toBeGreaterThanOrEqual(1);
    expect(parseEnv({ DATABASE_URL: "postgres://shop@db/shop", WORKERS: "3" }).WORKERS).toBe(3);
  });

  it("refuses more than one process on PGlite, which is one process's files", () => {
    expect(() => parseEnv({ WORKERS: "2" })).toThrow(/WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/);
    expect(() => parseEnv({ WORKERS: "0", DATABASE_URL: "postgres://shop@db/shop" })).toThrow(/WORKERS/);
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: "-1" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

describe("DATABASE_REPLICA_URL (issue 18, read replica; decision 026)", () => {
  it("is optional and taken as a postgres:// URL beside DATABASE_URL", () => {
    expect(parseEnv({}).DATABASE_REPLICA_URL).toBeUndefined();
    const env = parseEnv({ DATABASE_URL: "postgres://shop@primary/shop", DATABASE_REPLICA_URL: "postgresql://shop@replica/shop" });
    expect(env.DATABASE_REPLICA_URL).toBe("postgresql://shop@replica/shop");
  });

  it("refuses a replica without DATABASE_URL, and a URL that is not PostgreSQL's", () => {
    expect(() => parseEnv({ DATABASE_REPLICA_URL: "postgres://shop@replica/shop" })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://shop@primary/shop", DATABASE_REPLICA_URL: "mysql://replica/shop" })).toThrow(/DATABASE_REPLICA_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });
});
