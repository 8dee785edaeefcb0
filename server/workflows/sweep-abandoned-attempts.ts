import type { Shop } from "../shop";
import { AUTHENTICATION_STALE_MS, PLACING_STALE_MS, recoverAbandonedAttempt } from "./place-order";

/** How often each process looks for abandoned order attempts. */
export const SWEEP_INTERVAL_MS = 60_000;
/** Attempts finished per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

/**
 * An order attempt whose process died between taking the stock and finishing (DESIGN.md: nothing
 * lost) is otherwise only finished when the shopper completes the same checkout again; a shopper
 * who never comes back would keep the units out of everyone's reach. This sweep finishes such
 * attempts the same way: charged → the order completes; not charged → stock back, Cancelled.
 * Every step re-checks the checkout under its row lock, so two processes sweeping at once, or a
 * sweep racing the shopper's retry, finish an attempt once.
 */
export async function sweepAbandonedAttempts(shop: Shop, now = Date.now()): Promise<number> {
  // An attempt waiting for the shopper's 3-D Secure step has longer (decision 028).
  const stale = await shop.checkout.stalePlacing(new Date(now - PLACING_STALE_MS), SWEEP_BATCH, new Date(now - AUTHENTICATION_STALE_MS));
  let finished = 0;
  for (const checkout of stale) {
    try {
      await recoverAbandonedAttempt(shop, checkout, now);
      finished++;
    } catch (error) {
      // The provider or database may be away for a moment: the next sweep tries again.
      shop.logger.warn({ err: error, checkoutId: checkout.id }, "could not finish an abandoned order attempt");
    }
  }
  return finished;
}

/** Sweeps at start-up and then every SWEEP_INTERVAL_MS; returns a stop function. */
export function startAbandonedAttemptSweeper(shop: Shop, intervalMs = SWEEP_INTERVAL_MS): () => void {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    running ??= sweepAbandonedAttempts(shop)
      .catch((error) => shop.logger.warn({ err: error }, "the abandoned order attempt sweep failed"))
      .finally(() => (running = null));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
