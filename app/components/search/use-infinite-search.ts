import { useCallback, useEffect, useRef, useState } from "react";
import type { SearchHit } from "../../../server/modules/search/types";
import { searchProducts } from "./search-client";

export type InfiniteSearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; hits: SearchHit[]; nbHits: number; page: number; nbPages: number; loadingMore: boolean };

/**
 * The dropdown's search: the first page when the (debounced) term changes, further pages on
 * `loadMore()` (infinite scroll). Answers to an older term are dropped, so a slow first request
 * can never overwrite the results of a later one.
 */
export function useInfiniteSearch(term: string, hitsPerPage: number) {
  const [state, setState] = useState<InfiniteSearchState>({ status: "idle" });
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const mine = ++generation.current;
    controller.current?.abort();
    if (term.trim() === "") {
      setState({ status: "idle" });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: "loading" });
    searchProducts({ query: term, page: 0, hitsPerPage }, abort.signal).then(
      (result) => {
        if (generation.current !== mine) return;
        setState({ status: "ready", hits: result.hits, nbHits: result.nbHits, page: result.page, nbPages: result.nbPages, loadingMore: false });
      },
      () => {
        if (generation.current === mine && !abort.signal.aborted) setState({ status: "error" });
      },
    );
    return () => abort.abort();
  }, [term, hitsPerPage]);

  // Read by loadMore, which must not start work inside a state updater (StrictMode runs those twice).
  const latest = useRef(state);
  latest.current = state;

  const loadMore = useCallback(() => {
    const current = latest.current;
    if (current.status !== "ready" || current.loadingMore || current.page + 1 >= current.nbPages) return;
    const mine = generation.current;
    const nextPage = current.page + 1;
    latest.current = { ...current, loadingMore: true };
    setState(latest.current);
    searchProducts({ query: term, page: nextPage, hitsPerPage }).then(
      (result) => {
        if (generation.current !== mine) return;
        setState((now) => {
          if (now.status !== "ready" || now.page + 1 !== nextPage) return now;
          const known = new Set(now.hits.map((h) => h.objectID));
          const hits = [...now.hits, ...result.hits.filter((h) => !known.has(h.objectID))];
          return { ...now, hits, page: nextPage, nbHits: result.nbHits, nbPages: result.nbPages, loadingMore: false };
        });
      },
      () => {
        if (generation.current === mine) setState((now) => (now.status === "ready" ? { ...now, loadingMore: false } : now));
      },
    );
  }, [term, hitsPerPage]);

  return { state, loadMore };
}
