import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminCustomerDetails, customerAdminApi } from "../../../../server/modules/customer/admin-api";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { AdminCard, AdminNotice, adminTable, Badge } from "../admin-ui";
import { OrderStatusBadge, adminDate, adminMoney } from "../orders/order-format";
import { verificationTone } from "./CustomerList";

const customersApi = () => rpc<typeof customerAdminApi>("admin/customers");

/**
 * One customer in the back office (issue 17): profile and verification status, orders,
 * subscriptions, addresses and wishlist, and a password-reset email (the link goes to the
 * customer only). Never a password or card data: cards as brand and last four digits.
 */
export function CustomerAdmin({ details }: { details: AdminCustomerDetails }) {
  const { t } = useTranslation("admin-customers");
  const { customer } = details;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function sendReset() {
    setBusy(true);
    const answer = await customersApi()("sendPasswordReset", { customerId: customer.id });
    setBusy(false);
    setConfirming(false);
    setMessage(answer.ok ? { tone: "success", text: t("details.passwordResetSent", { email: answer.data.email }) } : { tone: "error", text: answer.error.message ?? "" });
  }

  return (
    <div className="space-y-6" data-testid="admin-customer">
      {message && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
      <div className="grid gap-6 xl:grid-cols-[minmax(18rem,1fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <AdminCard>
            <dl className="space-y-2 text-sm">
              <Row label={t("details.email")} value={customer.email} />
              <Row label={t("details.storefront")} value={customer.storefront} />
              <Row label={t("details.country")} value={customer.country ?? "—"} />
              <Row label={t("details.marketing")} value={customer.accepts_marketing ? t("details.yes") : t("details.no")} />
              <Row label={t("details.since")} value={adminDate(customer.created_at, false)} />
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t("details.verification")}</dt>
                <dd data-testid="admin-customer-verification">
                  <Badge tone={verificationTone(customer.onfido_verification_status)}>{customer.onfido_verification_status ?? t("details.notVerified")}</Badge>
                </dd>
              </div>
            </dl>
            <Button size="sm" variant="outline" className="mt-5 w-full" onClick={() => setConfirming(true)}>
              {t("details.passwordReset")}
            </Button>
          </AdminCard>
          <AdminCard title={t("details.addresses")}>
            {details.addresses.length === 0 ? (
              <p className="text-sm text-slate-600">{t("details.noAddresses")}</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {details.addresses.map((a) => (
                  <li key={a.id} className="rounded-md border border-slate-200 p-3 leading-relaxed">
                    <span className="block font-medium">
                      {a.first_name} {a.last_name}
                    </span>
                    {a.company && <span className="block">{a.company}</span>}
                    <span className="block">{a.address1}</span>
                    {a.address2 && <span className="block">{a.address2}</span>}
                    <span className="block">
                      {a.postal_code} {a.city}
                    </span>
                    <span className="block">{a.country_code}</span>
                    {a.phone && <span className="block text-slate-600">{a.phone}</span>}
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
        </div>
        <div className="min-w-0 space-y-6">
          <AdminCard title={t("details.orders")}>
            {details.orders.length === 0 ? (
              <p className="text-sm text-slate-600">{t("details.noOrders")}</p>
            ) : (
              <div className="-mx-5 overflow-x-auto">
                <table className={adminTable.table}>
                  <tbody className="divide-y divide-slate-100">
                    {details.orders.map((o) => (
                      <tr key={o.id}>
                        <td className={`${adminTable.td} font-semibold`}>
                          <Link to={`/admin/orders/${o.id}`} className="underline underline-offset-2">
                            #{o.id}
                          </Link>
                        </td>
                        <td className={adminTable.td}>{adminDate(o.date_created)}</td>
                        <td className={adminTable.td}>
                          <OrderStatusBadge status={o.status} />
                        </td>
                        <td className={`${adminTable.td} text-right tabular-nums`}>{adminMoney(o.total_inc_tax, o.currency_code)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </AdminCard>
          <AdminCard title={t("details.subscriptions")}>
            {details.subscriptions.length === 0 ? (
              <p className="text-sm text-slate-600">{t("details.noSubscriptions")}</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {details.subscriptions.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3">
                    <span>
                      <span className="block font-medium">
                        {s.product} · {s.frequency}
                      </span>
                      <span className="block text-xs text-slate-600">
                        {t("details.nextPayment", { date: s.nextPaymentDate })} · {t("details.card")}: {s.card ? `${s.card.brand.toUpperCase()} •••• ${s.card.last4}` : t("details.noCard")}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="tabular-nums">{adminMoney(s.amount.value / 100, s.amount.currency)}</span>
                      <Badge tone={s.status === "active" ? "good" : s.status === "failed" ? "bad" : "warn"}>{s.status}</Badge>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
          <AdminCard title={t("details.wishlist")}>
            {details.wishlist.items.length === 0 ? (
              <p className="text-sm text-slate-600">{t("details.noWishlist")}</p>
            ) : (
              <>
                <p className="mb-2 text-xs text-slate-600">{t("details.wishlistCount", { count: details.wishlist.total })}</p>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {details.wishlist.items.map((i) => (
                    <li key={i.id}>
                      {i.name}
                      {i.options.length > 0 && <span className="text-slate-600"> ({i.options.map((o) => `${o.name}: ${o.value}`).join(", ")})</span>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </AdminCard>
        </div>
      </div>
      <Modal open={confirming} onOpenChange={setConfirming} title={t("details.passwordReset")} description={t("details.passwordResetConfirm", { email: customer.email })} closeLabel={t("details.no")} locked={busy} size="sm">
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={busy}>
            {t("details.no")}
          </Button>
          <Button size="sm" busy={busy} onClick={() => void sendReset()}>
            {t("details.passwordReset")}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right break-all text-slate-900">{value}</dd>
    </div>
  );
}
