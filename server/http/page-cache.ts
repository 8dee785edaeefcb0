import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from "node:zlib";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { approximateBytes, keyBytes } from "../lib/bounded-cache";
import { pageCacheUrl } from "./page-cache-key";
import { requestIdOf } from "./request-id";

/**
 * A stored answer's headers as a flat list (name, value, …) for `writeHead`, whose last pair is
 * `x-request-id` and a slot that each hit fills with its own id just before its synchronous
 * writeHead (issue 18): no copy of the headers per hit, no merge with headers set beforehand.
 */
type HeaderList = (string | number | string[])[];

/**
 * The page cache (DESIGN.md, Performance targets): anonymous pages rendered once are kept in memory,
 * keyed by host (storefront and its locale) and URL, and dropped when the content or catalogue behind
 * them changes. Only answers a route marked `public` with `s-maxage` are stored, so pages with
 * personal data (which say `private, no-store`) always render afresh.
 *
 * A stored page carries the CSP nonce of the response it was rendered for. Reusing a nonce would
 * weaken the policy, so a cached page is served with a policy that allows, by their SHA-256 hashes,
 * exactly the inline scripts the render itself produced: those carrying its nonce. A script without
 * it (left in a CMS text, reflected from a parameter) was refused on the render's own answer and
 * stays refused on every hit (issue 12).
 *
 * Pages are keyed by storefront (`hostKey`) and by the URL their route reads (page-cache-key.ts):
 * tracking and unknown parameters make no new entry and no render. The bound is in bytes, keys,
 * headers and all three encodings counted (and in entries).
 *
 * Compressed once (issue 20): when a page is stored, its brotli and gzip bytes are made (on the
 * libuv thread pool, so storing does not hold other requests up) and each hit writes the encoding
 * its Accept-Encoding prefers (br over gzip over identity, q-values honoured) with its own length
 * and `Vary: Accept-Encoding`. Nothing compresses a hit again: hits never reach the compression
 * middleware, and a waiter answered inside Express carries `Content-Encoding`, which it leaves alone.
 *
 * A hit is answered by `serveHit` straight from node:http, before Express, static files, nonces and
 * helmet run (docs/decisions/002): the page is stored with every header its render was sent with
 * (the security headers included, its policy already rewritten to hashes), so a hit replays them
 * with one `writeHead` and costs microseconds.
 */
export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  /** The storefront a Host header names (any spelling of one storefront's host is one key). */
  hostKey?: (host: string | undefined) => string;
  /**
   * Requests that must neither be served from the cache nor stored in it, nor wait for another's
   * render: a staff member's preview (000 §6, issue 17) sees drafts that no visitor may get.
   */
  bypass?: (req: IncomingMessage) => boolean;
}

/** The codings a stored page is kept in. */
export type Coding = "br" | "gzip" | "identity";

interface Variant {
  /** The response headers to replay, Content-Length and Content-Encoding included. */
  headers: HeaderList;
  body: Buffer;
}

interface Entry {
  status: number;
  variants: Record<Coding, Variant>;
  expiresAt: number;
  bytes: number;
  /** The route pattern the page was rendered by (`res.locals.route`), for the metrics of its hits (issue 18). */
  route: string;
}

/**
 * Headers that belong to one response, not to the page: they are never replayed. The encoding and
 * length are set per hit; a stored page never has a cookie (it is not stored then).
 */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "set-cookie", "x-page-cache", "x-request-id"]);

export class PageCache {
  private entries = new Map<string, Entry>();
  /** Renders under way: a page is rendered once while other visitors of it wait (no stampede). */
  private inflight = new Map<string, Promise<Entry | null>>();
  /** Moves at every clear(): a render begun before a change must not store what it read before it. */
  private generation = 0;
  private bytes = 0;
  /** Compressions under way (issue 20). */
  private compressing = new Set<Promise<void>>();
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  private readonly hostKey: (host: string | undefined) => string;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.hostKey = options.hostKey ?? ((host) => host ?? "");
  }

  /** The bytes held, keys and headers included: never more than `maxBytes`. */
  get byteSize(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Least recently used goes first: re-inserting moves the entry to the end of the Map.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    if (entry.bytes > this.options.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldestKey] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.delete(oldestKey);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /**
   * Answers a GET or HEAD of a stored page on the bare node:http request and returns true, or
   * returns false (a miss, or not a page) and leaves the request untouched for Express.
   */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    return this.hit(req, res) !== undefined;
  }

  /** serveHit answering the stored page's route pattern (metrics, issue 18), or undefined on a miss. */
  hit(req: IncomingMessage, res: ServerResponse): string | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    if (this.options.bypass?.(req)) return undefined;
    const url = req.url ?? "";
    if (url.startsWith("/api/")) return undefined;
    const entry = this.get(this.key(req.headers.host, url));
    if (!entry) return undefined;
    this.hits++;
    reply(req, res, entry);
    return entry.route;
  }

  middleware(): RequestHandler {
    return (req, res, next) => this.handle(req, res, next);
  }

  private handle(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/api/")) return next();
    if (this.options.bypass?.(req)) {
      res.setHeader("X-Page-Cache", "BYPASS");
      return next();
    }
    if (this.serveHit(req, res)) return;
    // A HEAD answer has no body: it may be served from the cache, never stored in it.
    if (req.method === "HEAD") return next();
    // The page is rendered under the URL its route reads, so a visitor's extra parameters reach
    // neither the cache nor the render.
    const url = pageCacheUrl(req.originalUrl);
    if (url !== req.originalUrl) {
      req.url = url;
      req.originalUrl = url;
    }
    const key = this.key(req.headers.host, url);
    const pending = this.inflight.get(key);
    if (pending) {
      // Someone is rendering this page now: wait for it instead of rendering it again.
      pending.then((entry) => {
        // The visitor left while waiting: nobody to answer, and no render to start (React Router
        // does not answer a closed response, so a flight started now would never settle).
        if (res.destroyed || res.writableEnded) return;
        if (!entry) return this.render(key, res, next);
        this.hits++;
        res.locals.route = entry.route;
        reply(req, res, entry);
      });
      return;
    }
    this.render(key, res, next);
  }

  private render(key: string, res: Response, next: NextFunction): void {
    this.misses++;
    // A response already closed would never end: it must not become the flight others wait on.
    if (res.destroyed || res.writableEnded) return next();
    const generation = this.generation;
    let settle: (entry: Entry | null) => void = () => undefined;
    const flight = new Promise<Entry | null>((resolve) => (settle = resolve));
    if (!this.inflight.has(key)) this.inflight.set(key, flight);
    const finish = (entry: Entry | null) => {
      if (this.inflight.get(key) === flight) this.inflight.delete(key);
      settle(entry);
    };
    // An answer that is not stored, or a response closed before it ended, releases the waiters,
    // who then render the page themselves.
    res.on("close", () => finish(null));
    // Last resort: whatever happens to this render, waiters are released within FLIGHT_LIMIT_MS.
    setTimeout(() => finish(null), FLIGHT_LIMIT_MS).unref();
    captureResponse(res, (status, body) => {
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const maxAge = sharedMaxAge(cacheControl);
      if (status !== 200 || maxAge === null || res.getHeader("set-cookie") !== undefined) return finish(null);
      // The catalogue or content changed while this page rendered: it may show the old data, so it
      // answers this request but is not kept (a waiter renders afresh).
      if (generation !== this.generation) return finish(null);
      const route = typeof res.locals.route === "string" ? res.locals.route : "other";
      // Stored at once as it is (hits from the next request on), then with its brotli and gzip
      // bytes once the thread pool has made them.
      const headers = pageHeaders(res.getHeaders(), body);
      const entry = storedPage(status, headers, { body }, this.now() + maxAge * 1000, key, route);
      this.set(key, entry);
      finish(entry);
      this.compress(key, entry, headers, body);
    });
    res.setHeader("X-Page-Cache", "MISS");
    next();
  }

  private compress(key: string, entry: Entry, headers: OutgoingHttpHeaders, body: Buffer): void {
    const done = encodings(body).then(
      (encoded) => {
        // Cleared, replaced or evicted meanwhile: the compressed bytes are of a page no longer kept.
        if (this.entries.get(key) !== entry) return;
        // In place (the page keeps its place in the LRU order); the bound counts the new bytes and
        // may evict older pages for them.
        const compressed = storedPage(entry.status, headers, { body, ...encoded }, entry.expiresAt, key, entry.route);
        if (compressed.bytes > this.options.maxBytes) return;
        this.entries.set(key, compressed);
        this.bytes += compressed.bytes - entry.bytes;
        for (const [oldestKey] of this.entries) {
          if (this.bytes <= this.options.maxBytes) break;
          this.delete(oldestKey);
        }
      },
      () => undefined,
    );
    this.compressing.add(done);
    void done.finally(() => this.compressing.delete(done));
  }

  /** Resolves when every page stored so far has its compressed encodings (or was dropped). */
  async compressed(): Promise<void> {
    while (this.compressing.size > 0) await Promise.all([...this.compressing]);
  }

  private key(host: string | undefined, url: string): string {
    return `${this.hostKey(host)}\u0000${pageCacheUrl(url)}`;
  }
}

/** How long visitors wait for another's render of the same page before rendering it themselves. */
const FLIGHT_LIMIT_MS = 10_000;

function reply(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  const { headers, body } = entry.variants[negotiateEncoding(req.headers["accept-encoding"])];
  headers[headers.length - 1] = requestIdOf(req);
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The last Accept-Encoding header seen and its answer: browsers send one spelling, parsed once. */
let lastAcceptEncoding: string | undefined;
let lastCoding: Coding = "identity";

/**
 * The coding of a stored page for an Accept-Encoding header (RFC 9110 §12.5.3): the acceptable one
 * with the highest q-value, br before gzip before identity when equal; `*` stands for any coding not
 * named; identity is acceptable unless refused (`identity;q=0`, or `*;q=0` without naming it).
 * When nothing is acceptable, identity is sent all the same (as the compression middleware does).
 */
export function negotiateEncoding(header: string | undefined): Coding {
  if (!header) return "identity";
  if (header === lastAcceptEncoding) return lastCoding;
  const q: Partial<Record<Coding | "*", number>> = {};
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (name !== "br" && name !== "gzip" && name !== "identity" && name !== "*" && name !== "x-gzip") continue;
    let weight = 1;
    for (const param of params) {
      const [k, v] = param.split("=").map((x) => x.trim());
      if (k.toLowerCase() === "q") weight = Number(v);
    }
    if (!Number.isFinite(weight) || weight < 0 || weight > 1) weight = 0;
    const coding = name === "x-gzip" ? "gzip" : name;
    q[coding] = Math.max(q[coding] ?? 0, weight);
  }
  const weightOf = (coding: Coding) => q[coding] ?? (coding === "identity" ? (q["*"] === 0 ? 0 : Math.max(q["*"] ?? 0.001, 0.001)) : (q["*"] ?? 0));
  let best: Coding = "identity";
  let bestWeight = 0;
  for (const coding of ["br", "gzip", "identity"] as const) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  lastAcceptEncoding = header;
  lastCoding = best;
  return best;
}

const gzipAsync = promisify(gzipCallback);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli quality 6, measured on the demo home page (77 KB of HTML): 15.6 KB in ~16 ms, against gzip -6
 * 17.4 KB in ~14 ms; quality 9 saved 0.1 KB more at many times the cost, 11 made 14.0 KB at ~430 ms.
 */
export const BROTLI_QUALITY = 6;
/** A 256 KB window, not brotli's 4 MB: see DYNAMIC_COMPRESSION in api-app.ts (pages are smaller). */
export const BROTLI_WINDOW_BITS = 18;

async function encodings(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzip] = await Promise.all([
    brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length, [zlibConstants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } }),
    gzipAsync(body, { level: 6 }),
  ]);
  return { br, gzip };
}

/**
 * What a hit replays: the render's headers minus the per-response ones, the nonce in its policy
 * replaced by the hashes of the scripts that carry it (or dropped when there are none, so the stale
 * nonce allows nothing), and `Vary: Accept-Encoding`.
 */
function pageHeaders(sent: OutgoingHttpHeaders, body: Buffer): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(sent)) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  const csp = headers["content-security-policy"];
  if (typeof csp === "string") {
    const isHtml = String(headers["content-type"] ?? "").includes("text/html");
    const nonce = /'nonce-([^']*)'/.exec(csp)?.[1];
    const sources = isHtml && nonce ? inlineScriptHashes(body.toString("utf8"), nonce) : [];
    headers["content-security-policy"] = csp.replace(/\s*'nonce-[^']*'/, sources.length > 0 ? ` ${sources.join(" ")}` : "");
  }
  const vary = String(headers.vary ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  headers["x-page-cache"] = "HIT";
  return headers;
}

/** A stored page with each encoding's length; before its compressed bytes exist, every client gets identity. */
function storedPage(status: number, headers: OutgoingHttpHeaders, bytes: { body: Buffer; br?: Buffer; gzip?: Buffer }, expiresAt: number, key: string, route: string): Entry {
  const { body, br, gzip } = bytes;
  const plainHeaders = { ...headers, "content-length": body.length };
  const identity = { headers: headerList(plainHeaders), body };
  return {
    status,
    variants: {
      identity,
      gzip: gzip ? { headers: headerList({ ...headers, "content-encoding": "gzip", "content-length": gzip.length }), body: gzip } : identity,
      br: br ? { headers: headerList({ ...headers, "content-encoding": "br", "content-length": br.length }), body: br } : identity,
    },
    expiresAt,
    route,
    // Every encoding, its header list, the key and the entry's own bookkeeping.
    bytes: body.length + (gzip?.length ?? 0) + (br?.length ?? 0) + (1 + (gzip ? 1 : 0) + (br ? 1 : 0)) * (approximateBytes(plainHeaders) + 32) + keyBytes(key) + 256,
  };
}

function headerList(headers: OutgoingHttpHeaders): HeaderList {
  const list: HeaderList = [];
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) list.push(name, value);
  list.push("x-request-id", "");
  return list;
}

/** Collects what the rest of the chain writes (before compression), then calls `done`. */
function captureResponse(res: Response, done: (status: number, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const result = end(chunk, ...rest);
    done(res.statusCode, Buffer.concat(chunks));
    return result;
  }) as Response["end"];
}

/** `s-maxage` of a public answer, in seconds, or null when it must not be shared. */
export function sharedMaxAge(cacheControl: string): number | null {
  const directives = cacheControl.toLowerCase().split(",").map((d) => d.trim());
  if (!directives.includes("public") || directives.includes("private") || directives.includes("no-store")) return null;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = sMaxAge ? Number(sMaxAge.slice("s-maxage=".length)) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * CSP source expressions for exactly the scripts the render produced, those carrying its `nonce`:
 * each inline one by its hash, and the origin of each one loaded from another host (CMS page
 * scripts, 000 §3 Page SEO). Scripts from this host are already allowed by 'self'. A script
 * without the nonce was not allowed on the render's own answer and is not allowed here either.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, content] = match;
    if (/\bnonce\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] !== nonce) continue;
    const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (src !== undefined) {
      const origin = externalOrigin(src.replace(/&amp;/g, "&"));
      if (origin) sources.add(origin);
      continue;
    }
    if (content.length === 0) continue;
    sources.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

function externalOrigin(src: string): string | null {
  if (!/^https:\/\//i.test(src)) return null;
  try {
    return new URL(src).origin;
  } catch {
    return null;
  }
}
