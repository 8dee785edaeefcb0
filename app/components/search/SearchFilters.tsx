import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SearchResult } from "../../../server/modules/search/query";
import { POUNDS_PER_KILOGRAM } from "../../lib/format";
import { useFormat } from "../../lib/use-format";
import { wholeMoney } from "../category/CategoryFilters";
import { FiltersPanel } from "../filters/FiltersPanel";
import { searchPanelModel, type FilterChange } from "../filters/panel-model";
import { categoryLabel, searchFiltersCodec, type ResultsState } from "./search-url";

/** The results page's facets sidebar (001 §2, §9): the search's facets through the one filters panel. */
export function SearchFilters({ state, result, idPrefix }: { state: ResultsState; result: SearchResult; idPrefix: string }) {
  const { t } = useTranslation("search");
  const format = useFormat();
  const navigate = useNavigate();
  // Weights in the search URL are in the display unit: pounds on en-US (001 §9).
  const poundsPerUnit = format.locale === "en-US" ? POUNDS_PER_KILOGRAM : 1;
  const codec = searchFiltersCodec({ poundsPerUnit });
  const model = searchPanelModel(
    result,
    state.filters,
    { facet: (facet) => t(`facets.${facet}`), category: categoryLabel, price: t("facets.price"), weight: t("facets.weight") },
    poundsPerUnit,
  );
  const go = (change: FilterChange) => navigate(`/search${codec.write(codec.apply(state, change))}`, { preventScrollReset: true });
  return (
    <FiltersPanel
      model={model}
      query={codec.write(state)}
      action="/search"
      onChange={go}
      clearHref={`/search${codec.write(codec.clear(state))}`}
      format={(key, v) => (key === "price" ? wholeMoney(format.money(v)) : format.weight(v / poundsPerUnit))}
      text={{
        title: t("results.filters"),
        inStock: t("results.inStockOnly"),
        minimum: (label) => `${t("results.min")} ${label}`,
        maximum: (label) => `${t("results.max")} ${label}`,
        apply: t("results.apply"),
        activeFilters: (count) => t("results.activeFilters", { count }),
        clearAll: t("results.clearAll"),
      }}
      idPrefix={idPrefix}
    />
  );
}
