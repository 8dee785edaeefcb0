// `npm test`: every test. Vitest on embedded PGlite, the database tests again on PostgreSQL when a
// server answers (only the files whose imports reach server/db/client.ts, scripts/database-tests.mjs),
// then the Playwright journeys in Debian's Chromium against the built shop.
// Ends with one line `N passed, N failed` summing all runs.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { databaseTestFiles } from "./database-tests.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const bin = (name) => path.join(root, "node_modules/.bin", name);
const totals = { passed: 0, failed: 0 };
const notes = [];
// Named again at the very end: CI's record keeps only the tail of the output.
const failures = [];
let exitCode = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  // CI must stay well under an hour: each part says what it took, so growth shows where it happens.
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`=== ${label}: ${seconds} s ===`);
  notes.push(`${label} took ${seconds} s`);
  if (result.status !== 0) exitCode = 1;
  return result.status === 0;
}

const firstLine = (text) => String(text ?? "").trim().split("\n")[0].slice(0, 300);

function countVitest(file, database) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  for (const suite of report.testResults ?? []) {
    const where = `[${database}] ${path.relative(root, suite.name)}`;
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (it did not load, a hook threw) counts once.
    if (suite.status === "failed" && failed.length === 0) failures.push(`${where}: ${firstLine(suite.message)}`);
    totals.failed += Math.max(failed.length, suite.status === "failed" ? 1 : 0);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const result = test.results?.find((r) => r.status !== "passed") ?? {};
        failures.push(`${test.status === "flaky" ? "(flaky, passed on retry) " : ""}[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(result.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) visit(suite, []);
}

function postgresAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.on("connect", () => { socket.destroy(); resolve(true); });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => { socket.destroy(); resolve(false); });
  });
}

rmSync("test-results", { recursive: true, force: true });
const env = { ...process.env };
delete env.DATABASE_URL;

run("unit and integration tests (PGlite)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", "--outputFile=test-results/vitest-pglite.json"], { DATABASE_URL: "" });
countVitest("test-results/vitest-pglite.json", "PGlite");

const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
if (await postgresAnswers(pgUrl)) {
  const files = databaseTestFiles();
  run(`database tests again on PostgreSQL (${files.length} files)`, bin("vitest"), ["run", "--reporter=default", "--reporter=json", "--outputFile=test-results/vitest-postgres.json", ...files], { DATABASE_URL: pgUrl });
  countVitest("test-results/vitest-postgres.json", "PostgreSQL");
} else {
  notes.push(`skipped the PostgreSQL run: no server answers at ${new URL(pgUrl).host} (set TEST_DATABASE_URL to use another)`);
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium) && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  // The journeys need Debian's Chromium; as root on Debian, install it rather than fail.
  run("installing Debian's Chromium", "sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk"]);
}
if (existsSync(chromium)) {
  run("browser journeys (Playwright, Chromium)", bin("playwright"), ["test"]);
  countPlaywright("test-results/e2e.json");
} else {
  notes.push(`could not run the browser journeys: no Chromium at ${chromium} (apt-get install chromium)`);
  exitCode = 1;
}

console.log("");
for (const note of notes) console.log(`note: ${note}`);
for (const failure of failures) console.log(`not passed: ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
