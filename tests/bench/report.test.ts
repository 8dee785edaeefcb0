// The tables `npm run bench` prints and writes into README (issue 18: 1 and 2 processes side by side
// with the ratio; issue 20: ✓/✗ per DESIGN.md target; bytes per answer of cached pages).
import { describe, expect, it } from "vitest";
import type { LoadResult } from "../../bench/lib";
import { closedTable, markdownReport, openTable, type BenchReport } from "../../bench/report";
import type { ShopFigures } from "../../bench/targets";

const load = (label: string, requestsPerSecond: number, p95 = 2): LoadResult => ({ label, requestsPerSecond, p50: 1, p95, p99: p95, errors: 0, non2xx: 0, bytesPerAnswer: 4321 });
const shop = (name: string, workers: number, scale: number): ShopFigures => ({
  name,
  workers,
  cached: { home: load("cached home /", 5000) },
  trivial: load("full render /status (trivial)", 800 * scale),
  full: { home: load("full home /", 400 * scale) },
  cart: { get: load("get cart", 1000 * scale), add: load("add to cart", 300 * scale) },
  openLoop: { get: { label: "open loop: get cart", offered: 500, achieved: 500, sent: 500, answered: 500, p50: 1, p95: 3, p99: 4, max: 5, errors: 0, non2xx: 0, unanswered: 0 }, full: {} },
});

describe("bench report", () => {
  const bare = load("bare node:http", 10_000);

  it("one configuration: req/s, percentiles and bytes per answer per row", () => {
    const table = closedTable({ bare, shops: [shop("PGlite ×1", 1, 1)], lighthouse: [] });
    expect(table.header).toEqual(["measurement", "req/s", "p50 ms", "p95 ms", "p99 ms", "bytes/answer"]);
    expect(table.rows[1]).toEqual(["cached home /", "5000", "1", "2", "2", "4321"]);
  });

  it("several configurations side by side, with the ratio of the most to the fewest processes on PostgreSQL", () => {
    const table = closedTable({ bare, shops: [shop("PGlite ×1", 1, 1), shop("PostgreSQL ×1", 1, 1), shop("PostgreSQL ×2", 2, 1.8)], lighthouse: [] });
    expect(table.header).toEqual(["measurement", "PGlite ×1 req/s (p95 ms)", "PostgreSQL ×1 req/s (p95 ms)", "PostgreSQL ×2 req/s (p95 ms)", "bytes/answer", "PostgreSQL ×2 ÷ PostgreSQL ×1"]);
    expect(table.rows.find((r) => r[0] === "add to cart")).toEqual(["add to cart", "300 (2)", "300 (2)", "540 (2)", "4321", "1.80×"]);
    expect(table.rows[0]).toEqual(["bare node:http", "10000 (2)", "", "", "4321", ""]);
  });

  it("open-loop rows give the offered rate and the latency percentiles", () => {
    const table = openTable({ bare, shops: [shop("PGlite ×1", 1, 1)], lighthouse: [] });
    expect(table.rows).toEqual([["open loop: get cart", "500", "500", "1", "3", "4", "0"]]);
  });

  it("README markdown states the run and marks each target ✓ or ✗", () => {
    const report: BenchReport = {
      date: "2026-11-27T01:00:00.000Z",
      machine: "2 cores",
      loadGenerator: "wrk",
      settings: { connections: 50, seconds: 10, products: 10_000 },
      durationSeconds: 600,
      figures: { bare, shops: [shop("PGlite ×1", 1, 1)], lighthouse: [] },
      checks: [{ target: "get cart ≥ 2000/s", value: "1000/s", ok: false }, { target: "cached home ≥ 50% of bare node:http", value: "50.0%", ok: true }],
    };
    const markdown = markdownReport(report);
    expect(markdown).toMatch(/^Last run: 2026-11-27 on 2 cores; closed-loop load from wrk, 50 connections, 10 s each; .*10 min in all\./);
    expect(markdown).toContain("| get cart ≥ 2000/s | 1000/s | ✗ |");
    expect(markdown).toContain("| cached home ≥ 50% of bare node:http | 50.0% | ✓ |");
    expect(markdown).toContain("Accept-Encoding: gzip, br");
  });
});
