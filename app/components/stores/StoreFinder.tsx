import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FinderData } from "../../routes/find-a-store.server";
import { GridViewIcon, NamedIcon, NoResultsBikeIcon } from "../ui/icons";
import { finderSearch, formatDistance, storesForType, TYPE_FILTERS, type FinderParams } from "./finder-logic";
import { LazyStoreMap } from "./LazyStoreMap";
import { LocationSearch } from "./LocationSearch";
import type { MapStore } from "./map-types";
import { StoreListItem } from "./StoreListItem";

/**
 * /find-a-store (001 §2 Store finder, §4): the location search, the type filter, the map (default)
 * or the grid view, and the stores near the place. The type and view are links that only re-filter
 * here (the route does not ask the server again, find-a-store.tsx shouldRevalidate); without
 * JavaScript they are ordinary links the server answers.
 */
export function StoreFinder({ data, brand }: { data: FinderData; brand: string }) {
  const { t, i18n } = useTranslation("stores");
  const { params, place, stores: all, unit, product, tiles, placeNotFound } = data;
  const stores = useMemo(() => storesForType(all, params.type), [all, params.type]);
  const mapStores: MapStore[] = useMemo(
    () =>
      stores.map((s) => ({
        id: s.id,
        name: s.name,
        level: s.level,
        latitude: s.latitude,
        longitude: s.longitude,
        detail: `${t(`levels.${s.level}`, { brand })} · ${formatDistance(s.distance, unit, i18n.language)}`,
      })),
    [stores, t, brand, unit, i18n.language],
  );
  const link = (change: Partial<FinderParams>) => `/find-a-store${finderSearch({ ...params, ...change })}`;
  const results = (
    <section aria-labelledby="store-results" className="flex min-h-0 flex-col">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="store-results" className="font-display text-lg font-semibold text-ink">
          {t("search.near", { place: place.name })}
        </h2>
        {stores.length > 0 && (
          <p className="shrink-0 text-sm text-muted" data-store-count>
            {t("results.count", { count: stores.length })}
          </p>
        )}
      </div>
      {stores.length === 0 ? (
        <NoStores brand={brand} placeNotFound={placeNotFound} />
      ) : (
        <ol className={params.view === "grid" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "divide-y divide-ink/10 overflow-hidden rounded-2xl ring-1 ring-ink/10 lg:max-h-[36rem] lg:overflow-y-auto"}>
          {stores.map((store) => (
            <li key={store.id}>
              <StoreListItem store={store} unit={unit} brand={brand} card={params.view === "grid"} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8" data-store-finder>
      <header className="mb-6 flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t("title")}</h1>
        <p className="max-w-2xl text-muted">{t("intro", { brand })}</p>
      </header>
      <div className="flex flex-col gap-5 rounded-3xl bg-brand-soft p-4 sm:p-6">
        <LocationSearch params={params} />
        <nav aria-label={t("filters.label")} className="-mx-1 overflow-x-auto">
          <ul className="flex gap-2 px-1 pb-1 sm:flex-wrap">
            {TYPE_FILTERS.map((type) => (
              <li key={type} className="shrink-0">
                <Link
                  to={link({ type })}
                  replace
                  preventScrollReset
                  data-prefetch="none"
                  aria-current={params.type === type ? "true" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                    params.type === type ? "bg-brand text-white ring-brand" : "bg-white text-ink ring-ink/15 hover:ring-brand"
                  }`}
                >
                  {t(`filters.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mt-6 mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink">
          {product && (
            <>
              {t("product.title")}: <strong data-product-filter>{product.name}</strong>.{" "}
              <Link to={link({ productId: null })} className="font-semibold text-brand underline">
                {t("product.showAll")}
              </Link>
            </>
          )}
        </p>
        <nav aria-label={t("view.label")} className="inline-flex rounded-full bg-white p-1 ring-1 ring-ink/15">
          {(["map", "grid"] as const).map((view) => (
            <Link
              key={view}
              to={link({ view })}
              replace
              preventScrollReset
              data-prefetch="none"
              aria-current={params.view === view ? "true" : undefined}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                params.view === view ? "bg-brand text-white" : "text-ink hover:bg-brand-soft"
              }`}
            >
              {view === "map" ? <NamedIcon name="map" width={18} height={18} /> : <GridViewIcon width={18} height={18} />}
              {t(view === "map" ? "view.map" : "view.grid")}
            </Link>
          ))}
        </nav>
      </div>
      {params.view === "map" ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <div className="order-2 lg:order-1">{results}</div>
          <LazyStoreMap
            className="order-1 h-80 rounded-3xl ring-1 ring-ink/10 sm:h-[28rem] lg:order-2 lg:h-[36rem]"
            stores={mapStores}
            center={place}
            tiles={tiles}
            label={t("map.label")}
            viewStoreLabel={t("store.viewStore")}
            startLabel={t("map.show")}
          />
        </div>
      ) : (
        results
      )}
    </div>
  );
}

function NoStores({ brand, placeNotFound }: { brand: string; placeNotFound: boolean }) {
  const { t } = useTranslation("stores");
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-ink/10" data-no-stores>
      <NoResultsBikeIcon width={40} height={40} className="text-muted" />
      <p className="max-w-md text-ink">{placeNotFound ? t("search.noPlace") : t("noResults", { brand })}</p>
    </div>
  );
}
