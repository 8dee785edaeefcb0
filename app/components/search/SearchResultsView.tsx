import { useTranslation } from "react-i18next";
import { Form, useNavigate, useSubmit } from "react-router";
import type { SearchResult } from "../../../server/modules/search/query";
import { FiltersButton, FiltersDrawer } from "../filters/FiltersDrawer";
import { SearchFilters } from "./SearchFilters";
import { SearchProductCard } from "./SearchProductCard";
import { activeFilterCount, clearedFiltersUrl, pageUrl, RESULT_SORTS, type ResultsState } from "./search-url";
import { Button, ButtonLink } from "../ui/Button";
import { Pagination } from "../ui/Pagination";

/**
 * The search-results page (001 §2 Search results, §9: 12 per page, sort options, facets): title and
 * count, the facets sidebar (a drawer on phones, overlay "filters"), sort, the card grid and pages.
 */
export function SearchResultsView({ state, result, params }: { state: ResultsState; result: SearchResult; params: URLSearchParams }) {
  const { t } = useTranslation("search");
  const filterCount = activeFilterCount(state.filters);
  const title = state.q ? t("results.titleFor", { query: state.q }) : t("results.browseTitle");

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-10">
      <div className="mb-6 flex flex-col gap-1 lg:mb-8">
        <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{t("results.title")}</p>
        <h1 className="font-display text-[28px] leading-tight font-extrabold tracking-tight break-words text-ink sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted" role="status">
          {t("resultsCount", { count: result.nbHits })}
        </p>
      </div>

      <div className="lg:grid lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-10">
        <aside className="hidden lg:block" aria-label={t("results.filters")}>
          <div>
            <h2 className="border-b border-black/[0.07] pb-3 font-display text-lg font-bold text-ink">{t("results.filters")}</h2>
            <SearchFilters state={state} result={result} idPrefix="sidebar" />
          </div>
        </aside>

        <section aria-label={title}>
          <div className="mb-5 flex items-center justify-between gap-3">
            <FiltersButton label={t("results.showFilters")} count={filterCount} countLabel={t("results.activeFilters", { count: filterCount })} />
            <SortSelect state={state} params={params} />
          </div>

          {result.hits.length === 0 ? (
            <NoResults params={params} hasFilters={filterCount > 0} />
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3" data-search-results>
              {result.hits.map((hit, index) => (
                <li key={hit.objectID}>
                  <SearchProductCard hit={hit} headingLevel={2} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}

          {result.nbPages > 1 && <ResultPagination page={result.page} pages={result.nbPages} params={params} />}
        </section>
      </div>

      <FiltersDrawer title={t("results.filters")} closeLabel={t("results.closeFilters")} showResults={t("results.showResults", { count: result.nbHits })}>
        <SearchFilters state={state} result={result} idPrefix="drawer" />
      </FiltersDrawer>
    </div>
  );
}

function SortSelect({ state, params }: { state: ResultsState; params: URLSearchParams }) {
  const { t } = useTranslation("search");
  const submit = useSubmit();
  return (
    <Form method="get" action="/search" className="ml-auto flex items-center gap-2" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
      <HiddenParams params={params} />
      <label htmlFor="search-sort" className="hidden text-sm text-muted sm:inline">
        {t("results.sortBy")}
      </label>
      <select
        id="search-sort"
        name="sort"
        defaultValue={state.sort}
        key={state.sort}
        aria-label={t("results.sortBy")}
        className="h-11 cursor-pointer rounded-full border border-black/15 bg-white pr-9 pl-4 text-sm font-medium text-ink outline-none hover:border-brand focus-visible:border-brand focus-visible:shadow-[0_0_0_3px_rgba(15,61,46,0.15)]"
      >
        {RESULT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="sr-only focus:not-sr-only focus:rounded-full focus:bg-brand focus:px-3 focus:py-2 focus:text-sm focus:text-white">
        {t("results.apply")}
      </button>
    </Form>
  );
}

/** Every parameter but the sort and the page, so changing the order keeps the filters. */
function HiddenParams({ params }: { params: URLSearchParams }) {
  const fields = [...params].filter(([name]) => name !== "sort" && name !== "page");
  return (
    <>
      {fields.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function NoResults({ params, hasFilters }: { params: URLSearchParams; hasFilters: boolean }) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-soft/50 px-6 py-14 text-center">
      <p className="max-w-md text-lg font-medium text-ink">{t("noHits")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" size="bare" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))} className="px-6 py-2.5 text-sm">
          {t("goBack")}
        </Button>
        {hasFilters && (
          <ButtonLink to={clearedFiltersUrl(params)} size="bare" className="px-6 py-2.5 text-sm">
            {t("results.clearAll")}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

function ResultPagination({ page, pages, params }: { page: number; pages: number; params: URLSearchParams }) {
  const { t } = useTranslation("search");
  // The result's page is 0-based; the pagination's is 1-based.
  return (
    <Pagination
      page={page + 1}
      pageCount={pages}
      href={(n) => pageUrl(params, n - 1)}
      labels={{
        nav: t("results.pagination"),
        previous: t("results.previous"),
        next: t("results.next"),
        page: (n) => t("results.page", { page: n }),
        pageOf: t("results.pageOf", { page: page + 1, pages }),
      }}
      className="mt-10"
    />
  );
}
