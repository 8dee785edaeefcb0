import type { BlockOf } from "../../../server/modules/content/blocks";
import { CheckIcon } from "../ui/icons";
import { RichText, TitledSection } from "./parts";

/** A bulleted, ticked or numbered list (001 §2 list). */
export function ListBlock({ block }: { block: BlockOf<"list"> }) {
  const Tag = block.style === "number" ? "ol" : "ul";
  return (
    <TitledSection block={block} titleClassName="mb-6" narrow>
      <Tag className="grid gap-3">
        {block.items.map((item, index) => (
          <li key={index} className="flex items-start gap-4 rounded-2xl bg-brand-soft/60 px-5 py-4 text-ink">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-white"
            >
              {block.style === "number" ? index + 1 : block.style === "check" ? <CheckIcon className="size-4" /> : <span className="size-2 rounded-full bg-white" />}
            </span>
            <RichText html={item} className="leading-relaxed" />
          </li>
        ))}
      </Tag>
    </TitledSection>
  );
}
