import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { StoredPaymentMethodView } from "../../../server/modules/payment/service";
import type { SubscriptionView } from "../../../server/modules/subscription/types";
import { useDateFormat } from "../../lib/use-date-format";
import { useFormat } from "../../lib/use-format";
import { SuccessMessage } from "../account/form-kit";
import { cardLabel } from "../checkout/card-label";
import { frequencyName } from "../product/subscription-labels";
import { Button } from "../ui/Button";
import { failureOf, paymentCalls, subscriptionCalls } from "./account-client";
import { CancelDialog } from "./CancelDialog";
import { ChangeCardDialog } from "./ChangeCardDialog";
import { ErrorNote } from "./ErrorNote";
import { PaymentHistory } from "./PaymentHistory";
import { canCancel, canChangeCard, fromMinor, historyPageFor, showsNextPayment, statusKey, statusTone, type StatusTone } from "./subscription-view";

const TONE_CLASSES: Record<StatusTone, string> = {
  positive: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/25",
  negative: "bg-red-50 text-red-800 ring-red-600/20",
  neutral: "bg-black/[0.04] text-muted ring-black/10",
};

/**
 * The account's subscriptions (001 §2 My account: subscriptions with payment history and payment
 * methods): loaded in the browser from /api/subscriptions (personal data is never in cached HTML).
 */
export function AccountSubscriptions({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation("account-subscriptions");
  const [subscriptions, setSubscriptions] = useState<SubscriptionView[] | null>(null);
  const [cards, setCards] = useState<StoredPaymentMethodView[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    subscriptionCalls("getCustomerPlans").then((outcome) => {
      if (!live) return;
      if (outcome.ok) setSubscriptions(outcome.data.subscriptions);
      else {
        setSubscriptions([]);
        setError(failureOf(outcome).message ?? t("loadFailed"));
      }
    });
    paymentCalls("storedPaymentMethods").then((outcome) => {
      if (live && outcome.ok) setCards(outcome.data);
    });
    return () => {
      live = false;
    };
  }, [t]);

  if (subscriptions === null) {
    return (
      <p role="status" className="text-sm text-muted">
        {t("loading")}
      </p>
    );
  }
  if (error) return <ErrorNote>{error}</ErrorNote>;
  if (subscriptions.length === 0) return <>{empty}</>;
  return (
    <ul className="space-y-6" aria-label={t("listLabel")} data-testid="subscriptions">
      {subscriptions.map((subscription) => (
        <SubscriptionCard key={subscription.id} subscription={subscription} cards={cards} onCardsChanged={setCards} onSubscriptionsChanged={setSubscriptions} />
      ))}
    </ul>
  );
}

function SubscriptionCard({
  subscription,
  cards,
  onCardsChanged,
  onSubscriptionsChanged,
}: {
  subscription: SubscriptionView;
  cards: StoredPaymentMethodView[];
  onCardsChanged: (cards: StoredPaymentMethodView[]) => void;
  onSubscriptionsChanged: (subscriptions: SubscriptionView[]) => void;
}) {
  const { t } = useTranslation(["account-subscriptions", "checkout", "subscriptions"]);
  const format = useFormat();
  const dates = useDateFormat();
  const [search] = useSearchParams();
  const [dialog, setDialog] = useState<"card" | "cancel" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { product, frequency, card } = subscription;
  const status = t(statusKey(subscription.status));
  const headingId = `subscription-${subscription.id}`;

  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-black/[0.08] bg-white p-4 sm:p-6" data-testid="subscription" data-subscription-id={subscription.id}>
      {notice && (
        <div className="mb-4">
          <SuccessMessage>{notice}</SuccessMessage>
        </div>
      )}
      <div className="flex items-start gap-4">
        <Link to={product.url} tabIndex={-1} aria-hidden className="shrink-0">
          <img src={product.image} alt="" width={96} height={96} loading="lazy" className="size-20 rounded-xl bg-brand-soft/40 object-contain sm:size-24" />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <h3 id={headingId} className="font-display text-lg font-bold text-ink sm:text-xl">
              <Link to={product.url} className="hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
                {product.name}
              </Link>
            </h3>
            <p className="shrink-0">
              <span className="sr-only">{t("statusLabel", { status })}</span>
              <span
                aria-hidden
                data-testid="subscription-status"
                className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${TONE_CLASSES[statusTone(subscription.status)]}`}
              >
                {status}
              </span>
            </p>
          </div>
          <p className="mt-0.5 text-sm text-muted">
            <span className="sr-only">{t("plan")}: </span>
            {subscription.plan.billingName} · {t("startedOn", { date: dates.date(subscription.createdAt) })}
          </p>
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-brand-soft/30 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t("frequency")}</dt>
          <dd className="mt-0.5 font-semibold text-ink" data-testid="subscription-frequency">
            {frequencyName(t, { code: frequency.code, name: frequency.name, interval_months: frequency.intervalMonths })}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("amount")}</dt>
          <dd className="mt-0.5 font-semibold tabular-nums text-ink">{format.moneyIn(fromMinor(subscription.amount.value, subscription.amount.currency), subscription.amount.currency)}</dd>
        </div>
        {showsNextPayment(subscription) && (
          <div>
            <dt className="text-muted">{t("nextPayment")}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums text-ink" data-testid="subscription-next-payment">
              <time dateTime={subscription.nextPaymentDate}>{dates.date(subscription.nextPaymentDate)}</time>
            </dd>
          </div>
        )}
      </dl>

      {subscription.status === "failed" && <p className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{t("failedNote")}</p>}
      {subscription.cancellationRequestedAt && (
        <p className="mt-4 text-sm text-muted">{t("cancel.requestedOn", { date: dates.date(subscription.cancellationRequestedAt) })}</p>
      )}

      <section aria-labelledby={`${headingId}-card`} className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-black/[0.06] pt-5">
        <div className="flex items-center gap-3">
          <span aria-hidden className="flex h-9 w-12 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-ink to-brand text-[9px] font-bold tracking-wider text-white uppercase">
            {card ? card.brand.slice(0, 4) : "—"}
          </span>
          <div>
            <h4 id={`${headingId}-card`} className="text-xs font-semibold tracking-wide text-muted uppercase">
              {t("card.title")}
            </h4>
            {card ? (
              <p className="text-sm text-ink" data-testid="subscription-card">
                <span className="font-semibold">{cardLabel(card.brand, card.last4)}</span>{" "}
                <span className="text-muted">· {t("checkout:payment.expires", { month: String(card.expiryMonth).padStart(2, "0"), year: card.expiryYear })}</span>
              </p>
            ) : (
              <p className="max-w-md text-sm text-red-800" data-testid="subscription-card">
                {t("card.none")}
              </p>
            )}
          </div>
        </div>
        {canChangeCard(subscription) && (
          <Button variant="secondary" size="bare" className="min-h-10 px-4 text-sm" aria-label={t("card.changeNamed", { product: product.name })} onClick={() => setDialog("card")}>
            {t("card.change")}
          </Button>
        )}
      </section>

      <div className="mt-5 border-t border-black/[0.06] pt-5">
        <PaymentHistory subscriptionId={subscription.id} page={historyPageFor(search, subscription.id)} reloadKey={`${subscription.status}-${subscription.card?.id ?? ""}`} />
      </div>

      {canCancel(subscription) && (
        <div className="mt-5 flex justify-end border-t border-black/[0.06] pt-4">
          <Button variant="dangerText" size="bare" className="px-4 py-2 text-sm" aria-label={t("cancel.openNamed", { product: product.name })} onClick={() => setDialog("cancel")}>
            {t("cancel.open")}
          </Button>
        </div>
      )}

      <ChangeCardDialog
        subscription={subscription}
        cards={cards}
        open={dialog === "card"}
        onOpenChange={(open) => setDialog(open ? "card" : null)}
        onCardsChanged={onCardsChanged}
        onChanged={(next, chosen, charged) => {
          onSubscriptionsChanged(next);
          const cardName = cardLabel(chosen.brand, chosen.last4);
          setNotice(
            charged
              ? t("card.reactivated", { product: product.name, card: cardName, amount: format.moneyIn(fromMinor(charged.amount.value, charged.amount.currency), charged.amount.currency) })
              : t("card.changed", { product: product.name, card: cardName }),
          );
        }}
        onRefreshed={onSubscriptionsChanged}
      />
      <CancelDialog
        subscription={subscription}
        open={dialog === "cancel"}
        onOpenChange={(open) => setDialog(open ? "cancel" : null)}
        onCancelled={(next) => {
          onSubscriptionsChanged(next);
          setNotice(t("cancel.done", { product: product.name }));
        }}
      />
    </li>
  );
}
