import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain ES module of scripts/ without type declarations
import { databaseTestFiles } from "../scripts/database-tests.mjs";

// `npm test` runs on PostgreSQL only the test files whose imports reach server/db/client.ts
// (scripts/database-tests.mjs). A file that opens a database must never fall outside that list.
const root = path.resolve(import.meta.dirname, "..");
const OPENS_A_DATABASE = /\b(createTestDatabase|createStorefrontDatabase|createTestShop|shopOn|openDatabase|createShop|start\w*Harness|use\w*Harness|startTestApi|useTestApi|bootShop|boot)\s*\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith(".test.ts") ? [path.relative(root, full)] : [];
  });
}

describe("the PostgreSQL run's test files (scripts/database-tests.mjs)", () => {
  const listed: string[] = databaseTestFiles();

  it("include every test file that opens a database or a shop", () => {
    const opening = ["server", "app", "common", "seed", "tests"]
      .flatMap((dir) => testFiles(path.join(root, dir)))
      .filter((file) => file !== "tests/database-tests.test.ts" && OPENS_A_DATABASE.test(readFileSync(path.join(root, file), "utf8")));
    expect(opening.length).toBeGreaterThan(20);
    expect(opening.filter((file) => !listed.includes(file))).toEqual([]);
  });

  it("leave out pure tests that never reach the database client", () => {
    for (const file of ["common/safe-redirect.test.ts", "app/lib/format.test.ts", "server/http/page-cache-key.test.ts", "server/env.test.ts"]) expect(listed).not.toContain(file);
    for (const file of ["tests/database-tests.test.ts", "tests/start-mode.test.ts"]) expect(listed).not.toContain(file);
  });
});
