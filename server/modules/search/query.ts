import { z } from "zod";
import type { SearchHit } from "./types";

/** Facets of 001 §9 (product filter facets) plus the category facet of 000 §7. */
export const FACET_NAMES = ["category_urls", "brand", "colour", "handlebars", "speed", "mudguards", "lighting"] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** Relevance, then the six sort options of 001 §9. */
export const SEARCH_SORTS = ["relevance", "latest", "oldest", "name_asc", "name_desc", "price_desc", "price_asc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Page sizes of 001 §9: the search dropdown (index) and the search-results page. */
export const SEARCH_INDEX_PAGE_SIZE = 18;
export const SEARCH_RESULTS_PAGE_SIZE = 12;
export const MAX_HITS_PER_PAGE = 100;
/** Like a hosted engine's pagination limit: deep pages are never needed and cost a scan. */
export const MAX_PAGE = 999;
export const MAX_QUERY_LENGTH = 1000;

const facetValues = z.array(z.string().max(200, "search:errors.filterTooLong")).max(50, "search:errors.tooManyFilters");
const range = z
  .object({ min: z.number().min(0).optional(), max: z.number().min(0).optional() })
  .strict();

export const searchFiltersSchema = z
  .object({
    category_urls: facetValues.optional(),
    brand: facetValues.optional(),
    colour: facetValues.optional(),
    handlebars: facetValues.optional(),
    speed: facetValues.optional(),
    mudguards: facetValues.optional(),
    lighting: facetValues.optional(),
    price: range.optional(),
    weight: range.optional(),
    inStock: z.boolean().optional(),
  })
  .strict();

/** The arguments of POST /api/search/query, checked at the edge (DESIGN.md, Validate at the edge). */
export const searchQuerySchema = z
  .object({
    query: z.string().max(MAX_QUERY_LENGTH, "search:errors.queryTooLong").default(""),
    page: z.number().int().min(0).max(MAX_PAGE, "search:errors.pageTooHigh").default(0),
    hitsPerPage: z.number().int().min(1).max(MAX_HITS_PER_PAGE, "search:errors.hitsPerPageTooHigh").default(SEARCH_INDEX_PAGE_SIZE),
    sort: z.enum(SEARCH_SORTS).default("relevance"),
    /** Which facets to count, like a hosted engine's `facets` parameter; `*` counts them all. */
    facets: z.array(z.enum([...FACET_NAMES, "*"])).max(FACET_NAMES.length + 1).default([]),
    filters: searchFiltersSchema.default({}),
  })
  .strict();

export type SearchFilters = z.infer<typeof searchFiltersSchema>;
export type SearchQuery = z.input<typeof searchQuerySchema>;

export interface NumericStats {
  min: number;
  max: number;
}

/** The answer, shaped like a hosted search engine's (000 §7 Search). */
export interface SearchResult {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** facet name → value → number of hits; counts ignore the facet's own filter (disjunctive). */
  facets: Partial<Record<FacetName, Record<string, number>>>;
  /** Bounds for the price and weight sliders, ignoring the range filters themselves. */
  facets_stats: { price?: NumericStats; weight?: NumericStats };
}
