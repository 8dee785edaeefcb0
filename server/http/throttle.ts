import { createHash } from "node:crypto";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { LimiterStore } from "./rate-limit-store";

/**
 * Throttling of login, registration, password reset and password changes (DESIGN.md, OWASP ASVS 2,
 * issue 12): per IP and per account, with waits that grow with every further failure. The counters
 * live in the database (decision 017), so every process shares them.
 *
 * A login attempt takes its points *before* the password is checked (a success refunds them), so a
 * burst of parallel guesses cannot all pass a check that counts only finished failures: the counts
 * are atomic increments, and once the free attempts are spent a one-slot gate lets exactly one
 * attempt through per wait.
 *
 * A real customer is never locked out completely: failures are counted per account *and* IP, so an
 * attacker elsewhere only slows the account down (per-account waits are capped at a minute), and a
 * browser that has signed in to the account before (its known-device cookie) skips the per-account
 * wait altogether. Every wait ends when its Retry-After says.
 */
export class TooManyAttempts extends Error {
  /**
   * `messageKey` is what the client reads (the RPC router answers 429 with it and Retry-After):
   * "Too many attempts…" for logins, passwords and payments; the write limits say "Too many requests…".
   */
  constructor(
    readonly retryAfterSeconds: number,
    readonly messageKey = "account:errors.tooManyAttempts",
  ) {
    super("too many attempts");
  }
}

export interface ThrottleLimits {
  /** Consecutive failed logins for one account from one IP before waits start. */
  freeFailuresPerAccountAndIp: number;
  /** The first wait; each further failure doubles it, up to maxWaitPerAccountAndIp. */
  firstWaitSeconds: number;
  maxWaitPerAccountAndIp: number;
  /** Failed logins for one account from all IPs together before (short) waits start. */
  freeFailuresPerAccount: number;
  maxWaitPerAccount: number;
  /** Failed logins from one IP per day, any account; then the IP waits an hour. */
  failuresPerIpPerDay: number;
  /** Registrations and reset requests from one IP per hour. */
  requestsPerIpPerHour: number;
  /** Reset mails to one address per hour; further requests are answered alike but send nothing. */
  resetMailsPerAccountPerHour: number;
  /** Wrong current passwords (password or email change) per customer per hour. */
  passwordChecksPerCustomerPerHour: number;
  /** Wrong current passwords per IP per hour, any customer. */
  passwordChecksPerIpPerHour: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  freeFailuresPerAccountAndIp: 5,
  firstWaitSeconds: 30,
  maxWaitPerAccountAndIp: 15 * 60,
  freeFailuresPerAccount: 20,
  maxWaitPerAccount: 60,
  failuresPerIpPerDay: 100,
  requestsPerIpPerHour: 20,
  resetMailsPerAccountPerHour: 3,
  passwordChecksPerCustomerPerHour: 5,
  passwordChecksPerIpPerHour: 20,
};

/**
 * The limits with every per-IP budget multiplied by RATE_LIMIT_FACTOR (for many shoppers behind one
 * address, and for the journeys, which all come from 127.0.0.1). Per-account limits never change:
 * they are what protects a customer's password.
 */
export function throttleLimitsFor(factor: number, base: ThrottleLimits = DEFAULT_THROTTLE_LIMITS): ThrottleLimits {
  const scaled = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    ...base,
    failuresPerIpPerDay: scaled(base.failuresPerIpPerDay),
    requestsPerIpPerHour: scaled(base.requestsPerIpPerHour),
    passwordChecksPerIpPerHour: scaled(base.passwordChecksPerIpPerHour),
  };
}

const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Accounts are counted by a digest of the lower-cased address: no case tricks, no emails in rate_limits. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

/** IPv6 addresses are long but bounded (45 characters); anything else is cut to stay within the key column. */
const ipKey = (ip: string) => ip.slice(0, 64);

interface Taken {
  key: string;
  /** This attempt's number among the counted failures (1-based). */
  n: number;
  /** Whether the attempt holds the gate (its failures are past the free ones). */
  gate: boolean;
}

/**
 * Failures of one kind with free attempts and then growing waits. `take` counts the attempt
 * atomically; past the free attempts it must also take a one-slot gate, which an earlier failure's
 * wait keeps closed, and which only one of several parallel attempts can take.
 */
class GrowingWait {
  private readonly failures: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;

  constructor(
    store: LimiterStore,
    prefix: string,
    private readonly free: number,
    private readonly waitAfter: (failures: number) => number,
  ) {
    this.failures = store.limiter({ keyPrefix: `${prefix}-failures`, points: 1_000_000, duration: DAY });
    this.gate = store.limiter({ keyPrefix: `${prefix}-gate`, points: 1, duration: 1 });
  }

  async take(key: string): Promise<Taken> {
    const n = (await this.failures.penalty(key, 1)).consumedPoints;
    if (n < this.free) return { key, n, gate: false };
    try {
      // Held for the wait this attempt would earn, until its answer sets the real one.
      await this.gate.consume(key, 1, { customDuration: this.waitAfter(n) });
      return { key, n, gate: true };
    } catch (error) {
      await this.failures.reward(key, 1);
      if (error instanceof RateLimiterRes) throw new TooManyAttempts(seconds(error.msBeforeNext));
      throw error;
    }
  }

  /** The attempt did not happen after all (another limit refused it). */
  async release(taken: Taken): Promise<void> {
    await Promise.all([this.failures.reward(taken.key, 1), taken.gate ? this.gate.delete(taken.key) : undefined]);
  }

  async failed(taken: Taken): Promise<void> {
    if (taken.gate) await this.gate.block(taken.key, this.waitAfter(taken.n));
  }

  /** Forgets every failure of this key (the owner got in from here). */
  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.gate.delete(key)]);
  }
}

/** A login attempt's points, taken by `beginLogin`; `loginFailed` or `loginSucceeded` settles them. */
export interface LoginAttempt {
  ip: string;
  pair: Taken;
  account: Taken | null;
}

/** Runs every take at once; if any is refused, the others are released and the longest wait is thrown. */
async function takeAll<T>(takes: Array<Promise<T>>, release: (taken: T, index: number) => Promise<void>): Promise<T[]> {
  const settled = await Promise.allSettled(takes);
  const refused = settled.filter((s): s is PromiseRejectedResult => s.status === "rejected").map((s) => s.reason as unknown);
  if (refused.length === 0) return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
  await Promise.all(settled.map((s, i) => (s.status === "fulfilled" ? release(s.value, i) : undefined)));
  const other = refused.find((reason) => !(reason instanceof TooManyAttempts));
  if (other !== undefined) throw other;
  throw new TooManyAttempts(Math.max(...refused.map((reason) => (reason as TooManyAttempts).retryAfterSeconds)));
}

async function consumeOrWait(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new TooManyAttempts(seconds(error.msBeforeNext));
    throw error;
  }
}

export class AuthThrottle {
  private readonly byAccountAndIp: GrowingWait;
  private readonly byAccount: GrowingWait;
  private readonly failuresByIp: RateLimiterAbstract;
  private readonly requestsByIp: RateLimiterAbstract;
  private readonly resetMailsByAccount: RateLimiterAbstract;
  private readonly passwordChecksByCustomer: RateLimiterAbstract;
  private readonly passwordChecksByIp: RateLimiterAbstract;

  constructor(
    store: LimiterStore,
    readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  ) {
    const { freeFailuresPerAccountAndIp, firstWaitSeconds, maxWaitPerAccountAndIp, freeFailuresPerAccount, maxWaitPerAccount } = limits;
    this.byAccountAndIp = new GrowingWait(store, "login-account-ip", freeFailuresPerAccountAndIp, (n) =>
      Math.min(firstWaitSeconds * 2 ** (n - freeFailuresPerAccountAndIp), maxWaitPerAccountAndIp),
    );
    this.byAccount = new GrowingWait(store, "login-account", freeFailuresPerAccount, (n) => Math.min(2 ** (n - freeFailuresPerAccount), maxWaitPerAccount));
    this.failuresByIp = store.limiter({ keyPrefix: "login-fail-ip", points: limits.failuresPerIpPerDay, duration: DAY, blockDuration: HOUR });
    this.requestsByIp = store.limiter({ keyPrefix: "auth-requests-ip", points: limits.requestsPerIpPerHour, duration: HOUR });
    this.resetMailsByAccount = store.limiter({ keyPrefix: "reset-mail-account", points: limits.resetMailsPerAccountPerHour, duration: HOUR });
    this.passwordChecksByCustomer = store.limiter({ keyPrefix: "password-check-customer", points: limits.passwordChecksPerCustomerPerHour, duration: HOUR });
    this.passwordChecksByIp = store.limiter({ keyPrefix: "password-check-ip", points: limits.passwordChecksPerIpPerHour, duration: HOUR });
  }

  /**
   * Takes a login attempt's points before its password is checked: one per IP, per account and IP,
   * and per account unless the browser is a known device of this account. Throws TooManyAttempts
   * (with the longest wait) when any of them is refused; then nothing stays counted.
   */
  async beginLogin(ip: string, email: string, options: { knownDevice?: boolean } = {}): Promise<LoginAttempt> {
    const account = accountKey(email);
    const pairKey = `${account}|${ipKey(ip)}`;
    const takes: Array<Promise<Taken | null>> = [
      consumeOrWait(this.failuresByIp, ipKey(ip)).then(() => null),
      this.byAccountAndIp.take(pairKey),
      options.knownDevice ? Promise.resolve(null) : this.byAccount.take(account),
    ];
    const [, pair, byAccount] = await takeAll(takes, async (taken, i) => {
      if (i === 0) await this.failuresByIp.reward(ipKey(ip), 1);
      else if (taken) await (i === 1 ? this.byAccountAndIp : this.byAccount).release(taken);
    });
    return { ip: ipKey(ip), pair: pair!, account: byAccount };
  }

  /** The password was wrong: the points stay spent, and past the free attempts the next wait starts. */
  async loginFailed(attempt: LoginAttempt): Promise<void> {
    await Promise.all([this.byAccountAndIp.failed(attempt.pair), attempt.account ? this.byAccount.failed(attempt.account) : undefined]);
  }

  /** The owner got in: this IP's and this pair's failures are forgotten, the account's point refunded. */
  async loginSucceeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.failuresByIp.reward(attempt.ip, 1),
      this.byAccountAndIp.clear(attempt.pair.key),
      attempt.account ? this.byAccount.release(attempt.account) : undefined,
    ]);
  }

  /** Registrations, reset requests and reset submissions: a plain per-IP budget. */
  async consumeRequest(ip: string): Promise<void> {
    await consumeOrWait(this.requestsByIp, ipKey(ip));
  }

  /** Whether another reset mail may go to this address now; the answer to the visitor is the same. */
  async mayMailReset(email: string): Promise<boolean> {
    try {
      await this.resetMailsByAccount.consume(accountKey(email));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /**
   * A check of the current password (password or email change): `work` runs only when both the
   * customer's and the IP's budgets allow one more wrong password; a point is taken before and
   * refunded unless `work` reports the password wrong (`isWrongPassword` of its error).
   */
  async checkingCurrentPassword<T>(ip: string, customerId: number, isWrongPassword: (error: unknown) => boolean, work: () => Promise<T>): Promise<T> {
    const customer = String(customerId);
    await takeAll([consumeOrWait(this.passwordChecksByCustomer, customer), consumeOrWait(this.passwordChecksByIp, ipKey(ip))], async (_taken, i) => {
      await (i === 0 ? this.passwordChecksByCustomer.reward(customer, 1) : this.passwordChecksByIp.reward(ipKey(ip), 1));
    });
    let wrong = false;
    try {
      return await work();
    } catch (error) {
      wrong = isWrongPassword(error);
      throw error;
    } finally {
      if (!wrong) await Promise.all([this.passwordChecksByCustomer.reward(customer, 1), this.passwordChecksByIp.reward(ipKey(ip), 1)]);
    }
  }
}

/** Waits until at least `ms` have passed since `startedAt`, so answers do not reveal which path ran. */
export async function answerNoSoonerThan(startedAt: number, ms: number, now: () => number = Date.now): Promise<void> {
  const remaining = startedAt + ms - now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
