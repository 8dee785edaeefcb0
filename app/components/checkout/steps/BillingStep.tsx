import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../account/form-kit";
import { Button } from "../../ui/Button";
import { CheckoutAddressForm } from "../AddressFields";
import { CheckoutApiError } from "../checkout-api";
import type { CheckoutView } from "../types";

/** Billing address: the same as shipping, or its own address. */
export function BillingStep({ view, onSave }: { view: CheckoutView; onSave: (body: Record<string, unknown>) => Promise<void> }) {
  const { t } = useTranslation("checkout");
  const [same, setSame] = useState(view.billing_same_as_shipping);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function continueSame() {
    setPending(true);
    setError(null);
    try {
      await onSave({ billingSameAsShipping: true });
    } catch (e) {
      setError((e instanceof CheckoutApiError && e.message) || t("errors.somethingWentWrong"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-5">
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--colour-primary)]" />
        <span>{t("billing.sameAsShipping")}</span>
      </label>
      {same ? (
        <>
          {error && <FormMessage id="billing-error" errors={[error]} />}
          <Button onClick={continueSame} disabled={pending} className="w-full text-[15px] sm:w-auto">
            {t("page.continue")}
          </Button>
        </>
      ) : (
        <CheckoutAddressForm
          kind="billing"
          defaultValue={view.billing_address ?? {}}
          countries={view.allowed_countries}
          submitLabel={t("page.continue")}
          onSubmit={(address) => onSave({ billingSameAsShipping: false, billingAddress: address })}
        />
      )}
    </div>
  );
}
