import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { closeOverlay, setOverlay, useOverlay } from "../../lib/ui-state";

/** The filter sidebar as a drawer on phones (001 §2 filter sidebar; overlay "filters"). */
export function FilterDrawer({ children, total }: { children: ReactNode; total: number }) {
  const { t } = useTranslation("catalog");
  const open = useOverlay("filters");
  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOverlay("filters", next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-white shadow-2xl focus:outline-none" aria-describedby={undefined}>
          <div className="flex items-center justify-between border-b border-ink/10 px-5 py-4">
            <Dialog.Title className="font-display text-lg font-semibold text-ink">{t("filters.title")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-accent" aria-label={t("filters.close")}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" /></svg>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="border-t border-ink/10 p-4">
            <button type="button" onClick={() => closeOverlay("filters")} className="w-full rounded-button bg-brand px-4 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
              {t("filters.showResults", { count: total })}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
