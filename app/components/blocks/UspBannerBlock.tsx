import type { BlockOf } from "../../../server/modules/content/blocks";
import { NamedIcon } from "../ui/icons";
import { container } from "./parts";

/** The shop's promises in a strip: delivery, warranty, returns (001 §2 USP banner). */
export function UspBannerBlock({ block }: { block: BlockOf<"uspBanner"> }) {
  return (
    <section className="border-y border-ink/10 bg-brand-soft/60">
      <ul className={`${container} grid grid-cols-2 gap-x-4 gap-y-6 py-8 md:flex md:justify-between md:gap-8`}>
        {block.items.map((item, index) => (
          <li key={index} className="flex items-start gap-3 md:items-center">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-sm">
              <NamedIcon name={item.icon} className="size-5" />
            </span>
            <span className="flex flex-col">
              <span className="text-sm font-semibold text-ink">{item.title}</span>
              {item.text && <span className="text-xs text-muted md:text-sm">{item.text}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
