import { describe, expect, it } from "vitest";
import { medianOfRuns } from "../../bench/lighthouse";

const run = (performance: number, tbtMs: number, lcpMs = 1500, cls = 0.01, scriptKbCompressed = 144.1) => ({ label: "category", performance, tbtMs, lcpMs, cls, scriptKbCompressed });

// DESIGN.md Performance targets: "Lighthouse TBT < 100 ms on every page (median of 3)".
describe("medianOfRuns", () => {
  it("takes each figure's own median, not the figures of the run with the median score", () => {
    // All three score 100: the run kept by score alone was the second, with TBT 252 ms.
    const median = medianOfRuns([run(100, 40, 1600), run(100, 252, 1400, 0.03), run(100, 88, 1500, 0.02, 172.6)]);
    expect(median).toEqual({ label: "category", performance: 100, tbtMs: 88, lcpMs: 1500, cls: 0.02, scriptKbCompressed: 144.1 });
  });

  it("averages the two middle runs of an even count and refuses no runs", () => {
    expect(medianOfRuns([run(96, 80), run(100, 120)]).tbtMs).toBe(100);
    expect(() => medianOfRuns([])).toThrow(/no Lighthouse runs/);
  });
});
