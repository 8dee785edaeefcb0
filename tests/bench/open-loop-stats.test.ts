// The open-loop generator's schedule and statistics (docs/decisions/029; DESIGN.md "Performance
// targets": cart p95 under 15 ms at an open-loop offered load of half the measured maximum).
import { describe, expect, it } from "vitest";
import { dueCount, msUntilDue, percentile, scheduledAt, summarize } from "../../bench/open-loop-stats";

describe("open-loop schedule", () => {
  it("sends by the clock: the number due depends on elapsed time only, never on answers", () => {
    expect(dueCount(100, 0, 1000)).toBe(1);
    expect(dueCount(100, 9.99, 1000)).toBe(1);
    expect(dueCount(100, 10, 1000)).toBe(2);
    // A 500 ms stall of the sender's loop: everything scheduled meanwhile is due at once.
    expect(dueCount(100, 500, 1000)).toBe(51);
    expect(dueCount(100, 60_000, 1000)).toBe(1000);
    expect(dueCount(100, -1, 1000)).toBe(0);
  });

  it("sleeps until the next request is due, and not at all when one is late", () => {
    // 200/s: request 3 is due at 15 ms.
    expect(msUntilDue(200, 10, 3)).toBe(5);
    expect(msUntilDue(200, 15, 3)).toBe(0);
    expect(msUntilDue(200, 40, 3)).toBe(0);
  });

  it("schedules request i at i/rate seconds", () => {
    expect(scheduledAt(200, 0)).toBe(0);
    expect(scheduledAt(200, 3)).toBe(15);
  });
});

describe("open-loop statistics", () => {
  it("takes nearest-rank percentiles", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([], 95)).toBeNaN();
  });

  it("counts latency as given (from the scheduled send), so a stall shows in p95 (no coordinated omission)", () => {
    // 100 requests at 100/s: the server stalls 200 ms at the start, so the first 20 answers come at
    // 200 ms and each waited 200 − its scheduled time; the rest are answered in 2 ms.
    const latencies = Array.from({ length: 100 }, (_, i) => (i < 20 ? 200 - i * 10 : 2));
    const result = summarize("get cart", { offered: 100, seconds: 1, latencies, sent: 100, errors: 0, non2xx: 0 });
    expect(result.p50).toBe(2);
    expect(result.p95).toBe(150); // sorted: eighty 2s, then 10, 20 … 200; the 95th is 150
    expect(result.max).toBe(200);
    expect(result.achieved).toBe(100);
    expect(result.unanswered).toBe(0);
  });

  it("reports requests neither answered nor failed as unanswered", () => {
    const result = summarize("add to cart", { offered: 50, seconds: 2, latencies: [1, 2, 3], sent: 10, errors: 2, non2xx: 1 });
    expect(result).toMatchObject({ sent: 10, answered: 3, errors: 2, non2xx: 1, unanswered: 5 });
  });
});
