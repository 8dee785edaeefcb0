/** The command line of `npm run bench` (bench/run.ts). Pure, so it has a test. */
export interface BenchOptions {
  /** Seconds per closed-loop load test (and per open-loop test). */
  seconds: number;
  /** Generated catalogue of the shop. */
  products: number;
  /** Run the shop on PostgreSQL (DATABASE_URL, or a bench database on the local server). */
  postgres: boolean;
  /** Process counts (WORKERS) to measure; more than one prints them side by side. */
  workers: number[];
  /** With --compare-workers the single-process PGlite baseline is measured first (the targets' reference). */
  baseline: boolean;
  readme: boolean;
  lighthouse: boolean;
  openLoop: boolean;
  /** Products of the separate search row (0: skipped). */
  searchProducts: number;
}

export function parseOptions(args: string[]): BenchOptions {
  const value = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const v = args[i + 1];
    if (v === undefined || v.startsWith("--")) throw new Error(`${name} needs a value`);
    return v;
  };
  const count = (name: string, fallback: number) => {
    const v = value(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${v}`);
    return n;
  };
  const quick = args.includes("--quick");
  const compare = value("--compare-workers");
  const workers = compare
    ? compare.split(",").map((w) => {
        const n = Number(w);
        if (!Number.isInteger(n) || n < 1) throw new Error(`--compare-workers takes process counts like 1,2, not ${compare}`);
        return n;
      })
    : [count("--workers", 1)];
  const postgres = args.includes("--postgres") || compare !== undefined;
  if (!postgres && workers.some((n) => n > 1)) throw new Error("more than one process needs --postgres: the embedded PGlite database belongs to one process");
  return {
    seconds: count("--seconds", quick ? 3 : 10),
    products: count("--products", 10_000),
    postgres,
    workers,
    baseline: compare !== undefined,
    readme: args.includes("--readme"),
    lighthouse: !args.includes("--no-lighthouse"),
    openLoop: !args.includes("--no-open-loop"),
    searchProducts: args.includes("--no-search-100k") ? 0 : count("--search-products", 100_000),
  };
}
