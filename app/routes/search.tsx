import { data, useLoaderData, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { SearchResultsView } from "../components/search/SearchResultsView";
import { shopContext } from "../context";
import { loadSearchResults } from "./search.server";

/** /search?q= — the search-results page (001 §2 Search results); filters and page live in the URL (search.server.ts). */
export async function loader({ context, url }: LoaderFunctionArgs) {
  const page = await loadSearchResults(context.get(shopContext), url);
  return data(page, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } });
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
