import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSubmit } from "react-router";
import type { FacetName, SearchResult } from "../../../server/modules/search/query";
import { useFormat } from "../../lib/use-format";
import { FACET_PARAM } from "../../../common/listing-params";
import { activeFilterCount, categoryLabel, clearedFiltersUrl, SIDEBAR_FACETS, type ResultsState } from "./search-url";

const POUNDS_PER_KILOGRAM = 2.20462262185;

/**
 * The facets sidebar of the results page (001 §2 facets sidebar, §9 product filter facets): a GET
 * form, so filters land in the URL and work without JavaScript (Apply button); with JavaScript a
 * ticked box applies at once. Counts come from the search (each facet ignores its own filter).
 */
export function FacetFilters({
  state,
  result,
  params,
  idPrefix,
}: {
  state: ResultsState;
  result: SearchResult;
  params: URLSearchParams;
  /** The sidebar and the phone drawer may both be in the page: ids must differ. */
  idPrefix: string;
}) {
  const { t } = useTranslation("search");
  const format = useFormat();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const pounds = format.locale === "en-US";
  const weightUnit = pounds ? "lb" : "kg";
  const toDisplayWeight = (kg: number) => Math.round((pounds ? kg * POUNDS_PER_KILOGRAM : kg) * 10) / 10;

  const apply = (form: HTMLFormElement) => submit(withoutEmptyFields(form), { method: "get", action: "/search", preventScrollReset: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  const priceStats = result.facets_stats.price;
  const weightStats = result.facets_stats.weight;
  const filterCount = activeFilterCount(state.filters);

  return (
    <Form ref={formRef} method="get" action="/search" onSubmit={onSubmit} className="flex flex-col" aria-label={t("results.filters")}>
      {state.q && <input type="hidden" name="q" value={state.q} />}
      {state.sort !== "relevance" && <input type="hidden" name="sort" value={state.sort} />}

      {filterCount > 0 && (
        <div className="flex items-center justify-between border-b border-black/[0.07] pb-3">
          <p className="text-sm text-muted">{t("results.activeFilters", { count: filterCount })}</p>
          <Link to={clearedFiltersUrl(params)} preventScrollReset className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
            {t("results.clearAll")}
          </Link>
        </div>
      )}

      <fieldset className="border-b border-black/[0.07] py-4">
        <legend className="sr-only">{t("facets.inStock")}</legend>
        <label className="flex cursor-pointer items-center justify-between gap-3 text-[15px] font-semibold text-ink">
          {t("results.inStockOnly")}
          <input
            type="checkbox"
            name="in_stock"
            value="1"
            defaultChecked={state.filters.inStock === true}
            key={`in_stock-${state.filters.inStock === true}`}
            onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-black/15 transition-colors peer-checked:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>
      </fieldset>

      {SIDEBAR_FACETS.map((facet) => (
        <FacetGroup
          key={facet}
          facet={facet}
          counts={result.facets[facet] ?? {}}
          selected={state.filters[facet] ?? []}
          onToggle={(form) => apply(form)}
          idPrefix={idPrefix}
        />
      ))}

      <RangeGroup
        legend={t("facets.price")}
        name="price"
        unit={format.money(0).replace(/[\d.,\s\u00a0]/g, "") || ""}
        min={state.filters.price?.min}
        max={state.filters.price?.max}
        placeholderMin={priceStats ? Math.floor(priceStats.min) : undefined}
        placeholderMax={priceStats ? Math.ceil(priceStats.max) : undefined}
        idPrefix={idPrefix}
      />
      <RangeGroup
        legend={t("facets.weight")}
        name="weight"
        unit={weightUnit}
        min={state.filters.weight?.min === undefined ? undefined : toDisplayWeight(state.filters.weight.min)}
        max={state.filters.weight?.max === undefined ? undefined : toDisplayWeight(state.filters.weight.max)}
        placeholderMin={weightStats ? Math.floor(toDisplayWeight(weightStats.min)) : undefined}
        placeholderMax={weightStats ? Math.ceil(toDisplayWeight(weightStats.max)) : undefined}
        idPrefix={idPrefix}
      />
    </Form>
  );
}

function FacetGroup({
  facet,
  counts,
  selected,
  onToggle,
  idPrefix,
}: {
  facet: FacetName;
  counts: Record<string, number>;
  selected: string[];
  onToggle: (form: HTMLFormElement) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation("search");
  const values = new Map(Object.entries(counts));
  // A ticked value stays visible (with 0) even when the other filters leave no product with it.
  for (const value of selected) if (!values.has(value)) values.set(value, 0);
  if (values.size === 0) return null;
  const entries = [...values].sort(([a, na], [b, nb]) =>
    facet === "category_urls" ? a.localeCompare(b) : nb - na || a.localeCompare(b),
  );
  const param = FACET_PARAM[facet];
  return (
    <details open className="group border-b border-black/[0.07] py-1" data-facet={facet}>
      <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-[15px] font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {t(`facets.${facet}`)}
        {selected.length > 0 && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-[11px] font-bold text-white">{selected.length}</span>}
        <svg viewBox="0 0 24 24" className="ml-auto size-4 text-muted transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <fieldset className="pb-3">
        <legend className="sr-only">{t(`facets.${facet}`)}</legend>
        <ul className="flex flex-col gap-0.5">
          {entries.map(([value, count]) => {
            const id = `${idPrefix}-${param}-${value}`;
            const depth = facet === "category_urls" ? Math.max(0, value.split("/").filter(Boolean).length - 1) : 0;
            const checked = selected.includes(value);
            return (
              <li key={value} style={depth ? { paddingLeft: `${depth * 14}px` } : undefined}>
                <label htmlFor={id} className="flex cursor-pointer items-center gap-3 rounded-lg px-1.5 py-1.5 text-sm text-ink hover:bg-brand-soft/60">
                  <input
                    id={id}
                    type="checkbox"
                    name={param}
                    value={value}
                    defaultChecked={checked}
                    key={`${value}-${checked}`}
                    onChange={(event) => event.currentTarget.form && onToggle(event.currentTarget.form)}
                    className="size-[18px] shrink-0 cursor-pointer rounded accent-[var(--colour-primary)]"
                  />
                  <span className="flex-1">{facet === "category_urls" ? categoryLabel(value) : value}</span>
                  <span className="text-xs text-muted tabular-nums">{count}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </details>
  );
}

function RangeGroup({
  legend,
  name,
  unit,
  min,
  max,
  placeholderMin,
  placeholderMax,
  idPrefix,
}: {
  legend: string;
  name: "price" | "weight";
  unit: string;
  min?: number;
  max?: number;
  placeholderMin?: number;
  placeholderMax?: number;
  idPrefix: string;
}) {
  const { t } = useTranslation("search");
  const input =
    "h-10 w-full rounded-lg border border-black/15 bg-white px-3 text-sm tabular-nums text-ink outline-none focus:border-brand focus:shadow-[0_0_0_3px_rgba(15,61,46,0.12)]";
  return (
    <fieldset className="border-b border-black/[0.07] py-4" data-range={name}>
      <legend className="float-left mb-3 w-full text-[15px] font-semibold text-ink">
        {legend} {unit && <span className="text-sm font-normal text-muted">({unit})</span>}
      </legend>
      <div className="clear-both flex items-end gap-2">
        <label className="flex-1 text-xs text-muted" htmlFor={`${idPrefix}-${name}-min`}>
          {t("results.min")}
          <input
            id={`${idPrefix}-${name}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            name={`${name}_min`}
            defaultValue={min ?? ""}
            key={`min-${min}`}
            placeholder={placeholderMin === undefined ? undefined : String(placeholderMin)}
            className={`${input} mt-1`}
          />
        </label>
        <span aria-hidden="true" className="pb-2.5 text-muted">–</span>
        <label className="flex-1 text-xs text-muted" htmlFor={`${idPrefix}-${name}-max`}>
          {t("results.max")}
          <input
            id={`${idPrefix}-${name}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            name={`${name}_max`}
            defaultValue={max ?? ""}
            key={`max-${max}`}
            placeholder={placeholderMax === undefined ? undefined : String(placeholderMax)}
            className={`${input} mt-1`}
          />
        </label>
        <button
          type="submit"
          className="h-10 rounded-lg bg-ink px-3.5 text-sm font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t("results.apply")}
        </button>
      </div>
    </fieldset>
  );
}

/** The form's fields without blank range inputs, so URLs stay short (`price_min=` is left out). */
function withoutEmptyFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(key, value);
  }
  return params;
}
