import type { BlockOf } from "../../../server/modules/content/blocks";
import { container, Eyebrow, RichText } from "./parts";

const sizes = { 1: "text-4xl md:text-6xl", 2: "text-3xl md:text-4xl", 3: "text-2xl md:text-3xl" } as const;

/** A section heading with an optional kicker and subtitle (001 §2 heading). */
export function HeadingBlock({ block }: { block: BlockOf<"heading"> }) {
  const Tag = `h${block.level}` as "h1" | "h2" | "h3";
  const centred = block.align === "center";
  return (
    <div className={`${container} pt-10 pb-4 md:pt-16 ${centred ? "text-center" : ""}`}>
      <div className={`flex max-w-3xl flex-col gap-3 ${centred ? "mx-auto items-center" : ""}`}>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        <Tag className={`font-display font-semibold tracking-tight text-balance text-ink ${sizes[block.level]}`}>{block.text}</Tag>
        {block.subtitle && <RichText as="p" html={block.subtitle} className="text-lg text-muted" />}
      </div>
    </div>
  );
}
