import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
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
 * headers and both encodings counted (and in entries).
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

interface Entry {
  status: number;
  /** The response headers to replay, Content-Length included: one list per encoding. */
  plainHeaders: HeaderList;
  gzipHeaders: HeaderList;
  body: Buffer;
  gzip: Buffer;
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
      const entry = storedPage(status, res.getHeaders(), body, this.now() + maxAge * 1000, key, typeof res.locals.route === "string" ? res.locals.route : "other");
      this.set(key, entry);
      finish(entry);
    });
    res.setHeader("X-Page-Cache", "MISS");
    next();
  }

  private key(host: string | undefined, url: string): string {
    return `${this.hostKey(host)}\u0000${pageCacheUrl(url)}`;
  }
}

/** How long visitors wait for another's render of the same page before rendering it themselves. */
const FLIGHT_LIMIT_MS = 10_000;

function reply(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  const acceptsGzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const headers = acceptsGzip ? entry.gzipHeaders : entry.plainHeaders;
  headers[headers.length - 1] = requestIdOf(req);
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : acceptsGzip ? entry.gzip : entry.body);
}

/**
 * What a hit replays: the render's headers minus the per-response ones, the nonce in its policy
 * replaced by the hashes of the scripts that carry it (or dropped when there are none, so the stale
 * nonce allows nothing), `Vary: Accept-Encoding`, and each encoding's length.
 */
function storedPage(status: number, sent: OutgoingHttpHeaders, body: Buffer, expiresAt: number, key: string, route: string): Entry {
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
  const gzip = gzipSync(body, { level: 6 });
  const plainHeaders = { ...headers, "content-length": body.length };
  return {
    status,
    plainHeaders: headerList(plainHeaders),
    gzipHeaders: headerList({ ...headers, "content-encoding": "gzip", "content-length": gzip.length }),
    body,
    gzip,
    expiresAt,
    route,
    // Both encodings, both header lists, the key and the entry's own bookkeeping.
    bytes: body.length + gzip.length + 2 * approximateBytes(plainHeaders) + keyBytes(key) + 256,
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
