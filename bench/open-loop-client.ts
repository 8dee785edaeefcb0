/**
 * The open-loop load generator's process (docs/decisions/029), started by openLoad() in
 * open-loop.ts so that it never shares the shop's core or the bench's event loop. It sends
 * requests on the clock at a fixed rate (keep-alive sockets, as many as the backlog needs), counts
 * each latency from the scheduled send time, waits a short grace for the last answers and prints
 * one JSON line: the OpenLoopResult.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { dueCount, msUntilDue, scheduledAt, summarize } from "./open-loop-stats";

export interface OpenLoopConfig {
  label: string;
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** One Cookie header per simulated shopper, used round-robin. */
  cookies?: string[];
  rate: number;
  seconds: number;
}

const GRACE_MS = 3_000;

const config = JSON.parse(process.argv[2]) as OpenLoopConfig;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const total = Math.max(1, Math.round(config.rate * config.seconds));
const latencies: number[] = [];
let sent = 0;
let errors = 0;
let non2xx = 0;
let settled = 0;

function send(i: number, start: number) {
  const scheduled = start + scheduledAt(config.rate, i);
  const headers = { ...config.headers, ...(config.cookies?.length ? { cookie: config.cookies[i % config.cookies.length] } : {}) };
  const request = http.request(config.url, { method: config.method, headers, agent }, (response) => {
    response.on("data", () => {});
    response.on("end", () => {
      latencies.push(performance.now() - scheduled);
      if ((response.statusCode ?? 0) >= 300) non2xx++;
      settled++;
    });
  });
  request.on("error", () => {
    errors++;
    settled++;
  });
  request.end(config.body);
}

const start = performance.now();
await new Promise<void>((resolve) => {
  const tick = () => {
    const due = dueCount(config.rate, performance.now() - start, total);
    while (sent < due) send(sent++, start);
    if (sent >= total) return resolve();
    // Asleep until the next send is due (Node's timers wake ~1 ms late at most; that lateness is
    // counted in the latencies, as every latency runs from its scheduled time).
    const wait = msUntilDue(config.rate, performance.now() - start, sent);
    if (wait === 0) setImmediate(tick);
    else setTimeout(tick, wait);
  };
  tick();
});
const graceEnd = performance.now() + GRACE_MS;
while (settled < sent && performance.now() < graceEnd) await new Promise((r) => setTimeout(r, 20));
const result = summarize(config.label, { offered: config.rate, seconds: config.seconds, latencies, sent, errors, non2xx });
process.stdout.write(`${JSON.stringify(result)}\n`);
agent.destroy();
process.exit(0);
