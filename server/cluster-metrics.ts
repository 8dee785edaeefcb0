import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, type Registry } from "prom-client";

/**
 * Metrics of the whole cluster from any worker (issue 18, WORKERS > 1). A scrape of /metrics through
 * the shared port reaches one worker; that worker asks the primary, whose prom-client
 * AggregatorRegistry collects every worker's registry over the cluster's IPC channel and merges them
 * (counters and histograms summed, so rates are the cluster's), and answers the text. Chosen over
 * labelling each worker: behind one port Prometheus cannot pick a worker, so per-worker series would
 * show a random worker's figures on each scrape; summed, every scrape is complete and the series
 * count does not grow with restarts (a replaced worker's pid would be a new label).
 */
const REQUEST = "foldwell:cluster-metrics-request";
const ANSWER = "foldwell:cluster-metrics-answer";
const TIMEOUT_MS = 5_000;

interface Request { type: typeof REQUEST; id: string }
interface Answer { type: typeof ANSWER; id: string; text?: string; error?: string }

/** In the primary: answers the workers' requests with the cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Partial<Request>) => {
    if (message?.type !== REQUEST || typeof message.id !== "string") return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) => worker.isConnected() && worker.send({ type: ANSWER, id, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  });
}

/** In a worker: this registry is what the primary collects from this process. */
export function shareWithCluster(registry: Registry): void {
  if (!cluster.isWorker) return;
  new AggregatorRegistry(); // installs the worker's answer to the primary's collection
  AggregatorRegistry.setRegistries([registry]);
}

/** In a worker: the whole cluster's metrics in Prometheus's text format, through the primary. */
export function clusterMetricsText(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const onMessage = (message: Partial<Answer>) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      done();
      if (message.error !== undefined || message.text === undefined) reject(new Error(message.error ?? "no metrics"));
      else resolve(message.text);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the primary did not answer the metrics within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    process.on("message", onMessage);
    process.send?.({ type: REQUEST, id } satisfies Request);
  });
}

export const inClusterWorker = (): boolean => cluster.isWorker && typeof process.send === "function";
