import { TERM_FACET_KEYS } from "../../../common/listing-params";
import type { ListingQuery, SortKey, TermFacet } from "../../../server/modules/catalog/types";
import type { FiltersUrlCodec } from "../filters/panel-model";

/** The six sort options of 001 §9, in the order the select shows them. */
export const SORT_OPTIONS = ["latest", "oldest", "name-asc", "name-desc", "price-desc", "price-asc"] as const satisfies readonly SortKey[];
/** Facets chosen from a list of values (the sliders and the in-stock toggle are separate). */
/** The term facets are the catalogue's (the constant is shared with the page cache: common/listing-params.ts). */
const _termFacets: readonly TermFacet[] = TERM_FACET_KEYS;

/**
 * The category view's state, kept entirely in the URL query so a link reproduces the view
 * (001 §2 filter sidebar, category view default grid; §9 sort options and page sizes).
 *
 *   ?colour=Sand&colour=Storm+Blue&brand=Foldwell&price=500-2000&weight=8-14&stock=1&sort=price-asc&page=2&view=list
 *
 * Values that do not parse are ignored rather than refused: a hand-edited URL still shows a page.
 */
export interface ListingState {
  terms: Partial<Record<TermFacet, string[]>>;
  price?: { min?: number; max?: number };
  weight?: { min?: number; max?: number };
  inStock: boolean;
  sort: SortKey;
  page: number;
  view: "grid" | "list";
}

/** 001 §9 lists page sizes 18, 12 and 10; listings use the search-results page size, 12. */
export const LISTING_PAGE_SIZE = 12;
const MAX_VALUES = 20;
const MAX_PAGE = 10_000;

function range(raw: string | null): { min?: number; max?: number } | undefined {
  const match = /^(\d{1,7}(?:\.\d{1,2})?)?-(\d{1,7}(?:\.\d{1,2})?)?$/.exec(raw ?? "");
  if (!match || (!match[1] && !match[2])) return undefined;
  const min = match[1] ? Number(match[1]) : undefined;
  const max = match[2] ? Number(match[2]) : undefined;
  return min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
}

export function parseListingState(params: URLSearchParams): ListingState {
  const terms: ListingState["terms"] = {};
  for (const facet of TERM_FACET_KEYS) {
    const values = [...new Set(params.getAll(facet).map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 80))].slice(0, MAX_VALUES);
    if (values.length) terms[facet] = values;
  }
  const sort = params.get("sort");
  const page = Number(params.get("page") ?? "1");
  return {
    terms,
    price: range(params.get("price")),
    weight: range(params.get("weight")),
    inStock: params.get("stock") === "1",
    sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : "latest",
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

export function toListingQuery(state: ListingState): ListingQuery {
  return { terms: state.terms, price: state.price, weight: state.weight, inStock: state.inStock, sort: state.sort, page: state.page, pageSize: LISTING_PAGE_SIZE };
}

const rangeText = (r?: { min?: number; max?: number }) => (r && (r.min !== undefined || r.max !== undefined) ? `${r.min ?? ""}-${r.max ?? ""}` : null);

/** The query string of a state; defaults are left out so URLs stay short. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  for (const facet of TERM_FACET_KEYS) for (const value of state.terms[facet] ?? []) params.append(facet, value);
  const price = rangeText(state.price);
  if (price) params.set("price", price);
  const weight = rangeText(state.weight);
  if (weight) params.set("weight", weight);
  if (state.inStock) params.set("stock", "1");
  if (state.sort !== "latest") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.view !== "grid") params.set("view", state.view);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A change of filters starts again at page 1. */
export function withFilters(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, ...change, page: change.page ?? 1 };
}

export function toggleTerm(state: ListingState, facet: TermFacet, value: string): ListingState {
  const current = state.terms[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withFilters(state, { terms: { ...state.terms, [facet]: next } });
}

export function activeFilterCount(state: ListingState): number {
  return Object.values(state.terms).reduce((n, v) => n + (v?.length ?? 0), 0) + (state.price ? 1 : 0) + (state.weight ? 1 : 0) + (state.inStock ? 1 : 0);
}

/** The category page's URL codec for the filters panel (parameter names as above, a contract). */
export const categoryFiltersCodec: FiltersUrlCodec<ListingState> = {
  read: parseListingState,
  write: listingSearch,
  apply(state, change) {
    switch (change.kind) {
      case "term":
        return toggleTerm(state, change.key as TermFacet, change.value);
      case "range":
        return withFilters(state, { [change.key]: change.range });
      case "inStock":
        return withFilters(state, { inStock: change.checked });
    }
  },
  clear: (state) => withFilters(state, { terms: {}, price: undefined, weight: undefined, inStock: false }),
};
