/** Runs one open-loop load test in its own process (open-loop-client.ts; docs/decisions/029). */
import { spawn } from "node:child_process";
import path from "node:path";
import type { OpenLoopConfig } from "./open-loop-client";
import type { OpenLoopResult } from "./open-loop-stats";

export async function openLoad(config: OpenLoopConfig): Promise<OpenLoopResult> {
  const client = path.join(import.meta.dirname, "open-loop-client.ts");
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", client, JSON.stringify(config)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`the open-loop client exited with ${code}`))));
  });
  return JSON.parse(output.trim().split("\n").pop()!) as OpenLoopResult;
}
