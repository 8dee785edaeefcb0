import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { percentile } from "./open-loop-stats";

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Bytes received per answer, headers included (compressed bytes when the answer is compressed). */
  bytesPerAnswer: number;
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

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** One Cookie header per connection (e.g. each its own guest cart), used round-robin. */
  clientCookies?: string[];
  /** Request bodies drawn at random for each request (a query mix); repeat one to make it more frequent. */
  bodies?: string[];
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

/**
 * A saturated Node server accepts about one new connection per turn of its event loop, so when
 * wrk opens its connections and sends at once, the k-th connection's first request waits for the
 * renders of k turns: ~n²/2 requests in all before the last is served (2.4 s for 50 connections
 * at 2 ms a request, on a bare node:http server too). Those first requests made the p95 and p99 of
 * every slow route and hid the steady state a shopper meets, so each connection waits this long
 * before its first request (the idle server accepts them all meanwhile) and the rate is counted
 * over the time after it.
 */
const START_DELAY_MS = 500;

async function loadWithWrk(label: string, options: LoadOptions): Promise<LoadResult> {
  const headers: Record<string, string> = { "accept-encoding": "gzip", ...options.headers };
  const script = [
    `wrk.method = "${options.method ?? "GET"}"`,
    options.body !== undefined ? `wrk.body = ${luaString(options.body)}` : "",
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`),
    `local cookies = { ${(options.clientCookies ?? []).map(luaString).join(", ")} }`,
    `local bodies = { ${(options.bodies ?? []).map(luaString).join(",\n")} }`,
    "local next = 0",
    "math.randomseed(42)",
    "request = function()",
    "  if #cookies > 0 then next = next % #cookies + 1; wrk.headers['cookie'] = cookies[next] end",
    "  if #bodies > 0 then return wrk.format(nil, nil, nil, bodies[math.random(#bodies)]) end",
    "  return wrk.format()",
    "end",
    // See START_DELAY_MS: each connection's first request waits until all are accepted.
    `local waiting = ${options.connections}`,
    "delay = function()",
    `  if waiting > 0 then waiting = waiting - 1; return ${START_DELAY_MS} end`,
    "  return 0",
    "end",
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    "  io.write(string.format('WRK-RESULT %d %d %d %d %d %d %d %d\\n', summary.requests, summary.duration,",
    "    latency:percentile(50), latency:percentile(95), latency:percentile(99), e.connect + e.read + e.write + e.timeout, e.status, summary.bytes))",
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
    const match = /WRK-RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(output);
    if (!match) throw new Error(`wrk printed no result: ${output}`);
    const [requests, durationUs, p50, p95, p99, errors, non2xx, bytes] = match.slice(1).map(Number);
    const ms = (us: number) => Math.round(us / 100) / 10;
    return {
      label,
      requestsPerSecond: Math.round(requests / (durationUs / 1e6 - START_DELAY_MS / 1000)),
      p50: ms(p50),
      p95: ms(p95),
      p99: ms(p99),
      errors,
      non2xx,
      bytesPerAnswer: requests ? Math.round(bytes / requests) : 0,
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
    bodies?: string[];
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
    requests: options.bodies
      ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: options.bodies![Math.floor(Math.random() * options.bodies!.length)] }) }]
      : undefined,
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
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** Starts a process and resolves once `readyUrl` answers. */
/**
 * Search bodies as shoppers send them (000 §2 Search dropdown: what is typed after each 500 ms
 * pause, typos included; the results page with its facets), for a catalogue with these product
 * names. Half the requests repeat a few popular terms; the other half are spread over thousands
 * of distinct terms, so a result cache sees a realistic share of misses. Deterministic.
 */
export function searchQueryMix(names: string[]): string[] {
  const popular = ["f", "fo", "fol", "fold", "foldwell", "urban", "bag", "light", "lights", "rack", "bell", "explore", "electric", "titanium", "mudguards", "pump", "folding bike"];
  const tail = new Set<string>();
  for (const name of names) {
    const lower = name.toLowerCase();
    const first = lower.split(/\s+/)[0] ?? lower;
    for (let n = 3; n < first.length; n += 2) tail.add(first.slice(0, n));
    tail.add(lower);
    tail.add(lower.slice(0, Math.max(3, Math.ceil(lower.length * 0.6))));
    // A typo: one letter dropped from the middle.
    const middle = Math.floor(lower.length / 2);
    tail.add(lower.slice(0, middle) + lower.slice(middle + 1));
  }
  const dropdown = (query: string) => JSON.stringify({ query, hitsPerPage: 18 });
  const resultsPage = (query: string) => JSON.stringify({ query, hitsPerPage: 12, facets: ["*"] });
  const bodies = [...tail].map((query, i) => (i % 10 === 0 ? resultsPage(query) : dropdown(query)));
  const repeats = Math.max(1, Math.round(bodies.length / popular.length));
  for (const query of popular) for (let i = 0; i < repeats; i++) bodies.push(i % 10 === 0 ? resultsPage(query) : dropdown(query));
  return bodies;
}

/**
 * Names of up to `limit` products of the storefront behind `searchUrl`, read through the search
 * API. node:http rather than fetch, which would drop a Host header naming a country storefront.
 */
export async function productNames(searchUrl: string, headers: Record<string, string> = {}, limit = 1000): Promise<string[]> {
  const names: string[] = [];
  for (let page = 0; names.length < limit; page++) {
    const body = JSON.stringify({ query: "", hitsPerPage: 100, page });
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(searchUrl, { method: "POST", headers: { "content-type": "application/json", ...headers } }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on("error", reject);
      request.end(body);
    });
    if (status !== 200) throw new Error(`the search API answered ${status}`);
    const { data } = JSON.parse(text) as { data: { hits: Array<{ name: string }> } };
    if (data.hits.length === 0) break;
    names.push(...data.hits.map((hit) => hit.name));
  }
  if (names.length === 0) throw new Error("the search API found no products to build a query mix from");
  return names.slice(0, limit);
}

/**
 * Starts a process and waits until `readyUrl` answers and, when given, its output has printed
 * `readyOutput` (the shop's start-up announcement, printed once every worker listens: with WORKERS=2
 * the first worker answers while the second still warms up, and a load started then measured one).
 */
export async function startProcess(command: string, args: string[], env: Record<string, string>, readyUrl: string, readyOutput?: RegExp): Promise<ChildProcess> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", readyOutput ? "pipe" : "ignore", "inherit"] });
  let announced = readyOutput === undefined;
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    if (announced) return;
    output = (output + chunk.toString()).slice(-4096);
    announced = readyOutput!.test(output);
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(" ")} exited with ${child.exitCode}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok && announced) return child;
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
