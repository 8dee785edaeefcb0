import type { BlockOf } from "../../../server/modules/content/blocks";
import { Img, TitledSection } from "./parts";

/** A set of pictures in a mosaic; the first one is larger (001 §2 gallery). */
export function GalleryBlock({ block }: { block: BlockOf<"gallery"> }) {
  return (
    <TitledSection block={block} titleClassName="mb-8">
      <ul className="grid auto-rows-[10rem] grid-cols-2 gap-3 md:auto-rows-[14rem] md:grid-cols-4 md:gap-4">
        {block.images.map((item, index) => (
          <li key={index} className={index === 0 ? "col-span-2 row-span-2" : ""}>
            <figure className="group relative size-full overflow-hidden rounded-2xl bg-brand-soft">
              <Img image={item.image} className="size-full object-cover transition-transform duration-500 group-hover:scale-105" />
              {item.caption && (
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-4 pt-8 pb-3 text-sm font-medium text-white">
                  {item.caption}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
