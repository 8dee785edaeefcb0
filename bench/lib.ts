import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

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

/** Load for `seconds` at `connections`; latencies are every response's own time, so p95 is exact. */
export async function load(
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
