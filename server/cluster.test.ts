import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 18 (Many processes): WORKERS processes share the port; a crashed one is forked again; SIGTERM
// to the primary ends every worker and the primary exits 0. A real cluster (tsx), no database.
const root = path.resolve(import.meta.dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(read: () => Promise<T | undefined>, deadlineMs = 20_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("WORKERS processes under one primary (issue 18)", () => {
  it("two workers answer on one port; a crashed worker is replaced; SIGTERM ends them all with exit 0", async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "tests/cross-process/cluster-process.ts")], {
      cwd: root,
      env: { ...process.env, PORT: String(port), WORKERS: "2" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    primary.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
    try {
      const pidAt = async () => (await (await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } })).text()).trim();
      // Once the primary says so, both workers serve the same port: two new connections reach both
      // (the primary hands connections out in turn), with no warm-up left for a load to wait out.
      await until(async () => (output.includes("2 workers listening") ? true : undefined));
      const seen = new Set<string>([await pidAt(), await pidAt()]);
      expect(seen.size).toBe(2);
      const crash = await fetch(`http://127.0.0.1:${port}/__crash`, { headers: { connection: "close" } }).catch((error: Error) => error);
      expect(crash).toBeInstanceOf(Error);
      await until(async () => (output.match(/exited \(1\); starting another in \d+ ms/) ? true : undefined));
      // The replacement serves: a pid neither of the first two had.
      const replacement = await until(async () => {
        const pid = await pidAt();
        return seen.has(pid) ? undefined : pid;
      });
      expect(replacement).toMatch(/^\d+$/);
      primary.kill("SIGTERM");
      expect(await exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    } finally {
      if (primary.exitCode === null) primary.kill("SIGKILL");
    }
  });

  it("a /metrics scrape reaching any worker reports the whole cluster: every worker's requests summed (prom-client AggregatorRegistry through the primary)", async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "tests/cross-process/cluster-process.ts")], {
      cwd: root,
      env: { ...process.env, PORT: String(port), WORKERS: "2" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
    try {
      const get = async (url: string) => (await (await fetch(`http://127.0.0.1:${port}${url}`, { headers: { connection: "close" } })).text()).trim();
      // Requests on new connections until both workers answered some: the count of all answered.
      const seen = new Map<string, number>();
      await until(async () => {
        const pid = await get("/");
        seen.set(pid, (seen.get(pid) ?? 0) + 1);
        return seen.size === 2 ? true : undefined;
      });
      const answered = [...seen.values()].reduce((a, b) => a + b, 0);
      // Two scrapes (the round-robin gives them to different workers in turn): each is the whole cluster.
      for (let i = 0; i < 2; i++) {
        const text = await get("/metrics");
        const line = text.split("\n").find((l) => l.startsWith("xproc_requests_total "));
        expect(line, text).toBe(`xproc_requests_total ${answered}`);
      }
      primary.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (primary.exitCode === null) primary.kill("SIGKILL");
    }
  });
});
