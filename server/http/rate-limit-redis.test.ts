import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/db";
import { parseEnv } from "../env";
import { createShop } from "../shop";
import { redisLimiterStore, type LimiterStore } from "./rate-limit-store";
import { accountKey, AuthThrottle, TooManyAttempts } from "./throttle";

// Issue 12, decision 017: "Redis optional through configuration". With RATE_LIMIT_STORE=redis the
// counters live in Redis (the machines here and CI run one on 127.0.0.1:6379), shared by every
// process that points at it, and a consume is atomic there too.
const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const run = `t${process.pid}-${Date.now()}`;
// The login throttle's keys hold the address and a hash of the email, not the run's id: both are the
// run's own, so no run meets another's counters, and they are deleted after it (the address's
// failure budget lasts a day: with one fixed address, a day of test runs on one Redis used it up).
const loginIp = `2001:db8::${process.pid.toString(16)}:${(Date.now() & 0xffff).toString(16)}`;
const loginEmail = `${run}@example.com`;
let clients: Redis[] = [];
let store: LimiterStore;

const connect = () => {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  clients.push(client);
  return client;
};

beforeAll(() => {
  store = redisLimiterStore(connect());
});
afterAll(async () => {
  const client = connect();
  const keys = (await Promise.all([`*${run}*`, `*${loginIp}*`, `*${accountKey(loginEmail)}*`].map((pattern) => client.keys(pattern)))).flat();
  if (keys.length > 0) await client.del(...keys);
  for (const c of clients) c.disconnect();
  clients = [];
});

describe("the Redis rate-limit store (RATE_LIMIT_STORE=redis)", () => {
  it("is chosen by configuration, and needs REDIS_URL", () => {
    expect(parseEnv({ RATE_LIMIT_STORE: "redis", REDIS_URL: url })).toMatchObject({ RATE_LIMIT_STORE: "redis", REDIS_URL: url });
    expect(parseEnv({}).RATE_LIMIT_STORE).toBe("database");
    expect(() => parseEnv({ RATE_LIMIT_STORE: "redis" })).toThrow(/REDIS_URL/);
  });

  it("a shop configured with RATE_LIMIT_STORE=redis keeps its counters in Redis", async () => {
    const database = await createTestDatabase();
    const shop = await createShop(parseEnv({ RATE_LIMIT_STORE: "redis", REDIS_URL: url }), { database });
    try {
      expect(shop.limiterStore.kind).toBe("redis");
      await shop.writeLimits.consume("newsletter", `${run}-shop-ip`);
      const keys = await connect().keys(`*newsletter*${run}-shop-ip*`);
      expect(keys).toHaveLength(1);
      expect((await database.query("SELECT count(*)::int AS n FROM rate_limits")).rows[0].n).toBe(0);
    } finally {
      shop.limiterStore.stop();
      await database.close();
    }
  }, 120_000);

  it("counts 50 parallel consumes of one key exactly: 5 pass, 45 are refused", async () => {
    const limiter = store.limiter({ keyPrefix: `${run}-burst`, points: 5, duration: 60 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.consume("ip")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect((await limiter.get("ip"))?.consumedPoints).toBe(50);
  });

  it("two stores (two processes) on one Redis share one budget", async () => {
    const other = redisLimiterStore(connect());
    const a = store.limiter({ keyPrefix: `${run}-shared`, points: 3, duration: 60 });
    const b = other.limiter({ keyPrefix: `${run}-shared`, points: 3, duration: 60 });
    await a.consume("k");
    await b.consume("k");
    await a.consume("k");
    await expect(b.consume("k")).rejects.toMatchObject({ remainingPoints: 0 });
  });

  it("the login throttle on Redis lets only the free attempts of a parallel burst through to the password check", async () => {
    const throttle = new AuthThrottle(redisLimiterStore(connect()));
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => throttle.beginLogin(loginIp, loginEmail)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(45);
    for (const r of refused) expect(r.reason).toBeInstanceOf(TooManyAttempts);
  });
});
