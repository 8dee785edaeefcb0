import { data, useLoaderData, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { translatorFor } from "../../server/http/server-i18n";
import { SearchResultsView } from "../components/search/SearchResultsView";
import { parseResultsUrl } from "../components/search/search-url";
import { RESULTS_PAGE_SIZE } from "../components/search/timing";
import { shopContext } from "../context";
import { notFound } from "../lib/responses";
import { pageTitle, titleSuffix } from "../lib/seo";

const POUNDS_PER_KILOGRAM = 2.20462262185;

/**
 * /search?q= — the search-results page (001 §2 Search results; §9 page size 12, sort options,
 * facets). Filters and page live in the URL. Content-only storefronts have no search (000 §1).
 */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const { shop, storefront } = context.get(shopContext);
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
  const t = translatorFor(storefront.locale);
  const heading = state.q ? t("search:results.titleFor", { query: state.q }) : t("search:results.browseTitle");
  const title = pageTitle(heading, shop.env.BRAND_NAME, titleSuffix(storefront));
  return data({ state, result, title }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } });
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "" });

// Result pages are endless variations of one another: crawlers may follow them but not index them.
export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, follow" },
];

export default function SearchRoute() {
  const { state, result } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return <SearchResultsView state={state} result={result} params={params} />;
}
