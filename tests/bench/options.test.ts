// The command line of `npm run bench` (bench/run.ts; issue 18: --postgres --workers N, 1 and 2 side by side).
import { describe, expect, it } from "vitest";
import { parseOptions } from "../../bench/options";

describe("bench options", () => {
  it("defaults to PGlite, one process, 10 s tests, 10,000 products and the 100,000-product search row", () => {
    expect(parseOptions([])).toEqual({ seconds: 10, products: 10_000, postgres: false, workers: [1], baseline: false, readme: false, lighthouse: true, openLoop: true, searchProducts: 100_000 });
  });

  it("takes --quick, --seconds and the skips", () => {
    expect(parseOptions(["--quick"]).seconds).toBe(3);
    expect(parseOptions(["--seconds", "2", "--no-lighthouse", "--no-open-loop", "--no-search-100k"])).toMatchObject({ seconds: 2, lighthouse: false, openLoop: false, searchProducts: 0 });
  });

  it("runs PostgreSQL with N processes; --compare-workers adds the PGlite reference", () => {
    expect(parseOptions(["--postgres", "--workers", "2"])).toMatchObject({ postgres: true, workers: [2], baseline: false });
    expect(parseOptions(["--compare-workers", "1,2"])).toMatchObject({ postgres: true, workers: [1, 2], baseline: true });
  });

  it("refuses more than one process on PGlite and malformed counts", () => {
    expect(() => parseOptions(["--workers", "2"])).toThrow(/--postgres/);
    expect(() => parseOptions(["--compare-workers", "1,x"])).toThrow(/1,2/);
    expect(() => parseOptions(["--seconds"])).toThrow(/needs a value/);
    expect(() => parseOptions(["--products", "-5"])).toThrow(/whole number/);
  });
});
