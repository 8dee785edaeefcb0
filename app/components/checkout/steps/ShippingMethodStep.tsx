import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/use-format";
import { FormMessage, inputClass, SubmitButton } from "../../account/form-kit";
import { CheckoutApiError } from "../checkout-api";
import { Choice } from "../../account/form-kit";
import type { CheckoutView } from "../types";

/** Shipping method: one of the checkout's methods, with an optional note for the order. */
export function ShippingMethodStep({ view, onSave }: { view: CheckoutView; onSave: (id: string, note: string) => Promise<void> }) {
  const { t } = useTranslation("checkout");
  const format = useFormat();
  const [selected, setSelected] = useState(view.shipping_method_id ?? view.shipping_methods[0]?.id ?? "");
  // 001 §3 Order customer_message: an optional note that travels with the order.
  const [note, setNote] = useState(view.customer_message ?? "");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!selected) {
      setError(t("validation.shippingMethod"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSave(selected, note.trim());
    } catch (e) {
      setError((e instanceof CheckoutApiError && e.message) || t("errors.somethingWentWrong"));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {error && <FormMessage id="method-error" errors={[error]} />}
      <fieldset className="space-y-3">
        <legend className="sr-only">{t("method.title")}</legend>
        {view.shipping_methods.map((m) => (
          <Choice key={m.id} name="shipping-method" value={m.id} checked={selected === m.id} onChange={setSelected}>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{m.name}</span>
              {m.description && <span className="block text-sm text-muted">{m.description}</span>}
            </span>
            <span className="font-semibold tabular-nums text-ink">{m.cost === 0 ? t("summary.free") : format.money(m.cost)}</span>
          </Choice>
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor="checkout-order-note" className="block text-sm font-semibold text-ink">
          {t("method.note")}
        </label>
        <textarea
          id="checkout-order-note"
          name="customerMessage"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby="checkout-order-note-hint"
          className={inputClass}
        />
        <p id="checkout-order-note-hint" className="text-xs text-muted">
          {t("method.noteHint")}
        </p>
      </div>
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {t("page.continue")}
      </SubmitButton>
    </form>
  );
}
