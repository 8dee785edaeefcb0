import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { CloseIcon } from "../ui/icons";
import { CtaButton, focusRing, RichText } from "./parts";

/**
 * A slim promotion bar (001 §2 sticky banner). Its wrapper in the block list is sticky at the
 * bottom of the window, so the bar stays in view until the visitor scrolls past its place in the
 * page, or dismisses it.
 */
export function StickyBannerBlock({ block }: { block: BlockOf<"stickyBanner"> }) {
  const { t } = useTranslation("blocks");
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const tone = block.tone === "accent" ? "bg-accent" : "bg-ink";
  return (
    <aside aria-label={t("stickyBanner.label")} className="px-3 pb-3 md:px-6">
      <div className={`mx-auto flex max-w-5xl items-center gap-3 rounded-2xl px-4 py-3 text-white shadow-2xl md:gap-6 md:px-6 ${tone}`}>
        <RichText as="p" html={block.text} className="flex-1 text-sm md:text-base" />
        {block.cta && (
          <div className="hidden shrink-0 sm:block">
            <CtaButton cta={block.cta} variant="light" />
          </div>
        )}
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label={t("stickyBanner.dismiss")}
          className={`flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15 ${focusRing}`}
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </aside>
  );
}
