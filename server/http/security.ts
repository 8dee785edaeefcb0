import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";

export function assignNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
}

/**
 * The CSP source of a map tile template (issue 15, MAP_TILE_URL): its https origin, a `{s}`
 * subdomain placeholder as `*`. No template: nothing is allowed beyond the shop itself.
 */
export function mapTileSource(template: string | undefined): string | null {
  if (!template) return null;
  const match = /^https:\/\/([^/]+)\//.exec(template);
  return match ? `https://${match[1].replace(/\{s\}/g, "*")}` : null;
}

/** CSP with per-response nonces, HSTS outside localhost, nosniff, frame-ancestors (DESIGN.md). */
export function securityHeaders(options: { localhost: boolean; mapTileUrl?: string }): RequestHandler {
  const tiles = mapTileSource(options.mapTileUrl);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
        "media-src": ["'self'", "https:"],
        "frame-src": ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'self'"],
        "upgrade-insecure-requests": options.localhost ? null : [],
      },
    },
    strictTransportSecurity: options.localhost ? false : { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    // No referrer leaves for other sites, but same-origin requests keep theirs: under helmet's
    // default (no-referrer) a browser sends `Origin: null` with a plain form post, which the Origin
    // check below must refuse, so every form without JavaScript failed (found by issue 16's journey).
    referrerPolicy: { policy: "same-origin" },
  });
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * State-changing requests from a browser must come from this host: `Origin: null` and foreign
 * origins are refused. Clients that send no Origin (mobile apps, curl) are not browsers and carry
 * no ambient cookies from another site.
 */
export function checkOrigin(req: Request, res: Response, next: NextFunction): void {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") {
    res.status(403).json({ error: { message: "Cross-site request refused." } });
    return;
  }
  if (origin === undefined) return next();
  let sameHost = false;
  try {
    sameHost = origin !== "null" && new URL(origin).host === req.headers.host;
  } catch {
    sameHost = false;
  }
  if (!sameHost) {
    res.status(403).json({ error: { message: "Cross-origin request refused." } });
    return;
  }
  next();
}
