import type { BlockOf } from "../../../server/modules/content/blocks";
import { Eyebrow, Img, RichText, TitledSection } from "./parts";

/**
 * Layers that stack up as the page scrolls (001 §2 scrolling layer): each card is sticky a little
 * lower than the one before, so it slides over it. Pure CSS; no scroll handlers.
 */
export function ScrollingLayerBlock({ block }: { block: BlockOf<"scrollingLayer"> }) {
  return (
    <TitledSection block={block} titleClassName="mb-8 text-center">
      <ol className="flex flex-col gap-6">
        {block.layers.map((layer, index) => (
          <li
            key={index}
            className="sticky"
            style={{ top: `calc(5rem + ${index * 1.25}rem)` }}
          >
            <article
              className={`grid overflow-hidden rounded-3xl shadow-[0_-12px_40px_-20px_rgba(0,0,0,0.35)] md:min-h-[26rem] md:grid-cols-2 ${
                index % 3 === 0 ? "bg-brand text-white" : index % 3 === 1 ? "bg-brand-soft text-ink" : "bg-ink text-white"
              }`}
            >
              <div className="flex flex-col justify-center gap-4 p-8 md:p-12">
                <Eyebrow className={index % 3 === 1 ? "text-accent" : "text-white/70"}>{layer.eyebrow ?? String(index + 1).padStart(2, "0")}</Eyebrow>
                <h3 className="font-display text-2xl font-semibold tracking-tight md:text-4xl">{layer.headline}</h3>
                <RichText as="p" html={layer.text} className={`leading-relaxed md:text-lg ${index % 3 === 1 ? "text-muted" : "text-white/80"}`} />
              </div>
              <Img image={layer.image} className="order-first aspect-[16/10] size-full object-cover md:order-none md:aspect-auto" />
            </article>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
