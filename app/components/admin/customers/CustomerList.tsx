import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminCustomerList } from "../../../../server/modules/customer/admin-reads";
import { Button } from "../../ui/Button";
import { AdminPagination } from "../AdminPagination";
import { AdminField, adminTable, Badge } from "../admin-ui";
import { adminDate } from "../orders/order-format";

export function verificationTone(status: string | null): "good" | "bad" | "warn" | "neutral" {
  return status === "VERIFIED" ? "good" : status === "REJECTED" ? "bad" : status ? "warn" : "neutral";
}

/** /admin/customers (issue 17): search by email, name or number (a GET form), the table and pagination. */
export function CustomerList({ list, q, storefronts }: { list: AdminCustomerList; q: string; storefronts: Record<number, string> }) {
  const { t } = useTranslation("admin-customers");
  const pageCount = Math.max(1, Math.ceil(list.pagination.total / list.pagination.limit));
  const href = (page: number) => {
    const p = new URLSearchParams();
    if (q) p.set("q", q);
    if (page > 1) p.set("page", String(page));
    const s = p.toString();
    return s ? `/admin/customers?${s}` : "/admin/customers";
  };
  return (
    <div className="space-y-5">
      <form method="get" action="/admin/customers" role="search" aria-label={t("search.label")} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="min-w-64 flex-1">
          <AdminField id="customer-q" name="q" type="search" label={t("search.placeholder")} defaultValue={q} />
        </div>
        <Button type="submit" size="sm" className="min-h-10">
          {t("search.submit")}
        </Button>
      </form>
      <div className={adminTable.wrapper}>
        <table className={adminTable.table} data-testid="admin-customers-table">
          <caption className="sr-only">{t("table.caption", { total: list.pagination.total })}</caption>
          <thead>
            <tr>
              <th scope="col" className={adminTable.th}>{t("table.id")}</th>
              <th scope="col" className={adminTable.th}>{t("table.name")}</th>
              <th scope="col" className={adminTable.th}>{t("table.email")}</th>
              <th scope="col" className={adminTable.th}>{t("table.storefront")}</th>
              <th scope="col" className={adminTable.th}>{t("table.verification")}</th>
              <th scope="col" className={adminTable.th}>{t("table.since")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.data.length === 0 && (
              <tr>
                <td colSpan={6} className={`${adminTable.td} py-10 text-center text-slate-600`}>
                  {t("table.empty")}
                </td>
              </tr>
            )}
            {list.data.map((c) => (
              <tr key={c.id} data-testid="admin-customer-row" className="hover:bg-slate-50">
                <td className={`${adminTable.td} tabular-nums`}>{c.id}</td>
                <td className={adminTable.td}>
                  <Link to={`/admin/customers/${c.id}`} className="font-medium text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900">
                    {`${c.first_name} ${c.last_name}`.trim() || c.email}
                  </Link>
                </td>
                <td className={`${adminTable.td} break-all`}>{c.email}</td>
                <td className={adminTable.td}>{storefronts[c.channel_id] ?? c.channel_id}</td>
                <td className={adminTable.td}>
                  <Badge tone={verificationTone(c.onfido_verification_status)}>{c.onfido_verification_status ?? "—"}</Badge>
                </td>
                <td className={`${adminTable.td} whitespace-nowrap`}>{adminDate(c.created_at, false)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPagination
        page={list.pagination.page}
        pageCount={pageCount}
        href={href}
        label={t("pagination.nav")}
      />
    </div>
  );
}
