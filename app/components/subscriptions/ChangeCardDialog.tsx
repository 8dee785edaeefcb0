import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { StoredPaymentMethodView } from "../../../server/modules/payment/service";
import type { CardChangeAnswer, SubscriptionView } from "../../../server/modules/subscription/types";
import { useFormat } from "../../lib/use-format";
import { Choice } from "../account/form-kit";
import { cardLabel } from "../checkout/card-label";
import { Button } from "../ui/Button";
import { failureOf, paymentCalls, subscriptionCalls } from "./account-client";
import { CardFields, useCardForm } from "../payment/CardFields";
import { Modal } from "../ui/Modal";
import { ErrorNote } from "./ErrorNote";
import { fromMinor } from "./subscription-view";

const NEW = "new";

/**
 * Change the card of a subscription (001 §7 update subscription payment method: subscriptionId and
 * recurringDetailReference, the stored card's id): another saved card, or a new one that is saved
 * first (addStoredPaymentMethod) and then chosen. For a Failed subscription the server charges the
 * outstanding period with the chosen card at once (001 §4): paid, it is Active again (onChanged gets
 * what was charged); declined, the translated refusal stays in the dialog and the list is reloaded
 * (the chosen card is kept, the declined attempt is in the history).
 */
export function ChangeCardDialog({
  subscription,
  cards,
  open,
  onOpenChange,
  onCardsChanged,
  onChanged,
  onRefreshed,
}: {
  subscription: SubscriptionView;
  cards: StoredPaymentMethodView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCardsChanged: (cards: StoredPaymentMethodView[]) => void;
  onChanged: (subscriptions: SubscriptionView[], card: StoredPaymentMethodView, charged: CardChangeAnswer["charged"]) => void;
  onRefreshed: (subscriptions: SubscriptionView[]) => void;
}) {
  const { t } = useTranslation(["account-subscriptions", "checkout", "account"]);
  const format = useFormat();
  // A Failed subscription's outstanding period is charged to the chosen card at once: say so.
  const description =
    subscription.status === "failed"
      ? t("card.dialogTextFailed", { amount: format.moneyIn(fromMinor(subscription.amount.value, subscription.amount.currency), subscription.amount.currency) })
      : t("card.dialogText");
  const others = cards.filter((c) => c.id !== subscription.card?.id);
  const [choice, setChoice] = useState<string>(others[0] ? String(others[0].id) : NEW);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useCardForm();
  const firstOther = others[0]?.id;

  // Each opening starts on another saved card, or on a new card when there is none (a card added
  // while it is open does not move the choice).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) setChoice(firstOther !== undefined ? String(firstOther) : NEW);
    wasOpen.current = open;
  }, [open, firstOther]);

  function change(next: boolean) {
    if (!next) {
      form.reset();
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    let card = cards.find((c) => String(c.id) === choice) ?? null;
    if (choice === NEW) {
      setBusy(true);
      // The plain fields, or Adyen Web's encrypted card in adyen mode (decision 020).
      const details = await form.collect();
      if (!details) return setBusy(false);
      const added = await paymentCalls("addStoredPaymentMethod", details);
      form.settle(added.ok);
      if (!added.ok) {
        setBusy(false);
        const failure = failureOf(added);
        if (!form.showIssues(failure.issues)) setError(failure.message ?? t("errors.somethingWentWrong"));
        return;
      }
      onCardsChanged(added.data.storedPaymentMethods);
      card = added.data.card;
      // The card is saved: a second try only chooses it.
      setChoice(String(card.id));
      form.reset();
    }
    if (!card) {
      setError(t("card.chooseCard"));
      return;
    }
    setBusy(true);
    const outcome = await subscriptionCalls("updateSubscriptionPaymentMethod", { subscriptionId: subscription.id, recurringDetailReference: card.id });
    setBusy(false);
    if (!outcome.ok) {
      const failure = failureOf(outcome);
      setError(failure.message ?? t("errors.somethingWentWrong"));
      // A declined or pending charge kept the chosen card and wrote an attempt: show them.
      if (failure.code === "cardDeclined" || failure.code === "paymentPending") {
        const fresh = await subscriptionCalls("getCustomerPlans");
        if (fresh.ok) onRefreshed(fresh.data.subscriptions);
      }
      return;
    }
    onChanged(outcome.data.subscriptions, card, outcome.data.charged);
    change(false);
  }

  return (
    <Modal open={open} onOpenChange={change} title={t("card.dialogTitle")} description={description} closeLabel={t("close")} locked={busy} testId="change-card-dialog">
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="mb-3 text-sm font-semibold text-ink">{t("card.legend")}</legend>
          {cards.map((stored) => {
            const current = stored.id === subscription.card?.id;
            return (
              <Choice key={stored.id} name={`card-${subscription.id}`} value={String(stored.id)} checked={choice === String(stored.id)} onChange={setChoice}>
                <span className="font-semibold">
                  {cardLabel(stored.brand, stored.last4)}
                  {current && <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">{t("card.current")}</span>}
                </span>
                <span className="text-sm text-muted">{t("checkout:payment.expires", { month: String(stored.expiryMonth).padStart(2, "0"), year: stored.expiryYear })}</span>
              </Choice>
            );
          })}
          <Choice name={`card-${subscription.id}`} value={NEW} checked={choice === NEW} onChange={setChoice}>
            <span className="font-semibold">{t("checkout:payment.newCard")}</span>
          </Choice>
          {choice === NEW && (
            <div className="rounded-2xl border border-black/[0.08] bg-brand-soft/30 p-4">
              <CardFields form={form} disabled={busy} />
            </div>
          )}
        </fieldset>
        {error && <ErrorNote>{error}</ErrorNote>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            {t("account:form.cancel")}
          </Button>
          <Button type="submit" busy={busy} disabled={choice !== NEW && Number(choice) === subscription.card?.id}>
            {busy ? t("card.saving") : t("card.save")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
