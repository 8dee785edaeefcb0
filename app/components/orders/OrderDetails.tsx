import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { taxModeFor } from "../../lib/format";
import { useDateFormat } from "../../lib/use-date-format";
import { useFormat } from "../../lib/use-format";
import { cardLabel } from "../checkout/card-label";
import type { OrderAddressView, OrderView } from "../checkout/types";
import { PostalAddress } from "../ui/PostalAddress";
import { GiftCertificateSummaryLine } from "../gift-certificates/GiftCertificateSummaryLine";

/** 001 §4's order statuses, translated; an unknown status shows as the server wrote it. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation("checkout");
  const tone =
    status === "Declined" || status === "Cancelled" || status === "Disputed"
      ? "bg-red-50 text-red-800 ring-red-200"
      : status === "Completed" || status === "Shipped"
        ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
        : "bg-amber-50 text-amber-900 ring-amber-200";
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`} data-testid="order-status">
      {t(`statuses.${status}`, { defaultValue: status })}
    </span>
  );
}

function AddressBlock({ title, address, extra }: { title: string; address: OrderAddressView; extra?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-black/[0.08] p-4 sm:p-5">
      <h3 className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{title}</h3>
      <PostalAddress
        className="mt-2"
        address={{
          name: `${address.first_name} ${address.last_name}`,
          company: address.company,
          line1: address.street_1,
          line2: address.street_2,
          postalCode: address.zip,
          city: address.city,
          state: address.state,
          country: address.country,
          phone: address.phone,
          email: address.email,
        }}
      />
      {extra}
    </div>
  );
}

/**
 * One order as the shopper sees it (001 §3 Order): number, date, status, lines, totals by the
 * storefront's tax mode, shipments with carrier and tracking number (issue 17), addresses, shipping
 * method and the card used (brand and last four only).
 * Used by /order-confirmation and by the account's order details.
 */
export function OrderDetails({ order, headingLevel = 2 }: { order: OrderView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(["checkout", "promotions"]);
  const format = useFormat();
  const dates = useDateFormat();
  const H = `h${headingLevel}` as "h2" | "h3";
  const shipping = order.shipping_addresses[0];
  // An order keeps its own currency and tax mode, whichever storefront shows it: USD adds tax on
  // top, the others show it as included (001 §9).
  const taxAdded = taxModeFor(order.currency_code) === "ex";
  const money = (amount: number) => format.moneyIn(amount, order.currency_code);
  const price = (net: number, gross: number) => money(taxAdded ? net : gross);
  // Issue 19: the sales tax's state and rate, or the VAT rate included.
  const rate = new Intl.NumberFormat(format.locale, { maximumFractionDigits: 3 }).format(order.tax_detail.rate);

  return (
    <div className="space-y-6" data-testid="order-details">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-2xl bg-brand-soft/40 p-4 text-sm sm:grid-cols-4 sm:p-5">
        <div>
          <dt className="text-muted">{t("order.number")}</dt>
          <dd className="font-display text-lg font-bold text-ink" data-testid="order-number">
            {order.id}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("order.date")}</dt>
          <dd className="font-semibold text-ink">{dates.date(order.date_created)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("order.status")}</dt>
          <dd>
            <OrderStatus status={order.status} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("order.total")}</dt>
          <dd className="font-semibold tabular-nums text-ink">{money(order.total_inc_tax)}</dd>
        </div>
      </dl>

      <section aria-labelledby={`order-${order.id}-items`}>
        <H id={`order-${order.id}-items`} className="font-display text-lg font-bold tracking-tight text-ink">
          {t("order.items")}
        </H>
        <ul className="mt-2 divide-y divide-black/[0.06]" data-testid="order-lines">
          {order.products.map((product) => (
            <li key={product.id} className="flex gap-4 py-3">
              {product.image_url ? (
                <img src={product.image_url} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl bg-brand-soft/50 object-contain p-1 ring-1 ring-black/[0.06]" />
              ) : (
                <span className="block size-16 shrink-0 rounded-xl bg-brand-soft/50" />
              )}
              <div className="min-w-0 flex-1">
                <p className="text-sm leading-snug font-semibold text-ink">{product.name}</p>
                {product.product_options.length > 0 && (
                  <p className="mt-0.5 text-xs text-muted">{product.product_options.map((o) => `${o.display_name}: ${o.display_value}`).join(" · ")}</p>
                )}
                <p className="mt-0.5 text-xs text-muted">
                  {t("summary.quantity", { count: product.quantity, price: price(product.price_ex_tax, product.price_inc_tax) })}
                </p>
              </div>
              <p className="text-sm font-semibold tabular-nums text-ink">{price(product.price_ex_tax * product.quantity, product.total_inc_tax)}</p>
            </li>
          ))}
          {/* Issue 19: the gift certificates this order bought (their codes went to the recipients). */}
          {(order.gift_certificates ?? []).map((certificate) => (
            <GiftCertificateSummaryLine
              key={`gift-${certificate.id}`}
              testId="order-gift-certificate"
              title={t("promotions:giftCertificate.order.boughtFor", { name: certificate.recipient.name })}
              detail={t("promotions:giftCertificate.order.sentTo", { email: certificate.recipient.email })}
              amount={money(certificate.amount)}
            />
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-black/[0.08] pt-4 text-sm sm:ml-auto sm:max-w-sm">
          <Row label={t("summary.subtotal")} value={price(order.subtotal_ex_tax, order.subtotal_inc_tax)} />
          <Row label={shippingCodes(order) ? `${t("summary.shipping")} (${t("promotions:freeShipping")}, ${t("promotions:couponLine", { codes: shippingCodes(order) })})` : t("summary.shipping")} value={order.shipping_cost_inc_tax === 0 ? t("summary.free") : price(order.shipping_cost_ex_tax, order.shipping_cost_inc_tax)} />
          {order.coupon_discount > 0 && <Row label={`${t("promotions:discount")} (${couponCodes(order)})`} value={`−${money(order.coupon_discount)}`} />}
          {order.discount_amount > 0 && <Row label={t("order.discount")} value={`−${money(order.discount_amount)}`} />}
          {taxAdded && <Row label={order.tax_detail.jurisdiction ? t("summary.salesTax", { jurisdiction: order.tax_detail.jurisdiction, rate }) : t("summary.tax")} value={money(order.total_tax)} />}
          <div className="flex items-baseline justify-between gap-4 border-t border-black/[0.08] pt-3">
            <dt className="font-semibold text-ink">{t("summary.total")}</dt>
            <dd className="font-display text-xl font-bold tabular-nums text-ink" data-testid="order-total">
              {money(order.total_inc_tax)}
            </dd>
          </div>
          {/* Issue 19: what gift certificate codes paid, and what the card was charged. */}
          {order.gift_certificate_amount > 0 && (
            <>
              <div className="flex justify-between gap-4" data-testid="order-gift-certificate-amount">
                <dt className="text-muted">{t("promotions:giftCertificate.redeem.paid")}</dt>
                <dd className="tabular-nums font-semibold text-brand">−{money(order.gift_certificate_amount)}</dd>
              </div>
              <div className="flex justify-between gap-4" data-testid="order-card-amount">
                <dt className="font-semibold text-ink">{t("promotions:giftCertificate.order.charged")}</dt>
                <dd className="tabular-nums font-semibold text-ink">{money(Math.round((order.total_inc_tax - order.gift_certificate_amount) * 100) / 100)}</dd>
              </div>
            </>
          )}
        </dl>
        {!taxAdded && order.total_tax > 0 && <p className="mt-1 text-right text-xs text-muted sm:ml-auto sm:max-w-sm">{order.tax_detail.rate > 0 ? t("summary.taxIncludedRate", { amount: money(order.total_tax), rate }) : t("summary.taxIncluded", { amount: money(order.total_tax) })}</p>}
      </section>

      {order.shipments.length > 0 && (
        <section aria-labelledby={`order-${order.id}-shipments`} data-testid="order-shipments">
          <H id={`order-${order.id}-shipments`} className="font-display text-lg font-bold tracking-tight text-ink">
            {t("order.shipments")}
          </H>
          <ul className="mt-2 space-y-3">
            {order.shipments.map((shipment) => (
              <li key={shipment.id} className="rounded-2xl border border-black/[0.08] p-4 text-sm sm:p-5" data-testid="order-shipment">
                <p className="font-semibold text-ink">{t("order.shippedOn", { date: dates.date(shipment.date_created), carrier: shipment.carrier })}</p>
                <p className="mt-1 text-ink">
                  {t("order.trackingNumber")} <span className="font-mono font-semibold" data-testid="order-tracking-number">{shipment.tracking_number}</span>
                </p>
                <ul className="mt-2 text-muted">
                  {shipment.items.map((item) => (
                    <li key={item.order_product_id}>
                      {item.quantity} × {order.products.find((p) => p.id === item.order_product_id)?.name ?? ""}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="grid gap-4 md:grid-cols-3">
        {shipping && (
          <AddressBlock
            title={t("order.shippingAddress")}
            address={shipping}
            extra={shipping.shipping_method && <p className="mt-3 border-t border-black/[0.06] pt-3 text-sm text-ink">{shipping.shipping_method}</p>}
          />
        )}
        <AddressBlock title={t("order.billingAddress")} address={order.billing_address} />
        <div className="rounded-2xl border border-black/[0.08] p-4 sm:p-5">
          <h3 className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{t("order.payment")}</h3>
          <p className="mt-2 text-sm font-semibold text-ink" data-testid="order-payment">
            {order.payment_method ? cardLabel(order.payment_method.brand, order.payment_method.last4) : order.gift_certificate_amount > 0 ? t("promotions:giftCertificate.redeem.paid") : "—"}
          </p>
          {order.payment_date && <p className="mt-1 text-sm text-muted">{t("order.paidOn", { date: dates.date(order.payment_date) })}</p>}
          {order.customer_message && <p className="mt-3 border-t border-black/[0.06] pt-3 text-sm text-ink">{order.customer_message}</p>}
        </div>
      </div>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums text-ink">{value}</dd>
    </div>
  );
}

/** Issue 19: the free-shipping codes (order-level discounts, not on a line). */
function shippingCodes(order: OrderView): string {
  return [...new Set((order.shipping_discounts ?? []).map((d) => d.code).filter(Boolean))].join(", ");
}

/** Issue 19: the codes behind the coupon discount (001 §3 Order coupon_discount, applied_discounts). */
function couponCodes(order: OrderView): string {
  return [...new Set(order.products.flatMap((p) => p.applied_discounts.map((d) => d.code)).filter(Boolean))].join(", ");
}
