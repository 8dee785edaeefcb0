// Which Vitest files touch a database, so `npm test` (scripts/test.mjs) runs only those again on
// PostgreSQL. The rule: a test file is a database test when its static imports (relative, `~/` and
// `await import(...)`, not `import type`) reach the one place that opens a database,
// server/db/client.ts — directly, through tests/db.ts, a module's test-support harness, or code such
// as server/boot.ts that opens one from DATABASE_URL. Pure tests (codecs, formatting, schemas) never
// reach it and run once, on PGlite's side of the run.
//
// `node scripts/database-tests.mjs` prints the list.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const TEST_ROOTS = ["server", "app", "common", "seed", "tests"];
const DATABASE_ENTRY = path.join(root, "server/db/client.ts");

function testFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...testFiles(full));
    else if (name.endsWith(".test.ts")) found.push(full);
  }
  return found;
}

function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package: never opens the shop's database by itself
  const stripped = base.replace(/\.(m?js|tsx?)$/, "");
  for (const candidate of [base, `${stripped}.ts`, `${stripped}.tsx`, `${stripped}.mjs`, `${stripped}.js`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The modules `file` imports at run time (type-only imports are erased and left out). */
function valueImports(file) {
  const source = readFileSync(file, "utf8");
  const specifiers = [];
  const statement = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    const named = clause.match(/^\{([\s\S]*)\}$/);
    if (named && named[1].split(",").map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith("type "))) continue;
    specifiers.push(specifier);
  }
  for (const match of source.matchAll(/(?:^|[\n;])\s*import\s*["']([^"']+)["']/g)) specifiers.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specifiers.push(match[1]);
  return specifiers.map((s) => resolveSpecifier(file, s)).filter(Boolean);
}

/** Repository-relative paths of the test files that reach server/db/client.ts, sorted. */
export function databaseTestFiles() {
  const tests = TEST_ROOTS.flatMap((dir) => testFiles(path.join(root, dir)));
  // Every module the tests load, then back from the database client along the reversed edges.
  const importers = new Map();
  const seen = new Set();
  const pending = [...tests];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of valueImports(file)) {
      if (!importers.has(dep)) importers.set(dep, new Set());
      importers.get(dep).add(file);
      pending.push(dep);
    }
  }
  const reaching = new Set([DATABASE_ENTRY]);
  const queue = [DATABASE_ENTRY];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (!reaching.has(importer)) {
        reaching.add(importer);
        queue.push(importer);
      }
    }
  }
  return tests.filter((file) => reaching.has(file)).map((file) => path.relative(root, file)).sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of databaseTestFiles()) console.log(file);
}
