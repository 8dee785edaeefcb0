import { rmSync } from "node:fs";

// Each run builds into a folder of its own and serves from a data folder of its own
// (playwright.config.ts); both are removed when the run ends, so runs leave no build/e2e-* behind.
export default function globalTeardown(): void {
  for (const dir of [process.env.E2E_BUILD_DIR, process.env.E2E_DATA_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
