import { CATEGORY_PARAMS, SEARCH_PARAMS } from "./listing-params";

/**
 * The one declaration of which query parameters each cacheable page reads (issue 12/13). The page
 * cache keys and renders a page by exactly these (server/http/page-cache-key.ts derives its table
 * from this list), so a parameter a page reads but that is missing here would be dropped from its
 * URL. app/routes/page-params.test.ts runs every cacheable page's loader and fails when it reads a
 * parameter that is not declared here: a new parameter cannot be forgotten.
 */

/**
 * Read on every page: the login and cart overlays open from the URL (lazy-overlays, CartSidebar),
 * and `_routes` names the routes a client navigation's data request (`/blog.data?_routes=…`) asks for.
 */
export const EVERY_PAGE_PARAMS: readonly string[] = ["action", "redirectPath", "_routes"];

/** The product page keeps its chosen variant in the URL (`/p/{id}/{slug}?variant=`). */
export const PRODUCT_PARAMS = ["variant"] as const;

/** The blog list is paged (`/blog?page=2`, app/routes/blog.server.ts). */
export const BLOG_PARAMS = ["page"] as const;

/** A large sitemap is an index over its parts (`/sitemap.xml?part=2`, app/lib/sitemap.server.ts, issue 16). */
export const SITEMAP_PARAMS = ["part"] as const;

export interface PageParams {
  /** The page's path (a client navigation's `.data` suffix already removed). */
  readonly path: RegExp;
  readonly params: readonly string[];
}

/** The cacheable pages that read parameters; every other cacheable page (home, content pages, blog articles…) reads none. */
export const PAGE_PARAMS: readonly PageParams[] = [
  { path: /^\/search$/, params: SEARCH_PARAMS },
  { path: /^\/c\//, params: CATEGORY_PARAMS },
  { path: /^\/p\//, params: PRODUCT_PARAMS },
  { path: /^\/blog$/, params: BLOG_PARAMS },
  { path: /^\/sitemap\.xml$/, params: SITEMAP_PARAMS },
];

/** The parameters the cacheable page at `pathname` reads, besides those read on every page. */
export function pageParams(pathname: string): readonly string[] {
  return PAGE_PARAMS.find((page) => page.path.test(pathname))?.params ?? [];
}
