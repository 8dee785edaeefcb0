import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../tests/db";
import type { DatabaseHandle } from "../db/client";
import { postgresLimiterStore, type LimiterStore } from "./rate-limit-store";
import { answerNoSoonerThan, AuthThrottle, DEFAULT_THROTTLE_LIMITS, throttleLimitsFor, TooManyAttempts } from "./throttle";

// DESIGN.md: throttling per IP and per account with growing waits, never a complete lock-out, and
// the same answer time for known and unknown emails. Issue 12: counters in the database (shared by
// every process), points taken before the password check, known devices skip the per-account wait.
let handle: DatabaseHandle;
let store: LimiterStore;
let n = 0;
const email = (name: string) => `${name}.${n++}@example.com`;

beforeAll(async () => {
  handle = await createTestDatabase();
  store = postgresLimiterStore(handle.query, { cleanUpEveryMs: 0 });
}, 120_000);
afterAll(async () => handle?.close());
afterEach(() => vi.useRealTimers());

/** One login attempt with a wrong password; answers the wait when refused, or null. */
async function wrongGuess(throttle: AuthThrottle, ip: string, account: string, knownDevice = false): Promise<number | null> {
  try {
    await throttle.loginFailed(await throttle.beginLogin(ip, account, { knownDevice }));
    return null;
  } catch (error) {
    if (error instanceof TooManyAttempts) return error.retryAfterSeconds;
    throw error;
  }
}

const waitOf = (throttle: AuthThrottle, ip: string, account: string, knownDevice = false) =>
  throttle.beginLogin(ip, account, { knownDevice }).then(
    async (attempt) => {
      await throttle.loginSucceeded(attempt);
      return null;
    },
    (error: TooManyAttempts) => error.retryAfterSeconds,
  );

describe("AuthThrottle on the database store", () => {
  it("starts waiting after five failures for one account from one IP and doubles each time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const throttle = new AuthThrottle(store);
    const a = email("a");
    for (let i = 0; i < 5; i++) expect(await wrongGuess(throttle, "1.1.1.1", a)).toBeNull();
    expect(await wrongGuess(throttle, "1.1.1.1", a)).toBe(30);
    vi.advanceTimersByTime(30_000);
    expect(await wrongGuess(throttle, "1.1.1.1", a)).toBeNull();
    expect(await wrongGuess(throttle, "1.1.1.1", a)).toBe(60);
    // Another IP (the real customer) is not held back by these failures.
    expect(await waitOf(throttle, "2.2.2.2", a)).toBeNull();
  });

  it("issue 12: a burst of 50 parallel attempts lets exactly the 5 free ones through, in one process or two", async () => {
    const one = new AuthThrottle(store);
    const two = new AuthThrottle(postgresLimiterStore(handle.query, { cleanUpEveryMs: 0 }));
    const b = email("burst");
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).beginLogin("3.3.3.3", b)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(45);
    for (const r of refused) expect(r.reason).toBeInstanceOf(TooManyAttempts);
  });

  it("issue 12: two throttles over the same database share one budget", async () => {
    const one = new AuthThrottle(store);
    const two = new AuthThrottle(postgresLimiterStore(handle.query, { cleanUpEveryMs: 0 }));
    const c = email("shared");
    for (let i = 0; i < 5; i++) expect(await wrongGuess(i % 2 ? one : two, "4.4.4.4", c)).toBeNull();
    expect(await wrongGuess(one, "4.4.4.4", c)).toBe(30);
    expect(await wrongGuess(two, "4.4.4.4", c)).toBe(30);
  });

  it("caps the per-account wait from all IPs at a minute; a known device skips it, but not its own IP's wait", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const throttle = new AuthThrottle(store);
    const d = email("spread");
    for (let i = 0; i < 40; i++) {
      vi.advanceTimersByTime(61_000);
      expect(await wrongGuess(throttle, `10.0.0.${i}`, d)).toBeNull();
    }
    expect(await waitOf(throttle, "9.9.9.9", d)).toBe(60);
    expect(await waitOf(throttle, "9.9.9.9", d, true)).toBeNull();
    // The known device's own failures from its IP still count per account and IP.
    for (let i = 0; i < 5; i++) expect(await wrongGuess(throttle, "9.9.9.8", d, true)).toBeNull();
    expect(await wrongGuess(throttle, "9.9.9.8", d, true)).toBe(30);
  });

  it("RATE_LIMIT_FACTOR multiplies the per-IP budgets only: 3× lets 60 registrations from one IP, the 61st waits; per-account limits stay", async () => {
    const limits = throttleLimitsFor(3);
    expect(limits.requestsPerIpPerHour).toBe(60);
    expect(limits.failuresPerIpPerDay).toBe(300);
    expect(limits.freeFailuresPerAccountAndIp).toBe(DEFAULT_THROTTLE_LIMITS.freeFailuresPerAccountAndIp);
    expect(limits.resetMailsPerAccountPerHour).toBe(DEFAULT_THROTTLE_LIMITS.resetMailsPerAccountPerHour);
    const throttle = new AuthThrottle(store, limits);
    const ip = `198.51.100.${n++ % 250}`;
    for (let i = 0; i < 60; i++) await throttle.consumeRequest(ip);
    await expect(throttle.consumeRequest(ip)).rejects.toBeInstanceOf(TooManyAttempts);
  });

  it("counts an account whatever the case of its address", async () => {
    const throttle = new AuthThrottle(store);
    const e = email("case");
    for (let i = 0; i < 5; i++) await wrongGuess(throttle, "5.5.5.5", i % 2 ? e.toUpperCase() : e);
    expect(await waitOf(throttle, "5.5.5.5", e)).toBe(30);
  });

  it("a successful login clears the counters of its account and IP", async () => {
    const throttle = new AuthThrottle(store);
    const f = email("clear");
    for (let i = 0; i < 4; i++) await wrongGuess(throttle, "1.1.1.1", f);
    expect(await waitOf(throttle, "1.1.1.1", f)).toBeNull(); // succeeds
    for (let i = 0; i < 4; i++) expect(await wrongGuess(throttle, "1.1.1.1", f)).toBeNull();
  });

  it("issue 12: the IP's block ends when its Retry-After says, not later", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const throttle = new AuthThrottle(store, { ...DEFAULT_THROTTLE_LIMITS, failuresPerIpPerDay: 3 });
    for (let i = 0; i < 3; i++) expect(await wrongGuess(throttle, "6.6.6.6", email("ip"))).toBeNull();
    const wait = await wrongGuess(throttle, "6.6.6.6", email("ip"));
    expect(wait).toBe(3600);
    vi.advanceTimersByTime((wait! - 1) * 1000);
    expect(await wrongGuess(throttle, "6.6.6.6", email("ip"))).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(await wrongGuess(throttle, "6.6.6.6", email("ip"))).toBeNull();
  });

  it("limits reset mails per address without telling the visitor", async () => {
    const throttle = new AuthThrottle(store);
    const g = email("reset");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await throttle.mayMailReset(g));
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it("issue 12: wrong current passwords are counted per customer; a right one costs nothing", async () => {
    const throttle = new AuthThrottle(store);
    const wrong = new Error("wrong");
    const isWrong = (error: unknown) => error === wrong;
    let checks = 0;
    const check = (ok: boolean) => () => {
      checks++;
      return ok ? Promise.resolve("ok") : Promise.reject(wrong);
    };
    for (let i = 0; i < 10; i++) await expect(throttle.checkingCurrentPassword("7.7.7.7", 4242, isWrong, check(true))).resolves.toBe("ok");
    for (let i = 0; i < 5; i++) await expect(throttle.checkingCurrentPassword(`7.7.7.${i + 10}`, 4242, isWrong, check(false))).rejects.toBe(wrong);
    await expect(throttle.checkingCurrentPassword("7.7.7.99", 4242, isWrong, check(true))).rejects.toBeInstanceOf(TooManyAttempts);
    expect(checks).toBe(15);
  });
});

describe("answerNoSoonerThan", () => {
  it("holds a quick answer until the floor has passed, and never delays a slow one", async () => {
    vi.useFakeTimers();
    const start = Date.now();
    let done = false;
    const waiting = answerNoSoonerThan(start, 400).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(399);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    await expect(answerNoSoonerThan(start - 1000, 400)).resolves.toBeUndefined();
  });
});
