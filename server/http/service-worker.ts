import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves /sw.js (public/sw.js) with the build's version filled in and `Cache-Control: no-cache`, so
 * browsers check it on every visit and a deploy replaces the worker and its asset cache at once.
 */
export function serviceWorkerScript(clientDir: string): RequestHandler {
  let script: string | undefined;
  return (_req, res, next) => {
    script ??= buildScript(clientDir);
    if (!script) return next();
    res.set({ "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
    res.send(script);
  };
}

function buildScript(clientDir: string): string | undefined {
  const file = path.join(clientDir, "sw.js");
  if (!existsSync(file)) return undefined;
  return readFileSync(file, "utf8").replaceAll("__BUILD_VERSION__", buildVersion(clientDir));
}

/** The built files' names carry content hashes: hashing the list names this build. */
function buildVersion(clientDir: string): string {
  const assets = path.join(clientDir, "assets");
  const names = existsSync(assets) ? readdirSync(assets).sort() : [];
  return createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 12);
}
