import cluster, { type Worker } from "node:cluster";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { serveClusterMetrics } from "./cluster-metrics";
import { beginDraining } from "./lifecycle";

type Log = (message: string) => void;

/** The message a worker sends its primary once it serves (see runPrimary). */
const WORKER_LISTENING = "foldwell:worker-listening";

/**
 * Serves `handler` on `port` and shuts down gracefully on SIGTERM/SIGINT (issue 18): the listening
 * socket closes at once (new connections are refused), /readyz answers 503, requests in flight finish (answered with
 * `Connection: close`), idle keep-alive connections are closed, then `stop` ends the job loops and
 * closes the database pool, and the process exits 0. After `timeoutMs` it exits 1 whatever still runs.
 */
export function serveGracefully(options: {
  handler: http.RequestListener;
  port: number;
  timeoutMs: number;
  stop: () => Promise<void>;
  log?: Log;
  onListening?: (port: number) => void;
}): http.Server {
  const log = options.log ?? (() => undefined);
  const server = http.createServer(options.handler);
  let stopping = false;
  server.on("request", (_req, res: http.ServerResponse) => {
    if (stopping && !res.headersSent) res.setHeader("connection", "close");
  });
  server.listen({ port: options.port, reusePort: ownListeningSocket(options.port) }, () => {
    const { port } = server.address() as AddressInfo;
    // node:cluster emits no "listening" for a worker's own socket: the worker tells its primary.
    if (cluster.isWorker) process.send?.({ type: WORKER_LISTENING, port });
    options.onListening?.(port);
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // /readyz answers 503 from now on (a request already on an open connection sees it).
    beginDraining();
    log(`${signal}: finishing requests in flight and jobs (at most ${options.timeoutMs} ms)`);
    setTimeout(() => {
      log(`shutdown took longer than ${options.timeoutMs} ms: exiting`);
      process.exit(1);
    }, options.timeoutMs).unref();
    // Keep-alive connections that fall idle while requests finish are closed as they do.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(idle);
      options
        .stop()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

/**
 * Whether this process listens on a socket of its own (SO_REUSEPORT) rather than through the
 * cluster primary's round-robin. The primary hands each new connection to the first worker free to
 * acknowledge it, so connections opened in a burst while one worker is blocked in a render (a
 * proxy's keep-alive pool, a browser's, the bench's load) all went to the other worker and stayed
 * there: on 2026-11-28 the bench's 50 connections sat on one worker and two processes rendered no
 * faster than one. With a socket per worker Linux spreads connections by their address hash,
 * busy or not (decision 026). Not with port 0: each worker would get a port of its own. Not on other
 * systems, where SO_REUSEPORT does not balance (macOS gives every connection to one socket).
 */
export function ownListeningSocket(port: number): boolean {
  return cluster.isWorker && port !== 0 && process.platform === "linux";
}

/**
 * Fails at once when `port` is taken. Workers with SO_REUSEPORT sockets would otherwise join a
 * server of the same user already on the port (another shop, an old deployment) and share its
 * connections, or crash one after another on EADDRINUSE: the check binds without SO_REUSEPORT,
 * which any socket on the port refuses.
 */
export async function assertPortFree(port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`port ${port} is already in use: is another shop running?`) : error),
    );
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * The cluster's primary (issue 18, WORKERS > 1): `prepare` (migrations, seeding) runs once here
 * before any worker starts; then `workers` processes are forked and share the port (node:cluster,
 * each with its own SO_REUSEPORT socket on Linux: `ownListeningSocket`).
 * A worker that dies is forked again, after a delay that doubles while workers keep dying young
 * (100 ms up to 30 s), so a crash loop does not spin. SIGTERM/SIGINT are passed on to every worker;
 * the primary exits 0 once they all exited, or 1 after `timeoutMs`. Resolves once every worker
 * listens.
 */
export async function runPrimary(options: { workers: number; port: number; timeoutMs: number; prepare: () => Promise<void>; log?: Log }): Promise<void> {
  const log = options.log ?? ((message) => console.log(message));
  await assertPortFree(options.port);
  await options.prepare();
  // A scrape of /metrics on any worker reports the whole cluster (cluster-metrics.ts).
  serveClusterMetrics();
  let stopping = false;
  let delay = 100;
  const bornAt = new Map<Worker, number>();
  const fork = () => {
    if (stopping) return;
    bornAt.set(cluster.fork(), Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? 0);
    bornAt.delete(worker);
    if (stopping) {
      if (bornAt.size === 0) process.exit(0);
      return;
    }
    delay = lived > 10_000 ? 100 : Math.min(delay * 2, 30_000);
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another in ${delay} ms`);
    setTimeout(fork, delay);
  });
  // Resolved once every worker of the first generation serves: the primary announces the shop (and
  // a benchmark starts its load) only then. Before, it announced at fork time, and a load that
  // began while the second worker was still warming its caches kept all its connections on the
  // first worker: two processes measured no faster than one for full renders.
  const allListening = new Promise<void>((resolve) => {
    const listening = new Set<number>();
    const onMessage = (worker: Worker, message: { type?: unknown }) => {
      if (message?.type !== WORKER_LISTENING) return;
      listening.add(worker.id);
      if (listening.size < options.workers) return;
      cluster.off("message", onMessage);
      log(`${options.workers} workers listening`);
      resolve();
    };
    cluster.on("message", onMessage);
  });
  for (let i = 0; i < options.workers; i++) fork();
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    if (bornAt.size === 0) process.exit(0);
    for (const worker of bornAt.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), options.timeoutMs + 1000).unref();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
  await allListening;
}
