import type { BlockOf } from "../../../server/modules/content/blocks";
import { container, Eyebrow, RichText, section } from "./parts";
import { VideoPlayer } from "./VideoPlayer";

/** A film with an optional headline (001 §2 video banner; a video url and a thumbnail url). */
export function VideoBannerBlock({ block }: { block: BlockOf<"videoBanner"> }) {
  return (
    <section className={`${container} ${section}`} aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
      {(block.headline || block.eyebrow || block.text) && (
        <div className="mx-auto mb-8 flex max-w-2xl flex-col items-center gap-3 text-center">
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          {block.headline && (
            <h2 id={`${block.id}-title`} className="font-display text-3xl font-semibold tracking-tight text-balance text-ink md:text-4xl">
              {block.headline}
            </h2>
          )}
          {block.text && <RichText as="p" html={block.text} className="text-lg text-muted" />}
        </div>
      )}
      <VideoPlayer video={block.video} className="mx-auto max-w-5xl shadow-xl" />
    </section>
  );
}
