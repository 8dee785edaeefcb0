import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { CarouselArrows } from "./CarouselControls";
import { ArrowLink, container, Eyebrow, RichText, section, sectionTitle } from "./parts";
import { ProductTile } from "./ProductTile";
import { useSnapCarousel } from "./use-snap-carousel";

/** A line-up of products (001 §2 product-line blocks): a swipeable row on phones, a grid on desktops. */
export function ProductLineBlock({ block }: { block: BlockOf<"productLine"> }) {
  const { t } = useTranslation("blocks");
  const carousel = useSnapCarousel(block.products.length);
  const trackId = `${block.id}-track`;
  return (
    <section className={`${section} overflow-hidden`} aria-labelledby={`${block.id}-title`}>
      <div className={`${container} mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between`}>
        <div className="flex max-w-2xl flex-col gap-3">
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <h2 id={`${block.id}-title`} className={sectionTitle}>
            {block.title}
          </h2>
          {block.text && <RichText as="p" html={block.text} className="text-lg text-muted" />}
        </div>
        <div className="flex items-center gap-6">
          {block.cta && <ArrowLink cta={block.cta} />}
          {block.products.length > 4 && (
            <CarouselArrows onPrevious={carousel.previous} onNext={carousel.next} atStart={carousel.atStart} atEnd={carousel.atEnd} controls={trackId} />
          )}
        </div>
      </div>
      <div className={container}>
        <ul
          id={trackId}
          ref={carousel.trackRef as never}
          aria-label={t("product.lineLabel", { title: block.title })}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 md:gap-6"
        >
          {block.products.map((product) => (
            <li key={String(product.productId)} className="w-[78%] shrink-0 snap-start sm:w-[45%] lg:w-[calc(25%-1.125rem)]">
              <ProductTile product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
