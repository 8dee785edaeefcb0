import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listingSearch, type ListingState } from "./listing-state";

/** Page links that keep every filter (the URL is the state). */
export function Pagination({ state, pageCount, pathname }: { state: ListingState; pageCount: number; pathname: string }) {
  const { t } = useTranslation("catalog");
  if (pageCount <= 1) return null;
  const href = (page: number) => `${pathname}${listingSearch({ ...state, page })}`;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - state.page) <= 1);
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-button px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {state.page > 1 && (
        <Link to={href(state.page - 1)} preventScrollReset={false} className={`${item} border border-ink/20 text-ink hover:border-brand`} rel="prev">
          {t("pagination.previous")}
        </Link>
      )}
      {pages.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && pages[i - 1] !== p - 1 && <span aria-hidden="true" className="text-muted">…</span>}
          <Link
            to={href(p)}
            aria-current={p === state.page ? "page" : undefined}
            aria-label={t("pagination.page", { page: p })}
            className={`${item} ${p === state.page ? "bg-brand text-white" : "border border-ink/20 text-ink hover:border-brand"}`}
          >
            {p}
          </Link>
        </span>
      ))}
      {state.page < pageCount && (
        <Link to={href(state.page + 1)} className={`${item} border border-ink/20 text-ink hover:border-brand`} rel="next">
          {t("pagination.next")}
        </Link>
      )}
    </nav>
  );
}
