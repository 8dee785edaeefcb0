import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StoreDetail } from "../../../server/modules/stores/types";
import { ArrowLeftIcon, ExternalIcon, PinIcon } from "../ui/icons";
import { directionsUrl } from "./finder-logic";
import { LazyStoreMap } from "./LazyStoreMap";
import type { MapTiles } from "./map-types";
import { StoreContactForm } from "./StoreContactForm";
import { StoreTypeBadge } from "./StoreTypeBadge";

/**
 * One store (/find-a-store/stores/{id}, 001 §2): name, type, address, phone, email, website, opening
 * hours, a small map with a directions link, the products it has in stock, and the contact form when
 * the store takes messages.
 */
export function StorePage({ store, tiles, brand }: { store: StoreDetail; tiles: MapTiles | null; brand: string }) {
  const { t, i18n } = useTranslation("stores");
  const country = regionName(store.address.countryCode, i18n.language);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8" data-store-page>
      <Link to="/find-a-store" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:underline">
        <ArrowLeftIcon width={18} height={18} />
        {t("store.backToFinder")}
      </Link>
      <header className="mt-2 mb-8 flex flex-col gap-3">
        <StoreTypeBadge level={store.level} brand={brand} />
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl">{store.name}</h1>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-8">
          <dl className="grid gap-5 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold text-muted">{t("store.address")}</dt>
              <dd className="mt-1 text-ink">
                <address className="not-italic">
                  {store.address.street}
                  <br />
                  {store.address.postCode} {store.address.city}
                  <br />
                  {country}
                </address>
              </dd>
            </div>
            {store.phone && (
              <div>
                <dt className="text-sm font-semibold text-muted">{t("store.phone")}</dt>
                <dd className="mt-1">
                  <a href={`tel:${store.phone.replace(/[^\d+]/g, "")}`} className="text-brand underline">
                    {store.phone}
                  </a>
                </dd>
              </div>
            )}
            {store.email && (
              <div>
                <dt className="text-sm font-semibold text-muted">{t("store.email")}</dt>
                <dd className="mt-1 break-all">
                  <a href={`mailto:${store.email}`} className="text-brand underline">
                    {store.email}
                  </a>
                </dd>
              </div>
            )}
            {store.website && (
              <div>
                <dt className="text-sm font-semibold text-muted">{t("store.website")}</dt>
                <dd className="mt-1 break-all">
                  <a href={store.website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand underline">
                    {store.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
                    <ExternalIcon width={14} height={14} />
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <section aria-labelledby="store-hours">
            <h2 id="store-hours" className="mb-3 font-display text-xl font-semibold text-ink">
              {t("hours.title")}
            </h2>
            <table className="w-full max-w-sm text-sm">
              <tbody>
                {WEEKDAYS.map((day) => (
                  <tr key={day} className="border-b border-ink/10 last:border-0">
                    <th scope="row" className="py-2 text-left font-medium text-ink">
                      {t(`hours.${day}`)}
                    </th>
                    <td className={`py-2 text-right tabular-nums ${store.openingHours[day] ? "text-ink" : "text-muted"}`}>{store.openingHours[day] ?? t("hours.closed")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="store-stock">
            <h2 id="store-stock" className="mb-3 font-display text-xl font-semibold text-ink">
              {t("store.stockTitle")}
            </h2>
            {store.stock.length === 0 ? (
              <p className="text-muted">{t("store.noStock")}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2" data-store-stock>
                {store.stock.map((item) => (
                  <li key={item.productId}>
                    <Link to={item.url} className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink/10 hover:ring-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
                      {item.image ? (
                        <img src={item.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-xl bg-brand-soft object-contain" />
                      ) : (
                        <span className="size-16 shrink-0 rounded-xl bg-brand-soft" />
                      )}
                      <span className="font-semibold text-ink">{item.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="flex flex-col gap-8">
          <div className="flex flex-col gap-3">
            <LazyStoreMap
              className="h-64 rounded-3xl ring-1 ring-ink/10 sm:h-80"
              stores={[{ id: store.id, name: store.name, level: store.level, latitude: store.latitude, longitude: store.longitude, detail: "" }]}
              center={store}
              tiles={tiles}
              label={t("map.label")}
              viewStoreLabel=""
              single
            />
            <a
              href={directionsUrl(store.latitude, store.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-brand hover:underline"
            >
              <PinIcon width={18} height={18} />
              {t("store.directions")}
              <ExternalIcon width={14} height={14} />
            </a>
          </div>
          {store.contactable && (
            <div className="rounded-3xl bg-brand-soft/60 p-5 sm:p-6">
              <StoreContactForm storeId={store.id} storeName={store.name} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
