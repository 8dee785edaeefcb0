import { useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { promotionsAdminApi } from "../../../../server/modules/promotions/admin-api";
import type { PromotionAdminView } from "../../../../server/modules/promotions/types";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { AdminCard, AdminField, AdminNotice, AdminPageHeader, AdminSelect, adminTable, Badge } from "../admin-ui";

const promotionsApi = () => rpc<typeof promotionsAdminApi>("admin/promotions");

export interface PromotionUse {
  order_id: number;
  customer_id: number | null;
  email: string;
  amount: number;
  currency: string;
  date: string;
}

/** "GBP=5.00, EUR=6" ↔ { GBP: 500, EUR: 600 } (minor units). */
const moneyText = (m: Record<string, number>) => Object.entries(m).map(([c, minor]) => `${c}=${(minor / 100).toFixed(2)}`).join(", ");
function parseMoney(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [currency, amount] = part.split("=").map((p) => p.trim());
    if (currency && amount && Number.isFinite(Number(amount))) out[currency.toUpperCase()] = Math.round(Number(amount) * 100);
  }
  return out;
}
const idsText = (ids: number[]) => ids.join(", ");
const parseIds = (text: string) => text.split(",").map((p) => Number(p.trim())).filter((n) => Number.isSafeInteger(n) && n > 0);
const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
const optionalInt = (text: string) => (text.trim() === "" ? null : Math.floor(Number(text)));

/** Create or edit a promotion (issue 19), disable or enable it, and see the uses of its code. */
export function PromotionEditor({ promotion, usage }: { promotion: PromotionAdminView | null; usage: PromotionUse[] }) {
  const { t } = useTranslation("admin-promotions");
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [f, setF] = useState(() => ({
    code: promotion ? (promotion.code ?? "") : "",
    name: promotion?.name ?? "",
    kind: promotion?.kind ?? "percentage",
    percentOff: String(promotion?.percent_off ?? 10),
    amountsOff: moneyText(promotion?.amounts_off ?? {}),
    scope: promotion?.scope ?? "order",
    categoryIds: idsText(promotion?.category_ids ?? []),
    productIds: idsText(promotion?.product_ids ?? []),
    minimumOrder: moneyText(promotion?.minimum_order ?? {}),
    startsAt: dateOf(promotion?.starts_at ?? null),
    endsAt: dateOf(promotion?.ends_at ?? null),
    usageLimit: promotion?.usage_limit === null || promotion === null ? "" : String(promotion.usage_limit),
    perCustomerLimit: promotion?.per_customer_limit === null || promotion === null ? "" : String(promotion.per_customer_limit),
    channelIds: idsText(promotion?.channel_ids ?? []),
    enabled: promotion?.enabled ?? true,
  }));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) => setF((current) => ({ ...current, [key]: e.target.value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    const body = {
      code: f.code.trim() === "" ? null : f.code.trim(),
      name: f.name,
      kind: f.kind as PromotionAdminView["kind"],
      percentOff: f.kind === "percentage" ? Math.floor(Number(f.percentOff)) : 0,
      amountsOff: parseMoney(f.amountsOff),
      scope: f.scope as PromotionAdminView["scope"],
      categoryIds: parseIds(f.categoryIds),
      productIds: parseIds(f.productIds),
      minimumOrder: parseMoney(f.minimumOrder),
      startsAt: f.startsAt ? new Date(`${f.startsAt}T00:00:00Z`).toISOString() : null,
      endsAt: f.endsAt ? new Date(`${f.endsAt}T00:00:00Z`).toISOString() : null,
      usageLimit: optionalInt(f.usageLimit),
      perCustomerLimit: optionalInt(f.perCustomerLimit),
      channelIds: parseIds(f.channelIds),
      enabled: f.enabled,
    };
    const answer = promotion ? await promotionsApi()("updatePromotion", { promotionId: promotion.id, promotion: body }) : await promotionsApi()("createPromotion", { promotion: body });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message ?? t("errors.notFound"));
      return;
    }
    if (!promotion) {
      navigate(`/admin/promotions/${answer.data.id}`);
      return;
    }
    setSaved(true);
    await revalidate();
  }

  async function toggle() {
    if (!promotion) return;
    const answer = await promotionsApi()("setPromotionEnabled", { promotionId: promotion.id, enabled: !promotion.enabled });
    if (!answer.ok) setError(answer.error.message ?? t("errors.notFound"));
    else {
      setF((current) => ({ ...current, enabled: answer.data.enabled }));
      await revalidate();
    }
  }

  return (
    <>
      <AdminPageHeader
        title={promotion ? (promotion.code ?? promotion.name) : t("new")}
        intro={
          promotion ? (
            <span className="flex items-center gap-2">
              {promotion.enabled ? <Badge tone="good">{t("enabled")}</Badge> : <Badge tone="bad">{t("disabled")}</Badge>}
              <span className="tabular-nums">
                {t("columns.usage")}: {promotion.times_used} / {promotion.usage_limit ?? t("unlimited")}
              </span>
            </span>
          ) : undefined
        }
        actions={
          <span className="flex gap-2">
            <Link to="/admin/promotions" className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100">
              {t("title")}
            </Link>
            {promotion && (
              <Button type="button" variant={promotion.enabled ? "danger" : "secondary"} size="sm" onClick={() => void toggle()}>
                {promotion.enabled ? t("disable") : t("enable")}
              </Button>
            )}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <AdminCard>
          <form onSubmit={save} className="grid gap-4 sm:grid-cols-2" aria-label={t("edit")}>
            <AdminField id="promotion-code" label={t("fields.code")} value={f.code} onChange={set("code")} maxLength={40} />
            <AdminField id="promotion-name" label={t("fields.name")} value={f.name} onChange={set("name")} required maxLength={120} />
            <AdminSelect id="promotion-kind" label={t("fields.kind")} value={f.kind} onChange={set("kind")}>
              {(["percentage", "fixed", "freeShipping"] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </AdminSelect>
            {f.kind === "percentage" && <AdminField id="promotion-percent" label={t("fields.percentOff")} type="number" min={1} max={100} value={f.percentOff} onChange={set("percentOff")} />}
            {f.kind === "fixed" && <AdminField id="promotion-amounts" label={t("fields.amountsOff")} value={f.amountsOff} onChange={set("amountsOff")} />}
            <AdminSelect id="promotion-scope" label={t("fields.scope")} value={f.scope} onChange={set("scope")}>
              {(["order", "categories", "products"] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`scopes.${s}`)}
                </option>
              ))}
            </AdminSelect>
            {f.scope === "categories" && <AdminField id="promotion-categories" label={t("fields.categoryIds")} value={f.categoryIds} onChange={set("categoryIds")} />}
            {f.scope === "products" && <AdminField id="promotion-products" label={t("fields.productIds")} value={f.productIds} onChange={set("productIds")} />}
            <AdminField id="promotion-minimum" label={t("fields.minimumOrder")} value={f.minimumOrder} onChange={set("minimumOrder")} />
            <AdminField id="promotion-starts" label={t("fields.startsAt")} type="date" value={f.startsAt} onChange={set("startsAt")} />
            <AdminField id="promotion-ends" label={t("fields.endsAt")} type="date" value={f.endsAt} onChange={set("endsAt")} />
            <AdminField id="promotion-limit" label={t("fields.usageLimit")} type="number" min={1} value={f.usageLimit} onChange={set("usageLimit")} />
            <AdminField id="promotion-per-customer" label={t("fields.perCustomerLimit")} type="number" min={1} value={f.perCustomerLimit} onChange={set("perCustomerLimit")} />
            <AdminField id="promotion-channels" label={t("fields.channelIds")} value={f.channelIds} onChange={set("channelIds")} />
            <div className="sm:col-span-2 flex items-center justify-between gap-4">
              {error ? <AdminNotice tone="error">{error}</AdminNotice> : saved ? <AdminNotice tone="success">{t("saved")}</AdminNotice> : <span />}
              <Button type="submit" disabled={busy}>
                {t("save")}
              </Button>
            </div>
          </form>
        </AdminCard>
        {promotion && (
          <AdminCard title={t("usage")}>
            {usage.length === 0 ? (
              <p className="text-sm text-slate-600">{t("noUsage")}</p>
            ) : (
              <table className={adminTable.table} data-testid="promotion-usage">
                <tbody className="divide-y divide-slate-100">
                  {usage.map((u) => (
                    <tr key={u.order_id}>
                      <td className={adminTable.td}>
                        <Link to={`/admin/orders/${u.order_id}`} className="underline-offset-2 hover:underline">
                          #{u.order_id}
                        </Link>
                      </td>
                      <td className={adminTable.td}>{u.email}</td>
                      <td className={`${adminTable.td} tabular-nums`}>
                        {u.currency} {u.amount.toFixed(2)}
                      </td>
                      <td className={adminTable.td}>{u.date.slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </AdminCard>
        )}
      </div>
    </>
  );
}
