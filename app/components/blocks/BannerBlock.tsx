import type { BlockOf } from "../../../server/modules/content/blocks";
import { container, Img, MessageOverImage } from "./parts";

/** A wide image with a message over it (001 §2 banner). */
export function BannerBlock({ block }: { block: BlockOf<"banner"> }) {
  const dark = block.theme === "dark";
  return (
    <section className={`${container} py-6 md:py-10`} aria-labelledby={`${block.id}-title`}>
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand">
        <Img image={block.image} width={1600} height={900} className="absolute inset-0 -z-10 size-full object-cover" />
        <div
          className={`-z-10 absolute inset-0 ${dark ? "bg-gradient-to-r from-black/70 via-black/45 to-black/5" : "bg-gradient-to-r from-white/90 via-white/70 to-white/0"}`}
        />
        <MessageOverImage
          dark={dark}
          className="min-h-80 justify-center p-8 md:min-h-96 md:p-14"
          eyebrow={block.eyebrow}
          heading={
            <h2 id={`${block.id}-title`} className="font-display text-3xl font-semibold tracking-tight text-balance md:text-5xl">
              {block.headline}
            </h2>
          }
          text={block.text}
          textClassName="text-base md:text-lg"
          cta={block.cta}
          darkCta="light"
        />
      </div>
    </section>
  );
}
