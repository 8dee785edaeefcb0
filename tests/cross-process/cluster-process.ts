// A cluster of the shop's process supervision without a shop (issue 18), run with tsx: the primary
// (runPrimary) forks WORKERS workers that share one port through serveGracefully. A worker answers
// its pid; GET /__crash makes the worker that gets it die (exit 1); GET /__busy?ms=N prints
// `busy <pid>` and keeps that worker's event loop blocked for N ms, as a long render does. The
// primary prints `listening <port>` once its first worker serves. Each worker counts the requests it answered
// (xproc_requests_total, its own registry, shared with the cluster as the shop's metrics are);
// GET /metrics answers the whole cluster's figures through the primary.
import cluster from "node:cluster";
import { Counter, Registry } from "prom-client";
import { clusterMetricsText, shareWithCluster } from "../../server/cluster-metrics";
import { runPrimary, serveGracefully } from "../../server/serve";

const port = Number(process.env.PORT ?? 0);
if (cluster.isPrimary) {
  cluster.on("message", (_worker, message: { listening?: number }) => {
    if (message.listening) process.stdout.write(`listening ${message.listening}\n`);
  });
  await runPrimary({ workers: Number(process.env.WORKERS ?? 2), port, timeoutMs: 5000, prepare: async () => undefined, log: (m) => process.stdout.write(`${m}\n`) });
} else {
  const registry = new Registry();
  const answered = new Counter({ name: "xproc_requests_total", help: "Requests this worker answered", registers: [registry] });
  shareWithCluster(registry);
  serveGracefully({
    handler: (req, res) => {
      if (req.url === "/__crash") process.exit(1);
      const busy = /^\/__busy\?ms=(\d+)$/.exec(req.url ?? "");
      if (busy) {
        process.stdout.write(`busy ${process.pid}\n`);
        const until = Date.now() + Number(busy[1]);
        while (Date.now() < until);
      }
      if (req.url === "/metrics") {
        clusterMetricsText().then((text) => res.end(text), (error: Error) => res.writeHead(500).end(error.message));
        return;
      }
      answered.inc();
      res.end(String(process.pid));
    },
    port,
    timeoutMs: 5000,
    stop: async () => undefined,
    onListening: (listening) => process.send?.({ listening }),
  });
}
