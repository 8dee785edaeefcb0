import cluster, { type Worker } from "node:cluster";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serveClusterMetrics } from "./cluster-metrics";
import { beginDraining } from "./lifecycle";

type Log = (message: string) => void;

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
  server.listen(options.port, () => options.onListening?.((server.address() as AddressInfo).port));
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
 * The cluster's primary (issue 18, WORKERS > 1): `prepare` (migrations, seeding) runs once here
 * before any worker starts; then `workers` processes are forked and share the port (node:cluster).
 * A worker that dies is forked again, after a delay that doubles while workers keep dying young
 * (100 ms up to 30 s), so a crash loop does not spin. SIGTERM/SIGINT are passed on to every worker;
 * the primary exits 0 once they all exited, or 1 after `timeoutMs`. Resolves once every worker
 * listens.
 */
export async function runPrimary(options: { workers: number; timeoutMs: number; prepare: () => Promise<void>; log?: Log }): Promise<void> {
  const log = options.log ?? ((message) => console.log(message));
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
    const onListening = (worker: Worker) => {
      listening.add(worker.id);
      if (listening.size < options.workers) return;
      cluster.off("listening", onListening);
      log(`${options.workers} workers listening`);
      resolve();
    };
    cluster.on("listening", onListening);
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
