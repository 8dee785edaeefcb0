import { useTranslation } from "react-i18next";
import type { CountryLink } from "../../../server/modules/storefront/service";
import { useCountries } from "../../lib/countries";
import { setOverlay, useOverlay } from "../../lib/ui-state";
import { Drawer, DrawerCloseButton, DrawerTitle } from "../ui/Drawer";
import { CheckIcon } from "../ui/icons";
import { Flag } from "./Flag";

/**
 * Country selector (000 §2): a bottom modal listing every storefront by country name, each a link
 * to that country's own subdomain (a full page load: another storefront is another site).
 */
export function CountrySelector({ current }: { current: CountryLink | undefined }) {
  const { t } = useTranslation("layout");
  const open = useOverlay("countrySelector");
  return (
    <Drawer open={open} onOpenChange={(next) => setOverlay("countrySelector", next)} side="bottom" label="countrySelector">
      <div className="flex shrink-0 items-start justify-between gap-4 px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
        <div>
          <DrawerTitle className="font-display text-2xl font-semibold tracking-tight text-ink">{t("countrySelector.title")}</DrawerTitle>
          <p className="mt-1 text-sm text-muted">{t("countrySelector.intro")}</p>
        </div>
        <DrawerCloseButton label={t("countrySelector.close")} tone="bg-brand-soft hover:bg-brand hover:text-white" />
      </div>
      <CountryList current={current} />
    </Drawer>
  );
}

/**
 * Rendered only while the selector is open, which loads the list (app/lib/countries.ts); until it
 * arrives the list holds this storefront's entry and says it is busy.
 */
function CountryList({ current }: { current: CountryLink | undefined }) {
  const { t } = useTranslation("layout");
  const countries = useCountries(current);
  const loading = countries.length <= 1;
  return (
    <ul className="grid flex-1 grid-cols-1 gap-1 overflow-y-auto overscroll-contain px-3 pb-8 min-[420px]:grid-cols-2 sm:px-6 md:grid-cols-3 lg:grid-cols-4" data-country-list aria-busy={loading || undefined}>
      {countries.map((country) => {
        const isCurrent = country.code === current?.code;
        return (
          <li key={country.code}>
            <a
              href={country.href}
              aria-current={isCurrent ? "true" : undefined}
              className={`flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] transition-colors hover:bg-brand-soft ${isCurrent ? "bg-brand-soft font-semibold text-brand" : "text-ink"}`}
            >
              <Flag country={country} />
              <span className="flex-1">{country.label}</span>
              {isCurrent && (
                <>
                  <CheckIcon width={18} height={18} />
                  <span className="sr-only">({t("countrySelector.current")})</span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
