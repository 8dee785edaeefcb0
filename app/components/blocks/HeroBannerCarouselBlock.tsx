import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { CarouselArrows, CarouselDots } from "./CarouselControls";
import type { BlockPosition } from "./parts";
import { Img, MessageOverImage } from "./parts";
import { useSnapCarousel } from "./use-snap-carousel";

/**
 * Full-width hero slides (001 §2 hero banner carousel). It never moves by itself: slides change by
 * swipe, the arrow buttons, the dots or the arrow keys, so nobody has to chase moving text.
 */
export function HeroBannerCarouselBlock({ block, isFirst }: { block: BlockOf<"heroBannerCarousel"> } & BlockPosition) {
  const { t } = useTranslation("blocks");
  const carousel = useSnapCarousel(block.slides.length);
  const trackId = `${block.id}-track`;
  return (
    <section
      className="relative bg-ink"
      aria-roledescription={t("carousel.roleDescription")}
      aria-label={block.slides[0]?.headline}
      onKeyDown={carousel.onKeyDown}
    >
      <div id={trackId} ref={carousel.trackRef} className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]">
        {block.slides.map((slide, index) => {
          const dark = slide.theme === "dark";
          const Title = isFirst && index === 0 ? "h1" : "h2";
          return (
            <div
              key={index}
              role="group"
              aria-roledescription={t("carousel.slide")}
              aria-label={t("carousel.slideOf", { number: index + 1, total: block.slides.length })}
              aria-hidden={carousel.index !== index ? true : undefined}
              inert={carousel.index !== index ? true : undefined}
              className="relative isolate flex min-h-[34rem] w-full shrink-0 snap-start items-end md:min-h-[40rem] md:items-center"
            >
              <Img
                image={slide.image}
                eager={isFirst && index === 0}
                width={1600}
                height={900}
                className="absolute inset-0 -z-10 size-full object-cover"
              />
              <div
                className={`absolute inset-0 -z-10 ${
                  dark
                    ? "bg-gradient-to-t from-black/75 via-black/30 to-transparent md:bg-gradient-to-r md:from-black/70 md:via-black/35"
                    : "bg-gradient-to-t from-white/95 via-white/60 to-transparent md:bg-gradient-to-r md:from-white/90 md:via-white/60"
                }`}
              />
              <div className="mx-auto w-full max-w-7xl px-4 pt-24 pb-24 sm:px-6 md:pb-16 lg:px-8">
                <MessageOverImage
                  dark={dark}
                  className=""
                  eyebrow={slide.eyebrow}
                  heading={<Title className="font-display text-4xl leading-[1.05] font-semibold tracking-tight text-balance md:text-6xl">{slide.headline}</Title>}
                  text={slide.text}
                  textClassName="text-lg"
                  cta={slide.cta}
                  darkCta="accent"
                />
              </div>
            </div>
          );
        })}
      </div>
      {block.slides.length > 1 && (
        <div className="pointer-events-none absolute inset-x-0 bottom-6">
          <div className="pointer-events-auto mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
            <CarouselDots count={block.slides.length} index={carousel.index} onSelect={carousel.scrollToIndex} controls={trackId} />
            <CarouselArrows onPrevious={carousel.previous} onNext={carousel.next} atStart={carousel.atStart} atEnd={carousel.atEnd} controls={trackId} tone="dark" />
          </div>
        </div>
      )}
    </section>
  );
}
