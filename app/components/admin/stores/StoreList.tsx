import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminStoreRow } from "../../../../server/modules/stores/admin";
import { Button } from "../../ui/Button";
import { AdminPagination } from "../AdminPagination";
import { adminInputClass, adminTable, Badge } from "../admin-ui";

/** The stores list (issue 17, Stores): search, a page of stores with their level and finder state. */
export function StoreList({ items, total, page, pageSize, query, brand }: { items: AdminStoreRow[]; total: number; page: number; pageSize: number; query: string; brand: string }) {
  const { t } = useTranslation("admin-stores");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (query) params.set("q", query);
    if (p > 1) params.set("page", String(p));
    const search = params.toString();
    return search ? `/admin/stores?${search}` : "/admin/stores";
  };
  return (
    <div className="space-y-6">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="store-search" className="mb-1 block text-sm font-medium text-slate-800">
            {t("list.search")}
          </label>
          <input id="store-search" type="search" name="q" defaultValue={query} className={adminInputClass} />
        </div>
        <Button type="submit" size="sm">
          {t("list.searchButton")}
        </Button>
        {query && (
          <Link to="/admin/stores" className="min-h-10 content-center text-sm font-semibold text-slate-700 underline">
            {t("list.clear")}
          </Link>
        )}
      </Form>
      <p className="text-sm text-slate-600" role="status">
        {t("list.count", { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t("list.empty")}</p>
      ) : (
        <div className={adminTable.wrapper}>
          <table className={adminTable.table}>
            <caption className="sr-only">{t("list.title")}</caption>
            <thead>
              <tr>
                <th scope="col" className={adminTable.th}>{t("list.name")}</th>
                <th scope="col" className={adminTable.th}>{t("list.level")}</th>
                <th scope="col" className={adminTable.th}>{t("list.place")}</th>
                <th scope="col" className={adminTable.th}>{t("list.finder")}</th>
                <th scope="col" className={adminTable.th}>{t("list.contactable")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((s) => (
                <tr key={s.id} data-testid="store-row">
                  <td className={`${adminTable.td} font-medium`}>
                    <Link to={`/admin/stores/${s.id}`} className="text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900">
                      {s.name}
                    </Link>
                  </td>
                  <td className={adminTable.td}>{t(`levels.${s.accreditationLevel ?? "none"}`, { brand })}</td>
                  <td className={adminTable.td}>
                    {s.city} <span className="text-slate-500">{s.countryCode}</span>
                  </td>
                  <td className={adminTable.td}>{s.visible ? <Badge tone="good">{t("list.shown")}</Badge> : <Badge tone="warn">{t("list.hidden")}</Badge>}</td>
                  <td className={adminTable.td}>{s.contactable ? t("list.yes") : t("list.no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <AdminPagination
          page={page}
          pageCount={pages}
          href={href}
          label={t("list.pagination")}
        />
      )}
    </div>
  );
}
