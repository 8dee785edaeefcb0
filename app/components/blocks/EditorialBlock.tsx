import type { BlockOf } from "../../../server/modules/content/blocks";
import { ArrowLink, container, Eyebrow, Img, RichText, section } from "./parts";

/** A story told beside a picture (001 §2 editorial). */
export function EditorialBlock({ block }: { block: BlockOf<"editorial"> }) {
  const imageFirst = block.imagePosition === "left";
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${block.id}-title`}>
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <Img image={block.image} className={`aspect-[4/3] w-full rounded-3xl object-cover ${imageFirst ? "" : "md:order-2"}`} />
        <div className="flex flex-col gap-5">
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <h2 id={`${block.id}-title`} className="font-display text-3xl font-semibold tracking-tight text-balance text-ink md:text-4xl">
            {block.headline}
          </h2>
          {block.paragraphs.map((paragraph, index) => (
            <RichText key={index} as="p" html={paragraph} className="text-lg leading-relaxed text-muted" />
          ))}
          {block.cta && <ArrowLink cta={block.cta} className="pt-2" />}
        </div>
      </div>
    </section>
  );
}
