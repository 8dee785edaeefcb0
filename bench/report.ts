/**
 * The bench's tables as rows and columns, rendered for the terminal and for README's markdown.
 * Pure (report.test.ts): run.ts gathers the figures, readme.ts places the markdown.
 */
import type { LoadResult } from "./lib";
import type { OpenLoopResult } from "./open-loop-stats";
import type { Check, Figures, ShopFigures } from "./targets";

export interface BenchReport {
  date: string;
  machine: string;
  loadGenerator: string;
  settings: { connections: number; seconds: number; products: number };
  durationSeconds: number;
  figures: Figures;
  checks: Check[];
}

export type Table = { header: string[]; rows: string[][] };

function closedRows(shop: ShopFigures): Array<[string, LoadResult]> {
  return [
    ...Object.entries(shop.cached).map(([, r]) => [r.label, r] as [string, LoadResult]),
    ...(shop.search ? [[shop.search.label.replace(/ \(\d+ query bodies\)/, ""), shop.search] as [string, LoadResult]] : []),
    [shop.cart.get.label, shop.cart.get],
    [shop.cart.add.label, shop.cart.add],
    [shop.trivial.label, shop.trivial],
    ...Object.values(shop.full).map((r) => [r.label, r] as [string, LoadResult]),
  ];
}

function openRows(shop: ShopFigures): Array<[string, OpenLoopResult]> {
  const rows: Array<[string, OpenLoopResult]> = [];
  if (shop.openLoop.get) rows.push([shop.openLoop.get.label, shop.openLoop.get]);
  if (shop.openLoop.add) rows.push([shop.openLoop.add.label, shop.openLoop.add]);
  for (const r of Object.values(shop.openLoop.full)) rows.push([r.label, r]);
  return rows;
}

/** Rows in the order of first appearance over all shops. */
function keys<T>(shops: ShopFigures[], rowsOf: (s: ShopFigures) => Array<[string, T]>): string[] {
  const seen: string[] = [];
  for (const shop of shops) for (const [key] of rowsOf(shop)) if (!seen.includes(key)) seen.push(key);
  return seen;
}

/**
 * Closed-loop figures. One shop: req/s, p50/p95/p99 and bytes per answer. Several: req/s (p95) per
 * shop side by side, and the ratio of the last to the first shop of the same engine with fewer
 * processes (e.g. PostgreSQL ×2 ÷ PostgreSQL ×1).
 */
export function closedTable(figures: Figures): Table {
  const shops = figures.shops;
  if (shops.length === 1) {
    const rows = [["bare node:http", figures.bare], ...closedRows(shops[0])] as Array<[string, LoadResult]>;
    return {
      header: ["measurement", "req/s", "p50 ms", "p95 ms", "p99 ms", "bytes/answer"],
      rows: rows.map(([label, r]) => [label, String(r.requestsPerSecond), String(r.p50), String(r.p95), String(r.p99), String(r.bytesPerAnswer)]),
    };
  }
  const pair = scalePair(shops);
  const header = ["measurement", ...shops.map((s) => `${s.name} req/s (p95 ms)`), "bytes/answer", ...(pair ? [`${pair[1].name} ÷ ${pair[0].name}`] : [])];
  const rows = keys(shops, closedRows).map((key) => {
    const cells = shops.map((s) => closedRows(s).find(([k]) => k === key)?.[1]);
    const ratio = pair ? ratioOf(closedRows(pair[1]).find(([k]) => k === key)?.[1], closedRows(pair[0]).find(([k]) => k === key)?.[1]) : undefined;
    return [key, ...cells.map((r) => (r ? `${r.requestsPerSecond} (${r.p95})` : "–")), String(cells.find(Boolean)?.bytesPerAnswer ?? "–"), ...(pair ? [ratio ?? "–"] : [])];
  });
  const bare = ["bare node:http", `${figures.bare.requestsPerSecond} (${figures.bare.p95})`, ...shops.slice(1).map(() => ""), String(figures.bare.bytesPerAnswer), ...(pair ? [""] : [])];
  return { header, rows: [bare, ...rows] };
}

function ratioOf(a?: { requestsPerSecond: number }, b?: { requestsPerSecond: number }): string | undefined {
  return a && b && b.requestsPerSecond ? `${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}×` : undefined;
}

/** The fewest- and most-process shops among those of the last shop's engine, when they differ. */
function scalePair(shops: ShopFigures[]): [ShopFigures, ShopFigures] | undefined {
  const engine = (s: ShopFigures) => s.name.split(" ")[0];
  const last = shops[shops.length - 1];
  const same = shops.filter((s) => engine(s) === engine(last)).sort((a, b) => a.workers - b.workers);
  return same.length > 1 && same[0].workers !== same[same.length - 1].workers ? [same[0], same[same.length - 1]] : undefined;
}

export function openTable(figures: Figures): Table {
  const shops = figures.shops;
  const header = ["open loop (latency from scheduled send)", ...shops.flatMap((s) => (shops.length > 1 ? [`${s.name} offered/s`, `${s.name} p50/p95/p99 ms`] : ["offered/s", "answered/s", "p50 ms", "p95 ms", "p99 ms", "failed"]))];
  const rows = keys(shops, openRows).map((key) => [
    key,
    ...shops.flatMap((s) => {
      const r = openRows(s).find(([k]) => k === key)?.[1];
      if (!r) return shops.length > 1 ? ["–", "–"] : ["–", "–", "–", "–", "–", "–"];
      return shops.length > 1 ? [String(r.offered), `${r.p50}/${r.p95}/${r.p99}`] : [String(r.offered), String(r.achieved), String(r.p50), String(r.p95), String(r.p99), String(r.errors + r.non2xx + r.unanswered)];
    }),
  ]);
  return { header, rows };
}

export function searchScaleTable(figures: Figures): Table | undefined {
  const s = figures.search100k;
  if (!s) return undefined;
  return {
    header: ["search API (shoppers' mix, 50 connections)", "req/s", "p50 ms", "p95 ms", "p99 ms", "index build ms", "JS heap MB per storefront", "ArrayBuffers MB (index + PGlite)"],
    rows: [[`${s.products.toLocaleString("en")} products`, String(s.result.requestsPerSecond), String(s.result.p50), String(s.result.p95), String(s.result.p99), String(s.buildMs), String(s.heapMb), String(s.arrayBuffersMb)]],
  };
}

export function lighthouseTable(figures: Figures): Table | undefined {
  if (!figures.lighthouse.length) return undefined;
  return {
    header: ["Lighthouse (mobile, median of 3)", "score", "LCP ms", "TBT ms", "CLS", "JS KB (compressed)"],
    rows: figures.lighthouse.map((m) => [m.label, String(m.performance), String(m.lcpMs), String(m.tbtMs), String(m.cls), String(m.scriptKbCompressed)]),
  };
}

export function checksTable(checks: Check[]): Table {
  return { header: ["target (DESIGN.md, raised 2026-11-25)", "this run", "met"], rows: checks.map((c) => [c.target, c.value, c.ok ? "✓" : "✗"]) };
}

export function textTable(table: Table): string {
  const widths = table.header.map((h, i) => Math.max(h.length, ...table.rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")}`.trimEnd();
  return [line(table.header), ...table.rows.map(line)].join("\n");
}

export function markdownTable(table: Table): string {
  const escape = (c: string) => c.replaceAll("|", "\\|");
  return [
    `| ${table.header.map(escape).join(" | ")} |`,
    `| ${table.header.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...table.rows.map((r) => `| ${r.map(escape).join(" | ")} |`),
  ].join("\n");
}

export function tablesOf(report: BenchReport): Table[] {
  return [closedTable(report.figures), openTable(report.figures), searchScaleTable(report.figures), lighthouseTable(report.figures), checksTable(report.checks)].filter(
    (t): t is Table => t !== undefined && t.rows.length > 0,
  );
}

/** README's section between the bench markers. */
export function markdownReport(report: BenchReport): string {
  const { settings } = report;
  return [
    `Last run: ${report.date.slice(0, 10)} on ${report.machine}; closed-loop load from ${report.loadGenerator}, ${settings.connections} connections, ${settings.seconds} s each; open-loop load at half of each measured maximum (docs/decisions/029); ${settings.products} generated products; ${Math.round(report.durationSeconds / 60)} min in all. Cached pages are requested with \`Accept-Encoding: gzip, br\`.`,
    "",
    ...tablesOf(report).flatMap((t) => [markdownTable(t), ""]),
  ].join("\n").trimEnd();
}
