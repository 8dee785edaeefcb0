import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Listing, TermFacet } from "../../../server/modules/catalog/types";
import { useFormat } from "../../lib/use-format";
import { ColourDot } from "../product/ColourDot";
import { toggleTerm, withFilters, type ListingState } from "./listing-state";

const FACET_ORDER: TermFacet[] = ["colour", "brand", "speed", "handlebars", "lighting", "mudguards"];

/**
 * The filter sidebar (001 §2; §9 facets: brand, lighting, price slider, colour, handlebars,
 * speed, mudguards, weight slider, in-stock toggle). Every change becomes a new URL. Without
 * JavaScript it is a plain GET form with an Apply button.
 */
export function FacetFilters({ state, listing, go, idPrefix }: { state: ListingState; listing: Listing; go: (next: ListingState) => void; idPrefix: string }) {
  const { t } = useTranslation("catalog");
  const format = useFormat();
  return (
    <Form method="get" className="flex flex-col divide-y divide-ink/10" aria-label={t("filters.title")}>
      <div className="flex items-center justify-between gap-3 pb-4">
        <label htmlFor={`${idPrefix}-stock`} className="text-sm font-semibold text-ink">
          {t("filters.inStock")} <span className="font-normal text-muted">({listing.inStockCount})</span>
        </label>
        <button
          id={`${idPrefix}-stock`}
          type="button"
          role="switch"
          aria-checked={state.inStock}
          onClick={() => go(withFilters(state, { inStock: !state.inStock }))}
          className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${state.inStock ? "bg-brand" : "bg-ink/20"}`}
        >
          <span className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${state.inStock ? "translate-x-5" : ""}`} />
        </button>
        {state.inStock && <input type="hidden" name="stock" value="1" />}
      </div>

      <RangeFilter
        label={t("filters.price")}
        bounds={listing.priceRange}
        value={state.price}
        step={1}
        format={(v) => formatWhole(v)}
        onCommit={(price) => go(withFilters(state, { price }))}
        name="price"
        idPrefix={`${idPrefix}-price`}
      />

      {FACET_ORDER.map((facet) => {
        const values = listing.facets[facet];
        if (values.length === 0) return null;
        return (
          <fieldset key={facet} className="py-4">
            <legend className="float-left mb-3 w-full text-sm font-semibold text-ink">{t(`facets.${facet}`)}</legend>
            <ul className={`clear-both ${facet === "colour" ? "grid grid-cols-1 gap-1" : "flex flex-col gap-1"}`}>
              {values.map((v) => {
                const id = `${idPrefix}-${facet}-${v.value}`.replace(/[^a-zA-Z0-9-]/g, "-");
                return (
                  <li key={v.value}>
                    <label htmlFor={id} className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-soft ${v.count === 0 && !v.selected ? "opacity-50" : ""}`}>
                      <input
                        id={id}
                        type="checkbox"
                        name={facet}
                        value={v.value}
                        checked={v.selected}
                        disabled={v.count === 0 && !v.selected}
                        onChange={() => go(toggleTerm(state, facet, v.value))}
                        className="size-4 accent-[var(--colour-primary)]"
                      />
                      {facet === "colour" && v.hex && <ColourDot hex={v.hex} size="sm" />}
                      <span className="flex-1 text-ink">{facet === "brand" ? v.value : t(`values.${v.value}`, { defaultValue: v.value })}</span>
                      <span className="text-xs text-muted tabular-nums">{v.count}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}

      <RangeFilter
        label={t("filters.weight")}
        bounds={listing.weightRange}
        value={state.weight}
        step={0.1}
        format={(v) => formatWeightShort(v)}
        onCommit={(weight) => go(withFilters(state, { weight }))}
        name="weight"
        idPrefix={`${idPrefix}-weight`}
      />
      {state.sort !== "latest" && <input type="hidden" name="sort" value={state.sort} />}
      {state.view !== "grid" && <input type="hidden" name="view" value={state.view} />}
      <noscript>
        <button type="submit" className="mt-4 w-full rounded-button bg-brand px-4 py-3 font-semibold text-white">
          {t("filters.apply")}
        </button>
      </noscript>
    </Form>
  );

  function formatWhole(v: number) {
    return format.money(v).replace(/[.,]00(?=\D*$)/, "");
  }
  function formatWeightShort(v: number) {
    return format.weight(v);
  }
}

// Two native range inputs on one track: keyboard, touch and screen readers work without a library.
const thumb =
  "pointer-events-none absolute inset-0 h-6 w-full appearance-none bg-transparent focus-visible:outline-none " +
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-[var(--colour-primary)] [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow " +
  "focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-[var(--colour-accent)] " +
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-[var(--colour-primary)] [&::-moz-range-thumb]:bg-white";

/** A two-thumb range filter committed when a thumb is released. */
function RangeFilter({
  label, bounds, value, step, format, onCommit, name, idPrefix,
}: {
  label: string;
  bounds: { min: number; max: number };
  value?: { min?: number; max?: number };
  step: number;
  format: (v: number) => string;
  onCommit: (r: { min?: number; max?: number } | undefined) => void;
  name: string;
  idPrefix: string;
}) {
  const { t } = useTranslation("catalog");
  const lo = Math.min(bounds.min, value?.min ?? bounds.min);
  const hi = Math.max(bounds.max, value?.max ?? bounds.max);
  const current: [number, number] = [value?.min ?? lo, value?.max ?? hi];
  const [draft, setDraft] = useState(current);
  // A new URL (another filter, back button) moves the thumbs to the applied range.
  useEffect(() => setDraft([current[0], current[1]]), [current[0], current[1]]);
  const commit = () => {
    const [min, max] = draft;
    if (min === current[0] && max === current[1]) return;
    onCommit(min <= lo && max >= hi ? undefined : { min: min <= lo ? undefined : min, max: max >= hi ? undefined : max });
  };
  if (!(hi > lo)) return null;
  return (
    <div className="py-5" role="group" aria-labelledby={`${idPrefix}-label`}>
      <div className="mb-4 flex items-baseline justify-between gap-2">
        <span id={`${idPrefix}-label`} className="text-sm font-semibold text-ink">{label}</span>
        <span className="text-xs text-muted tabular-nums" aria-live="polite">
          {format(draft[0])} – {format(draft[1])}
        </span>
      </div>
      <div className="relative h-6">
        <div aria-hidden="true" className="absolute top-1/2 right-0 left-0 h-1.5 -translate-y-1/2 rounded-full bg-ink/15" />
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand"
          style={{ left: `${((draft[0] - lo) / (hi - lo)) * 100}%`, right: `${100 - ((draft[1] - lo) / (hi - lo)) * 100}%` }}
        />
        {([0, 1] as const).map((i) => (
          <input
            key={i}
            type="range"
            min={lo}
            max={hi}
            step={step}
            value={draft[i]}
            aria-label={t(i === 0 ? "filters.minimum" : "filters.maximum", { label })}
            aria-valuetext={format(draft[i])}
            onChange={(e) => {
              const v = Number(e.target.value);
              setDraft(i === 0 ? [Math.min(v, draft[1]), draft[1]] : [draft[0], Math.max(v, draft[0])]);
            }}
            onPointerUp={commit}
            onKeyUp={commit}
            onBlur={() => (draft[0] !== current[0] || draft[1] !== current[1]) && commit()}
            className={thumb}
          />
        ))}
      </div>
      {value && <input type="hidden" name={name} value={`${value.min ?? ""}-${value.max ?? ""}`} />}
    </div>
  );
}

