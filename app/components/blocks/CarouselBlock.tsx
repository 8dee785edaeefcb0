import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { CarouselArrows } from "./CarouselControls";
import { CardContent, container, section, sectionTitle } from "./parts";
import { useSnapCarousel } from "./use-snap-carousel";

/** A row of cards that slides (001 §2 carousel): swipe, arrow buttons or the arrow keys. */
export function CarouselBlock({ block }: { block: BlockOf<"carousel"> }) {
  const { t } = useTranslation("blocks");
  const carousel = useSnapCarousel(block.slides.length);
  const trackId = `${block.id}-track`;
  return (
    <section
      className={`${section} overflow-hidden`}
      aria-roledescription={t("carousel.roleDescription")}
      aria-label={block.title ?? t("carousel.label")}
      onKeyDown={carousel.onKeyDown}
    >
      <div className={`${container} mb-6 flex items-end justify-between gap-4`}>
        {block.title ? <h2 className={sectionTitle}>{block.title}</h2> : <span />}
        <CarouselArrows onPrevious={carousel.previous} onNext={carousel.next} atStart={carousel.atStart} atEnd={carousel.atEnd} controls={trackId} />
      </div>
      <div className={container}>
        <div
          id={trackId}
          ref={carousel.trackRef}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-8 lg:scroll-px-8 lg:px-8"
        >
          {block.slides.map((slide, index) => (
            <article
              key={index}
              role="group"
              aria-roledescription={t("carousel.slide")}
              aria-label={t("carousel.slideOf", { number: index + 1, total: block.slides.length })}
              className="flex w-[80%] shrink-0 snap-start flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink/10 sm:w-[45%] lg:w-[31%]"
            >
              <CardContent item={slide} compact />
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
