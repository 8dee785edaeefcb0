import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { StoredPaymentMethodView } from "../../../server/modules/payment/service";
import { Button } from "../ui/Button";
import { failureOf, paymentCalls } from "./account-client";
import { CardFields, useCardForm } from "../payment/CardFields";
import { Modal } from "../ui/Modal";
import { ErrorNote } from "./ErrorNote";

/**
 * Add a card on the payment methods page (issue 14; 001 §7 tokenise card): the card form of checkout
 * in a dialog; the payments API tokenises and keeps it (addStoredPaymentMethod). A refused card shows
 * the server's translated message at its field and nothing is saved.
 */
export function AddCardButton({ onAdded }: { onAdded: (cards: StoredPaymentMethodView[], card: StoredPaymentMethodView) => void }) {
  const { t } = useTranslation(["account-subscriptions", "account"]);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useCardForm();

  function change(next: boolean) {
    if (!next) {
      form.reset();
      setError(null);
    }
    setOpen(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    // The plain fields, or Adyen Web's encrypted card in adyen mode (decision 020).
    const details = await form.collect();
    if (!details) return setBusy(false);
    const outcome = await paymentCalls("addStoredPaymentMethod", details);
    form.settle(outcome.ok);
    setBusy(false);
    if (!outcome.ok) {
      const failure = failureOf(outcome);
      if (!form.showIssues(failure.issues)) setError(failure.message ?? t("errors.somethingWentWrong"));
      return;
    }
    onAdded(outcome.data.storedPaymentMethods, outcome.data.card);
    change(false);
  }

  return (
    <>
      <Button variant="secondary" size="bare" className="min-h-11 gap-2 px-5 text-sm" onClick={() => change(true)}>
        <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M10 4v12M4 10h12" strokeLinecap="round" />
        </svg>
        {t("paymentMethods.add")}
      </Button>
      <Modal open={open} onOpenChange={change} title={t("paymentMethods.addTitle")} description={t("paymentMethods.addText")} closeLabel={t("close")} locked={busy} testId="add-card-dialog">
        <form onSubmit={submit} noValidate className="space-y-5">
          <CardFields form={form} disabled={busy} />
          {error && <ErrorNote>{error}</ErrorNote>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
              {t("account:form.cancel")}
            </Button>
            <Button type="submit" busy={busy}>
              {busy ? t("paymentMethods.saving") : t("paymentMethods.save")}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
