import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";
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

/** tests/cross-process/cluster-process.ts as a primary with two workers on `port`; its output kept. */
function startCluster(port: number) {
  const primary = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "tests/cross-process/cluster-process.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), WORKERS: "2" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const cluster = { primary, output: "", exited: new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code))) };
  primary.stdout.on("data", (chunk: Buffer) => (cluster.output += chunk.toString()));
  primary.stderr.on("data", (chunk: Buffer) => (cluster.output += chunk.toString()));
  return cluster;
}

describe("WORKERS processes under one primary (issue 18)", () => {
  it("two workers answer on one port; a crashed worker is replaced; SIGTERM ends them all with exit 0", async () => {
    const port = await freePort();
    const cluster = startCluster(port);
    const { primary, exited } = cluster;
    try {
      const pidAt = async () => (await (await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } })).text()).trim();
      // Once the primary says so, both workers serve the same port: new connections reach both
      // (the kernel spreads them over the workers' sockets), with no warm-up left to wait out.
      await until(async () => (cluster.output.includes("2 workers listening") ? true : undefined));
      const seen = new Set<string>();
      for (let i = 0; i < 40 && seen.size < 2; i++) seen.add(await pidAt());
      expect(seen.size).toBe(2);
      const crash = await fetch(`http://127.0.0.1:${port}/__crash`, { headers: { connection: "close" } }).catch((error: Error) => error);
      expect(crash).toBeInstanceOf(Error);
      await until(async () => (cluster.output.match(/exited \(1\); starting another in \d+ ms/) ? true : undefined));
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
    const { primary, exited } = startCluster(port);
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
      // Two scrapes, whichever workers answer them: each is the whole cluster.
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

  it("connections opened while one worker is busy rendering are spread over both workers, not all given to the idle one", async () => {
    // A proxy's keep-alive pool or a browser opens its connections in a burst and keeps them: the
    // worker that accepts one serves every request on it. With node:cluster's round-robin the
    // primary hands each connection to the first worker free to acknowledge it, so a burst that
    // arrived while a worker was blocked in a render all went to the other, and two processes
    // served no faster than one (the 2026-11-28 bench: 50 connections on one worker, 0 on the
    // other). Each worker listening on its own SO_REUSEPORT socket lets the kernel spread them.
    const port = await freePort();
    const cluster = startCluster(port);
    const { primary, exited } = cluster;
    /** One request on a new connection; resolves with the pid of the worker that answered. */
    const pidOnNewConnection = (url: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = "";
        const socket = connect(port, "127.0.0.1", () => socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
        socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
        socket.on("error", reject);
        socket.on("close", () => resolve(answer.split("\r\n\r\n")[1]?.trim() ?? ""));
      });
    try {
      await until(async () => (cluster.output.includes("2 workers listening") ? true : undefined));
      const busyAnswer = pidOnNewConnection("/__busy?ms=1500");
      const busyPid = await until(async () => /busy (\d+)/.exec(cluster.output)?.[1]);
      const burst = await Promise.all(Array.from({ length: 60 }, () => pidOnNewConnection("/")));
      expect(await busyAnswer).toBe(busyPid);
      const onBusy = burst.filter((pid) => pid === busyPid).length;
      expect(new Set(burst).size, burst.join(" ")).toBe(2);
      // An even spread gives 30 each; under round-robin the busy worker got at most 1.
      expect(onBusy).toBeGreaterThanOrEqual(15);
      expect(60 - onBusy).toBeGreaterThanOrEqual(15);
      primary.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (primary.exitCode === null) primary.kill("SIGKILL");
    }
  });

  it("a cluster started on a port another server holds stops at once with a clear message, instead of sharing that server's connections", async () => {
    const port = await freePort();
    const other = createServer().listen({ port, reusePort: true });
    await new Promise((resolve) => other.once("listening", resolve));
    try {
      const cluster = startCluster(port);
      expect(await cluster.exited).not.toBe(0);
      expect(cluster.output).toContain(`port ${port} is already in use`);
      expect(cluster.output).not.toContain("workers listening");
    } finally {
      other.close();
    }
  });
});
