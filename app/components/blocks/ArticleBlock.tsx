import type { BlockOf } from "../../../server/modules/content/blocks";
import { container, Eyebrow, Img, RichText, section } from "./parts";

/** Long-form text with sections and a pull quote (001 §2 article). */
export function ArticleBlock({ block }: { block: BlockOf<"article"> }) {
  return (
    <article className={`${container} ${section}`} aria-labelledby={`${block.id}-title`}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        <h2 id={`${block.id}-title`} className="font-display text-3xl font-semibold tracking-tight text-balance text-ink md:text-5xl">
          {block.headline}
        </h2>
        {block.intro && <RichText as="p" html={block.intro} className="text-xl leading-relaxed text-ink/80" />}
        {block.image && <Img image={block.image} className="my-4 aspect-video w-full rounded-3xl object-cover" />}
        {block.sections.map((part, index) => (
          <div key={index} className="flex flex-col gap-4">
            {part.heading && <h3 className="mt-4 font-display text-2xl font-semibold text-ink">{part.heading}</h3>}
            {part.paragraphs.map((paragraph, i) => (
              <RichText key={i} as="p" html={paragraph} className="text-lg leading-relaxed text-muted" />
            ))}
            {index === 0 && block.quote && (
              <figure className="my-6 border-l-4 border-accent pl-6">
                <blockquote className="font-display text-2xl leading-snug font-medium text-ink md:text-3xl">“{block.quote.text}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold tracking-wide text-muted uppercase">{block.quote.author}</figcaption>
              </figure>
            )}
          </div>
        ))}
      </div>
    </article>
  );
}
