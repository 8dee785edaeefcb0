import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminSubscriptionList } from "../../../../server/modules/subscription/admin";
import type { SubscriptionStatus } from "../../../../server/modules/subscription/schema";
import { AdminPagination } from "../AdminPagination";
import { adminTable } from "../admin-ui";
import { adminDate } from "../orders/order-format";
import { minorMoney, SubscriptionStatusBadge, subscriptionDay } from "./subscription-format";

function listHref(status: SubscriptionStatus | null, page = 1): string {
  const p = new URLSearchParams();
  if (status) p.set("status", status);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `/admin/subscriptions?${s}` : "/admin/subscriptions";
}

/** /admin/subscriptions (issue 17): a status filter with counts, the table (requests and failed first) and pagination. */
export function SubscriptionList({ list, status, statuses }: { list: AdminSubscriptionList; status: SubscriptionStatus | null; statuses: SubscriptionStatus[] }) {
  const { t } = useTranslation("admin-subscriptions");
  const total = Object.values(list.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <div className="space-y-5">
      <nav aria-label={t("filter.label")} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="font-medium text-slate-700">{t("filter.label")}:</span>
        <Link to={listHref(null)} aria-current={status === null ? "page" : undefined} className={status === null ? "font-semibold text-slate-900 underline underline-offset-4" : "text-slate-700 hover:underline"}>
          {t("filter.all", { count: total })}
        </Link>
        {statuses
          .filter((s) => (list.counts[s] ?? 0) > 0 || s === status)
          .map((s) => (
            <Link key={s} to={listHref(s)} aria-current={s === status ? "page" : undefined} className={s === status ? "font-semibold text-slate-900 underline underline-offset-4" : "text-slate-700 hover:underline"}>
              {t("filter.status", { status: t(`statuses.${s}`), count: list.counts[s] ?? 0 })}
            </Link>
          ))}
      </nav>
      <div className={adminTable.wrapper}>
        <table className={adminTable.table} data-testid="admin-subscriptions-table">
          <caption className="sr-only">{t("title")}</caption>
          <thead>
            <tr>
              <th scope="col" className={adminTable.th}>{t("columns.id")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.customer")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.plan")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.status")}</th>
              <th scope="col" className={`${adminTable.th} text-right`}>{t("columns.amount")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.nextPayment")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.subscriptions.length === 0 && (
              <tr>
                <td colSpan={6} className={`${adminTable.td} py-10 text-center text-slate-600`}>
                  {t("empty")}
                </td>
              </tr>
            )}
            {list.subscriptions.map((s) => (
              <tr key={s.id} data-testid="admin-subscription-row" className="hover:bg-slate-50">
                <td className={`${adminTable.td} tabular-nums`}>
                  <Link to={`/admin/subscriptions/${s.id}`} aria-label={t("open", { id: s.id })} className="font-semibold underline underline-offset-2">
                    #{s.id}
                  </Link>
                </td>
                <td className={adminTable.td}>
                  <span className="block font-medium">{s.customer.name || s.customer.email}</span>
                  <span className="block break-all text-xs text-slate-600">{s.customer.email}</span>
                </td>
                <td className={adminTable.td}>
                  <span className="block">{s.plan}</span>
                  <span className="block text-xs text-slate-600">{s.frequency}</span>
                </td>
                <td className={adminTable.td}>
                  <SubscriptionStatusBadge status={s.status} />
                  {s.cancellationRequestedAt && <span className="mt-1 block text-xs text-slate-600">{adminDate(s.cancellationRequestedAt, false)}</span>}
                </td>
                <td className={`${adminTable.td} text-right tabular-nums`}>{minorMoney(s.amount.value, s.amount.currency)}</td>
                <td className={`${adminTable.td} whitespace-nowrap tabular-nums`}>{subscriptionDay(s.nextPaymentDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPagination
        page={list.pagination.page}
        pageCount={list.pagination.totalPages}
        href={(p) => listHref(status, p)}
        label={t("pagination.label")}
      />
    </div>
  );
}
