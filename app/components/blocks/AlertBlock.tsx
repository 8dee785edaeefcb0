import type { BlockOf } from "../../../server/modules/content/blocks";
import { ArrowLink, container, RichText } from "./parts";

const tones = {
  info: { box: "border-brand/20 bg-brand-soft", dot: "bg-brand" },
  success: { box: "border-emerald-700/25 bg-emerald-50", dot: "bg-emerald-600" },
  warning: { box: "border-accent/30 bg-orange-50", dot: "bg-accent" },
} as const;

/** A short notice: delivery times, opening hours, a recall (001 §2 alert). */
export function AlertBlock({ block }: { block: BlockOf<"alert"> }) {
  const tone = tones[block.tone];
  return (
    <div className={`${container} py-4`}>
      <div role="note" className={`flex flex-col gap-3 rounded-2xl border px-5 py-4 sm:flex-row sm:items-center ${tone.box}`}>
        <span aria-hidden="true" className={`hidden size-2.5 shrink-0 rounded-full sm:block ${tone.dot}`} />
        <div className="flex-1 text-sm leading-relaxed text-ink md:text-base">
          {block.title && <strong className="mr-2 font-semibold">{block.title}</strong>}
          <RichText html={block.text} />
        </div>
        {block.link && <ArrowLink cta={block.link} className="shrink-0 text-sm" />}
      </div>
    </div>
  );
}
