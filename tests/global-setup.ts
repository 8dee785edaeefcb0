import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Once per run: a migrated PGlite database dumped to a file. Each test file's database starts from
 * it, which is about twice as fast as initialising and migrating a new one.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  const dump = await handle.dump!();
  await handle.close();
  const file = path.join(os.tmpdir(), `foldwell-test-template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
}

