import { useTranslation } from "react-i18next";
import type { AuditLogView } from "../../../../server/modules/staff/service";
import { AdminPagination } from "../AdminPagination";
import { adminTable } from "../admin-ui";

/** A record before or after a change, readable: indented JSON, folded when long. */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-400">—</span>;
  const text = JSON.stringify(value, null, 2);
  const pre = <pre className="max-w-md overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 font-mono text-xs text-slate-800">{text}</pre>;
  return text.split("\n").length > 12 ? (
    <details>
      <summary className="cursor-pointer text-xs font-semibold text-slate-700">{`${text.split("\n").length} lines`}</summary>
      {pre}
    </details>
  ) : (
    pre
  );
}

/** The audit log (issue 17, owner only): who, when, what, which record, before and after. */
export function AuditLog({ entries, page, pages }: { entries: AuditLogView[]; page: number; pages: number }) {
  const { t } = useTranslation("admin");
  const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t("audit.empty")}</p>;
  return (
    <div className="space-y-6">
      <div className={adminTable.wrapper}>
        <table className={adminTable.table}>
          <caption className="sr-only">{t("audit.changes")}</caption>
          <thead>
            <tr>
              <th scope="col" className={adminTable.th}>{t("audit.when")}</th>
              <th scope="col" className={adminTable.th}>{t("audit.who")}</th>
              <th scope="col" className={adminTable.th}>{t("audit.action")}</th>
              <th scope="col" className={adminTable.th}>{t("audit.entity")}</th>
              <th scope="col" className={adminTable.th}>{t("audit.before")}</th>
              <th scope="col" className={adminTable.th}>{t("audit.after")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td className={`${adminTable.td} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))} UTC</time>
                </td>
                <td className={`${adminTable.td} whitespace-nowrap`}>{entry.staffEmail}</td>
                <td className={`${adminTable.td} font-mono text-xs`}>{entry.action}</td>
                <td className={`${adminTable.td} whitespace-nowrap font-mono text-xs`}>
                  {entry.entity} #{entry.entityId}
                </td>
                <td className={adminTable.td}>
                  <Json value={entry.before} />
                </td>
                <td className={adminTable.td}>
                  <Json value={entry.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <AdminPagination
          page={page}
          pageCount={pages}
          href={(p) => (p === 1 ? "/admin/audit" : `/admin/audit?page=${p}`)}
          label={t("audit.pagination")}
        />
      )}
    </div>
  );
}
