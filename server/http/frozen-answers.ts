import type { Request, Response } from "express";
import { gzipSync } from "node:zlib";

/** Smaller answers are not worth compressing (as the compression middleware's own threshold). */
const GZIP_THRESHOLD = 1024;

interface Encoded {
  json: Buffer;
  gzip: Buffer | null;
}

/**
 * The bytes of RPC answers that services hand out as frozen, shared objects (the search result
 * cache): serialised and compressed once, then written as they are for every request that gets the
 * same object. Keyed weakly by the answer, so the bytes go when the service's cache drops it and a
 * changed answer is always a new object. Serialising and gzipping 18 search hits cost more than
 * the search itself.
 */
const encoded = new WeakMap<object, Encoded>();

/** Sends `{ data }` as JSON; from stored bytes when `data` is a frozen object, else like res.json. */
export function sendData(req: Request, res: Response, data: unknown): void {
  if (data === null || typeof data !== "object" || !Object.isFrozen(data)) {
    res.json({ data });
    return;
  }
  let bytes = encoded.get(data);
  if (!bytes) {
    const json = Buffer.from(JSON.stringify({ data }));
    bytes = { json, gzip: json.length >= GZIP_THRESHOLD ? gzipSync(json) : null };
    encoded.set(data, bytes);
  }
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.vary("Accept-Encoding");
  // Setting Content-Encoding makes the compression middleware leave the body alone.
  const body = bytes.gzip && req.acceptsEncodings("gzip") === "gzip" ? bytes.gzip : bytes.json;
  if (body === bytes.gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
