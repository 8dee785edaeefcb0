import { Link } from "react-router";
import { pageWindow } from "./pagination";

/** Texts of a pagination, from the caller's namespace ("Blog pages", "Newer orders", …). */
export interface PaginationLabels {
  /** Accessible name of the <nav>. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page number link ("Page 3"). */
  page: (page: number) => string;
  /** "Page 2 of 5", shown under the links when given. */
  pageOf?: string;
}

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-button px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";
const idle = `${item} border border-black/10 text-ink hover:bg-brand-soft`;
const disabled = `${item} border border-black/5 text-muted/60`;

/**
 * The one pagination (category, search, blog, order history): Previous, page numbers
 * (`pageWindow`), Next; pages are links (`href(page)`, 1-based), so the URL stays the state.
 */
export function Pagination({
  page,
  pageCount,
  href,
  labels,
  numbers = true,
  className = "",
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  labels: PaginationLabels;
  /** false: only Previous/Next and "page of" (order history). */
  numbers?: boolean;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={`flex flex-col items-center gap-3 ${className}`}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={idle}>
              {labels.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>{labels.previous}</span>
          )}
        </li>
        {numbers &&
          pageWindow(page, pageCount).map((n, i) =>
            n === "gap" ? (
              <li key={`gap-${i}`} aria-hidden="true" className="text-muted">
                …
              </li>
            ) : (
              <li key={n}>
                <Link to={href(n)} aria-current={n === page ? "page" : undefined} aria-label={labels.page(n)} className={n === page ? `${item} bg-brand text-white` : idle}>
                  {n}
                </Link>
              </li>
            ),
          )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next" className={idle}>
              {labels.next}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>{labels.next}</span>
          )}
        </li>
      </ul>
      {labels.pageOf && <p className="text-sm text-muted">{labels.pageOf}</p>}
    </nav>
  );
}
