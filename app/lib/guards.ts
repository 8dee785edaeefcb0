import { USER_AUTHENTICATED_COOKIE } from "../../common/cookie-names";
import { collapseSlashes, safeRedirect } from "../../common/safe-redirect";
import type { RequestShop } from "../../server/http/request-context";

/**
 * The route guards of 001 §2, as pure functions so they are tested without a server. Every target
 * they answer passes through safeRedirect (common/safe-redirect.ts), so none leaves the shop's hosts
 * (issue 12, Redirects).
 */

/**
 * Trailing-slash guard: paths other than / that end in a slash or hold uppercase go lower-case, no
 * slash. Repeated slashes are collapsed, so `//evil.example/` goes to the path `/evil.example`, not
 * to another host; a path safeRedirect refuses (an encoded tab or backslash) goes to /.
 */
export function canonicalPath(url: URL): string | null {
  const { pathname, search } = url;
  if (pathname === "/") return null;
  const hasTrailingSlash = pathname.endsWith("/");
  const hasUppercase = pathname !== pathname.toLowerCase();
  if (!hasTrailingSlash && !hasUppercase) return null;
  const target = collapseSlashes(pathname.toLowerCase()).replace(/\/+$/, "") || "/";
  return safeRedirect(`${target}${search}`, { origin: url.origin });
}

/** Where this request's redirects may go: its storefront's origin and the shop's other storefronts. */
export interface ShopOrigins {
  origin: string;
  allowedOrigins: string[];
}

/** The origins of a request: its storefront's (not the Host header's) and every storefront's. */
export function shopOrigins({ shop, storefront, port }: Pick<RequestShop, "shop" | "storefront" | "port">): ShopOrigins {
  return {
    origin: shop.storefronts.originOf(storefront, port),
    allowedOrigins: shop.storefronts.all().map((s) => shop.storefronts.originOf(s, port)),
  };
}

/**
 * Affiliate redirect guard: the `url` query parameter when it is a string, else /. Only paths of
 * this storefront and addresses of the shop's storefronts are followed, so the route cannot be used
 * as an open redirect.
 */
export function affiliateTarget(url: URL, origins: ShopOrigins): string {
  const values = url.searchParams.getAll("url");
  if (values.length !== 1) return "/";
  return safeRedirect(values[0], origins);
}

export function hasAuthenticatedMarker(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === USER_AUTHENTICATED_COOKIE && value === "1";
  });
}

/**
 * Is-authenticated guard: a visitor without the marker cookie goes home with the login modal open,
 * redirectPath naming the requested page (normalised; left out when it is not a safe path).
 */
export function loginRedirect(url: URL): string {
  const unsafe = "";
  const redirectPath = safeRedirect(collapseSlashes(url.pathname) + url.search, { origin: url.origin, fallback: unsafe });
  const params = new URLSearchParams(redirectPath === unsafe ? { action: "login" } : { action: "login", redirectPath });
  return `/?${params.toString()}`;
}
