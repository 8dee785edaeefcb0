import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CancellationReason, SubscriptionView } from "../../../server/modules/subscription/types";
import { Choice } from "../account/form-kit";
import { Button } from "../ui/Button";
import { failureOf, subscriptionCalls } from "./account-client";
import { Modal } from "../ui/Modal";
import { ErrorNote } from "./ErrorNote";
import { CANCELLATION_REASONS } from "./subscription-view";

/**
 * Cancel subscription (001 §4, §7): one of the six reasons must be chosen; the server moves an Active
 * subscription to Cancellation Requested and answers the customer's subscriptions.
 */
export function CancelDialog({
  subscription,
  open,
  onOpenChange,
  onCancelled,
}: {
  subscription: SubscriptionView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: (subscriptions: SubscriptionView[]) => void;
}) {
  const { t } = useTranslation("account-subscriptions");
  const ids = useId();
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasons = useRef<HTMLFieldSetElement>(null);

  function change(next: boolean) {
    if (!next) {
      setReason(null);
      setMissing(false);
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissing(true);
      reasons.current?.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await subscriptionCalls("cancelSubscription", { subscriptionId: subscription.id, reason });
    setBusy(false);
    if (!outcome.ok) {
      setError(failureOf(outcome).message ?? t("errors.somethingWentWrong"));
      return;
    }
    onCancelled(outcome.data.subscriptions);
    change(false);
  }

  return (
    <Modal open={open} onOpenChange={change} title={t("cancel.title")} description={t("cancel.text")} closeLabel={t("close")} locked={busy} testId="cancel-subscription-dialog">
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset ref={reasons} aria-describedby={missing ? `${ids}-missing` : undefined} aria-invalid={missing || undefined}>
          <legend className="mb-3 text-sm font-semibold text-ink">{t("cancel.legend")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {CANCELLATION_REASONS.map((code) => (
              <Choice
                key={code}
                name={`${ids}-reason`}
                value={code}
                checked={reason === code}
                onChange={(value) => {
                  setReason(value as CancellationReason);
                  setMissing(false);
                }}
              >
                <span className="font-medium">{t(`cancel.reasons.${code}`)}</span>
              </Choice>
            ))}
          </div>
          {missing && (
            <p id={`${ids}-missing`} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {t("cancel.reasonRequired")}
            </p>
          )}
        </fieldset>
        {error && <ErrorNote>{error}</ErrorNote>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            {t("cancel.keep")}
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {busy ? t("cancel.sending") : t("cancel.confirm")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
