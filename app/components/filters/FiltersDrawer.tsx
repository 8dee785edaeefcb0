import { lazy, Suspense, type ReactNode } from "react";
import { openOverlay } from "../../lib/ui-state";
import { useOnceOpened } from "../layout/lazy-overlays";
import { FilterIcon } from "../ui/icons";

const panel = () => import("./FiltersDrawerPanel");
const LazyFiltersDrawerPanel = lazy(() => panel().then((m) => ({ default: m.FiltersDrawerPanel })));
/** Called on the intent to open (pointer over or focus on the button); a failed fetch is retried by the click. */
const preparePanel = () => void panel().catch(() => undefined);

/**
 * The filters panel as a drawer on phones (001 §2 filter sidebar, facets sidebar; overlay
 * "filters"), for the category and search pages alike. The footer button closes it on the results.
 * Nothing of it is visible until opened, so its dialog code (Radix Dialog: focus trap, scroll lock)
 * loads on the first intent to open it, not with the page (issue 20); a press before the code
 * arrives opens it when it mounts.
 */
export function FiltersDrawer(props: { title: string; closeLabel: string; showResults: string; children: ReactNode }) {
  const wanted = useOnceOpened("filters");
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyFiltersDrawerPanel {...props} />
    </Suspense>
  );
}

/**
 * The button that opens the filters drawer (phones and tablets; the sidebar shows the panel from
 * lg up), with the number of active filters. `countLabel` is read instead of the bare number.
 */
export function FiltersButton({ label, count, countLabel }: { label: string; count: number; countLabel?: string }) {
  return (
    <button
      type="button"
      onPointerEnter={preparePanel}
      onFocus={preparePanel}
      onClick={() => openOverlay("filters")}
      className="inline-flex min-h-11 items-center gap-2 rounded-button border border-ink/20 px-4 text-sm font-semibold text-ink hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent lg:hidden"
    >
      <FilterIcon className="size-4" strokeWidth={2} />
      {label}
      {count > 0 && (
        <span className="rounded-full bg-brand px-2 text-xs leading-5 font-bold text-white">
          {countLabel ? (
            <>
              <span className="sr-only">, {countLabel}</span>
              <span aria-hidden="true">{count}</span>
            </>
          ) : (
            count
          )}
        </span>
      )}
    </button>
  );
}
