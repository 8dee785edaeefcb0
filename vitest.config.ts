import { defineConfig } from "vitest/config";

// Server and library tests. Each test file opens its own migrated database: in-memory PGlite, or a
// fresh database on the PostgreSQL server of DATABASE_URL.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["server/**/*.test.ts", "app/**/*.test.ts", "common/**/*.test.ts", "seed/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/global-setup.ts"],
    // Generous: a loaded CI machine may take long to start a database.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
