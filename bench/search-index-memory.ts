/**
 * One storefront's in-memory search index (server/modules/search/memory-index.ts) without the
 * database or HTTP: build time, memory, and the CPU cost of a query over the shoppers' query mix of
 * bench/search.ts (docs/decisions/030). Run with:
 *
 *   npx node --expose-gc --import tsx bench/search-index-memory.ts --products 10000
 *   npx node --expose-gc --import tsx bench/search-index-memory.ts --products 100000 --runs 5
 *   ... --baseline <git rev>     same-run A/B: that revision's memory-index.ts against the working one
 *
 * Memory is process.memoryUsage() heapUsed + arrayBuffers after a full collection (hence
 * --expose-gc): the hits as the service holds them (parsed from JSON, as they come from the
 * database), then the derived documents and the index on top. The query cost is the median over
 * `--runs` passes of the whole mix, each query answered and serialised (JSON.stringify, as the API
 * sends it). Figures are printed, never asserted.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { makeHit } from "../server/modules/search/test-hits";
import type { SearchHit } from "../server/modules/search/types";
import type { IndexQuery } from "../server/modules/search/memory-index";
import { searchQueryMix } from "./lib";
import { syntheticCatalogue } from "./synthetic-catalogue";

type IndexModule = typeof import("../server/modules/search/memory-index");

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const products = Number(option("--products") ?? 10_000);
const runs = Number(option("--runs") ?? 7);
const baseline = option("--baseline");
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc (npx node --expose-gc --import tsx bench/search-index-memory.ts)");

function used(): number {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** The working tree's index module, and the baseline revision's copied beside its imports. */
async function modules(): Promise<Array<[string, IndexModule]>> {
  const working = (await import("../server/modules/search/memory-index")) as IndexModule;
  if (!baseline) return [["working tree", working]];
  const root = path.resolve(import.meta.dirname, "..");
  const dir = mkdtempSync(path.join(os.tmpdir(), "search-index-baseline-"));
  const search = pathToFileURL(path.join(root, "server/modules/search")).href;
  // The index and its tokenizer at that revision; query.ts and types.ts (zod, types) from here.
  for (const name of ["memory-index", "text", "trigrams"]) {
    const source = execFileSync("git", ["show", `${baseline}:server/modules/search/${name}.ts`], { cwd: root, encoding: "utf8" });
    const imports = source.replace(/from "\.\/(query|types)"/g, (_m, module: string) => `from "${search}/${module}.ts"`);
    writeFileSync(path.join(dir, `${name}.ts`), imports.replace(/from "\.\/([^"]+)"/g, (_m, module: string) => `from "./${module}.ts"`));
  }
  const file = path.join(dir, "memory-index.ts");
  return [[`baseline ${baseline}`, (await import(pathToFileURL(file).href)) as IndexModule], ["working tree", working]];
}

const hits: SearchHit[] = syntheticCatalogue(products, makeHit).map((hit) => JSON.parse(JSON.stringify(hit)) as SearchHit);
const names = hits.slice(0, 1000).map((hit) => hit.name);
const mix = searchQueryMix(names).map((body) => {
  const parsed = JSON.parse(body) as { query: string; hitsPerPage: number; facets?: string[] };
  return { term: parsed.query, page: 0, hitsPerPage: parsed.hitsPerPage, sort: "relevance", filters: {}, facets: parsed.facets ? ["category_urls", "brand", "colour", "handlebars", "speed", "mudguards", "lighting"] : [] } as IndexQuery;
});
// The results page's browse shape (bench/search.ts): blank term, all facets, a filter, a sort.
mix.push({ term: "", page: 0, hitsPerPage: 12, sort: "price_asc", filters: { colour: ["Racing Green"] }, facets: ["category_urls", "brand", "colour", "handlebars", "speed", "mudguards", "lighting"] });

const loaded = await modules();
const report: Array<Record<string, string | number>> = [];
const built: Array<{ label: string; index: InstanceType<IndexModule["MemoryIndex"]> }> = [];
// Warm-up: each build indexes a slice once, so neither is measured before the JIT has seen it.
for (const [, mod] of loaded) new mod.MemoryIndex(hits.slice(0, 2000).map((hit) => mod.indexDocument(hit)));
for (const [label, mod] of loaded) {
  const before = used();
  const started = performance.now();
  const docs = hits.map((hit) => mod.indexDocument(hit));
  const documentsMs = performance.now() - started;
  const afterDocs = used();
  const indexStarted = performance.now();
  const index = new mod.MemoryIndex(docs);
  const indexMs = performance.now() - indexStarted;
  // The name-trigram index is built by the first fallback query; build it here so it is counted.
  index.query({ term: "zzqx", page: 0, hitsPerPage: 18, sort: "relevance", filters: {}, facets: [] });
  const after = used();
  built.push({ label, index });
  report.push({ build: label, products, "documents ms": Math.round(documentsMs), "index ms": Math.round(indexMs), "documents MB": mb(afterDocs - before), "index MB": mb(after - afterDocs) });
}
const hitsBefore = used();
const copy = syntheticCatalogue(products, makeHit).map((hit) => JSON.parse(JSON.stringify(hit)) as SearchHit);
const hitsMb = mb(used() - hitsBefore);
copy.length = 0;

// Same run, alternating: each pass answers the whole mix with every build in turn.
const times = built.map(() => [] as number[]);
let checksum = 0;
for (let run = 0; run < runs + 1; run++) {
  built.forEach(({ index }, b) => {
    const started = process.cpuUsage();
    for (const query of mix) checksum += JSON.stringify(index.query(query)).length;
    const cpu = process.cpuUsage(started);
    if (run > 0) times[b].push(((cpu.user + cpu.system) / mix.length));
  });
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\nIn-memory search index, ${products} products; hits as held (parsed JSON): ${hitsMb} MB`);
console.table(report);
console.log(`\nCPU per query over the shoppers' mix (${mix.length} queries, answer + JSON.stringify), median of ${runs} passes, same run:`);
console.table(built.map(({ label }, b) => ({ build: label, "µs per query (median)": Math.round(median(times[b]) * 10) / 10, "min": Math.round(Math.min(...times[b]) * 10) / 10, "max": Math.round(Math.max(...times[b]) * 10) / 10 })));
if (checksum === 0) console.log("(no output)");
