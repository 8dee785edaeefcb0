import { useTranslation } from "react-i18next";
import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons";
import { focusRing } from "./parts";

/** Previous and next buttons of a carousel; disabled at the ends. */
export function CarouselArrows({
  onPrevious,
  onNext,
  atStart,
  atEnd,
  controls,
  tone = "light",
}: {
  onPrevious: () => void;
  onNext: () => void;
  atStart: boolean;
  atEnd: boolean;
  controls: string;
  tone?: "light" | "dark";
}) {
  const { t } = useTranslation("blocks");
  const style =
    tone === "light"
      ? "bg-white text-ink ring-1 ring-ink/15 hover:bg-brand hover:text-white"
      : "bg-white/90 text-ink hover:bg-white";
  const button = `flex size-11 items-center justify-center rounded-full shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${style} ${focusRing}`;
  return (
    <div className="flex gap-2">
      <button type="button" className={button} onClick={onPrevious} disabled={atStart} aria-controls={controls} aria-label={t("carousel.previous")}>
        <ChevronLeftIcon className="size-5" />
      </button>
      <button type="button" className={button} onClick={onNext} disabled={atEnd} aria-controls={controls} aria-label={t("carousel.next")}>
        <ChevronRightIcon className="size-5" />
      </button>
    </div>
  );
}

/** One dot per slide; the current one is marked for assistive technology. */
export function CarouselDots({ count, index, onSelect, controls, tone = "dark" }: { count: number; index: number; onSelect: (i: number) => void; controls: string; tone?: "light" | "dark" }) {
  const { t } = useTranslation("blocks");
  if (count < 2) return null;
  return (
    <div className="flex items-center gap-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-controls={controls}
          aria-label={t("carousel.goTo", { number: i + 1 })}
          aria-current={i === index ? "true" : undefined}
          className={`flex h-8 min-w-6 items-center justify-center rounded-full ${focusRing}`}
        >
          <span
            className={`block h-2 rounded-full transition-all ${i === index ? "w-8" : "w-2"} ${
              tone === "dark" ? (i === index ? "bg-white" : "bg-white/50") : i === index ? "bg-brand" : "bg-ink/25"
            }`}
          />
        </button>
      ))}
    </div>
  );
}
