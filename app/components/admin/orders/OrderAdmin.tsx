import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { orderAdminApi } from "../../../../server/modules/order/admin-api";
import type { AdminOrderDetails } from "../../../../server/modules/order/admin-reads";
import type { OrderAddressView } from "../../../../server/modules/order/types";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { AdminCard, AdminField, AdminNotice, AdminSelect, adminInputClass, adminTable, Badge } from "../admin-ui";
import { OrderStatusBadge, adminDate, adminMoney } from "./order-format";

const ordersApi = () => rpc<typeof orderAdminApi>("admin/orders");
type Action = "ship" | "cancel" | "refund" | "note" | "update";
const MANUAL = ["Awaiting Fulfillment", "Awaiting Shipment", "Awaiting Pickup", "Manual Verification Required", "Disputed", "Completed"] as const;

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function Address({ address }: { address: OrderAddressView }) {
  return (
    <address className="text-sm leading-relaxed text-slate-800 not-italic">
      <span className="block font-medium">
        {address.first_name} {address.last_name}
      </span>
      {address.company && <span className="block">{address.company}</span>}
      <span className="block">{address.street_1}</span>
      {address.street_2 && <span className="block">{address.street_2}</span>}
      <span className="block">
        {address.zip} {address.city}
      </span>
      {address.state && <span className="block">{address.state}</span>}
      <span className="block">{address.country}</span>
      {address.phone && <span className="mt-1 block text-slate-600">{address.phone}</span>}
      {address.email && <span className="block break-all text-slate-600">{address.email}</span>}
    </address>
  );
}

/**
 * One order in the back office (issue 17): lines with what has shipped, totals, addresses, payment,
 * refunds, shipments and the history with notes, and the actions (ship, refund, cancel, note, edit)
 * as forms in modals. Each submission carries an idempotency key made when its form opened, so a
 * double click or a retry after a lost answer does the action once; the server answers the order
 * as it is after the action and the page re-reads its loader.
 */
export function OrderAdmin({ details, storefrontName }: { details: AdminOrderDetails; storefrontName: string }) {
  const { t } = useTranslation("admin-orders");
  const revalidator = useRevalidator();
  const { order } = details;
  const money = (amount: number) => adminMoney(amount, order.currency_code);
  const [open, setOpen] = useState<Action | null>(null);
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function start(action: Action) {
    setKey(newKey());
    setError(null);
    setNotice(null);
    setOpen(action);
  }

  async function submit(action: Action, call: () => ReturnType<ReturnType<typeof ordersApi>>) {
    setBusy(true);
    setError(null);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.issues?.[0]?.message ?? answer.error.message ?? "");
      return;
    }
    setOpen(null);
    setNotice(t(`actions.done.${action}`));
    await revalidator.revalidate();
  }

  const onShip = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const lines = details.lines
      .filter((l) => l.left_to_ship > 0)
      .map((l) => ({ lineId: l.id, quantity: Number(form.get(`line-${l.id}`) ?? 0) }))
      .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);
    void submit("ship", () =>
      ordersApi()("ship", { orderId: order.id, lines: lines.length > 0 ? lines : undefined, carrier: String(form.get("carrier") ?? ""), trackingNumber: String(form.get("trackingNumber") ?? ""), idempotencyKey: key }),
    );
  };
  const onRefund = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = Number(String(form.get("amount") ?? "").replace(",", "."));
    void submit("refund", () => ordersApi()("refund", { orderId: order.id, amount, reason: String(form.get("reason") ?? ""), idempotencyKey: key }));
  };
  const onCancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit("cancel", () => ordersApi()("cancel", { orderId: order.id, reason: String(form.get("reason") ?? "") }));
  };
  const onNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit("note", () => ordersApi()("addNote", { orderId: order.id, body: String(form.get("body") ?? ""), idempotencyKey: key }));
  };
  const onUpdate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = String(form.get("status") ?? "");
    void submit("update", () =>
      ordersApi()("updateOrder", {
        orderId: order.id,
        data: { ...(status ? { status: status as (typeof MANUAL)[number] } : {}), customer_message: String(form.get("message") ?? "") },
      }),
    );
  };

  const modal = (action: Action, title: string, description: string | null, children: ReactNode) => (
    <Modal open={open === action} onOpenChange={(next) => !next && setOpen(null)} title={title} description={description} closeLabel={t("actions.close")} locked={busy} testId={`order-${action}-dialog`}>
      {error && (
        <div className="mb-4">
          <AdminNotice tone="error">{error}</AdminNotice>
        </div>
      )}
      {children}
    </Modal>
  );

  return (
    <div className="space-y-6" data-testid="admin-order">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <OrderStatusBadge status={order.status} />
          <span>{t("details.placed", { date: adminDate(order.date_created) })}</span>
          <span aria-hidden>·</span>
          <span>
            {t("details.storefront")}: {storefrontName}
          </span>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("actions.label")}>
          {details.can.ship && (
            <Button size="sm" onClick={() => start("ship")}>
              {t("actions.ship")}
            </Button>
          )}
          {details.can.refund && (
            <Button size="sm" variant="outline" onClick={() => start("refund")}>
              {t("actions.refund")}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => start("note")}>
            {t("actions.note")}
          </Button>
          {details.can.update && (
            <Button size="sm" variant="outline" onClick={() => start("update")}>
              {t("actions.update")}
            </Button>
          )}
          {details.can.cancel && (
            <Button size="sm" variant="danger" onClick={() => start("cancel")}>
              {t("actions.cancel")}
            </Button>
          )}
        </div>
      </div>
      {notice && <AdminNotice tone="success">{notice}</AdminNotice>}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="min-w-0 space-y-6">
          <AdminCard title={t("details.lines")}>
            <div className="-mx-5 overflow-x-auto">
              <table className={adminTable.table}>
                <thead>
                  <tr>
                    <th scope="col" className={adminTable.th}>
                      {t("details.lines")}
                    </th>
                    <th scope="col" className={adminTable.th}>
                      {t("details.sku")}
                    </th>
                    <th scope="col" className={`${adminTable.th} text-right`}>
                      {t("details.quantity")}
                    </th>
                    <th scope="col" className={`${adminTable.th} text-right`}>
                      {t("details.shipped")}
                    </th>
                    <th scope="col" className={`${adminTable.th} text-right`}>
                      {t("details.price")}
                    </th>
                    <th scope="col" className={`${adminTable.th} text-right`}>
                      {t("details.lineTotal")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {details.lines.map((line) => (
                    <tr key={line.id} data-testid="admin-order-line">
                      <td className={adminTable.td}>
                        <span className="block font-medium">{line.name}</span>
                        {line.product_options.length > 0 && <span className="block text-xs text-slate-600">{line.product_options.map((o) => `${o.display_name}: ${o.display_value}`).join(" · ")}</span>}
                      </td>
                      <td className={`${adminTable.td} font-mono text-xs`}>{line.sku}</td>
                      <td className={`${adminTable.td} text-right tabular-nums`}>{line.quantity}</td>
                      <td className={`${adminTable.td} text-right tabular-nums`}>{line.shipped}</td>
                      <td className={`${adminTable.td} text-right tabular-nums whitespace-nowrap`}>{money(line.price_inc_tax)}</td>
                      <td className={`${adminTable.td} text-right tabular-nums whitespace-nowrap`}>{money(line.total_inc_tax)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-4 ml-auto max-w-xs space-y-1 text-sm">
              <Row label={t("details.subtotal")} value={money(order.subtotal_inc_tax)} />
              <Row label={t("details.shipping")} value={money(order.shipping_cost_inc_tax)} />
              <Row label={t("details.tax")} value={money(order.total_tax)} />
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900">
                <dt>{t("details.total")}</dt>
                <dd className="tabular-nums">{money(order.total_inc_tax)}</dd>
              </div>
            </dl>
          </AdminCard>

          <AdminCard title={t("details.shipments")}>
            {details.shipments.length === 0 ? (
              <p className="text-sm text-slate-600">{t("details.noShipments")}</p>
            ) : (
              <ul className="space-y-3" data-testid="admin-order-shipments">
                {details.shipments.map((s) => (
                  <li key={s.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="font-medium text-slate-900">{t("details.shipmentLine", { carrier: s.carrier, tracking: s.tracking_number })}</p>
                    <p className="text-xs text-slate-600">{adminDate(s.shipped_at)}</p>
                    <ul className="mt-1 text-slate-700">
                      {s.items.map((i) => (
                        <li key={i.line_id}>
                          {i.quantity} × {i.name}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>

          <AdminCard title={t("details.history")}>
            {details.history.length === 0 ? (
              <p className="text-sm text-slate-600">{t("details.noHistory")}</p>
            ) : (
              <ol className="space-y-3" data-testid="admin-order-history">
                {[...details.history].reverse().map((e) => (
                  <li key={e.id} className="border-l-2 border-slate-200 pl-3 text-sm">
                    <p>
                      <Badge tone={e.kind === "cancelled" || e.kind === "refundFailed" ? "bad" : e.kind === "note" ? "neutral" : "good"}>{t(`details.event.${e.kind}`, { defaultValue: e.kind })}</Badge>{" "}
                      <span className="text-xs text-slate-600">{t("details.by", { name: e.staff_name, date: adminDate(e.created_at) })}</span>
                    </p>
                    {e.body && <p className="mt-1 whitespace-pre-line text-slate-800">{e.body}</p>}
                    {eventSummary(e, money) && <p className="mt-1 text-slate-700">{eventSummary(e, money)}</p>}
                  </li>
                ))}
              </ol>
            )}
          </AdminCard>
        </div>

        <div className="min-w-0 space-y-6">
          <AdminCard title={t("details.customer")}>
            <p className="text-sm break-all text-slate-800">{details.email}</p>
            {order.customer_id !== null ? (
              <Link to={`/admin/customers/${order.customer_id}`} className="mt-2 inline-block text-sm font-medium text-slate-900 underline underline-offset-2">
                {t("details.viewCustomer")}
              </Link>
            ) : (
              <p className="mt-1 text-xs text-slate-600">{t("details.guest")}</p>
            )}
            {order.customer_message && (
              <div className="mt-4 border-t border-slate-100 pt-3">
                <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("details.customerMessage")}</h3>
                <p className="mt-1 text-sm text-slate-800">{order.customer_message}</p>
              </div>
            )}
          </AdminCard>
          <AdminCard title={t("details.shippingAddress")}>
            {order.shipping_addresses[0] && <Address address={order.shipping_addresses[0]} />}
            {order.shipping_addresses[0]?.shipping_method && <p className="mt-2 text-sm text-slate-600">{order.shipping_addresses[0].shipping_method}</p>}
          </AdminCard>
          <AdminCard title={t("details.billingAddress")}>
            <Address address={order.billing_address} />
          </AdminCard>
          <AdminCard title={t("details.payment")}>
            <dl className="space-y-1 text-sm">
              <Row label={t("details.payment")} value={details.payment.brand && details.payment.last4 ? `${details.payment.brand.toUpperCase()} •••• ${details.payment.last4}` : "—"} />
              <Row label={t("details.paidAt")} value={details.payment.date ? adminDate(details.payment.date) : t("details.notPaid")} />
              {details.payment.reference && (
                <div>
                  <dt className="text-slate-600">{t("details.reference")}</dt>
                  <dd className="font-mono text-xs break-all text-slate-900">{details.payment.reference}</dd>
                </div>
              )}
              <Row label={t("details.refunded")} value={money(details.refunded)} />
              <Row label={t("details.refundable")} value={money(details.refundable)} />
            </dl>
            <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("details.refunds")}</h3>
            {details.refunds.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t("details.noRefunds")}</p>
            ) : (
              <ul className="mt-2 space-y-2 text-sm" data-testid="admin-order-refunds">
                {details.refunds.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      {t(`details.refundKind.${r.kind}`)} · {adminDate(r.created_at)}
                      {r.reason && <span className="block text-xs text-slate-600">{r.reason}</span>}
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="font-medium tabular-nums">{money(r.amount)}</span>
                      <Badge tone={r.status === "refunded" ? "good" : r.status === "failed" ? "bad" : "warn"}>{t(`details.refundStatus.${r.status}`)}</Badge>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </AdminCard>
        </div>
      </div>

      {modal(
        "ship",
        t("actions.shipTitle", { id: order.id }),
        t("actions.shipIntro"),
        <form onSubmit={onShip} className="space-y-4">
          {details.lines
            .filter((l) => l.left_to_ship > 0)
            .map((l) => (
              <AdminField key={l.id} id={`ship-line-${l.id}`} name={`line-${l.id}`} type="number" min={0} max={l.left_to_ship} defaultValue={l.left_to_ship} required label={t("actions.toShip", { name: l.name, left: l.left_to_ship })} />
            ))}
          <div className="grid gap-4 sm:grid-cols-2">
            <AdminField id="ship-carrier" name="carrier" required maxLength={100} autoComplete="off" label={t("actions.carrier")} />
            <AdminField id="ship-tracking" name="trackingNumber" required maxLength={100} autoComplete="off" label={t("actions.trackingNumber")} />
          </div>
          <Button type="submit" busy={busy} className="w-full">
            {busy ? t("actions.working") : t("actions.shipSubmit")}
          </Button>
        </form>,
      )}
      {modal(
        "refund",
        t("actions.refundTitle", { id: order.id }),
        t("actions.refundIntro", { amount: money(details.refundable) }),
        <form onSubmit={onRefund} className="space-y-4">
          <AdminField id="refund-amount" name="amount" type="number" step="0.01" min="0.01" max={details.refundable} required label={t("actions.amount", { currency: order.currency_code })} />
          <AdminField id="refund-reason" name="reason" maxLength={500} label={t("actions.reason")} />
          <Button type="submit" busy={busy} className="w-full">
            {busy ? t("actions.working") : t("actions.refundSubmit")}
          </Button>
        </form>,
      )}
      {modal(
        "cancel",
        t("actions.cancelTitle", { id: order.id }),
        t("actions.cancelIntro", { amount: money(details.refundable) }),
        <form onSubmit={onCancel} className="space-y-4">
          <AdminField id="cancel-reason" name="reason" maxLength={500} label={t("actions.reason")} />
          <Button type="submit" variant="danger" busy={busy} className="w-full">
            {busy ? t("actions.working") : t("actions.cancelSubmit")}
          </Button>
        </form>,
      )}
      {modal(
        "note",
        t("actions.noteTitle", { id: order.id }),
        null,
        <form onSubmit={onNote} className="space-y-4">
          <div>
            <label htmlFor="note-body" className="mb-1 block text-sm font-medium text-slate-800">
              {t("actions.noteBody")}
            </label>
            <textarea id="note-body" name="body" required maxLength={2000} rows={4} className={adminInputClass} />
          </div>
          <Button type="submit" busy={busy} className="w-full">
            {busy ? t("actions.working") : t("actions.noteSubmit")}
          </Button>
        </form>,
      )}
      {modal(
        "update",
        t("actions.updateTitle", { id: order.id }),
        null,
        <form onSubmit={onUpdate} className="space-y-4">
          <AdminSelect id="update-status" name="status" label={t("actions.status")} defaultValue="">
            <option value="">{t("actions.keepStatus", { status: order.status })}</option>
            {MANUAL.filter((s) => s !== order.status).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </AdminSelect>
          <div>
            <label htmlFor="update-message" className="mb-1 block text-sm font-medium text-slate-800">
              {t("actions.message")}
            </label>
            <textarea id="update-message" name="message" maxLength={2000} rows={3} defaultValue={order.customer_message} className={adminInputClass} />
          </div>
          <Button type="submit" busy={busy} className="w-full">
            {busy ? t("actions.working") : t("actions.updateSubmit")}
          </Button>
        </form>,
      )}
    </div>
  );
}

function eventSummary(e: AdminOrderDetails["history"][number], money: (amount: number) => string): string {
  const d = e.detail as Record<string, unknown>;
  if (e.kind === "shipped") return `${String(d.carrier)} · ${String(d.trackingNumber)} → ${String(d.status)}`;
  if (e.kind === "refunded" && typeof d.amountMinor === "number") return `${money(d.amountMinor / 100)} → ${String(d.status)}`;
  if (e.kind === "cancelled" && typeof d.refundedMinor === "number") return money(d.refundedMinor / 100);
  if (e.kind === "refundFailed" && typeof d.amountMinor === "number") return money(d.amountMinor / 100);
  if (e.kind === "updated" && Array.isArray(d.fields)) return d.fields.join(", ");
  return "";
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right break-all text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
