import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** One Cookie header per connection (e.g. each its own guest cart), used round-robin. */
  clientCookies?: string[];
}

const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((candidate) => existsSync(candidate));

/** Which load generator `load` uses: wrk when installed (BENCH_LOAD=autocannon forces autocannon). */
export const loadGenerator = WRK && process.env.BENCH_LOAD !== "autocannon" ? "wrk" : "autocannon";

/**
 * Load for `seconds` at `connections`. wrk is preferred: it is C and never reads a body, whereas
 * autocannon appends every body to a JavaScript string, so on a 2-core machine it saturates its
 * core decoding gzip long before the shop saturates its own and the figure measures the generator
 * (docs/decisions/012). Both report requests per second and latency percentiles.
 */
export async function load(label: string, options: LoadOptions): Promise<LoadResult> {
  return loadGenerator === "wrk" ? loadWithWrk(label, options) : loadWithAutocannon(label, options);
}

/** A Lua long string that cannot be closed early by its content. */
function luaString(value: string): string {
  let level = 1;
  while (value.includes(`]${"=".repeat(level)}]`)) level++;
  const eq = "=".repeat(level);
  return `[${eq}[${value}]${eq}]`;
}

async function loadWithWrk(label: string, options: LoadOptions): Promise<LoadResult> {
  const headers: Record<string, string> = { "accept-encoding": "gzip", ...options.headers };
  const script = [
    `wrk.method = "${options.method ?? "GET"}"`,
    options.body !== undefined ? `wrk.body = ${luaString(options.body)}` : "",
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`),
    `local cookies = { ${(options.clientCookies ?? []).map(luaString).join(", ")} }`,
    "local next = 0",
    "request = function()",
    "  if #cookies > 0 then next = next % #cookies + 1; wrk.headers['cookie'] = cookies[next] end",
    "  return wrk.format()",
    "end",
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    "  io.write(string.format('WRK-RESULT %d %d %d %d %d %d %d\\n', summary.requests, summary.duration,",
    "    latency:percentile(50), latency:percentile(95), latency:percentile(99), e.connect + e.read + e.write + e.timeout, e.status))",
    "end",
  ].join("\n");
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-wrk-"));
  const scriptPath = path.join(dir, "load.lua");
  writeFileSync(scriptPath, script);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(WRK!, ["-t", "1", "-c", String(options.connections), "-d", `${options.seconds}s`, "--timeout", "10s", "-s", scriptPath, options.url], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))));
    });
    const match = /WRK-RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(output);
    if (!match) throw new Error(`wrk printed no result: ${output}`);
    const [requests, durationUs, p50, p95, p99, errors, non2xx] = match.slice(1).map(Number);
    const ms = (us: number) => Math.round(us / 100) / 10;
    return {
      label,
      requestsPerSecond: Math.round(requests / (durationUs / 1e6)),
      p50: ms(p50),
      p95: ms(p95),
      p99: ms(p99),
      errors,
      non2xx,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Latencies are every response's own time, so p95 is exact. */
async function loadWithAutocannon(
  label: string,
  options: {
    url: string;
    connections: number;
    seconds: number;
    method?: "GET" | "POST";
    body?: string;
    headers?: Record<string, string>;
    /** One Cookie header per connection (e.g. each its own guest cart), used round-robin. */
    clientCookies?: string[];
  },
): Promise<LoadResult> {
  const headers = { "accept-encoding": "gzip", ...options.headers };
  let nextClient = 0;
  const times: number[] = [];
  // Without a callback autocannon returns a promise that is also its event emitter.
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? "GET",
    body: options.body,
    headers,
    setupClient: options.clientCookies
      ? (client: autocannon.Client) => client.setHeaders({ ...headers, cookie: options.clientCookies![nextClient++ % options.clientCookies!.length] })
      : undefined,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Starts a process and resolves once `readyUrl` answers. */
export async function startProcess(command: string, args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(" ")} exited with ${child.exitCode}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${readyUrl} did not answer within 180 s`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}
