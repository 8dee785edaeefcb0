import { useTranslation } from "react-i18next";
import type { CountryLink } from "../../../server/modules/storefront/service";
import { flagImageSrc } from "./flags";
import { opens } from "./lazy-overlays";

/**
 * A country's flag. Hong Kong, Macao and Taiwan show their ISO code in a box instead of an image
 * (000 §2 Country selector). Decorative: the country name is always written next to it or in the
 * control's name.
 */
export function Flag({ country, className = "" }: { country: Pick<CountryLink, "iso" | "textFlag">; className?: string }) {
  const src = flagImageSrc(country);
  if (!src) {
    return (
      <span
        aria-hidden="true"
        data-text-flag={country.iso}
        className={`inline-flex aspect-[4/3] w-6 shrink-0 items-center justify-center rounded-[3px] bg-ink text-[9px] font-bold tracking-wide text-white ${className}`}
      >
        {country.iso}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/3] w-6 shrink-0 rounded-[3px] object-cover ring-1 ring-black/10 ${className}`}
    />
  );
}

/**
 * A button that shows the current country and opens the country selector (footer, mobile menu).
 * Its text is the visible country name with the action before it for screen readers, so the
 * accessible name contains the visible text (WCAG 2.5.3).
 */
export function CountryButton({ country, track, className }: { country: CountryLink; track: () => void; className: string }) {
  const { t } = useTranslation("layout");
  return (
    <button type="button" {...opens("countrySelector", track)} className={className}>
      <Flag country={country} />
      <span className="sr-only">{t("countrySelector.changePrefix")} </span>
      {country.label}
    </button>
  );
}
