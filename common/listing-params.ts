/**
 * The query parameters of the listing pages that both sides read: the browser's URL codecs
 * (app/components/category/listing-state.ts, app/components/search/search-url.ts) and the page
 * cache's key (server/http/page-cache-key.ts), which keeps exactly the parameters a route reads.
 */

/** Category listing: the facets chosen from a list of values, each its own parameter (001 §9). */
export const TERM_FACET_KEYS = ["brand", "lighting", "colour", "handlebars", "speed", "mudguards"] as const;

/** Search results: the URL parameter of each facet; the category facet reads better as `category`. */
export const FACET_PARAM = {
  category_urls: "category",
  brand: "brand",
  colour: "colour",
  handlebars: "handlebars",
  speed: "speed",
  mudguards: "mudguards",
  lighting: "lighting",
} as const;
