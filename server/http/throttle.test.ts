import { afterEach, describe, expect, it, vi } from "vitest";
import { answerNoSoonerThan, AuthThrottle, TooManyAttempts } from "./throttle";

// DESIGN.md: throttling per IP and per account with growing waits, never a complete lock-out, and
// the same answer time for known and unknown emails.
describe("AuthThrottle", () => {
  it("starts waiting after five failures for one account from one IP and doubles each time", async () => {
    const throttle = new AuthThrottle();
    for (let i = 0; i < 4; i++) await throttle.loginFailed("1.1.1.1", "a@example.com");
    await expect(throttle.beforeLogin("1.1.1.1", "a@example.com")).resolves.toBeUndefined();
    await throttle.loginFailed("1.1.1.1", "a@example.com");
    await expect(throttle.beforeLogin("1.1.1.1", "a@example.com")).rejects.toMatchObject({ retryAfterSeconds: 30 });
    await throttle.loginFailed("1.1.1.1", "a@example.com");
    await expect(throttle.beforeLogin("1.1.1.1", "a@example.com")).rejects.toMatchObject({ retryAfterSeconds: 60 });
    // Another IP (the real customer) is not held back by these failures.
    await expect(throttle.beforeLogin("2.2.2.2", "a@example.com")).resolves.toBeUndefined();
  });

  it("caps the per-account wait from all IPs at a minute", async () => {
    const throttle = new AuthThrottle();
    for (let i = 0; i < 40; i++) await throttle.loginFailed(`10.0.0.${i}`, "b@example.com");
    const wait = await throttle.beforeLogin("9.9.9.9", "b@example.com").catch((e: TooManyAttempts) => e.retryAfterSeconds);
    expect(wait).toBe(60);
  });

  it("a successful login clears the account's counters", async () => {
    const throttle = new AuthThrottle();
    for (let i = 0; i < 4; i++) await throttle.loginFailed("1.1.1.1", "c@example.com");
    await throttle.loginSucceeded("1.1.1.1", "c@example.com");
    await throttle.loginFailed("1.1.1.1", "c@example.com");
    await expect(throttle.beforeLogin("1.1.1.1", "c@example.com")).resolves.toBeUndefined();
  });

  it("limits reset mails per address without telling the visitor", async () => {
    const throttle = new AuthThrottle();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await throttle.mayMailReset("d@example.com"));
    expect(answers).toEqual([true, true, true, false, false]);
  });
});

describe("answerNoSoonerThan", () => {
  afterEach(() => vi.useRealTimers());

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
