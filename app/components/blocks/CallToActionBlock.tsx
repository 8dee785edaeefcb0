import type { BlockOf } from "../../../server/modules/content/blocks";
import { container, CtaButton, RichText, section } from "./parts";

const tones = {
  brand: { box: "bg-brand text-white", text: "text-white/80", primary: "accent", secondary: "outlineLight" },
  accent: { box: "bg-accent text-white", text: "text-white/85", primary: "light", secondary: "outlineLight" },
  soft: { box: "bg-brand-soft text-ink", text: "text-muted", primary: "primary", secondary: "outline" },
} as const;

/** A prompt to act with one or two buttons (001 §2 call to action). */
export function CallToActionBlock({ block }: { block: BlockOf<"callToAction"> }) {
  const tone = tones[block.tone];
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${block.id}-title`}>
      <div className={`relative overflow-hidden rounded-3xl px-6 py-12 text-center md:px-16 md:py-16 ${tone.box}`}>
        <svg aria-hidden="true" viewBox="0 0 400 400" className="pointer-events-none absolute -top-24 -right-24 size-72 opacity-15">
          <circle cx="200" cy="200" r="150" fill="none" stroke="currentColor" strokeWidth="28" />
          <circle cx="200" cy="200" r="70" fill="none" stroke="currentColor" strokeWidth="14" />
        </svg>
        <h2 id={`${block.id}-title`} className="mx-auto max-w-2xl font-display text-3xl font-semibold tracking-tight text-balance md:text-4xl">
          {block.headline}
        </h2>
        {block.text && <RichText as="p" html={block.text} className={`mx-auto mt-4 max-w-xl text-base md:text-lg ${tone.text}`} />}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaButton cta={block.primary} variant={tone.primary} />
          {block.secondary && <CtaButton cta={block.secondary} variant={tone.secondary} />}
        </div>
      </div>
    </section>
  );
}
