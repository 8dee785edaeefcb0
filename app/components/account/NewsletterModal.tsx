import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import type { RootData } from "../../lib/root-data";
import { closeOverlay, openOverlay, useOverlay } from "../../lib/ui-state";
import { useReturnFocusToOpener } from "../ui/return-focus";
import { MarketingSignUpForm } from "./MarketingSignUpForm";

/** The newsletter modal (001 §2 areas): opened with openOverlay("newsletter"). */
export function NewsletterModal({ root }: { root: Pick<RootData, "storefront" | "country" | "brandName"> }) {
  const { t } = useTranslation("account");
  const open = useOverlay("newsletter");
  const returnFocus = useReturnFocusToOpener();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? openOverlay("newsletter") : closeOverlay("newsletter"))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content {...returnFocus} className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white px-5 pt-3 pb-8 shadow-2xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(28rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:px-9 sm:pt-8 sm:pb-9">
          <div aria-hidden className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-black/10 sm:hidden" />
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">{root.brandName}</p>
              <Dialog.Title className="mt-1 font-display text-2xl font-bold tracking-tight text-ink">{t("newsletter.title")}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">{t("newsletter.intro")}</Dialog.Description>
            </div>
            <Dialog.Close className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand" aria-label={t("modal.close")}>
              <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <MarketingSignUpForm root={root} placement="newsletter_modal" idPrefix="newsletter-modal" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
