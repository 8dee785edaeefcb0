import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { memoryLimiterStore, type LimiterStore } from "../../http/rate-limit-store";
import { TooManyAttempts } from "../../http/throttle";

/**
 * Card-testing defence (OWASP ASVS 2, DESIGN.md): someone trying stolen card numbers produces
 * refused cards and declined payments. Only failures are counted, so a busy shop's good payments are
 * never slowed: refused card data per IP, declined payments per IP and per checkout, each within an
 * hour. The counters live in the database like the login throttle's (decision 017), so every process
 * shares them.
 */
export interface PaymentThrottleLimits {
  refusedCardsPerIpPerHour: number;
  declinesPerIpPerHour: number;
  declinesPerCheckoutPerHour: number;
}

export const DEFAULT_PAYMENT_THROTTLE_LIMITS: PaymentThrottleLimits = {
  refusedCardsPerIpPerHour: 20,
  declinesPerIpPerHour: 10,
  declinesPerCheckoutPerHour: 5,
};

const HOUR = 60 * 60;

export class PaymentThrottle {
  private readonly refusedByIp: RateLimiterAbstract;
  private readonly declinesByIp: RateLimiterAbstract;
  private readonly declinesByCheckout: RateLimiterAbstract;

  /** Without a store (unit tests only) the counters are this process's. */
  constructor(
    store: LimiterStore = memoryLimiterStore(),
    readonly limits: PaymentThrottleLimits = DEFAULT_PAYMENT_THROTTLE_LIMITS,
  ) {
    this.refusedByIp = store.limiter({ keyPrefix: "card-refused-ip", points: limits.refusedCardsPerIpPerHour, duration: HOUR });
    this.declinesByIp = store.limiter({ keyPrefix: "payment-declined-ip", points: limits.declinesPerIpPerHour, duration: HOUR });
    this.declinesByCheckout = store.limiter({ keyPrefix: "payment-declined-checkout", points: limits.declinesPerCheckoutPerHour, duration: HOUR });
  }

  /** Before tokenising a card: throws TooManyAttempts once this IP had too many refused cards. */
  async beforeTokenize(ip: string): Promise<void> {
    this.assertUnder([[await this.refusedByIp.get(ip), this.limits.refusedCardsPerIpPerHour]]);
  }

  /** Before a payment: throws TooManyAttempts after too many declines from this IP or on this checkout. */
  async beforePayment(ip: string, checkoutId: string): Promise<void> {
    this.assertUnder([
      [await this.declinesByIp.get(ip), this.limits.declinesPerIpPerHour],
      [await this.declinesByCheckout.get(checkoutId), this.limits.declinesPerCheckoutPerHour],
    ]);
  }

  async cardRefused(ip: string): Promise<void> {
    await this.refusedByIp.penalty(ip, 1);
  }

  async paymentDeclined(ip: string, checkoutId: string): Promise<void> {
    await Promise.all([this.declinesByIp.penalty(ip, 1), this.declinesByCheckout.penalty(checkoutId, 1)]);
  }

  private assertUnder(counters: Array<[RateLimiterRes | null, number]>): void {
    const waits = counters.filter(([res, limit]) => res !== null && res.consumedPoints >= limit).map(([res]) => res!.msBeforeNext);
    if (waits.length > 0) throw new TooManyAttempts(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }
}
