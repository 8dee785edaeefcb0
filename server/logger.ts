import pino from "pino";
import type { Env } from "./env";

export type Logger = pino.Logger;

/**
 * One JSON line per request (DESIGN.md, logs). Lines are buffered and written in 4 KB batches
 * rather than one write system call each: at thousands of page-cache hits a second the per-line
 * write cost more than serving the page. pino flushes the buffer when the process exits.
 */
export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  if (env.NODE_ENV === "test") return pino({ level: "silent" });
  return pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}
