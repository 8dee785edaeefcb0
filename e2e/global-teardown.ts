import { rmSync } from "node:fs";

// Each run builds into a folder of its own and serves from a data folder of its own
// (playwright.config.ts); the ones the run made are removed when it ends, so runs leave no
// build/e2e-* behind. Folders the caller named in E2E_BUILD_DIR or E2E_DATA_DIR are kept.
export default function globalTeardown(): void {
  const made = JSON.parse(process.env.E2E_MADE_DIRS ?? "[]") as string[];
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
}
