import type { Listing, TermFacet } from "../../../server/modules/catalog/types";
import type { FacetName, SearchResult } from "../../../server/modules/search/query";
import { FACET_PARAM } from "../../../common/listing-params";
import { SIDEBAR_FACETS } from "../search/search-url";

/**
 * The one filters panel of the category and search pages (001 §2 filter sidebar, facets sidebar;
 * §9 product filter facets: brand, lighting, price slider, colour, handlebars, speed, mudguards,
 * weight slider, in-stock toggle). Each listing's facets become this model through a small pure
 * transformer below; the panel (FiltersPanel.tsx) only draws it, and each page's URL codec
 * (FiltersUrlCodec) turns a FilterChange into its own URL parameters.
 */

export interface TermOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** A value no product has under the other filters cannot be ticked (a ticked one can be unticked). */
  disabled: boolean;
  /** Swatch colour of colour values. */
  hex?: string;
  /** Indentation of nested values (category paths on search). */
  depth: number;
}

export interface TermGroup {
  kind: "terms";
  key: string;
  /** The URL parameter of the group's checkboxes (the page's codec owns the names). */
  param: string;
  label: string;
  options: TermOption[];
}

export interface RangeGroup {
  kind: "range";
  key: "price" | "weight";
  label: string;
  /** Slider bounds and the applied range, in the unit of the page's URL. */
  min: number;
  max: number;
  step: number;
  value: [number, number];
}

export type FilterGroup = TermGroup | RangeGroup;

export interface PanelModel {
  inStock: { param: string; checked: boolean; count?: number };
  groups: FilterGroup[];
  activeCount: number;
}

/** One change the visitor makes in the panel; a page's codec applies it to its state. */
export type FilterChange =
  | { kind: "term"; key: string; value: string }
  | { kind: "range"; key: "price" | "weight"; range: { min?: number; max?: number } | undefined }
  | { kind: "inStock"; checked: boolean };

/**
 * A page's URL codec behind one small interface: read its state from the URL, write the state back
 * as a query string (parameter names are the page's own and a contract: bookmarks, tests and the
 * page cache's key, server/http/page-cache-key.ts), and apply a panel change (back to page 1).
 */
export interface FiltersUrlCodec<State> {
  read(params: URLSearchParams): State;
  /** `?…`, or "" when everything is at its default. */
  write(state: State): string;
  apply(state: State, change: FilterChange): State;
  clear(state: State): State;
}

type Range = { min?: number; max?: number } | undefined;

/** A slider group, or none when the bounds leave nothing to choose. Bounds widen to an applied range. */
export function rangeGroup(
  key: "price" | "weight",
  label: string,
  bounds: Range,
  applied: Range,
  step: number,
): RangeGroup | null {
  const snap = (v: number) => Math.round(v / step) * step;
  const roundDown = (v: number) => Number((Math.floor(v / step) * step).toFixed(2));
  const roundUp = (v: number) => Number((Math.ceil(v / step) * step).toFixed(2));
  const min = Math.min(...[bounds?.min, applied?.min].filter((v): v is number => v !== undefined).map(roundDown));
  const max = Math.max(...[bounds?.max, applied?.max].filter((v): v is number => v !== undefined).map(roundUp));
  if (!Number.isFinite(min) || !Number.isFinite(max) || !(max > min)) return null;
  const clamp = (v: number) => Number(Math.min(max, Math.max(min, snap(v))).toFixed(2));
  return { kind: "range", key, label, min, max, step, value: [clamp(applied?.min ?? min), clamp(applied?.max ?? max)] };
}

/** The range a slider's thumbs stand for: an end at its bound is no limit, both at the bounds no filter. */
export function rangeChange(group: RangeGroup, [lo, hi]: readonly number[]): Range {
  const min = lo === undefined || lo <= group.min ? undefined : lo;
  const max = hi === undefined || hi >= group.max ? undefined : hi;
  return min === undefined && max === undefined ? undefined : { min, max };
}

export interface CategoryLabels {
  facet: (facet: TermFacet) => string;
  value: (facet: TermFacet, value: string) => string;
  price: string;
  weight: string;
}

/** The category page's facet order: in-stock, price, the term facets, weight. */
const CATEGORY_FACETS: TermFacet[] = ["colour", "brand", "speed", "handlebars", "lighting", "mudguards"];

/** Category listing → panel (weights in kilograms, the unit of the category URL). */
export function categoryPanelModel(
  listing: Pick<Listing, "facets" | "priceRange" | "weightRange" | "inStockCount">,
  applied: { price?: Range; weight?: Range; inStock: boolean },
  labels: CategoryLabels,
): PanelModel {
  const terms: TermGroup[] = CATEGORY_FACETS.filter((facet) => listing.facets[facet].length > 0).map((facet) => ({
    kind: "terms",
    key: facet,
    param: facet,
    label: labels.facet(facet),
    options: listing.facets[facet].map((v) => ({
      value: v.value,
      label: labels.value(facet, v.value),
      count: v.count,
      selected: v.selected,
      disabled: v.count === 0 && !v.selected,
      ...(v.hex && { hex: v.hex }),
      depth: 0,
    })),
  }));
  const groups = [
    rangeGroup("price", labels.price, listing.priceRange, applied.price, 1),
    ...terms,
    rangeGroup("weight", labels.weight, listing.weightRange, applied.weight, 0.1),
  ].filter((g): g is FilterGroup => g !== null);
  const selected = terms.reduce((n, g) => n + g.options.filter((o) => o.selected).length, 0);
  return {
    inStock: { param: "stock", checked: applied.inStock, count: listing.inStockCount },
    groups,
    activeCount: selected + (applied.price ? 1 : 0) + (applied.weight ? 1 : 0) + (applied.inStock ? 1 : 0),
  };
}

export interface SearchLabels {
  facet: (facet: FacetName) => string;
  category: (url: string) => string;
  price: string;
  weight: string;
}

/**
 * Search result → panel. Counts come from the search (each facet ignores its own filter); a ticked
 * value stays listed with 0. Values are sorted by count (category paths by name, nested by depth).
 * Weights are in the storefront's display unit, the unit of the search URL (`poundsPerUnit` 2.2 on
 * en-US); the filters' weights are kilograms.
 */
export function searchPanelModel(
  result: Pick<SearchResult, "facets" | "facets_stats">,
  filters: Partial<Record<FacetName, string[]>> & { price?: Range; weight?: Range; inStock?: boolean },
  labels: SearchLabels,
  poundsPerUnit = 1,
): PanelModel {
  const terms: TermGroup[] = [];
  for (const facet of SIDEBAR_FACETS) {
    const selected = filters[facet] ?? [];
    const values = new Map(Object.entries(result.facets[facet] ?? {}));
    for (const value of selected) if (!values.has(value)) values.set(value, 0);
    if (values.size === 0) continue;
    const entries = [...values].sort(([a, na], [b, nb]) => (facet === "category_urls" ? a.localeCompare(b) : nb - na || a.localeCompare(b)));
    terms.push({
      kind: "terms",
      key: facet,
      param: FACET_PARAM[facet],
      label: labels.facet(facet),
      options: entries.map(([value, count]) => ({
        value,
        label: facet === "category_urls" ? labels.category(value) : value,
        count,
        selected: selected.includes(value),
        disabled: count === 0 && !selected.includes(value),
        depth: facet === "category_urls" ? Math.max(0, value.split("/").filter(Boolean).length - 1) : 0,
      })),
    });
  }
  const toUnit = (r: Range) => r && { min: r.min === undefined ? undefined : r.min * poundsPerUnit, max: r.max === undefined ? undefined : r.max * poundsPerUnit };
  const stats = result.facets_stats;
  const groups = [
    ...terms,
    rangeGroup("price", labels.price, stats.price, filters.price, 1),
    rangeGroup("weight", labels.weight, toUnit(stats.weight), toUnit(filters.weight), 0.1),
  ].filter((g): g is FilterGroup => g !== null);
  const selectedCount = SIDEBAR_FACETS.reduce((n, f) => n + (filters[f]?.length ?? 0), 0);
  return {
    inStock: { param: "in_stock", checked: filters.inStock === true },
    groups,
    activeCount: selectedCount + (filters.price ? 1 : 0) + (filters.weight ? 1 : 0) + (filters.inStock ? 1 : 0),
  };
}
