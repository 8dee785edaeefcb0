import express, { type RequestHandler } from "express";
import { existsSync, readdirSync } from "node:fs";

/**
 * The build's public files (favicon, flags, product pictures, …) through express.static, asked only
 * about paths whose first segment names something in that folder. express.static asks the disk
 * about every request it sees: each page render paid a failed `stat` and send's error path first,
 * ~3 % of a full category render's CPU (issue 20, a `node --cpu-prof` of `wrk` on /c/bikes). The
 * folder is the build's and does not change while the process runs, so its entries are read once.
 */
export function publicFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const serve = express.static(dir, options);
  const entries = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const end = req.path.indexOf("/", 1);
    const first = end < 0 ? req.path.slice(1) : req.path.slice(1, end);
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      return next();
    }
    if (!entries.has(name)) return next();
    serve(req, res, next);
  };
}
