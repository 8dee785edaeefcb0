import type { ReactNode } from "react";
import { closeOverlay, setOverlay, useOverlay } from "../../lib/ui-state";
import { Button } from "../ui/Button";
import { Drawer, DrawerCloseButton, DrawerTitle } from "../ui/Drawer";

/** The drawer itself (Radix Dialog), loaded by FiltersDrawer when the filters are first opened. */
export function FiltersDrawerPanel({ title, closeLabel, showResults, children }: { title: string; closeLabel: string; showResults: string; children: ReactNode }) {
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
