import type { NextFunction, Request, RequestHandler, Response } from "express";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { negotiateEncoding } from "./page-cache";

/** Which compressed copies the build wrote beside a file (vite.config.ts, precompressAssets). */
interface Copies {
  br: boolean;
  gzip: boolean;
}

/**
 * The build's hashed files as the compressed copies the build made of them once, at the highest
 * settings (brotli quality 11, gzip level 9), instead of compressing each response on the fly
 * (brotli quality 4 by the compression middleware): the framework chunk is 107 KB instead of 125 KB
 * (issue 20: first-load JavaScript). The coding is negotiated as for stored pages (br, then gzip);
 * a file without a copy, or a client that takes neither, falls through to express.static.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const copies = new Map<string, Copies>();
  if (existsSync(assetsDir)) {
    const names = new Set(readdirSync(assetsDir));
    for (const name of names) {
      if (name.endsWith(".br") || name.endsWith(".gz")) continue;
      const br = names.has(`${name}.br`);
      const gzip = names.has(`${name}.gz`);
      if (br || gzip) copies.set(name, { br, gzip });
    }
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only names the build wrote are answered (no path from the request reaches the file system).
    const name = req.path.startsWith("/") ? req.path.slice(1) : req.path;
    const found = copies.get(name);
    if (!found) return next();
    const coding = negotiateEncoding(req.headers["accept-encoding"]);
    const suffix = coding === "br" && found.br ? ".br" : coding === "gzip" && found.gzip ? ".gz" : null;
    res.vary("Accept-Encoding");
    if (!suffix) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", suffix === ".br" ? "br" : "gzip");
    res.sendFile(path.join(assetsDir, name + suffix), { maxAge: "1y", immutable: true, lastModified: false, acceptRanges: false, dotfiles: "deny" }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next();
    });
  };
}
