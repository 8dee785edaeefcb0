import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Throttling of login, registration and password reset (DESIGN.md, OWASP ASVS 2): per IP and per
 * account, with waits that grow with every further failure. Memory stores for now (one process);
 * rate-limiter-flexible offers PostgreSQL and Redis stores with the same interface when scaled.
 *
 * A real customer is never locked out completely: failures are counted per account *and* IP, so an
 * attacker elsewhere only slows the account down (per-account waits are capped at a minute), and
 * a successful login clears the counters.
 */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
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
  /** Failed logins from one IP per day, any account. */
  failuresPerIpPerDay: number;
  /** Registrations and reset requests from one IP per hour. */
  requestsPerIpPerHour: number;
  /** Reset mails to one address per hour; further requests are answered alike but send nothing. */
  resetMailsPerAccountPerHour: number;
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
};

const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;

export class AuthThrottle {
  private readonly failuresByAccountAndIp: RateLimiterMemory;
  private readonly failuresByAccount: RateLimiterMemory;
  private readonly failuresByIp: RateLimiterMemory;
  /** Active waits, keyed like the counters; `block()` sets them. */
  private readonly waits: RateLimiterMemory;
  private readonly requestsByIp: RateLimiterMemory;
  private readonly resetMailsByAccount: RateLimiterMemory;

  constructor(readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS) {
    this.failuresByAccountAndIp = new RateLimiterMemory({ keyPrefix: "login-fail-account-ip", points: 1_000_000, duration: DAY });
    this.failuresByAccount = new RateLimiterMemory({ keyPrefix: "login-fail-account", points: 1_000_000, duration: DAY });
    this.failuresByIp = new RateLimiterMemory({ keyPrefix: "login-fail-ip", points: limits.failuresPerIpPerDay, duration: DAY, blockDuration: HOUR });
    this.waits = new RateLimiterMemory({ keyPrefix: "login-wait", points: 1, duration: 1 });
    this.requestsByIp = new RateLimiterMemory({ keyPrefix: "auth-requests-ip", points: limits.requestsPerIpPerHour, duration: HOUR });
    this.resetMailsByAccount = new RateLimiterMemory({ keyPrefix: "reset-mail-account", points: limits.resetMailsPerAccountPerHour, duration: HOUR });
  }

  /** Throws TooManyAttempts while this IP, this account from this IP, or this account must wait. */
  async beforeLogin(ip: string, email: string): Promise<void> {
    const [pairWait, accountWait, ipFailures] = await Promise.all([
      this.waits.get(`account-ip:${email}|${ip}`),
      this.waits.get(`account:${email}`),
      this.failuresByIp.get(ip),
    ]);
    const waits = [pairWait, accountWait]
      .filter((res): res is RateLimiterRes => res !== null && res.consumedPoints > 0 && res.msBeforeNext > 0)
      .map((res) => res.msBeforeNext);
    if (ipFailures && ipFailures.consumedPoints >= this.limits.failuresPerIpPerDay) waits.push(ipFailures.msBeforeNext);
    if (waits.length > 0) throw new TooManyAttempts(Math.ceil(Math.max(...waits) / 1000));
  }

  async loginFailed(ip: string, email: string): Promise<void> {
    const [pair, account] = await Promise.all([
      this.failuresByAccountAndIp.penalty(`${email}|${ip}`, 1),
      this.failuresByAccount.penalty(email, 1),
      this.failuresByIp.penalty(ip, 1),
    ]);
    const { freeFailuresPerAccountAndIp, firstWaitSeconds, maxWaitPerAccountAndIp, freeFailuresPerAccount, maxWaitPerAccount } = this.limits;
    if (pair.consumedPoints >= freeFailuresPerAccountAndIp) {
      const wait = Math.min(firstWaitSeconds * 2 ** (pair.consumedPoints - freeFailuresPerAccountAndIp), maxWaitPerAccountAndIp);
      await this.waits.block(`account-ip:${email}|${ip}`, wait);
    }
    if (account.consumedPoints >= freeFailuresPerAccount) {
      const wait = Math.min(2 ** (account.consumedPoints - freeFailuresPerAccount), maxWaitPerAccount);
      await this.waits.block(`account:${email}`, wait);
    }
  }

  async loginSucceeded(ip: string, email: string): Promise<void> {
    await Promise.all([this.failuresByAccountAndIp.delete(`${email}|${ip}`), this.failuresByAccount.delete(email)]);
  }

  /** Registrations, reset requests and reset submissions: a plain per-IP budget. */
  async consumeRequest(ip: string): Promise<void> {
    try {
      await this.requestsByIp.consume(ip);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyAttempts(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** Whether another reset mail may go to this address now; the answer to the visitor is the same. */
  async mayMailReset(email: string): Promise<boolean> {
    try {
      await this.resetMailsByAccount.consume(email);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}

/** Waits until at least `ms` have passed since `startedAt`, so answers do not reveal which path ran. */
export async function answerNoSoonerThan(startedAt: number, ms: number, now: () => number = Date.now): Promise<void> {
  const remaining = startedAt + ms - now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
