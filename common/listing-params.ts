/**
 * The query parameters of the listing pages that both sides read: the browser's URL codecs
 * (app/components/category/listing-state.ts, app/components/search/search-url.ts) and the page
 * cache's key (server/http/page-cache-key.ts, through common/page-params.ts), which keeps exactly
 * the parameters a route reads. app/routes/page-params.test.ts runs each page's loader and fails
 * when it reads a parameter that is not declared here.
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

/**
 * Every parameter of a category listing (`/c/…`, parseListingState): the term facets, the price and
 * weight ranges (`price=500-2000`), the in-stock toggle, sort, page and the grid/list view.
 */
export const CATEGORY_PARAMS = [...TERM_FACET_KEYS, "price", "weight", "stock", "sort", "page", "view"] as const;

/**
 * Every parameter of the search results (`/search`, parseResultsUrl): the term, page, sort, the
 * facet parameters, the price and weight ranges as two bounds each, and the in-stock toggle.
 */
export const SEARCH_PARAMS = ["q", "page", "sort", ...Object.values(FACET_PARAM), "price_min", "price_max", "weight_min", "weight_max", "in_stock"] as const;
