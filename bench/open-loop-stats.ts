/**
 * Open-loop load (docs/decisions/029): requests are sent on a clock at a fixed rate whether or not
 * earlier ones have been answered, and each latency is counted from the request's SCHEDULED send
 * time, so a stalled server is charged for the requests that queued behind the stall (no
 * coordinated omission). Pure functions, tested in open-loop-stats.test.ts.
 */

/** How many requests should have been sent `elapsedMs` after the start at `rate` per second (the first at 0). */
export function dueCount(rate: number, elapsedMs: number, total: number): number {
  if (elapsedMs < 0) return 0;
  return Math.min(total, Math.floor((elapsedMs * rate) / 1000) + 1);
}

/** The scheduled send time of request `i` (0-based), in ms after the start. */
export function scheduledAt(rate: number, i: number): number {
  return (i * 1000) / rate;
}

/**
 * How long the generator may sleep before request `next` (0-based) is due, `elapsedMs` after the
 * start: 0 when it is due already. The generator sleeps rather than spinning on setImmediate,
 * which took a whole core of the two the shop and PostgreSQL share with it (session 13).
 */
export function msUntilDue(rate: number, elapsedMs: number, next: number): number {
  return Math.max(0, scheduledAt(rate, next) - elapsedMs);
}

/** Nearest-rank percentile of sorted values, rounded to 0.1. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank] * 10) / 10;
}

export interface OpenLoopResult {
  label: string;
  /** Requests per second offered (the schedule). */
  offered: number;
  /** Answers per second actually received within the run. */
  achieved: number;
  sent: number;
  answered: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** Requests still unanswered when the run ended (counted as errors in the verdict). */
  unanswered: number;
}

export function summarize(
  label: string,
  run: { offered: number; seconds: number; latencies: number[]; sent: number; errors: number; non2xx: number },
): OpenLoopResult {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    label,
    offered: run.offered,
    achieved: Math.round(sorted.length / run.seconds),
    sent: run.sent,
    answered: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? Math.round(sorted[sorted.length - 1] * 10) / 10 : NaN,
    errors: run.errors,
    non2xx: run.non2xx,
    unanswered: Math.max(0, run.sent - sorted.length - run.errors),
  };
}
