import type { ReactNode } from "react";
import { closeOverlay, setOverlay, useOverlay } from "../../lib/ui-state";
import { Drawer, DrawerClose, DrawerTitle } from "../ui/Drawer";

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
        <DrawerClose aria-label={closeLabel} className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-accent">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </DrawerClose>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-2">{children}</div>
      <div className="border-t border-ink/10 p-4">
        <button
          type="button"
          onClick={() => closeOverlay("filters")}
          className="h-12 w-full rounded-button bg-brand text-[15px] font-semibold text-white hover:opacity-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {showResults}
        </button>
      </div>
    </Drawer>
  );
}
