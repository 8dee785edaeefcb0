import { FACET_PARAM } from "../../../common/listing-params";
import type { FacetName, SearchFilters, SearchSort } from "../../../server/modules/search/query";
import type { FiltersUrlCodec } from "../filters/panel-model";

/** The sort options in the order the results page offers them (relevance, then 001 §9). */
export const RESULT_SORTS = [
  "relevance", "latest", "oldest", "name_asc", "name_desc", "price_desc", "price_asc",
] as const satisfies readonly SearchSort[];

/** Facets shown in the sidebar, in order (001 §9 product filter facets; category first). */
export const SIDEBAR_FACETS = [
  "category_urls", "brand", "colour", "handlebars", "speed", "mudguards", "lighting",
] as const satisfies readonly FacetName[];

/** Every search facet has a URL parameter (common/listing-params.ts, shared with the page cache). */
const _facetParams: Record<FacetName, string> = FACET_PARAM;

export interface ResultsState {
  q: string;
  /** 0-based, as the search API counts; the URL shows it 1-based. */
  page: number;
  sort: SearchSort;
  filters: SearchFilters;
}

const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;
const MAX_PAGE = 999;

function number(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function range(min: number | undefined, max: number | undefined) {
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/**
 * The results page's state from its URL (filters and page live in the URL, so a result is
 * shareable and the back button works). Anything malformed is dropped, never an error: the URL is
 * the visitor's to edit. Weights in the URL are in the storefront's display unit (lb on en-US).
 */
export function parseResultsUrl(params: URLSearchParams, options: { poundsPerUnit?: number } = {}): ResultsState {
  const q = (params.get("q") ?? "").slice(0, 1000);
  const pageNumber = Math.trunc(number(params.get("page")) ?? 1);
  const sortParam = params.get("sort");
  const sort = (RESULT_SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as SearchSort) : "relevance";
  const filters: SearchFilters = {};
  for (const facet of SIDEBAR_FACETS) {
    const values = [...new Set(params.getAll(FACET_PARAM[facet]).filter((v) => v !== "" && v.length <= MAX_VALUE_LENGTH))].slice(0, MAX_VALUES);
    if (values.length > 0) filters[facet] = values;
  }
  const price = range(number(params.get("price_min")), number(params.get("price_max")));
  if (price) filters.price = price;
  const toKg = 1 / (options.poundsPerUnit ?? 1);
  const weightMin = number(params.get("weight_min"));
  const weightMax = number(params.get("weight_max"));
  const weight = range(weightMin === undefined ? undefined : weightMin * toKg, weightMax === undefined ? undefined : weightMax * toKg);
  if (weight) filters.weight = weight;
  if (params.get("in_stock") === "1") filters.inStock = true;
  return { q, page: Math.min(MAX_PAGE, Math.max(1, pageNumber)) - 1, sort, filters };
}

/** A results-page URL with one facet value added or removed; the page goes back to the first. */
export function toggledFacetUrl(params: URLSearchParams, facet: FacetName, value: string): string {
  const next = new URLSearchParams(params);
  const name = FACET_PARAM[facet];
  const values = next.getAll(name);
  next.delete(name);
  for (const v of values.includes(value) ? values.filter((v) => v !== value) : [...values, value]) next.append(name, v);
  next.delete("page");
  return `/search?${next.toString()}`;
}

/** The same results with another page (1-based in the URL). */
export function pageUrl(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 0) next.delete("page");
  else next.set("page", String(page + 1));
  return `/search?${next.toString()}`;
}

/** Only the term (and sort): every filter removed. */
export function clearedFiltersUrl(params: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const keep of ["q", "sort"]) {
    const value = params.get(keep);
    if (value) next.set(keep, value);
  }
  return `/search?${next.toString()}`;
}

/** How many filters the visitor has applied (badge on the phone's Filters button). */
export function activeFilterCount(filters: SearchFilters): number {
  let count = 0;
  for (const facet of SIDEBAR_FACETS) count += filters[facet]?.length ?? 0;
  if (filters.price) count += 1;
  if (filters.weight) count += 1;
  if (filters.inStock) count += 1;
  return count;
}

/** A readable label for a category url ('/bikes/urban-bikes' → 'Urban bikes'). */
export function categoryLabel(url: string): string {
  const last = url.split("/").filter(Boolean).at(-1) ?? url;
  const words = decodeURIComponent(last).replace(/[-_]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : url;
}

const urlNumber = (n: number) => String(Number(n.toFixed(2)));

/**
 * The query string of a results state, the inverse of parseResultsUrl: the same parameter names
 * (`price_min`, `weight_max`, `in_stock`…, a contract with bookmarks and the page cache) and weights
 * back in the display unit. Defaults are left out.
 */
export function resultsSearch(state: ResultsState, options: { poundsPerUnit?: number } = {}): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  for (const facet of SIDEBAR_FACETS) for (const value of state.filters[facet] ?? []) params.append(FACET_PARAM[facet], value);
  const perUnit = options.poundsPerUnit ?? 1;
  for (const [name, range, factor] of [["price", state.filters.price, 1], ["weight", state.filters.weight, perUnit]] as const) {
    if (range?.min !== undefined) params.set(`${name}_min`, urlNumber(range.min * factor));
    if (range?.max !== undefined) params.set(`${name}_max`, urlNumber(range.max * factor));
  }
  if (state.filters.inStock) params.set("in_stock", "1");
  if (state.sort !== "relevance") params.set("sort", state.sort);
  if (state.page > 0) params.set("page", String(state.page + 1));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The results page's URL codec for the filters panel; a change goes back to the first page. */
export function searchFiltersCodec(options: { poundsPerUnit?: number } = {}): FiltersUrlCodec<ResultsState> {
  const perUnit = options.poundsPerUnit ?? 1;
  const withFilters = (state: ResultsState, filters: SearchFilters): ResultsState => ({ ...state, page: 0, filters });
  return {
    read: (params) => parseResultsUrl(params, options),
    write: (state) => resultsSearch(state, options),
    apply(state, change) {
      const filters = { ...state.filters };
      if (change.kind === "term") {
        const facet = change.key as FacetName;
        const current = filters[facet] ?? [];
        const next = current.includes(change.value) ? current.filter((v) => v !== change.value) : [...current, change.value];
        if (next.length > 0) filters[facet] = next;
        else delete filters[facet];
      } else if (change.kind === "range") {
        // The panel's weights are in the URL's display unit; the state's are kilograms.
        const factor = change.key === "weight" ? 1 / perUnit : 1;
        const r = change.range;
        if (r) filters[change.key] = { ...(r.min !== undefined && { min: r.min * factor }), ...(r.max !== undefined && { max: r.max * factor }) };
        else delete filters[change.key];
      } else if (change.checked) filters.inStock = true;
      else delete filters.inStock;
      return withFilters(state, filters);
    },
    clear: (state) => withFilters(state, {}),
  };
}
