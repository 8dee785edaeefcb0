/**
 * Redirect safety (issue 12, Redirects): every place the shop sends a browser somewhere else — a 3xx
 * Location, `window.location.assign`, a client-side `navigate` — passes its target through
 * `safeRedirect`, so no redirect ever leaves the shop's own hosts.
 *
 * Shared by browser and server code: no Node or DOM APIs beyond the WHATWG URL parser.
 *
 * A target is followed only when it is
 * - a path that resolves on the current origin (repeated slashes inside it are collapsed, also when
 *   dot segments bring them back: `/a/..//evil.example` is the path `/evil.example`), or
 * - an absolute http(s) URL whose origin (scheme, host and port) is one of `allowedOrigins` — the
 *   shop's other storefronts — when the caller allows that.
 * Anything else answers `fallback` (default `/`): scheme-relative targets (`//evil.example`; a caller
 * that redirects the request's own path, like the trailing-slash guard, collapses its slashes
 * first), other hosts, other schemes (`javascript:`, `data:`),
 * scheme tricks like `https:x`, control characters (raw or percent-encoded: browsers drop a tab or
 * newline and read `/\t/x` as `//x`), backslashes (raw or `%5C`: browsers read `/\x` as `//x`), and
 * percent-encoded slashes that decode to a scheme-relative address (`/%2F/x`, `%2F%2Fx`).
 */

export interface SafeRedirectOptions {
  /** The origin of the page the redirect is answered on (`http://uk.localhost:3000`). */
  origin: string;
  /** Other origins an absolute target may go to (the shop's storefronts); default none. */
  allowedOrigins?: Iterable<string>;
  /** What an unsafe target becomes; default `/`. It is trusted, not checked. */
  fallback?: string;
}

/** Longer targets are refused: no real page of the shop has an address this long. */
export const MAX_REDIRECT_LENGTH = 2048;

// C0 controls, DEL and the C1 range; backslash.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
const ENCODED_CONTROL_OR_BACKSLASH = /%(?:[01][0-9a-f]|7f|5c|c2%[89][0-9a-f])/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** `a//b///c` → `a/b/c`. */
export function collapseSlashes(path: string): string {
  return path.replace(/\/{2,}/g, "/");
}

/** The target's forms after up to three rounds of percent-decoding (double-encoding included). */
function decodedForms(target: string): string[] {
  const forms = [target];
  let current = target;
  for (let round = 0; round < 3 && current.includes("%"); round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break; // a stray % (e.g. "100%") is not an encoding; the forms so far are checked
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** Is this (possibly decoded) form something a browser could read as leaving the page's host? */
function isHostileForm(form: string, isRaw: boolean): boolean {
  if (CONTROL_OR_BACKSLASH.test(form)) return true;
  if (ENCODED_CONTROL_OR_BACKSLASH.test(form)) return true;
  // The raw target's leading slashes are collapsed below; an encoded pair (`/%2F/x`) is refused.
  return !isRaw && form.startsWith("//");
}

/**
 * The target to redirect to: a path on the current origin (`/c/bikes?x=1#top`), an absolute URL on
 * one of `allowedOrigins`, or `fallback` when the target could lead anywhere else.
 */
export function safeRedirect(target: unknown, options: SafeRedirectOptions): string {
  const fallback = options.fallback ?? "/";
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return fallback;
  // The part before ? or # decides where the browser goes; the query and fragment only need to be
  // free of raw control characters (the parser percent-encodes the rest).
  const split = target.search(/[?#]/);
  const head = split === -1 ? target : target.slice(0, split);
  const tail = split === -1 ? "" : target.slice(split);
  if (CONTROL_OR_BACKSLASH.test(tail.replace(/\\/g, ""))) return fallback;
  const forms = decodedForms(head);
  if (forms.some((form, i) => isHostileForm(form, i === 0))) return fallback;

  let base: URL;
  try {
    base = new URL(options.origin);
  } catch {
    return fallback;
  }
  const allowed = new Set([base.origin, ...[...(options.allowedOrigins ?? [])].map(originOrNull).filter((o): o is string => o !== null)]);

  let resolved: URL | null;
  if (head.startsWith("//")) {
    // Scheme-relative (`//evil.example`, `///x`): another host for a browser, never a shop path.
    return fallback;
  } else if (head.startsWith("/")) {
    // A path: repeated slashes inside it are collapsed (`/blog//x` is /blog/x).
    resolved = parse(collapseSlashes(head) + tail, base);
  } else if (SCHEME.test(head)) {
    // Absolute: only http(s) with a `//` authority (`https:x` is refused, not read as a path).
    if (!/^https?:\/\/[^/]/i.test(head)) return fallback;
    resolved = parse(target, undefined);
  } else {
    // A bare relative reference (`c/bikes`, `%2F%2Fx`): never followed, its meaning depends on the page.
    return fallback;
  }
  if (!resolved || (resolved.protocol !== "http:" && resolved.protocol !== "https:")) return fallback;
  if (resolved.username || resolved.password) return fallback;
  if (!allowed.has(resolved.origin)) return fallback;
  // Dot segments (`/a/..//x`) can bring a double slash back after parsing: collapse once more.
  const path = collapseSlashes(resolved.pathname) + resolved.search + resolved.hash;
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  return resolved.origin === base.origin ? path : `${resolved.origin}${path}`;
}

/** Is `target` a redirect target `safeRedirect` follows as given (after normalising)? */
export function isSafeRedirect(target: unknown, options: Omit<SafeRedirectOptions, "fallback">): boolean {
  const marker = "\u0000unsafe";
  return safeRedirect(target, { ...options, fallback: marker }) !== marker;
}

function parse(input: string, base: URL | undefined): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

function originOrNull(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}
