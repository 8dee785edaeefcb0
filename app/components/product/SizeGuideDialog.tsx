import type { RefObject } from "react";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/use-format";
import { setOverlay, useOverlay } from "../../lib/ui-state";
import { sizeGuideRows } from "./size-guide";

/** The size guide's dialog (Radix Dialog), loaded by SizeGuideModal when it is first opened. */
export function SizeGuideDialog({ returnFocusTo }: { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation("catalog");
  const open = useOverlay("sizeGuide");
  // Inches on the us storefront (001 §9), centimetres elsewhere.
  const rows = sizeGuideRows(useFormat().locale);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOverlay("sizeGuide", next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          // No Dialog.Trigger (the button is SizeGuideModal's, rendered before this code loads): focus goes back to it on close.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold text-ink">{t("sizeGuide.title")}</Dialog.Title>
            <Dialog.Close aria-label={t("sizeGuide.close")} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-accent">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" /></svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-muted">{t("sizeGuide.intro")}</Dialog.Description>
          <table className="mt-5 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink/10 text-muted">
                <th scope="col" className="py-2 pr-3 font-semibold">{t("options.handlebars")}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t("sizeGuide.height")}</th>
                <th scope="col" className="py-2 font-semibold">{t("sizeGuide.inseam")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.handlebars} className="border-b border-ink/5">
                  <th scope="row" className="py-3 pr-3 font-semibold text-ink">{t(`values.${row.handlebars}`)}</th>
                  <td className="py-3 pr-3 tabular-nums">{row.height}</td>
                  <td className="py-3 tabular-nums">{row.inseam}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-xs text-muted">{t("sizeGuide.note")}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
