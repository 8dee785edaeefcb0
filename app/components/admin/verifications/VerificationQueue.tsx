import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ReviewQueue } from "../../../../server/modules/verification/review";
import type { VerificationRunState } from "../../../../server/modules/verification/schema";
import { AdminPagination } from "../AdminPagination";
import { adminTable, Badge } from "../admin-ui";
import { adminDate } from "../orders/order-format";

export const stateTone = (state: string): "good" | "bad" | "warn" | "neutral" =>
  state === "approved" ? "good" : state === "declined" || state === "error" ? "bad" : state === "processing" ? "warn" : "neutral";
export const statusTone = (status: string | null): "good" | "bad" | "warn" | "neutral" =>
  status === "VERIFIED" ? "good" : status === "REJECTED" ? "bad" : status ? "warn" : "neutral";

function queueHref(state: VerificationRunState | null, page = 1): string {
  const p = new URLSearchParams();
  if (state) p.set("state", state);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `/admin/verifications?${s}` : "/admin/verifications";
}

/** /admin/verifications (issue 17): submitted checks, waiting for a decision first, then rejected ones. */
export function VerificationQueue({ queue, state, states }: { queue: ReviewQueue; state: VerificationRunState | null; states: VerificationRunState[] }) {
  const { t } = useTranslation("admin-verifications");
  return (
    <div className="space-y-5">
      <p className="text-sm font-medium text-slate-800" data-testid="admin-verifications-waiting">
        {t("waiting", { count: queue.waiting })}
      </p>
      <nav aria-label={t("filter.label")} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="font-medium text-slate-700">{t("filter.label")}:</span>
        {[null, ...states].map((s) => (
          <Link key={s ?? "all"} to={queueHref(s)} aria-current={s === state ? "page" : undefined} className={s === state ? "font-semibold text-slate-900 underline underline-offset-4" : "text-slate-700 hover:underline"}>
            {t(`filter.${s ?? "all"}`)}
          </Link>
        ))}
      </nav>
      <div className={adminTable.wrapper}>
        <table className={adminTable.table} data-testid="admin-verifications-table">
          <caption className="sr-only">{t("title")}</caption>
          <thead>
            <tr>
              <th scope="col" className={adminTable.th}>{t("columns.id")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.customer")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.provider")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.state")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.status")}</th>
              <th scope="col" className={adminTable.th}>{t("columns.submitted")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {queue.runs.length === 0 && (
              <tr>
                <td colSpan={6} className={`${adminTable.td} py-10 text-center text-slate-600`}>
                  {t("empty")}
                </td>
              </tr>
            )}
            {queue.runs.map((r) => (
              <tr key={r.id} data-testid="admin-verification-row" className="hover:bg-slate-50">
                <td className={`${adminTable.td} tabular-nums`}>
                  <Link to={`/admin/verifications/${r.id}`} aria-label={t("open", { id: r.id })} className="font-semibold underline underline-offset-2">
                    #{r.id}
                  </Link>
                </td>
                <td className={adminTable.td}>
                  <span className="block font-medium">{r.customer.name || r.customer.email}</span>
                  <span className="block break-all text-xs text-slate-600">{r.customer.email}</span>
                </td>
                <td className={adminTable.td}>{t(`providers.${r.provider}`, { defaultValue: r.provider })}</td>
                <td className={adminTable.td}>
                  <Badge tone={stateTone(r.state)}>{t(`states.${r.state}`)}</Badge>
                </td>
                <td className={adminTable.td}>
                  <Badge tone={statusTone(r.customer.status)}>{t(`statuses.${r.customer.status ?? "none"}`)}</Badge>
                </td>
                <td className={`${adminTable.td} whitespace-nowrap`}>{adminDate(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPagination
        page={queue.pagination.page}
        pageCount={queue.pagination.totalPages}
        href={(p) => queueHref(state, p)}
        label={t("pagination.label")}
      />
    </div>
  );
}
