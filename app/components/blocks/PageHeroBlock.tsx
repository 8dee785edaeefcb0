import type { BlockOf } from "../../../server/modules/content/blocks";
import type { BlockPosition } from "./parts";
import { Eyebrow, Img, RichText } from "./parts";

/** The title area of a content page (001 §2 page hero). */
export function PageHeroBlock({ block, isFirst }: { block: BlockOf<"pageHero"> } & BlockPosition) {
  const Title = isFirst ? "h1" : "h2";
  return (
    <section className="bg-brand-soft">
      <div className={`mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 md:py-16 lg:px-8 ${block.image ? "md:grid-cols-[1.2fr_1fr]" : ""}`}>
        <div className="flex flex-col gap-4">
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Title className="font-display text-4xl font-semibold tracking-tight text-balance text-ink md:text-6xl">{block.title}</Title>
          {block.subtitle && <RichText as="p" html={block.subtitle} className="max-w-2xl text-lg leading-relaxed text-muted md:text-xl" />}
        </div>
        {block.image && <Img image={block.image} eager={isFirst} className="aspect-[4/3] w-full rounded-3xl object-cover" />}
      </div>
    </section>
  );
}
