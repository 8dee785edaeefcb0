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
 * A two-thumb slider made of two native range inputs on one track: each is a slider to assistive
 * technology with its own label and spoken value, and the browser gives it arrow keys, Page Up/Down,
 * Home/End and touch. The value shows while dragging and is applied on release or on a key, not on
 * every pixel. It was Radix Slider, which stores its thumbs from ref callbacks and measures them in
 * a layout effect while mounting: React then rendered again inside the page's hydration commit and
 * ran every effect of the page in that same task, 30–48 ms (unthrottled) on the demo category page
 * (issue 20).
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
  const [draft, setDraft] = useState<readonly [number, number]>([lo, hi]);
  // A new URL (another filter, the back button) moves the thumbs to the applied range; the same
  // range keeps the same state, so mounting renders nothing twice.
  useEffect(() => setDraft((current) => (current[0] === lo && current[1] === hi ? current : [lo, hi])), [lo, hi]);
  const commit = () => {
    if (draft[0] === lo && draft[1] === hi) return;
    onChange({ kind: "range", key: group.key, range: rangeChange(group, draft) });
  };
  // The thumbs never cross: each stops at the other.
  const move = (thumb: 0 | 1, value: number) =>
    setDraft((current) => (thumb === 0 ? [Math.min(value, current[1]), current[1]] : [current[0], Math.max(value, current[0])]));
  const labelId = `${idPrefix}-${group.key}-label`;
  const share = (v: number) => (v - group.min) / (group.max - group.min);
  // A thumb's centre moves from half a thumb in from one end to half a thumb in from the other.
  const at = (v: number) => `calc(${share(v) * 100}% + ${(0.5 - share(v)) * THUMB_PX}px)`;
  const thumbs = [
    { label: text.minimum(group.label), value: draft[0] },
    { label: text.maximum(group.label), value: draft[1] },
  ] as const;
  return (
    <div className="py-4" role="group" aria-labelledby={labelId} data-range={group.key}>
      <div className="mb-4 flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-semibold text-ink">{group.label}</span>
        <output className="text-xs text-muted tabular-nums" aria-live="polite">
          {format(draft[0])} – {format(draft[1])}
        </output>
      </div>
      <div className="relative h-6 touch-none select-none">
        <div aria-hidden="true" className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-ink/15" />
        <div aria-hidden="true" className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand" style={{ left: at(draft[0]), right: `calc(100% - ${at(draft[1])})` }} />
        {thumbs.map((thumb, index) => (
          <input
            key={index}
            type="range"
            min={group.min}
            max={group.max}
            step={group.step}
            value={thumb.value}
            aria-label={thumb.label}
            aria-valuetext={format(thumb.value)}
            onChange={(event) => move(index as 0 | 1, Number(event.currentTarget.value))}
            onPointerUp={commit}
            onKeyUp={commit}
            // Where the thumbs meet, the one that can still move away from the other is on top.
            style={{ zIndex: index === 0 && share(draft[0]) > 0.5 ? 2 : 1 }}
            className={RANGE_INPUT}
          />
        ))}
      </div>
    </div>
  );
}

const THUMB_PX = 20;

/**
 * Both inputs fill the track and let pointers through (so the input itself needs no cursor); only
 * their thumbs catch them, so either thumb can be dragged where the inputs overlap. The thumb is drawn the same in Blink/WebKit and Gecko
 * (written out whole: Tailwind finds its classes by reading the source).
 */
const RANGE_INPUT = [
  "pointer-events-none absolute inset-0 m-0 h-6 w-full appearance-none bg-transparent focus-visible:outline-none",
  "[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent",
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-[var(--colour-primary)] [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow [&::-webkit-slider-thumb]:transition-shadow",
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-[var(--colour-primary)] [&::-moz-range-thumb]:bg-white [&::-moz-range-thumb]:shadow [&::-moz-range-thumb]:transition-shadow",
  "hover:[&::-webkit-slider-thumb]:shadow-md active:[&::-webkit-slider-thumb]:cursor-grabbing hover:[&::-moz-range-thumb]:shadow-md active:[&::-moz-range-thumb]:cursor-grabbing",
  "focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-accent",
  "focus-visible:[&::-moz-range-thumb]:outline-2 focus-visible:[&::-moz-range-thumb]:outline-offset-2 focus-visible:[&::-moz-range-thumb]:outline-accent",
].join(" ");
