import type { BlockOf } from "../../../server/modules/content/blocks";
import { ArrowRightIcon } from "../ui/icons";
import { buttonClass, container, focusRing, SmartLink } from "./parts";

/** A single prominent link (001 §2 link). */
export function LinkBlock({ block }: { block: BlockOf<"link"> }) {
  if (block.style === "button") {
    return (
      <div className={`${container} flex justify-center py-6`}>
        <SmartLink url={block.url} className={buttonClass("primary")}>
          {block.label}
        </SmartLink>
      </div>
    );
  }
  return (
    <div className={`${container} py-4`}>
      <SmartLink
        url={block.url}
        className={`group flex items-center justify-between gap-6 rounded-2xl border border-ink/10 px-6 py-5 transition-colors hover:border-brand hover:bg-brand-soft/50 ${focusRing}`}
      >
        <span className="flex flex-col gap-1">
          <span className="text-lg font-semibold text-ink group-hover:text-brand">{block.label}</span>
          {block.description && <span className="text-sm text-muted">{block.description}</span>}
        </span>
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-white transition-transform group-hover:translate-x-1">
          <ArrowRightIcon className="size-5" />
        </span>
      </SmartLink>
    </div>
  );
}
