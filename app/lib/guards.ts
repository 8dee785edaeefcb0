/**
 * The route guards of 001 §2, as pure functions so they are tested without a server.
 */

export const USER_AUTHENTICATED_COOKIE = "user-authenticated";

/** Trailing-slash guard: paths other than / that end in a slash or hold uppercase go lower-case, no slash. */
export function canonicalPath(url: URL): string | null {
  const { pathname, search } = url;
  if (pathname === "/") return null;
  const hasTrailingSlash = pathname.endsWith("/");
  const hasUppercase = pathname !== pathname.toLowerCase();
  if (!hasTrailingSlash && !hasUppercase) return null;
  const target = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return `${target}${search}`;
}

/**
 * Affiliate redirect guard: the `url` query parameter when it is a string, else /. Only addresses
 * on this shop's own domain are followed, so the route cannot be used as an open redirect.
 */
export function affiliateTarget(url: URL, shopDomain: string): string {
  const values = url.searchParams.getAll("url");
  if (values.length !== 1) return "/";
  const raw = values[0];
  if (raw.startsWith("/") && !raw.startsWith("//") && !raw.startsWith("/\\")) return raw;
  try {
    const target = new URL(raw);
    const host = target.hostname.toLowerCase();
    const ownHost = host === shopDomain || host.endsWith(`.${shopDomain}`);
    if ((target.protocol === "https:" || target.protocol === "http:") && ownHost) return target.toString();
  } catch {
    // not a URL: fall through to the home page
  }
  return "/";
}

export function hasAuthenticatedMarker(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === USER_AUTHENTICATED_COOKIE && value === "1";
  });
}

/** Is-authenticated guard: a visitor without the marker cookie goes home with the login modal open. */
export function loginRedirect(url: URL): string {
  const params = new URLSearchParams({ action: "login", redirectPath: url.pathname + url.search });
  return `/?${params.toString()}`;
}
