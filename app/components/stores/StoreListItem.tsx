import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DistanceUnit, StoreCard } from "../../../server/modules/stores/types";
import { ChevronRightIcon, PinIcon } from "../ui/icons";
import { formatDistance } from "./finder-logic";
import { StoreTypeBadge } from "./StoreTypeBadge";

/** One store in the finder's list (map view) or grid: name, type, address, distance, phone. */
export function StoreListItem({ store, unit, brand, card = false }: { store: StoreCard; unit: DistanceUnit; brand: string; card?: boolean }) {
  const { t, i18n } = useTranslation("stores");
  return (
    <article
      className={`relative flex h-full flex-col gap-2 bg-white p-4 transition hover:bg-brand-soft/60 ${card ? "rounded-2xl shadow-sm ring-1 ring-ink/10" : ""}`}
      data-store={store.id}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base leading-snug font-semibold text-ink">
          <Link to={`/find-a-store/stores/${store.id}`} className="after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {store.name}
          </Link>
        </h3>
        <span className="shrink-0 text-sm font-semibold text-brand tabular-nums" data-distance>
          {formatDistance(store.distance, unit, i18n.language)}
        </span>
      </div>
      <StoreTypeBadge level={store.level} brand={brand} />
      <p className="flex items-start gap-1.5 text-sm text-muted">
        <PinIcon width={16} height={16} className="mt-0.5 shrink-0" />
        <span>
          {store.address.street}, {store.address.postCode} {store.address.city}
        </span>
      </p>
      {store.phone && <p className="text-sm text-muted">{store.phone}</p>}
      <span className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-brand" aria-hidden="true">
        {t("store.viewStore")}
        <ChevronRightIcon width={16} height={16} />
      </span>
    </article>
  );
}
