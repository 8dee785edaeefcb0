import type { ReactNode } from "react";
import { closeOverlay, openOverlay, setOverlay, useOverlay } from "../../lib/ui-state";
import { Button } from "../ui/Button";
import { Drawer, DrawerCloseButton, DrawerTitle } from "../ui/Drawer";
import { FilterIcon } from "../ui/icons";

/**
 * The filters panel as a drawer on phones (001 §2 filter sidebar, facets sidebar; overlay
 * "filters"), for the category and search pages alike. The footer button closes it on the results.
 */
export function FiltersDrawer({ title, closeLabel, showResults, children }: { title: string; closeLabel: string; showResults: string; children: ReactNode }) {
  const open = useOverlay("filters");
  return (
    <Drawer open={open} onOpenChange={(next) => setOverlay("filters", next)} side="left" label="filters">
      <div className="flex items-center justify-between border-b border-ink/10 px-5 py-4">
        <DrawerTitle className="font-display text-lg font-bold text-ink">{title}</DrawerTitle>
        <DrawerCloseButton label={closeLabel} />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-2">{children}</div>
      <div className="border-t border-ink/10 p-4">
        <Button onClick={() => closeOverlay("filters")} className="w-full text-[15px]">
          {showResults}
        </Button>
      </div>
    </Drawer>
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
