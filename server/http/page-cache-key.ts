import { EVERY_PAGE_PARAMS, pageParams } from "../../common/page-params";

/**
 * The URL a page is cached and rendered under (issue 12): a query string that does not change the
 * page — a tracking parameter (utm_*, gclid, fbclid…) or any parameter its route does not read —
 * must not make a new cache entry nor a full render. So each cacheable route keeps only the
 * parameters its loader and components read, as common/page-params.ts declares them (the one
 * declaration beside the routes' own parsing; app/routes/page-params.test.ts checks each loader
 * against it), in a fixed order, and the page cache both keys and renders by that URL. A visitor
 * at a URL with extra parameters gets the same page: nothing on it depends on them.
 *
 * Routes that are never cached (account, checkout, order confirmation, password reset, affiliate
 * links, the store finder…) and React Router's own endpoints (`/__manifest?p=…&version=…`, which
 * lazy route discovery asks for) keep their parameters, less the tracking ones no route reads.
 */

/** Paths whose route reads its own parameters and is never stored: only tracking parameters go. */
const KEEP_PARAMETERS = /^\/(?:admin(?:\/|$)|my-[^/]*|checkout|checkout-login|order-confirmation|updatepassword|awin|dev\/|account\.php|login\.php|bike-registration|find-a-store|api\/|__)/i;

/** Uppercase letters, or a trailing slash on any path but `/`. */
const NOT_CANONICAL = /[A-Z]|.\/$/;

/** Parameters set by ad networks, mail tools and analytics; no route reads them. */
const TRACKING = /^(?:utm_[a-z_]*|gclid|gclsrc|dclid|gbraid|wbraid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|_ga|_gl|_hsenc|_hsmi|mc_cid|mc_eid|mkt_tok|oly_anon_id|oly_enc_id|vero_id|srsltid)$/i;

/**
 * The page path of a request: a client navigation asks React Router for a page's data at the
 * page's path plus `.data` (`/_.data` for `/`), and must keep the same parameters as the page.
 */
function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}

/** The parameters a cacheable route reads, or null for a route that keeps its own. */
function routeParameters(requestPath: string): readonly string[] | null {
  const pathname = pagePath(requestPath);
  // A path the trailing-slash guard will redirect (001 §2 guard 3: uppercase, a trailing slash)
  // keeps its query, which the redirect carries to the canonical page.
  if (NOT_CANONICAL.test(pathname)) return null;
  if (KEEP_PARAMETERS.test(pathname)) return null;
  // Home, content pages, blog articles, status and the other pages read no parameter of their own.
  return pageParams(pathname);
}

/**
 * The URL (path and query) a request is cached and rendered under. A URL without a query string is
 * returned as it is (the common case costs nothing). Kept parameters are ordered by name; the
 * values of one name keep their order, since some pages show them in it.
 */
export function pageCacheUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const pathname = url.slice(0, mark);
  const query = url.slice(mark + 1);
  const allowed = routeParameters(pathname);
  const kept: Array<[string, string]> = [];
  for (const [name, value] of new URLSearchParams(query)) {
    if (TRACKING.test(name)) continue;
    if (allowed !== null && !allowed.includes(name) && !EVERY_PAGE_PARAMS.includes(name)) continue;
    kept.push([name, value]);
  }
  if (allowed === null) {
    // Leave the query string of a route that reads its own parameters as the visitor wrote it,
    // unless tracking parameters were dropped.
    const count = [...new URLSearchParams(query)].length;
    if (kept.length === count) return url;
  } else {
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
  const search = new URLSearchParams(kept).toString();
  return search ? `${pathname}?${search}` : pathname;
}
