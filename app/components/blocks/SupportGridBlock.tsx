import type { BlockOf } from "../../../server/modules/content/blocks";
import { ArrowRightIcon, NamedIcon } from "../ui/icons";
import { RichText, SmartLink, TitledSection, focusRing } from "./parts";

/** Help topics as cards with icons (001 §2 support grid). */
export function SupportGridBlock({ block }: { block: BlockOf<"supportGrid"> }) {
  return (
    <TitledSection block={block} titleClassName="mb-8">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item, index) => (
          <li key={index}>
            <SmartLink
              url={item.url}
              className={`group flex h-full flex-col gap-3 rounded-3xl border border-ink/10 bg-white p-6 transition-all hover:-translate-y-0.5 hover:border-brand hover:shadow-lg ${focusRing}`}
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-white">
                <NamedIcon name={item.icon} className="size-6" />
              </span>
              <span className="flex items-center gap-2 font-display text-lg font-semibold text-ink">
                {item.title}
                <ArrowRightIcon className="size-4 opacity-0 transition-opacity group-hover:opacity-100" />
              </span>
              <RichText html={item.text} className="text-sm leading-relaxed text-muted" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
