import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProgressBar, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, type ProgressState } from "./progress-bar";

// 000 §9: progress bar throttle 200 ms, duration 5000 ms.
describe("navigation progress bar", () => {
  let states: ProgressState[];
  const last = () => states.at(-1);
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it("uses the spec's constants", () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_DURATION_MS).toBe(5000);
  });

  it("never appears for a navigation faster than 200 ms", () => {
    const bar = createProgressBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(199);
    bar.done();
    vi.advanceTimersByTime(1000);
    expect(states.some((s) => s.visible)).toBe(false);
  });

  it("appears after 200 ms, trickles, then completes and hides when the navigation ends", () => {
    const bar = createProgressBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(200);
    expect(last()).toEqual({ visible: true, progress: 0.1 });
    vi.advanceTimersByTime(1000);
    expect(last()!.progress).toBeGreaterThan(0.1);
    expect(last()!.progress).toBeLessThan(0.9);
    bar.done();
    expect(last()).toEqual({ visible: true, progress: 1 });
    vi.advanceTimersByTime(500);
    expect(last()).toEqual({ visible: false, progress: 0 });
  });

  it("hides by 5000 ms after appearing even if the navigation never ends", () => {
    const bar = createProgressBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(200 + 5000);
    expect(last()).toEqual({ visible: false, progress: 0 });
    const count = states.length;
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(count);
  });
});
