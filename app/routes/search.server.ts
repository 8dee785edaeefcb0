import type { RequestShop } from "../../server/http/request-context";
import { parseResultsUrl } from "../components/search/search-url";
import { RESULTS_PAGE_SIZE } from "../components/search/timing";
import { translatedTitle } from "../lib/page-title.server";
import { notFound } from "../lib/responses";

const POUNDS_PER_KILOGRAM = 2.20462262185;

/**
 * The search-results page's data (001 §2 Search results; §9 page size 12, sort options, facets):
 * filters and page come from the URL. Content-only storefronts have no search (000 §1).
 */
export async function loadSearchResults(rs: RequestShop, url: URL) {
  const { shop, storefront } = rs;
  if (storefront.eCommDisabled) notFound();
  const state = parseResultsUrl(url.searchParams, { poundsPerUnit: storefront.locale === "en-US" ? POUNDS_PER_KILOGRAM : 1 });
  const result = await shop.search.query(storefront.searchIndex, {
    query: state.q,
    page: state.page,
    hitsPerPage: RESULTS_PAGE_SIZE,
    sort: state.sort,
    facets: ["*"],
    filters: state.filters,
  });
  const title = state.q ? translatedTitle(rs, "search:results.titleFor", { query: state.q }) : translatedTitle(rs, "search:results.browseTitle");
  return { state, result, title };
}
