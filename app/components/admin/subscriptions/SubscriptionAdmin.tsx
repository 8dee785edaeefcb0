import { useState, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminSubscriptionDetails } from "../../../../server/modules/subscription/admin";
import type { subscriptionsAdminApi } from "../../../../server/modules/subscription/admin-api";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { AdminPagination } from "../AdminPagination";
import { AdminCard, AdminNotice, adminTable, Badge } from "../admin-ui";
import { adminDate } from "../orders/order-format";
import { minorMoney, SubscriptionStatusBadge, subscriptionDay } from "./subscription-format";

const subscriptionsApi = () => rpc<typeof subscriptionsAdminApi>("admin/subscriptions");
type Action = "approveCancellation" | "refuseCancellation" | "pause" | "resume" | "retryCharge";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One subscription in the back office (issue 17; 001 §4 statuses; decision 025): plan, product,
 * card, customer, the payment history, and the actions its status allows: approve or refuse a
 * cancellation request, pause, resume, retry the failed charge now.
 */
export function SubscriptionAdmin({ details }: { details: AdminSubscriptionDetails }) {
  const { t } = useTranslation("admin-subscriptions");
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<Action | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success" | "info"; text: string } | null>(null);
  const { subscription: s, customer, history, actions } = details;

  async function act(action: Action) {
    setBusy(action);
    const result = await subscriptionsApi()(action, { id: s.id });
    setBusy(null);
    if (!result.ok) setMessage({ tone: "error", text: result.error.message ?? "" });
    else if (action === "retryCharge" && "retry" in result.data) {
      const outcome = result.data.retry.outcome;
      setMessage({ tone: outcome === "paid" ? "success" : outcome === "pending" ? "info" : "error", text: t(`actions.retry.${outcome}`) });
    } else setMessage({ tone: "success", text: t(`actions.done.${action as Exclude<Action, "retryCharge">}`) });
    revalidator.revalidate();
  }

  const buttons: Array<{ action: Action; variant: "primary" | "outline" | "dangerText" }> = [
    { action: "approveCancellation", variant: "primary" },
    { action: "refuseCancellation", variant: "outline" },
    { action: "retryCharge", variant: "primary" },
    { action: "pause", variant: "outline" },
    { action: "resume", variant: "primary" },
  ];
  const available = buttons.filter((b) => actions[b.action]);
  const pageHref = (p: number) => (p === 1 ? `/admin/subscriptions/${s.id}` : `/admin/subscriptions/${s.id}?history=${p}`);

  return (
    <div className="space-y-6" data-testid="admin-subscription">
      {message && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
      <div className="grid gap-6 xl:grid-cols-[minmax(18rem,1fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <AdminCard title={t("actions.title")}>
            {available.length === 0 ? (
              <p className="text-sm text-slate-600">{t("actions.none")}</p>
            ) : (
              <div className="flex flex-col gap-2">
                {available.map((b) => (
                  <Button key={b.action} size="sm" variant={b.variant} onClick={() => act(b.action)} disabled={busy !== null} busy={busy === b.action}>
                    {busy === b.action ? t("actions.working") : t(`actions.${b.action}`)}
                  </Button>
                ))}
              </div>
            )}
            {(actions.pause || actions.resume) && <p className="mt-3 text-xs text-slate-600">{t("actions.pauseHint")}</p>}
          </AdminCard>
          <AdminCard title={t("details.customer")}>
            <dl className="text-sm">
              <Row label={t("details.customer")}>
                <Link to={`/admin/customers/${customer.id}`} className="underline underline-offset-2">
                  {customer.name || customer.email}
                </Link>
              </Row>
              <Row label={t("details.email")}>
                <span className="break-all">{customer.email}</span>
              </Row>
              <Row label={t("details.verification")}>
                <Badge tone={customer.verificationStatus === "VERIFIED" ? "good" : customer.verificationStatus === "REJECTED" ? "bad" : "neutral"}>{customer.verificationStatus ?? t("details.notVerified")}</Badge>
              </Row>
            </dl>
          </AdminCard>
        </div>
        <div className="min-w-0 space-y-6">
          <AdminCard>
            <dl className="text-sm">
              <Row label={t("details.status")}>
                <SubscriptionStatusBadge status={s.status} />
              </Row>
              {s.cancellationReason && (
                <Row label={t("details.cancellation")}>
                  {t("details.cancellationValue", { reason: t(`reasons.${s.cancellationReason}`), date: s.cancellationRequestedAt ? adminDate(s.cancellationRequestedAt) : "" })}
                </Row>
              )}
              {s.pausedAt && <Row label={t("statuses.paused")}>{t("details.paused", { date: adminDate(s.pausedAt) })}</Row>}
              <Row label={t("details.plan")}>{s.plan.billingName}</Row>
              <Row label={t("details.product")}>{s.product.name}</Row>
              <Row label={t("details.frequency")}>{s.frequency.name}</Row>
              <Row label={t("details.amount")}>{minorMoney(s.amount.value, s.amount.currency)}</Row>
              <Row label={t("details.nextPayment")}>
                <span data-testid="admin-subscription-next-payment">{subscriptionDay(s.nextPaymentDate)}</span>
              </Row>
              <Row label={t("details.started")}>{adminDate(s.createdAt, false)}</Row>
              <Row label={t("details.firstOrder")}>
                {s.orderId ? (
                  <Link to={`/admin/orders/${s.orderId}`} className="underline underline-offset-2">
                    #{s.orderId}
                  </Link>
                ) : (
                  "—"
                )}
              </Row>
              <Row label={t("details.card")}>
                {s.card ? t("details.cardValue", { brand: s.card.brand.toUpperCase(), last4: s.card.last4, month: String(s.card.expiryMonth).padStart(2, "0"), year: s.card.expiryYear }) : t("details.noCard")}
              </Row>
            </dl>
          </AdminCard>
          <AdminCard title={t("history.title")}>
            {history.paymentHistory.length === 0 ? (
              <p className="text-sm text-slate-600">{t("history.empty")}</p>
            ) : (
              <div className="-mx-5 overflow-x-auto">
                <table className={adminTable.table} data-testid="admin-subscription-history">
                  <caption className="sr-only">{t("history.title")}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={adminTable.th}>{t("history.period")}</th>
                      <th scope="col" className={adminTable.th}>{t("history.date")}</th>
                      <th scope="col" className={adminTable.th}>{t("history.attempt")}</th>
                      <th scope="col" className={adminTable.th}>{t("history.status")}</th>
                      <th scope="col" className={`${adminTable.th} text-right`}>{t("history.amount")}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {history.paymentHistory.map((c) => (
                      <tr key={c.id}>
                        <td className={`${adminTable.td} tabular-nums`}>{subscriptionDay(c.periodStart)}</td>
                        <td className={adminTable.td}>{adminDate(c.date)}</td>
                        <td className={`${adminTable.td} tabular-nums`}>{c.attempt}</td>
                        <td className={adminTable.td}>
                          <Badge tone={c.status === "paid" ? "good" : c.status === "pending" ? "warn" : "bad"}>{t(`history.statuses.${c.status}`)}</Badge>
                        </td>
                        <td className={`${adminTable.td} text-right tabular-nums`}>{minorMoney(c.amount.value, c.amount.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <AdminPagination
              className="mt-4"
              page={history.pagination.page}
              pageCount={history.pagination.totalPages}
              href={pageHref}
              label={t("pagination.label")}
            />
          </AdminCard>
        </div>
      </div>
    </div>
  );
}
