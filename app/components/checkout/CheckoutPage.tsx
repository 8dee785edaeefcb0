import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AddressView } from "../account/customer-api";
import { Button } from "../ui/Button";
import { CheckIcon } from "../ui/icons";
import { stepStates, type Step } from "./checkout-steps";
import { OrderSummary } from "./OrderSummary";
import { PaymentStep } from "./steps/PaymentStep";
import { BillingStep } from "./steps/BillingStep";
import { ContactStep } from "./steps/ContactStep";
import { Review } from "./steps/Review";
import { ShippingAddressStep } from "./steps/ShippingAddressStep";
import { ShippingMethodStep } from "./steps/ShippingMethodStep";
import { AddressLines, MethodLine } from "./steps/step-summaries";
import type { CheckoutView } from "./types";
import { useCheckoutView } from "./use-checkout-view";

/**
 * The shop's hosted checkout (issue 5; contract Pages): contact, shipping address (with the address
 * book for customers), shipping method, billing address and payment with the order review, one
 * step open at a time. Each Continue saves the step through updateCheckout and the answer (totals
 * included) replaces the view. The order summary sits beside the steps on wide screens and folds
 * into a bar above them on phones.
 */
export function CheckoutPage({ initialView, addresses, signedIn }: { initialView: CheckoutView; addresses: AddressView[]; signedIn: boolean }) {
  const { t } = useTranslation(["checkout", "promotions"]);
  const { view, step, goTo, continueFrom, save, headingRef, refresh } = useCheckoutView(initialView);

  const countryName = (code: string) => view.allowed_countries.find((c) => c.code === code)?.name ?? code;
  const method = view.shipping_methods.find((m) => m.id === view.shipping_method_id);

  const sections: Record<Step, { title: string; summary: ReactNode; body: ReactNode }> = {
    contact: {
      title: t("contact.title"),
      summary: <p className="text-sm wrap-anywhere text-ink">{view.email}</p>,
      body: <ContactStep email={view.email} signedIn={signedIn} onContinue={() => continueFrom("contact", view)} onSaved={(email) => save("contact", { email })} />,
    },
    shipping: {
      title: t("shipping.title"),
      summary: view.shipping_address && <AddressLines address={view.shipping_address} countryName={countryName} />,
      body: <ShippingAddressStep view={view} addresses={addresses} onSave={(address) => save("shipping", { shippingAddress: address })} />,
    },
    method: {
      title: t("method.title"),
      summary: method && <MethodLine name={method.name} cost={method.cost} />,
      body: <ShippingMethodStep view={view} onSave={(id, note) => save("method", { shippingMethodId: id, customerMessage: note })} />,
    },
    billing: {
      title: t("billing.title"),
      summary: view.billing_same_as_shipping ? (
        <p className="text-sm text-ink">{t("billing.sameAsShipping")}</p>
      ) : (
        view.billing_address && <AddressLines address={view.billing_address} countryName={countryName} />
      ),
      body: <BillingStep view={view} onSave={(body) => save("billing", body)} />,
    },
    payment: {
      title: t("payment.title"),
      summary: null,
      body: (
        <PaymentStep
          view={view}
          signedIn={signedIn}
          review={
            <>
              {/* Issue 19: gift certificates pay it all; place-order then charges the card nothing. */}
              {view.totals.gift_certificates > 0 && view.totals.to_pay === 0 && (
                <p className="rounded-2xl bg-brand-soft/60 px-4 py-3 text-sm font-medium text-brand" data-testid="gift-certificates-cover-all">
                  {t("promotions:giftCertificate.redeem.coversAll")}
                </p>
              )}
              <Review view={view} countryName={countryName} methodName={method?.name} onEdit={goTo} />
            </>
          }
        />
      ),
    },
  };

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-10">
        <header className="mb-5 lg:mb-8">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.18em] text-accent uppercase">{t("page.eyebrow")}</p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("page.title")}</h1>
        </header>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
          <div className="lg:order-last">
            <OrderSummary view={view} onCouponsChanged={refresh} />
          </div>
          <ol className="space-y-4" aria-label={t("page.stepsLabel")}>
            {stepStates(step, view, signedIn).map(({ step: name, number, current: active, complete: done, editable }) => {
              const section = sections[name];
              return (
                <li
                  key={name}
                  data-testid={`checkout-step-${name}`}
                  aria-current={active ? "step" : undefined}
                  className={`rounded-3xl bg-white p-5 ring-1 transition sm:p-7 ${active ? "shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.10)] ring-brand/25" : "ring-black/[0.06]"}`}
                >
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden
                      className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                        done ? "bg-brand text-white" : active ? "bg-ink text-white" : "bg-black/[0.06] text-muted"
                      }`}
                    >
                      {done ? <CheckIcon width={16} height={16} /> : number}
                    </span>
                    <h2
                      ref={headingRef(name)}
                      tabIndex={-1}
                      className={`flex-1 font-display text-lg font-bold tracking-tight outline-none sm:text-xl ${active || done ? "text-ink" : "text-muted"}`}
                    >
                      {section.title}
                    </h2>
                    {editable && (
                      <Button
                        variant="ghost"
                        size="bare"
                        onClick={() => goTo(name)}
                        aria-label={t("page.editStep", { step: section.title })}
                        className="px-3 py-1.5 text-sm"
                      >
                        {t("page.edit")}
                      </Button>
                    )}
                  </div>
                  {done && section.summary && <div className="mt-3 pl-11">{section.summary}</div>}
                  {active && <div className="mt-5">{section.body}</div>}
                </li>
              );
            })}
          </ol>
        </div>
        <p className="mt-8 text-center text-sm text-muted">
          <Link to="/?action=edit_cart" className="font-semibold text-brand underline-offset-4 hover:underline">
            {t("page.backToCart")}
          </Link>
        </p>
      </div>
    </div>
  );
}
