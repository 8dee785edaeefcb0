import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { Listing } from "../../../server/modules/catalog/types";
import { useFormat } from "../../lib/use-format";
import { FiltersPanel } from "../filters/FiltersPanel";
import { categoryPanelModel, type FilterChange } from "../filters/panel-model";
import { categoryFiltersCodec as codec, type ListingState } from "./listing-state";

/** The category page's filter sidebar (001 §2, §9): its listing through the one filters panel. */
export function CategoryFilters({ state, listing, idPrefix }: { state: ListingState; listing: Listing; idPrefix: string }) {
  const { t } = useTranslation("catalog");
  const format = useFormat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const model = categoryPanelModel(listing, state, {
    facet: (facet) => t(`facets.${facet}`),
    value: (facet, value) => (facet === "brand" ? value : t(`values.${value}`, { defaultValue: value })),
    price: t("filters.price"),
    weight: t("filters.weight"),
  });
  const go = (change: FilterChange) => navigate(`${pathname}${codec.write(codec.apply(state, change))}`, { preventScrollReset: true });
  return (
    <FiltersPanel
      model={model}
      query={codec.write(state)}
      action={pathname}
      onChange={go}
      clearHref={`${pathname}${codec.write(codec.clear(state))}`}
      format={(key, v) => (key === "price" ? wholeMoney(format.money(v)) : format.weight(v))}
      text={{
        title: t("filters.title"),
        inStock: t("filters.inStock"),
        minimum: (label) => t("filters.minimum", { label }),
        maximum: (label) => t("filters.maximum", { label }),
        apply: t("filters.apply"),
        clearAll: t("filters.clear"),
      }}
      idPrefix={idPrefix}
    />
  );
}

/** Slider bounds are whole amounts: "€1,200", not "€1,200.00". */
export function wholeMoney(text: string): string {
  return text.replace(/[.,]00(?=\D*$)/, "");
}
