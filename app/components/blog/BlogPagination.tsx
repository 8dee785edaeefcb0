import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const pageHref = (page: number) => (page <= 1 ? "/blog" : `/blog?page=${page}`);

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-button px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** Links to the other pages of the blog list (001 §9: 10 items per page). */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("blog");
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={t("pagination.label")} className="flex flex-col items-center gap-4">
      <p className="text-sm text-muted">{t("pagination.pageOf", { page, count: pageCount })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev" className={`${item} border border-black/10 text-ink hover:bg-brand-soft`}>
              {t("pagination.previous")}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} border border-black/5 text-muted/60`}>{t("pagination.previous")}</span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={pageHref(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={t("pagination.page", { page: n })}
              className={`${item} ${n === page ? "bg-brand text-white" : "border border-black/10 text-ink hover:bg-brand-soft"}`}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} rel="next" className={`${item} border border-black/10 text-ink hover:bg-brand-soft`}>
              {t("pagination.next")}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} border border-black/5 text-muted/60`}>{t("pagination.next")}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
