import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "../../lib/root-data";
import { useDateFormat } from "../../lib/use-date-format";
import { useFormat } from "../../lib/use-format";
import { RecordFooter, SuccessMessage } from "../account/form-kit";
import { cardLabel } from "../checkout/card-label";
import { callCheckoutApi, CheckoutApiError } from "../checkout/checkout-api";
import type { OrderList, OrderView, StoredCardView } from "../checkout/types";
import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons";
import { OrderDetails, OrderStatus } from "./OrderDetails";
import { ButtonLink } from "../ui/Button";
import { Pagination } from "../ui/Pagination";
import { AddCardButton } from "../subscriptions/AddCardButton";
import { useCardsInUse } from "../subscriptions/use-cards-in-use";

/**
 * Order history (001 §2 My account): the customer's orders, newest first, with number, date in the
 * storefront's format, status, item count and total; each opens its order details.
 */
export function OrderHistory({ list, empty }: { list: OrderList; empty: ReactNode }) {
  const { t } = useTranslation("checkout");
  const format = useFormat();
  const dates = useDateFormat();
  const accountPath = useRootData()?.accountPath ?? "";
  if (list.data.length === 0 && list.pagination.page === 1) return <>{empty}</>;
  const pages = Math.max(1, Math.ceil(list.pagination.total / list.pagination.limit));
  const page = list.pagination.page;

  return (
    <div className="space-y-5">
      <ul className="space-y-3" data-testid="order-history">
        {list.data.map((order) => {
          const items = order.products.reduce((sum, p) => sum + p.quantity, 0);
          const href = `${accountPath}/order-details?orderId=${order.id}`;
          return (
            <li key={order.id} className="rounded-2xl border border-black/[0.08] bg-white p-4 transition hover:border-brand/40 sm:p-5" aria-label={t("history.orderLabel", { number: order.id })}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-display text-lg font-bold text-ink">{t("history.orderNumber", { number: order.id })}</p>
                  <p className="mt-0.5 text-sm text-muted">
                    <time dateTime={order.date_created}>{dates.date(order.date_created)}</time> · {t("summary.itemCount", { count: items })}
                  </p>
                </div>
                <OrderStatus status={order.status} />
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-black/[0.06] pt-3">
                <p className="min-w-0 flex-1 truncate text-sm text-muted">{order.products.map((p) => p.name).join(", ")}</p>
                <p className="font-semibold tabular-nums text-ink" data-testid="order-history-total">
                  {format.moneyIn(order.total_inc_tax, order.currency_code)}
                </p>
                <ButtonLink to={href} variant="secondary" size="bare" aria-label={t("history.viewNamed", { number: order.id })} className="min-h-10 gap-1 px-4 text-sm">
                  {t("history.view")}
                  <ChevronRightIcon width={16} height={16} />
                </ButtonLink>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        pageCount={pages}
        href={(n) => `?page=${n}`}
        numbers={false}
        labels={{
          nav: t("history.pagination"),
          previous: t("history.newer"),
          next: t("history.older"),
          page: (n) => t("history.pageOf", { page: n, pages }),
          pageOf: t("history.pageOf", { page, pages }),
        }}
      />
    </div>
  );
}

/** Order details (001 §2 My account): one of the customer's own orders (another's is a 404). */
export function AccountOrderDetails({ order }: { order: OrderView }) {
  const { t } = useTranslation("checkout");
  const accountPath = useRootData()?.accountPath ?? "";
  return (
    <div className="space-y-5">
      <Link to={`${accountPath}/order-history`} className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
        <ChevronLeftIcon width={16} height={16} />
        {t("history.back")}
      </Link>
      <OrderDetails order={order} headingLevel={3} />
    </div>
  );
}

/**
 * Stored cards (001 §2 My account, subscriptions' payment methods; issues 5 and 14): brand, last four
 * and expiry, each with Delete behind a confirmation, and Add a card. A card a subscription pays with
 * is marked; deleting it is refused by the server with its translated text until the subscription has
 * another card. Loaded in the browser from /api/payments.
 */
export function PaymentMethods({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation("checkout");
  const [cards, setCards] = useState<StoredCardView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inUse = useCardsInUse();

  useEffect(() => {
    callCheckoutApi("payments", "storedPaymentMethods").then(setCards, (e) => {
      setCards([]);
      setError((e instanceof CheckoutApiError && e.message) || t("errors.somethingWentWrong"));
    });
  }, [t]);

  if (cards === null) {
    return (
      <p role="status" className="text-sm text-muted">
        {t("cards.loading")}
      </p>
    );
  }
  return (
    <div className="space-y-5">
      {notice && <SuccessMessage>{notice}</SuccessMessage>}
      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <AddCardButton
          onAdded={(next, card) => {
            setCards(next);
            setError(null);
            setNotice(t("account-subscriptions:paymentMethods.added", { card: cardLabel(card.brand, card.last4) }));
          }}
        />
      </div>
      {cards.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" data-testid="payment-methods">
          {cards.map((card) => (
            <StoredCard
              key={card.id}
              card={card}
              inUse={inUse.has(card.id)}
              onDeleted={() => {
                setCards((current) => (current ?? []).filter((c) => c.id !== card.id));
                setNotice(t("cards.deleted"));
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function StoredCard({ card, inUse, onDeleted }: { card: StoredCardView; inUse: boolean; onDeleted: () => void }) {
  const { t } = useTranslation(["checkout", "account", "account-subscriptions"]);
  const accountPath = useRootData()?.accountPath ?? "";
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = cardLabel(card.brand, card.last4);

  async function remove() {
    setPending(true);
    setError(null);
    try {
      await callCheckoutApi("payments", "deleteStoredPaymentMethod", { storedPaymentMethodId: card.id });
      onDeleted();
    } catch (e) {
      setError((e instanceof CheckoutApiError && e.message) || t("errors.somethingWentWrong"));
      setPending(false);
    }
  }

  return (
    <li aria-label={label} className="flex flex-col rounded-2xl border border-black/[0.08] bg-white p-5">
      <div className="flex items-center gap-4">
        <span aria-hidden className="flex h-10 w-14 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-ink to-brand text-[10px] font-bold tracking-wider text-white uppercase">
          {card.brand.slice(0, 4)}
        </span>
        <div>
          <p className="font-semibold text-ink">{label}</p>
          <p className="text-sm text-muted">{t("payment.expires", { month: String(card.expiryMonth).padStart(2, "0"), year: card.expiryYear })}</p>
        </div>
      </div>
      {inUse && (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="card-in-use">
          <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand">{t("account-subscriptions:paymentMethods.inUse")}</span>
          <Link to={`${accountPath}/subscriptions`} className="font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
            {t("account-subscriptions:paymentMethods.manageSubscriptions")}
          </Link>
        </p>
      )}
      {/* The footer sits at the bottom of the card, so cards side by side line their Delete up. */}
      <div className="mt-auto">
        <RecordFooter
          error={error}
          pending={pending}
          onDelete={remove}
          texts={{ delete: t("cards.delete"), deleteNamed: t("cards.deleteNamed", { card: label }), confirm: t("cards.confirmDelete"), cancel: t("account:form.cancel") }}
        />
      </div>
    </li>
  );
}
