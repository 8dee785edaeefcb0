import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface ShopProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

/**
 * Starts tests/cross-process/shop-process.ts as a real child process (through Vite, shop-process.mjs) with these settings on a
 * free port, and resolves once it serves (issue 18).
 */
export async function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  const child = spawn(process.execPath, [path.join(root, "tests/cross-process/shop-process.mjs")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = output.match(/listening (\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on("data", check);
    void exited.then((code) => reject(new Error(`the shop process exited (${code}) before serving:\n${output}`)));
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}
