import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentHistoryAnswer } from "../../../server/modules/subscription/types";
import { useDateFormat } from "../../lib/use-date-format";
import { useFormat } from "../../lib/use-format";
import { Pagination } from "../ui/Pagination";
import { failureOf, subscriptionCalls } from "./account-client";
import { chargeStatusKey, fromMinor, historyHref } from "./subscription-view";

const CHARGE_TONES = {
  paid: "bg-emerald-50 text-emerald-800",
  pending: "bg-amber-50 text-amber-800",
  declined: "bg-red-50 text-red-800",
  failed: "bg-red-50 text-red-800",
} as const;

/**
 * A subscription's payment history (001 §3 paymentHistory plus pagination, §9 10 items a page):
 * newest first, each attempt with its date (DD.MM.YYYY), the period it pays for, amount and
 * outcome. The page is in the URL (`?subscription=&page=`), so it can be linked and reloaded.
 */
export function PaymentHistory({ subscriptionId, page, reloadKey }: { subscriptionId: number; page: number; reloadKey: unknown }) {
  const { t } = useTranslation("account-subscriptions");
  const format = useFormat();
  const dates = useDateFormat();
  const [answer, setAnswer] = useState<PaymentHistoryAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    subscriptionCalls("getPaymentHistory", { subscriptionId, page }).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.ok) setAnswer(outcome.data);
      else setError(failureOf(outcome).message ?? t("history.loadFailed"));
    });
    return () => controller.abort();
  }, [subscriptionId, page, reloadKey, t]);

  const headingId = `payment-history-${subscriptionId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t("history.title")}
      </h4>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : answer === null ? (
        <p role="status" className="text-sm text-muted">
          {t("history.loading")}
        </p>
      ) : answer.paymentHistory.length === 0 ? (
        <p className="text-sm text-muted">{t("history.empty")}</p>
      ) : (
        <>
          <div className="overflow-hidden rounded-xl border border-black/[0.08]">
            <table className="w-full text-left text-sm" data-testid={`payment-history-${subscriptionId}`}>
              <thead className="bg-brand-soft/40 text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">{t("history.date")}</th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">{t("history.period")}</th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">{t("history.amount")}</th>
                  <th scope="col" className="px-3 py-2 font-semibold">{t("history.status")}</th>
                </tr>
              </thead>
              <tbody>
                {answer.paymentHistory.map((entry) => (
                  <tr key={entry.id} className="border-t border-black/[0.06]">
                    <td className="px-3 py-2.5 tabular-nums">
                      <time dateTime={entry.date}>{dates.date(entry.date)}</time>
                    </td>
                    <td className="hidden px-3 py-2.5 tabular-nums sm:table-cell">
                      <time dateTime={entry.periodStart}>{dates.date(entry.periodStart)}</time>
                    </td>
                    <td className="px-3 py-2.5 text-right font-semibold tabular-nums text-ink">{format.moneyIn(fromMinor(entry.amount.value, entry.amount.currency), entry.amount.currency)}</td>
                    <td className="px-3 py-2.5">
                      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHARGE_TONES[entry.status] ?? ""}`}>{t(chargeStatusKey(entry.status))}</span>
                      {entry.attempt > 1 && <span className="ml-2 text-xs whitespace-nowrap text-muted">{t("history.retry", { attempt: entry.attempt })}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={answer.pagination.page}
            pageCount={answer.pagination.totalPages}
            href={(n) => historyHref(subscriptionId, n)}
            numbers={false}
            labels={{
              nav: t("history.pagination"),
              previous: t("history.previous"),
              next: t("history.next"),
              page: (n) => t("history.page", { page: n }),
              pageOf: t("history.pageOf", { page: answer.pagination.page, pages: answer.pagination.totalPages }),
            }}
          />
        </>
      )}
    </section>
  );
}
