import type { Writable } from "node:stream";

/**
 * Where React writes the finished document: a collector of its chunks, not a node:stream Writable.
 * The document is complete when it is piped (onAllReady), so React writes it in one go; a
 * Writable's bookkeeping per 4 KB chunk (a deferred callback each) and the defensive copy of every
 * chunk were ~5 % of a small page's render (issue 20). React's Node renderer uses `write`, `end`,
 * `destroy` and `on` of its destination, and never touches a chunk again once written (each full
 * view is replaced by a new one), so the chunks are kept as they are.
 */
export function pageCollector(done: (page: Buffer) => void, fail: (error: unknown) => void): Writable {
  const chunks: Uint8Array[] = [];
  let settled = false;
  const collector = {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
      return true;
    },
    end() {
      if (settled) return;
      settled = true;
      done(Buffer.concat(chunks));
    },
    destroy(error?: unknown) {
      if (settled) return;
      settled = true;
      fail(error ?? new Error("The page's render was stopped."));
    },
    on() {
      return collector;
    },
  };
  return collector as unknown as Writable;
}
