import { randomFillSync } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { adyenCheckoutshopperOrigin, type AdyenEnvironment } from "../integrations/payment/adyen-environments";

/** A CSP nonce carries 128 random bits (CSP Level 3 asks for at least 128). */
const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the CSPRNG at once and each used for one nonce only. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/**
 * A fresh nonce (base64 of 16 random bytes). The bytes come from a pool that `randomFillSync`
 * refills every 256 nonces, as Node's own `randomUUID` does: one `randomBytes(16)` call a request
 * cost ~7 µs, 5 % of a search API call's CPU (docs/decisions/031). Every nonce is still drawn from
 * the CSPRNG and never given twice.
 */
export function freshNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

export function assignNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.nonce = freshNonce();
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

/**
 * What Onfido's Web SDK needs beyond the shop itself (issue 14, decision 024), only when
 * VERIFICATION_PROVIDER=onfido: the hosts of Onfido's CSP guide (scripts, styles and frames from
 * sdk.onfido.com, scripts and images from sdk.onfido.com and assets.onfido.com, API calls to
 * api.onfido.com, api.us.onfido.com and api.ca.onfido.com; its fonts are already allowed by helmet's
 * font-src https:), plus the API host of the configured region, the one the shop's adapter calls.
 * Sandbox mode: nothing.
 */
export function onfidoSources(region: "eu" | "us" | "ca" | undefined): Record<"script" | "style" | "img" | "connect" | "frame", string[]> {
  if (!region) return { script: [], style: [], img: [], connect: [], frame: [] };
  const api = ["https://api.onfido.com", "https://api.us.onfido.com", "https://api.ca.onfido.com", `https://api.${region}.onfido.com`];
  return {
    script: ["https://sdk.onfido.com", "https://assets.onfido.com"],
    style: ["https://sdk.onfido.com"],
    img: ["https://sdk.onfido.com", "https://assets.onfido.com"],
    connect: [...new Set(api)],
    frame: ["https://sdk.onfido.com"],
  };
}

/** CSP with per-response nonces, HSTS outside localhost, nosniff, frame-ancestors (DESIGN.md). */
/**
 * PAYMENT_PROVIDER=adyen (issue 14, decision 020): Adyen Web loads its secured card fields (iframes),
 * scripts, styles and images from Adyen's checkoutshopper host of the configured environment and
 * calls it for the card data; `test` is checkoutshopper-test.adyen.com, `live` the European live host,
 * `live-us`, `live-au`, `live-apse`, `live-in` that region's host (decision 028). Nothing of Adyen's
 * is allowed otherwise.
 */
export function adyenSources(environment: AdyenEnvironment | undefined): string[] {
  if (!environment) return [];
  return [adyenCheckoutshopperOrigin(environment)];
}

export function securityHeaders(options: { localhost: boolean; mapTileUrl?: string; onfidoRegion?: "eu" | "us" | "ca"; adyenEnvironment?: AdyenEnvironment }): RequestHandler {
  const tiles = mapTileSource(options.mapTileUrl);
  const onfido = onfidoSources(options.onfidoRegion);
  const adyen = adyenSources(options.adyenEnvironment);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...onfido.script, ...adyen],
        "style-src": ["'self'", "'unsafe-inline'", ...onfido.style, ...adyen],
        "img-src": ["'self'", "data:", "blob:", ...(tiles ? [tiles] : []), ...onfido.img, ...adyen],
        "media-src": ["'self'", "https:"],
        "frame-src": ["https://www.youtube-nocookie.com", "https://player.vimeo.com", ...onfido.frame, ...adyen],
        "connect-src": ["'self'", ...onfido.connect, ...adyen],
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

/**
 * Headers of the build's hashed static files (/assets: scripts, styles, fonts), set instead of the
 * document headers above (issue 20). A page's first load fetches 35–50 scripts, and helmet's set
 * (the page's nonce CSP, X-Frame-Options, Origin-Agent-Cluster, X-XSS-Protection, …) was 0.7 KB of
 * each response's 1.1 KB of headers, 25–35 KB a first load, though none of it acts on a script
 * or style. What does act stays: nosniff, Cross-Origin-Resource-Policy, HSTS outside localhost, and a
 * CSP that allows nothing (it only matters if a file is ever opened as a document or a worker).
 * A miss falls through to the shop's 404 page, which gets the full document headers.
 */
export const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'";
export function assetHeaders(options: { localhost: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("Content-Security-Policy", ASSET_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (!options.localhost) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
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
