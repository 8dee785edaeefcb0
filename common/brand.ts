/**
 * The brand in URLs (DESIGN.md, The demo shop): its slug names the storefronts and content channels,
 * and the account area lives under `/my-{slug}`. Shared by browser, server and seed.
 */

/** URL slug of the brand name: lower case, runs of anything but a-z and 0-9 become one `-`. */
export function brandSlug(brandName: string): string {
  return brandName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/**
 * Path of the account area (`/my-{slug}`) or of one of its pages (`/my-{slug}/{page}`; `page` may
 * carry a query string). The one place that builds it.
 */
export function accountPath(brandName: string, page?: string): string {
  const root = `/my-${brandSlug(brandName)}`;
  return page ? `${root}/${page.replace(/^\/+/, "")}` : root;
}
