import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SearchProductCard } from "./SearchProductCard";
import { throttle } from "./throttle";
import { DROPDOWN_PAGE_SIZE, INFINITE_SCROLL_THROTTLE_MS } from "./timing";
import { useInfiniteSearch } from "./use-infinite-search";
import { Button } from "../ui/Button";
import { NoResultsBikeIcon, SearchIcon } from "../ui/icons";

/**
 * The search dropdown (000 §2): a panel under the header over a dimming overlay. Empty term:
 * 'You haven't searched for items yet'; no hits: 'No products found matching your search
 * criteria.' (001 §8), both with a Go back button; otherwise 'Recommended products' and a grid of
 * cards that loads the next page when its end scrolls into view (throttled 100 ms, 000 §9).
 *
 * It lives in a portal on <body> because the sticky header's backdrop filter would otherwise
 * become the containing block of anything fixed inside it.
 */
export function SearchDropdown({
  id,
  panelRef,
  anchor,
  term,
  debouncedTerm,
  onDismiss,
  onBackToInput,
}: {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  anchor: RefObject<HTMLInputElement | null>;
  term: string;
  debouncedTerm: string;
  onDismiss: (options?: { refocus?: boolean }) => void;
  onBackToInput: () => void;
}) {
  const { t } = useTranslation("search");
  const top = useHeaderBottom(anchor);
  const { state, loadMore } = useInfiniteSearch(debouncedTerm, DROPDOWN_PAGE_SIZE);
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const typing = term !== debouncedTerm;

  const throttledLoadMore = useMemo(() => throttle(loadMore, INFINITE_SCROLL_THROTTLE_MS), [loadMore]);
  useEffect(() => () => throttledLoadMore.cancel(), [throttledLoadMore]);

  const hitCount = state.status === "ready" ? state.hits.length : 0;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === "undefined") return;
    // A new observer after every page reports at once whether the end is still in view, so a tall
    // screen keeps filling until it is not.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) throttledLoadMore();
      },
      { root: scrollRef.current, rootMargin: "0px 0px 320px 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hitCount, throttledLoadMore]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onDismiss({ refocus: true });
      return;
    }
    if (event.key !== "Tab") return;
    const focusables = [...(panelRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? [])];
    const index = focusables.indexOf(document.activeElement as HTMLElement);
    // The panel and the search field form one tab cycle, as in a dialog; Escape leaves it.
    if (event.shiftKey && index === 0) {
      event.preventDefault();
      onBackToInput();
    } else if (!event.shiftKey && index === focusables.length - 1) {
      event.preventDefault();
      onBackToInput();
    }
  };

  let body: ReactNode;
  let status = "";
  if (term === "") {
    body = <EmptyState text={t("emptyTerm")} onBack={() => onDismiss({ refocus: true })} icon="search" />;
  } else if (state.status === "error" && !typing) {
    body = <EmptyState text={t("errors.searchFailed")} onBack={() => onDismiss({ refocus: true })} icon="none" />;
  } else if (state.status === "ready" && !typing && state.nbHits === 0) {
    // The visible text says it; the live region only announces the count, so it is not read twice.
    status = t("resultsCount", { count: 0 });
    body = <EmptyState text={t("noHits")} onBack={() => onDismiss({ refocus: true })} icon="none" />;
  } else if (state.status === "ready" && state.hits.length > 0) {
    status = typing ? "" : t("resultsCount", { count: state.nbHits });
    body = (
      <div className={`transition-opacity duration-150 ${typing ? "opacity-60" : ""}`} aria-busy={typing || state.loadingMore}>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 sm:mb-5">
          <h2 className="font-display text-lg font-bold tracking-tight text-ink sm:text-xl">
            {t("recommended")}
            <span className="ml-2 text-sm font-medium text-muted">{t("resultsCount", { count: state.nbHits })}</span>
          </h2>
          <Link
            to={`/search?q=${encodeURIComponent(debouncedTerm)}`}
            className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t("showAll")}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" data-search-results>
          {state.hits.map((hit) => (
            <li key={hit.objectID}>
              <SearchProductCard hit={hit} />
            </li>
          ))}
        </ul>
        <div ref={sentinelRef} aria-hidden="true" className="h-px" />
        {state.loadingMore && (
          <p className="flex items-center justify-center gap-2 py-5 text-sm text-muted">
            <Spinner />
            {t("loadingMore")}
          </p>
        )}
      </div>
    );
  } else {
    body = <SkeletonGrid label={t("loading")} />;
  }

  if (typeof document === "undefined") return null;
  return createPortal(
    <>
      <div
        data-search-overlay
        aria-hidden="true"
        onClick={() => onDismiss()}
        style={{ top }}
        className="fixed inset-x-0 bottom-0 z-40 bg-ink/50 transition-opacity duration-200 starting:opacity-0"
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="false"
        aria-label={t("dialogLabel")}
        data-overlay="searchDropdown"
        onKeyDown={onPanelKeyDown}
        style={{ top, maxHeight: `calc(100dvh - ${top}px - 40px)` }}
        className="fixed inset-x-0 z-50 mx-auto flex max-w-7xl flex-col overflow-hidden rounded-b-3xl bg-white shadow-[0_24px_48px_-16px_rgba(20,32,27,0.35)] transition-[opacity,translate] duration-200 ease-out starting:-translate-y-2 starting:opacity-0 min-[1281px]:rounded-3xl min-[1281px]:mt-2"
      >
        <div ref={scrollRef} className="overflow-y-auto overscroll-contain px-4 pt-5 pb-6 sm:px-6 lg:px-8">
          {body}
        </div>
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
    </>,
    document.body,
  );
}

/** The bottom edge of the header, so the panel and overlay start right under it. */
function useHeaderBottom(anchor: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = anchor.current;
      const header = element?.closest("header") ?? element;
      setTop(Math.max(0, Math.round(header?.getBoundingClientRect().bottom ?? 0)));
    };
    measure();
    window.addEventListener("resize", measure);
    window.addEventListener("scroll", measure, { passive: true });
    return () => {
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure);
    };
  }, [anchor]);
  return top;
}

function EmptyState({ text, onBack, icon }: { text: string; onBack: () => void; icon: "search" | "none" }) {
  const { t } = useTranslation("search");
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-10 text-center sm:py-14">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        {icon === "search" ? (
          <SearchIcon className="size-6" />
        ) : (
          <NoResultsBikeIcon className="size-6" />
        )}
      </span>
      <p className="max-w-md text-base font-medium text-ink sm:text-lg">{text}</p>
      <Button variant="outline" size="bare" onClick={onBack} className="px-6 py-2.5 text-sm">
        {t("goBack")}
      </Button>
    </div>
  );
}

function SkeletonGrid({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className="mb-5 h-6 w-48 animate-pulse rounded-full bg-black/[0.06]" />
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl ring-1 ring-black/[0.06]">
            <div className="aspect-[4/3] animate-pulse bg-black/[0.05]" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded-full bg-black/[0.06]" />
              <div className="h-3 w-1/3 animate-pulse rounded-full bg-black/[0.05]" />
              <div className="h-5 w-1/2 animate-pulse rounded-full bg-black/[0.06]" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand/25 border-t-brand" />;
}
