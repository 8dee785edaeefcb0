import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { LimiterStore, SqlQuery } from "./rate-limit-store";
import { TooManyAttempts } from "./throttle";

/**
 * Per-IP budgets for writes anyone can make without an account (issue 12, decision 017). Each is
 * far above what a person does in an hour and low enough that a script filling the database, the
 * moderation queue or someone's inbox is stopped early. Budgets are multiplied by
 * RATE_LIMIT_FACTOR (default 1; the Playwright run, where every journey comes from 127.0.0.1,
 * sets a higher one).
 */
const HOUR = 60 * 60;

export const WRITE_LIMITS = {
  /** Reviews wait for moderation; a household behind one address reviews a few bikes at most. */
  review: { points: 10, duration: HOUR },
  /** Questions, likewise moderated: ten an hour is a very curious shopper. */
  question: { points: 10, duration: HOUR },
  /** One sign-up per product and variant; twenty covers a shopper going through a sold-out range. */
  backInStock: { points: 20, duration: HOUR },
  /** Newsletter sign-ups send a mail to the address given: kept low so nobody's inbox is flooded. */
  newsletter: { points: 10, duration: HOUR },
  /**
   * New guest carts (stored at the first add to cart): one per visit, and a few more when carts are
   * emptied or checked out. Sixty an hour leaves room for several shoppers behind one NAT.
   */
  cartCreation: { points: 60, duration: HOUR },
  /** The store-contact form (issue 15, /api/stores/sendStoreContactEmail): each sends a mail to a store. */
  storeContact: { points: 5, duration: HOUR },
  /** Bike registration (issue 16, /bike-registration and registerBikeByEmail): one per bike bought. */
  bikeRegistration: { points: 10, duration: HOUR },
  /** Coupon codes typed into a cart (issue 19): a shopper tries a few; a script guessing codes is stopped. */
  couponAttempt: { points: 30, duration: HOUR },
  /**
   * 3-D Secure results sent for a pending payment (decision 028: submitPaymentDetails and the
   * redirect return): each is a call to the card processor; a shopper sends one or two an attempt.
   */
  paymentDetails: { points: 60, duration: HOUR },
} as const satisfies Record<string, { points: number; duration: number }>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

export class WriteLimits {
  private readonly limiters = new Map<WriteLimitName, RateLimiterAbstract>();

  constructor(
    private readonly store: LimiterStore,
    private readonly factor = 1,
  ) {}

  budget(name: WriteLimitName): { points: number; duration: number } {
    const { points, duration } = WRITE_LIMITS[name];
    return { points: Math.max(1, Math.round(points * this.factor)), duration };
  }

  private options(name: WriteLimitName) {
    return { keyPrefix: `write-${name}-ip`, ...this.budget(name) };
  }

  /**
   * Spends one write of this kind for this IP; throws TooManyAttempts ("Too many requests…") when the budget is spent.
   * With `query`, the count changes in the caller's transaction (a refused write rolls back with it).
   */
  async consume(name: WriteLimitName, ip: string, query?: SqlQuery): Promise<void> {
    let limiter = query ? undefined : this.limiters.get(name);
    if (!limiter) {
      limiter = query ? this.store.limiterOn(query, this.options(name)) : this.store.limiter(this.options(name));
      if (!query) this.limiters.set(name, limiter);
    }
    try {
      await limiter.consume(ip.slice(0, 64));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyAttempts(Math.max(1, Math.ceil(error.msBeforeNext / 1000)), "errors.tooManyRequests");
      throw error;
    }
  }
}
