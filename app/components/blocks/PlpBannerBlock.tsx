import type { BlockOf } from "../../../server/modules/content/blocks";
import { container, CtaButton, Img, RichText } from "./parts";

/** The banner above or inside a product list (001 §2 PLP banner). */
export function PlpBannerBlock({ block }: { block: BlockOf<"plpBanner"> }) {
  return (
    <section className={`${container} py-6`} aria-labelledby={`${block.id}-title`}>
      <div className="grid items-stretch overflow-hidden rounded-3xl bg-ink text-white md:grid-cols-[1fr_1.1fr]">
        <div className="flex flex-col justify-center gap-3 p-8 md:p-10">
          <h2 id={`${block.id}-title`} className="font-display text-2xl font-semibold tracking-tight md:text-3xl">
            {block.title}
          </h2>
          {block.text && <RichText as="p" html={block.text} className="text-white/75" />}
          {block.cta && (
            <div className="pt-2">
              <CtaButton cta={block.cta} variant="accent" />
            </div>
          )}
        </div>
        <Img image={block.image} width={1600} height={900} className="order-first h-48 w-full object-cover md:order-none md:h-full" />
      </div>
    </section>
  );
}
