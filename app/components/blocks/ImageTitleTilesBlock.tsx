import type { BlockOf } from "../../../server/modules/content/blocks";
import { ArrowRightIcon } from "../ui/icons";
import { Img, SmartLink, TitledSection, focusRing } from "./parts";

/** Picture tiles with a title, each a link (001 §2 image-title tiles, normal and tall). */
export function ImageTitleTilesBlock({ block }: { block: BlockOf<"imageTitleTiles"> }) {
  const tall = block.variant === "tall";
  const count = block.tiles.length;
  const columns = count >= 4 ? "lg:grid-cols-4" : count === 3 ? "lg:grid-cols-3" : "";
  return (
    <TitledSection block={block} titleClassName="mb-8" variant={block.variant}>
      <ul className={`grid grid-cols-2 gap-3 md:gap-5 ${columns}`}>
        {block.tiles.map((tile, index) => (
          <li key={index}>
            <SmartLink
              url={tile.url}
              className={`group relative block overflow-hidden rounded-3xl bg-brand ${tall ? "aspect-[3/4]" : "aspect-[4/3]"} ${focusRing}`}
            >
              <Img image={tile.image} width={900} height={1200} className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105" />
              <span className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/10 to-transparent" />
              <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-4 text-white md:p-6">
                <span className="flex flex-col gap-1">
                  <span className="font-display text-lg font-semibold md:text-2xl">{tile.title}</span>
                  {tile.subtitle && <span className="hidden text-sm text-white/80 sm:block">{tile.subtitle}</span>}
                </span>
                <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white text-ink transition-transform group-hover:translate-x-1 sm:flex">
                  <ArrowRightIcon className="size-4" />
                </span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
