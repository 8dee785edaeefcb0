import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PromotionAdminView } from "../../../../server/modules/promotions/types";
import { adminTable, Badge } from "../admin-ui";

/** What a promotion takes off, in words: "10%", "GBP 5.00, EUR 6.00", "Free shipping". */
export function promotionValue(p: PromotionAdminView, kindLabel: string): string {
  if (p.kind === "percentage") return `${p.percent_off}%`;
  if (p.kind === "fixed") return Object.entries(p.amounts_off).map(([currency, minor]) => `${currency} ${(minor / 100).toFixed(2)}`).join(", ");
  return kindLabel;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "…");

/** The promotions table (issue 19): code, name, value, dates, uses against the limit, status. */
export function PromotionList({ promotions }: { promotions: PromotionAdminView[] }) {
  const { t } = useTranslation("admin-promotions");
  return (
    <div className={adminTable.wrapper}>
      <table className={adminTable.table} data-testid="promotion-list">
        <thead>
          <tr>
            {(["code", "name", "value", "dates", "usage", "status"] as const).map((c) => (
              <th key={c} className={adminTable.th}>
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {promotions.map((p) => (
            <tr key={p.id}>
              <td className={adminTable.td}>
                <Link to={`/admin/promotions/${p.id}`} className="font-semibold text-slate-900 underline-offset-2 hover:underline">
                  {p.code ?? t("automatic")}
                </Link>
              </td>
              <td className={adminTable.td}>{p.name}</td>
              <td className={adminTable.td}>{promotionValue(p, t(`kinds.${p.kind}`))}</td>
              <td className={adminTable.td}>{p.starts_at || p.ends_at ? `${day(p.starts_at)} – ${day(p.ends_at)}` : t("always")}</td>
              <td className={`${adminTable.td} tabular-nums`}>
                {p.times_used} / {p.usage_limit ?? t("unlimited")}
              </td>
              <td className={adminTable.td}>{p.enabled ? <Badge tone="good">{t("enabled")}</Badge> : <Badge tone="bad">{t("disabled")}</Badge>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
