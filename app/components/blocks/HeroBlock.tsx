import type { BlockOf } from "../../../server/modules/content/blocks";
import type { BlockPosition } from "./parts";
import { CtaButton, Eyebrow, Img, RichText } from "./parts";
import { VideoPlayer } from "./VideoPlayer";

/** The big opening statement of a page (001 §2 hero); with a video entry it plays the film. */
export function HeroBlock({ block, isFirst }: { block: BlockOf<"hero"> } & BlockPosition) {
  const Title = isFirst ? "h1" : "h2";
  return (
    <section className="bg-brand text-white" aria-labelledby={`${block.id}-title`}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8">
        <div className="flex flex-col gap-5">
          {block.eyebrow && <Eyebrow className="text-accent">{block.eyebrow}</Eyebrow>}
          <Title id={`${block.id}-title`} className="font-display text-4xl font-semibold tracking-tight text-balance md:text-6xl">
            {block.headline}
          </Title>
          {block.text && <RichText as="p" html={block.text} className="max-w-lg text-lg text-white/80" />}
          {(block.cta || block.secondaryCta) && (
            <div className="flex flex-col gap-3 pt-2 sm:flex-row">
              {block.cta && <CtaButton cta={block.cta} variant="accent" />}
              {block.secondaryCta && <CtaButton cta={block.secondaryCta} variant="outlineLight" />}
            </div>
          )}
        </div>
        {block.video ? (
          <VideoPlayer video={block.video} className="shadow-2xl" />
        ) : (
          <Img image={block.image} eager={isFirst} width={1600} height={900} className="aspect-video w-full rounded-3xl object-cover shadow-2xl" />
        )}
      </div>
    </section>
  );
}
