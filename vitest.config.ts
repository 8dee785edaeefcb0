import { configDefaults, defineConfig } from "vitest/config";

// Server and library tests. Each test file opens its own migrated database: in-memory PGlite, or a
// fresh database on the PostgreSQL server of DATABASE_URL.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["server/**/*.test.ts", "app/**/*.test.ts", "common/**/*.test.ts", "seed/**/*.test.ts", "tests/**/*.test.ts"],
    // Issue 18: the cross-process harness needs PostgreSQL (several processes on one database); it
    // runs in the PostgreSQL pass of npm test (scripts/test.mjs), never on the embedded PGlite.
    exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, "tests/cross-process/**"],
    environment: "node",
    globalSetup: ["tests/global-setup.ts"],
    // Generous: a loaded CI machine may take long to start a database.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
