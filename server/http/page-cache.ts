import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * The page cache (DESIGN.md, Performance targets): anonymous pages rendered once are kept in memory,
 * keyed by host (storefront and its locale) and URL, and dropped when the content or catalogue behind
 * them changes. Only answers a route marked `public` with `s-maxage` are stored, so pages with
 * personal data (which say `private, no-store`) always render afresh.
 *
 * A stored page carries the CSP nonce of the response it was rendered for. Reusing a nonce would
 * weaken the policy, so a cached page is served with a policy that allows exactly its own inline
 * scripts by their SHA-256 hashes instead.
 */
export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  gzip: Buffer;
  scriptHashes: string[];
  expiresAt: number;
  bytes: number;
}

export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
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

  middleware(): RequestHandler {
    return (req, res, next) => this.handle(req, res, next);
  }

  private handle(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/api/")) return next();
    const key = `${req.headers.host ?? ""}\u0000${req.originalUrl}`;
    const cached = this.get(key);
    if (cached) {
      this.hits++;
      serveCached(req, res, cached);
      return;
    }
    this.misses++;
    captureResponse(res, (status, body) => {
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const maxAge = sharedMaxAge(cacheControl);
      if (status !== 200 || maxAge === null || res.getHeader("set-cookie") !== undefined) return;
      const headers: Array<[string, string]> = [];
      for (const name of ["content-type", "cache-control", "vary", "x-remix-response", "x-remix-redirect"]) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, String(value)]);
      }
      const isHtml = String(res.getHeader("content-type") ?? "").includes("text/html");
      this.set(key, {
        status,
        headers,
        body,
        gzip: gzipSync(body, { level: 6 }),
        scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : [],
        expiresAt: this.now() + maxAge * 1000,
        bytes: body.length * 1.4 + key.length,
      });
    });
    res.setHeader("X-Page-Cache", "MISS");
    next();
  }
}

function serveCached(req: Request, res: Response, entry: Entry): void {
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "HIT");
  const csp = res.getHeader("content-security-policy");
  if (typeof csp === "string" && entry.scriptHashes.length > 0) {
    res.setHeader("content-security-policy", csp.replace(/'nonce-[^']*'/, entry.scriptHashes.join(" ")));
  }
  res.setHeader("Vary", "Accept-Encoding");
  const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const body = acceptsGzip ? entry.gzip : entry.body;
  if (acceptsGzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
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
 * CSP source expressions for exactly the scripts of a page: each inline script by its hash, and the
 * origin of each script loaded from another host (CMS page scripts, 000 §3 Page SEO). Scripts from
 * this host are already allowed by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, content] = match;
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
