import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/use-format";
import { ChevronDownIcon } from "../ui/icons";
import type { CheckoutView } from "./types";
import { CouponForm } from "../cart/CouponForm";
import { callCheckoutApi, CheckoutApiError } from "./checkout-api";
import { GiftCertificateSummaryLine } from "../gift-certificates/GiftCertificateSummaryLine";
import { RedeemGiftCertificate } from "../gift-certificates/RedeemGiftCertificate";
import { CloseIcon } from "../ui/icons";

/**
 * The order review beside the checkout steps: lines, subtotal, shipping, tax by the storefront's
 * tax mode (inc: VAT shown as included; ex: tax added on top) and the total. On phones it folds
 * into a bar with the total above the steps; from lg it is an always-open sticky column.
 */
export function OrderSummary({ view, onCouponsChanged }: { view: CheckoutView; onCouponsChanged?: () => Promise<void> }) {
  const { t } = useTranslation(["checkout", "promotions"]);
  const format = useFormat();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const { totals } = view;
  const itemCount = view.lines.reduce((sum, line) => sum + line.quantity, 0) + view.gift_certificates.length;
  const paidByCertificates = totals.gift_certificates > 0;

  return (
    <section aria-labelledby={`${panelId}-title`} className="rounded-3xl bg-white shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.08)] ring-1 ring-black/[0.05] lg:sticky lg:top-28">
      <h2 id={`${panelId}-title`} className="sr-only lg:not-sr-only lg:block lg:px-7 lg:pt-6 lg:font-display lg:text-xl lg:font-bold lg:tracking-tight lg:text-ink">
        {t("summary.title")}
      </h2>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((v) => !v)}
        className="flex w-full items-center justify-between gap-3 rounded-3xl px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:hidden"
      >
        <span className="flex items-center gap-2 text-sm font-semibold text-brand">
          {expanded ? t("summary.hide") : t("summary.show")}
          <ChevronDownIcon width={18} height={18} className={`transition-transform ${expanded ? "rotate-180" : ""}`} />
        </span>
        <span className="font-display text-lg font-bold tabular-nums text-ink">{format.money(totals.to_pay)}</span>
      </button>
      <div id={panelId} className={`${expanded ? "block" : "hidden"} border-t border-black/[0.06] px-5 pt-4 pb-5 lg:block lg:border-0 lg:px-7 lg:pt-4 lg:pb-7`}>
        <p className="text-sm text-muted">{t("summary.itemCount", { count: itemCount })}</p>
        <ul className="mt-3 divide-y divide-black/[0.06]" data-testid="checkout-lines">
          {view.lines.map((line) => (
            <li key={line.id} className="flex gap-4 py-3">
              <span className="relative shrink-0">
                {line.image_url ? (
                  <img src={line.image_url} alt="" width={64} height={64} className="size-16 rounded-xl bg-brand-soft/50 object-contain p-1 ring-1 ring-black/[0.06]" />
                ) : (
                  <span className="block size-16 rounded-xl bg-brand-soft/50" />
                )}
                <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-ink text-xs font-bold text-white tabular-nums" aria-hidden>
                  {line.quantity}
                </span>
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm leading-snug font-semibold text-ink">{line.name}</p>
                {line.options.length > 0 && <p className="mt-0.5 text-xs text-muted">{line.options.map((o) => `${o.name}: ${o.value}`).join(" · ")}</p>}
                <p className="mt-0.5 text-xs text-muted">{t("summary.quantity", { count: line.quantity, price: format.money(line.unit_price) })}</p>
              </div>
              <p className="text-sm font-semibold tabular-nums text-ink">{format.money(line.total)}</p>
            </li>
          ))}
          {/* Issue 19: the gift certificates the order buys, each removable while the checkout is open. */}
          {view.gift_certificates.map((item) => (
            <GiftCertificateSummaryLine
              key={item.id}
              testId="checkout-gift-certificate"
              title={t("promotions:giftCertificate.lineFor", { name: item.recipient.name })}
              detail={t("promotions:giftCertificate.lineTo", { email: item.recipient.email })}
              amount={format.money(item.amount)}
              action={
                onCouponsChanged && (
                  <button
                    type="button"
                    onClick={async () => {
                      await callCheckoutApi("commerce", "removeGiftCertificateItem", { itemId: item.id }).catch(() => undefined);
                      await onCouponsChanged();
                    }}
                    aria-label={t("promotions:giftCertificate.removeLine", { name: item.recipient.name })}
                    className="-mr-2 inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-brand-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <CloseIcon width={16} height={16} />
                  </button>
                )
              }
            />
          ))}
        </ul>
        <dl className="mt-3 space-y-2 border-t border-black/[0.08] pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t("summary.subtotal")}</dt>
            <dd className="tabular-nums text-ink">{format.money(totals.subtotal)}</dd>
          </div>
          {totals.discount > 0 && (
            <div className="flex justify-between gap-4" data-testid="checkout-discount">
              <dt className="text-muted">{t("promotions:discount")}</dt>
              <dd className="tabular-nums font-semibold text-brand">−{format.money(totals.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t("summary.shipping")}</dt>
            <dd className="tabular-nums text-ink">
              {view.shipping_method_id === null ? t("summary.shippingPending") : totals.shipping === 0 ? t("summary.free") : format.money(totals.shipping)}
            </dd>
          </div>
          {!totals.tax_included && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">
                {/* Issue 19: the US sales tax names its state and rate once the address is known. */}
                {totals.tax_jurisdiction !== null && totals.tax_rate !== null
                  ? t("summary.salesTax", { jurisdiction: totals.tax_jurisdiction, rate: new Intl.NumberFormat(format.locale, { maximumFractionDigits: 3 }).format(totals.tax_rate) })
                  : t("summary.tax")}
              </dt>
              <dd className="tabular-nums text-ink">{format.money(totals.tax)}</dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-4 border-t border-black/[0.08] pt-3">
            <dt className="font-semibold text-ink">{t("summary.total")}</dt>
            <dd className="font-display text-2xl font-bold tabular-nums text-ink" data-testid="checkout-total">
              <span className="mr-1.5 align-middle text-xs font-semibold text-muted">{view.currency}</span>
              {format.money(totals.total)}
            </dd>
          </div>
          {/* Issue 19: what the gift certificate codes pay, and what is left for the card. */}
          {paidByCertificates && (
            <>
              <div className="flex justify-between gap-4" data-testid="checkout-gift-certificates-paid">
                <dt className="text-muted">{t("promotions:giftCertificate.redeem.paid")}</dt>
                <dd className="tabular-nums font-semibold text-brand">−{format.money(totals.gift_certificates)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt className="font-semibold text-ink">{t("promotions:giftCertificate.redeem.toPay")}</dt>
                <dd className="font-display text-lg font-bold tabular-nums text-ink" data-testid="checkout-to-pay">
                  {format.money(totals.to_pay)}
                </dd>
              </div>
            </>
          )}
        </dl>
        {totals.tax_included && totals.tax > 0 && <p className="mt-1 text-right text-xs text-muted">{t("summary.taxIncluded", { amount: format.money(totals.tax) })}</p>}
        {onCouponsChanged && !view.subscription && (
          <div className="mt-4 border-t border-black/[0.08] pt-4">
            <CouponForm
              coupons={view.coupons}
              onApply={async (code) => {
                try {
                  await callCheckoutApi("commerce", "applyCoupon", { code });
                  await onCouponsChanged();
                  return { ok: true };
                } catch (error) {
                  return { ok: false, message: error instanceof CheckoutApiError ? error.message : "" };
                }
              }}
              onRemove={async (code) => {
                await callCheckoutApi("commerce", "removeCoupon", { code }).catch(() => undefined);
                await onCouponsChanged();
              }}
            />
            <div className="mt-4">
              <RedeemGiftCertificate
                applied={view.applied_gift_certificates}
                onApply={async (code) => {
                  try {
                    await callCheckoutApi("commerce", "applyGiftCertificate", { code });
                    await onCouponsChanged();
                    return { ok: true };
                  } catch (error) {
                    return { ok: false, message: error instanceof CheckoutApiError ? error.message : "" };
                  }
                }}
                onRemove={async (certificateId) => {
                  await callCheckoutApi("commerce", "removeGiftCertificate", { certificateId }).catch(() => undefined);
                  await onCouponsChanged();
                }}
              />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
