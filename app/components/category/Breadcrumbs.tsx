import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Home › ancestors › current page, as a list with aria-current on the last item. */
export function Breadcrumbs({ items }: { items: Array<{ name: string; url?: string }> }) {
  const { t } = useTranslation("catalog");
  return (
    <nav aria-label={t("breadcrumbs.label")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        <li><Link to="/" className="hover:text-brand hover:underline">{t("breadcrumbs.home")}</Link></li>
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`} className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            {item.url && i < items.length - 1 ? (
              <Link to={item.url} className="hover:text-brand hover:underline">{item.name}</Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
