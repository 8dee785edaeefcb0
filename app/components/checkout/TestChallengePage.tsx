import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/use-format";
import { Button, ButtonLink } from "../ui/Button";
import { callCheckoutApi, CheckoutApiError, openOnShop } from "./checkout-api";

/**
 * The built-in test processor's 3-D Secure challenge (decision 028): what a bank's authentication
 * page is in a processor's sandbox. "Complete" approves the pending payment, "Fail" declines it; the
 * answer goes to commerce/submitPaymentDetails, which places the order once or reopens the checkout.
 * A refusal stays on this page with the decline message and a way back to the checkout.
 */
export function TestChallengePage({ checkoutId, reference, total, currency }: { checkoutId: string; reference: string; total: number; currency: string }) {
  const { t } = useTranslation("checkout");
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function answer(threeDSResult: "Y" | "N") {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await callCheckoutApi("commerce", "submitPaymentDetails", { checkoutId, details: { reference, threeDSResult } });
      if ("redirect_url" in result && openOnShop(result.redirect_url)) return;
      if ("order_id" in result) openOnShop(`/order-confirmation?orderId=${encodeURIComponent(result.order_id)}`);
    } catch (error) {
      const apiError = error instanceof CheckoutApiError ? error : new CheckoutApiError("", 0);
      if (apiError.orderId) {
        openOnShop(`/order-confirmation?orderId=${encodeURIComponent(apiError.orderId)}`);
        return;
      }
      setRefusal(apiError.message || t(apiError.status === 0 ? "errors.network" : "errors.somethingWentWrong"));
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-lg px-4 pt-10 pb-16 sm:px-6">
        <section aria-labelledby="challenge-title" className="rounded-3xl bg-white p-6 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.08)] ring-1 ring-black/[0.05] sm:p-8">
          <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">{t("challenge.eyebrow")}</p>
          <h1 id="challenge-title" className="mt-1 font-display text-2xl font-bold tracking-tight text-ink">
            {t("challenge.title")}
          </h1>
          <p className="mt-3 text-[15px] text-muted">{t("challenge.intro", { amount: format.moneyIn(total, currency) })}</p>
          {refusal ? (
            <div className="mt-6 space-y-4">
              <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                {refusal}
              </p>
              <ButtonLink to={`/checkout/${checkoutId}`} variant="primary" size="md" className="w-full">
                {t("challenge.back")}
              </ButtonLink>
            </div>
          ) : (
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button variant="primary" size="md" className="flex-1" busy={busy} disabled={busy} onClick={() => answer("Y")}>
                {t("challenge.complete")}
              </Button>
              <Button variant="outline" size="md" className="flex-1" disabled={busy} onClick={() => answer("N")}>
                {t("challenge.fail")}
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
