import { useTranslation } from "react-i18next";
import type { SortKey } from "../../../server/modules/catalog/types";
import { FiltersButton } from "../filters/FiltersDrawer";
import { GridViewIcon, ListViewIcon } from "../ui/icons";
import { activeFilterCount, SORT_OPTIONS, withFilters, type ListingState } from "./listing-state";

/** Result count, the filter drawer button (phones), sort options (001 §9) and grid/list view. */
export function CategoryToolbar({ state, total, go }: { state: ListingState; total: number; go: (next: ListingState) => void }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-ink/10 pb-4">
      <p className="mr-auto text-sm text-muted" aria-live="polite" data-testid="result-count">
        {t("listing.results", { count: total })}
      </p>
      <FiltersButton label={t("filters.open")} count={activeFilterCount(state)} />
      <label className="flex items-center gap-2 text-sm">
        <span className="text-muted">{t("sort.label")}</span>
        <select
          name="sort"
          value={state.sort}
          onChange={(e) => go(withFilters(state, { sort: e.target.value as SortKey }))}
          className="min-h-11 rounded-button border border-ink/20 bg-white px-3 text-sm font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {SORT_OPTIONS.map((key) => (
            <option key={key} value={key}>{t(`sort.${key}`)}</option>
          ))}
        </select>
      </label>
      <div role="group" aria-label={t("view.label")} className="hidden items-center rounded-button border border-ink/20 p-0.5 sm:flex">
        {(["grid", "list"] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={state.view === view}
            onClick={() => go({ ...state, view })}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-button px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${state.view === view ? "bg-brand text-white" : "text-ink"}`}
          >
            {view === "grid" ? (
              <GridViewIcon className="size-4" />
            ) : (
              <ListViewIcon className="size-4" />
            )}
            {t(`view.${view}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
