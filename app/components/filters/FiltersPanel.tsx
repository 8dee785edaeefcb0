import { Slider } from "radix-ui";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "../ui/Button";
import { ChevronDownIcon } from "../ui/icons";
import { ColourDot } from "../product/ColourDot";
import { rangeChange, type FilterChange, type PanelModel, type RangeGroup, type TermGroup } from "./panel-model";

export interface FiltersPanelText {
  title: string;
  inStock: string;
  minimum: (label: string) => string;
  maximum: (label: string) => string;
  apply: string;
  /** "2 filters applied" beside the clear link, where the page's texts have it. */
  activeFilters?: (count: number) => string;
  clearAll: string;
}

/**
 * The one filters panel of the category and search pages (001 §2 filter sidebar and facets
 * sidebar; §9 facets with the price and weight sliders and the in-stock toggle). It draws a
 * PanelModel and reports each FilterChange; the page's URL codec turns it into a URL. Without
 * JavaScript it is a plain GET form (checkboxes and switch carry the page's parameter names, the
 * rest of the current query rides along in hidden fields) with an Apply button.
 */
export function FiltersPanel({
  model, query, action, onChange, clearHref, format, text, idPrefix,
}: {
  model: PanelModel;
  /** The page's current query string (its codec's `write`), for the no-JavaScript form. */
  query: string;
  action: string;
  onChange: (change: FilterChange) => void;
  clearHref?: string;
  format: (key: RangeGroup["key"], value: number) => string;
  text: FiltersPanelText;
  /** The sidebar and the phone drawer may both be in the page: ids must differ. */
  idPrefix: string;
}) {
  const owned = new Set(["page", model.inStock.param, ...model.groups.flatMap((g) => (g.kind === "terms" ? [g.param] : []))]);
  const hidden = [...new URLSearchParams(query)].filter(([name]) => !owned.has(name));
  const stockId = `${idPrefix}-in-stock`;
  return (
    <Form method="get" action={action} preventScrollReset className="flex flex-col divide-y divide-ink/10" aria-label={text.title}>
      {model.activeCount > 0 && clearHref && (
        <div className="flex items-center justify-between gap-3 pb-3">
          {text.activeFilters && <p className="text-sm text-muted">{text.activeFilters(model.activeCount)}</p>}
          <Link to={clearHref} preventScrollReset className="ml-auto text-sm font-semibold text-brand underline-offset-4 hover:underline">
            {text.clearAll}
          </Link>
        </div>
      )}

      <div className="flex items-center justify-between gap-3 py-4">
        <label htmlFor={stockId} className="cursor-pointer text-sm font-semibold text-ink">
          {text.inStock} {model.inStock.count !== undefined && <span className="font-normal text-muted">({model.inStock.count})</span>}
        </label>
        <span className="relative inline-flex shrink-0">
          <input
            id={stockId}
            type="checkbox"
            role="switch"
            name={model.inStock.param}
            value="1"
            defaultChecked={model.inStock.checked}
            key={`stock-${model.inStock.checked}`}
            onChange={(e) => onChange({ kind: "inStock", checked: e.currentTarget.checked })}
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="relative inline-flex h-7 w-12 rounded-full bg-ink/20 transition-colors peer-checked:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </span>
      </div>

      {model.groups.map((group) =>
        group.kind === "terms" ? (
          <TermFilter key={group.key} group={group} onChange={onChange} idPrefix={idPrefix} />
        ) : (
          <RangeFilter key={group.key} group={group} onChange={onChange} format={(v) => format(group.key, v)} text={text} idPrefix={idPrefix} />
        ),
      )}

      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <Button type="submit" className="mt-4 w-full">
          {text.apply}
        </Button>
      </noscript>
    </Form>
  );
}

function TermFilter({ group, onChange, idPrefix }: { group: TermGroup; onChange: (change: FilterChange) => void; idPrefix: string }) {
  const selected = group.options.filter((o) => o.selected).length;
  return (
    <details open className="group py-1" data-facet={group.key}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 py-2 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {group.label}
        {selected > 0 && <span className="rounded-full bg-brand px-2 py-0.5 text-[11px] font-bold text-white">{selected}</span>}
        <ChevronDownIcon className="ml-auto size-4 text-muted transition-transform group-open:rotate-180" strokeWidth={2} />
      </summary>
      <fieldset className="pb-3">
        <legend className="sr-only">{group.label}</legend>
        <ul className="flex flex-col gap-0.5">
          {group.options.map((option) => {
            const id = `${idPrefix}-${group.param}-${option.value}`.replace(/[^a-zA-Z0-9-]/g, "-");
            return (
              <li key={option.value} style={option.depth ? { paddingLeft: `${option.depth * 14}px` } : undefined}>
                <label htmlFor={id} className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-soft ${option.disabled ? "opacity-50" : ""}`}>
                  <input
                    id={id}
                    type="checkbox"
                    name={group.param}
                    value={option.value}
                    defaultChecked={option.selected}
                    key={`${option.value}-${option.selected}`}
                    disabled={option.disabled}
                    onChange={() => onChange({ kind: "term", key: group.key, value: option.value })}
                    className="size-4 shrink-0 cursor-pointer accent-[var(--colour-primary)]"
                  />
                  {option.hex && <ColourDot hex={option.hex} size="sm" />}
                  <span className="flex-1 text-ink">{option.label}</span>
                  <span className="text-xs text-muted tabular-nums">{option.count}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </details>
  );
}

/**
 * A two-thumb slider (Radix Slider: arrow keys, Page Up/Down, Home/End, touch, a slider role per
 * thumb). The value shows while dragging and is applied on release or on a key, not on every pixel.
 */
function RangeFilter({
  group, onChange, format, text, idPrefix,
}: {
  group: RangeGroup;
  onChange: (change: FilterChange) => void;
  format: (v: number) => string;
  text: FiltersPanelText;
  idPrefix: string;
}) {
  const [lo, hi] = group.value;
  const [draft, setDraft] = useState<number[]>([lo, hi]);
  // A new URL (another filter, the back button) moves the thumbs to the applied range.
  useEffect(() => setDraft([lo, hi]), [lo, hi]);
  const commit = (next: number[]) => {
    if (next[0] === lo && next[1] === hi) return;
    onChange({ kind: "range", key: group.key, range: rangeChange(group, next) });
  };
  const labelId = `${idPrefix}-${group.key}-label`;
  const thumb =
    "block size-5 cursor-grab rounded-full border-2 border-[var(--colour-primary)] bg-white shadow transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent active:cursor-grabbing";
  return (
    <div className="py-4" role="group" aria-labelledby={labelId} data-range={group.key}>
      <div className="mb-4 flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-semibold text-ink">{group.label}</span>
        <output className="text-xs text-muted tabular-nums" aria-live="polite">
          {format(draft[0] ?? lo)} – {format(draft[1] ?? hi)}
        </output>
      </div>
      <Slider.Root
        className="relative mx-2.5 flex h-6 touch-none items-center select-none"
        min={group.min}
        max={group.max}
        step={group.step}
        minStepsBetweenThumbs={0}
        value={draft}
        onValueChange={setDraft}
        onValueCommit={commit}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-ink/15">
          <Slider.Range className="absolute h-full rounded-full bg-brand" />
        </Slider.Track>
        <Slider.Thumb className={thumb} aria-label={text.minimum(group.label)} aria-valuetext={format(draft[0] ?? lo)} />
        <Slider.Thumb className={thumb} aria-label={text.maximum(group.label)} aria-valuetext={format(draft[1] ?? hi)} />
      </Slider.Root>
    </div>
  );
}
