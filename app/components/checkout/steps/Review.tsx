import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Step } from "../checkout-steps";
import type { CheckoutView } from "../types";
import { AddressLines } from "./step-summaries";
import { useFormat } from "../../../lib/use-format";

/** The order review above Place order: where it goes, how, and who pays (000 §2, issue 5). */
export function Review({
  view,
  countryName,
  methodName,
  onEdit,
}: {
  view: CheckoutView;
  countryName: (code: string) => string;
  methodName?: string;
  onEdit: (step: Step) => void;
}) {
  const { t } = useTranslation(["checkout", "promotions"]);
  const format = useFormat();
  const { totals } = view;
  const rows: Array<{ step: Step; label: string; value: ReactNode }> = [
    { step: "contact", label: t("review.contact"), value: view.email },
    { step: "shipping", label: t("review.shipTo"), value: view.shipping_address && <AddressLines address={view.shipping_address} countryName={countryName} inline /> },
    { step: "method", label: t("review.method"), value: methodName },
    {
      step: "billing",
      label: t("review.billTo"),
      value: view.billing_same_as_shipping ? t("billing.sameAsShipping") : view.billing_address && <AddressLines address={view.billing_address} countryName={countryName} inline />,
    },
  ];
  return (
    <section aria-labelledby="review-title" className="rounded-2xl border border-black/[0.08]">
      <h3 id="review-title" className="border-b border-black/[0.06] px-4 py-3 text-sm font-semibold text-ink">
        {t("review.title")}
      </h3>
      <dl className="divide-y divide-black/[0.06] text-sm">
        {rows.map((row) => (
          // Phones: label and Change on one line, the value below at full width.
          <div key={row.step} className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 px-4 py-3 sm:grid-cols-[6.5rem_1fr_auto]">
            <dt className="text-muted">{row.label}</dt>
            <dd className="order-2 col-span-2 min-w-0 wrap-anywhere text-ink sm:order-none sm:col-span-1">{row.value}</dd>
            <dd className="order-1 sm:order-none">
              <button type="button" onClick={() => onEdit(row.step)} className="text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand" aria-label={t("review.change", { what: row.label })}>
                {t("review.changeShort")}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {/* Issue 19 (coupons): the discount of the codes and promotions on the order. */}
      {totals.discount > 0 && (
        <p className="flex justify-between gap-4 border-t border-black/[0.06] px-4 py-3 text-sm" data-testid="review-discount">
          <span className="text-muted">
            {t("promotions:discount")}
            {view.coupons.some((c) => c.applies && c.code !== "") && ` (${view.coupons.filter((c) => c.applies && c.code !== "").map((c) => c.code).join(", ")})`}
          </span>
          <span className="tabular-nums font-semibold text-brand">−{format.money(totals.discount)}</span>
        </p>
      )}
      {/* Issue 19: US sales tax by the shipping address's state, added to the total. */}
      {!totals.tax_included && (
        <p className="flex justify-between gap-4 border-t border-black/[0.06] px-4 py-3 text-sm" data-testid="review-sales-tax">
          <span className="text-muted">
            {totals.tax_jurisdiction !== null && totals.tax_rate !== null
              ? t("review.salesTax", { jurisdiction: totals.tax_jurisdiction, rate: new Intl.NumberFormat(format.locale, { maximumFractionDigits: 3 }).format(totals.tax_rate) })
              : t("review.salesTaxPending")}
          </span>
          <span className="tabular-nums text-ink">{format.money(totals.tax)}</span>
        </p>
      )}
    </section>
  );
}
