import { useTranslation } from "react-i18next";
import type { RegisteredBike } from "../../../server/modules/bike-registration/types";
import { ButtonLink } from "../ui/Button";
import type { RegisteredBikesTexts } from "./types";

/** A `YYYY-MM-DD` day or an ISO moment as a day in the storefront's language (the same on server and browser). */
function formatDay(value: string, locale: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/**
 * The customer's registered bikes (001 §2 My account, §3 Bike registration): one card per bike
 * with its registration number, serial number, purchase and registration dates. `bikes` null: the
 * list could not be read (001 §8 "Failed to get the registered bikes.").
 */
export function RegisteredBikesList({ bikes, texts }: { bikes: RegisteredBike[] | null; texts: RegisteredBikesTexts }) {
  const { t, i18n } = useTranslation("bikes");
  const register = (
    <ButtonLink to={texts.registerCtaUrl} size="bare" className="min-h-11 px-6 text-sm">
      {texts.registerCtaLabel}
    </ButtonLink>
  );
  if (bikes === null) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800" data-bikes-error>
        {t("errors.listFailed")}
      </p>
    );
  }
  if (bikes.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-black/15 bg-brand-soft/30 px-6 py-12 text-center" data-bikes-empty>
        <p className="mb-5 max-w-sm text-[15px] text-ink">{texts.emptyMessage}</p>
        {register}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 md:grid-cols-2" data-registered-bikes>
        {bikes.map((bike) => (
          <li key={bike.bikeRegistrationId} className="rounded-2xl p-5 ring-1 ring-black/10" data-registered-bike={bike.serialNumber}>
            <p className="text-xs font-semibold tracking-[0.14em] text-accent uppercase">{t("list.id")}</p>
            <p className="font-mono text-lg font-bold tracking-wider text-ink">{bike.bikeRegistrationId}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted">{t("list.serialNumber")}</dt>
              <dd className="font-mono text-ink">{bike.serialNumber}</dd>
              <dt className="text-muted">{t("list.owner")}</dt>
              <dd className="text-ink">
                {bike.firstName} {bike.lastName}
              </dd>
              <dt className="text-muted">{t("list.purchaseDate")}</dt>
              <dd className="text-ink">{formatDay(bike.purchaseDate, i18n.language)}</dd>
              <dt className="text-muted">{t("list.dateRegistered")}</dt>
              <dd className="text-ink">{formatDay(bike.dateRegistered, i18n.language)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div>{register}</div>
    </div>
  );
}
