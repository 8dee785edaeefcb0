import { useTranslation } from "react-i18next";
import type { CartSubscriptionView } from "../../../server/modules/cart/types";
import { useFormat } from "../../lib/use-format";
import { frequencyName, periodLabel } from "../product/subscription-labels";

/**
 * The subscription of a cart line (000 §2 Cart sidebar, issue 14): without `price`, the frequency
 * ("Subscription: Monthly"); with it, the price per period ("£35.00 per month"). Its own component,
 * so only a subscription cart loads the subscriptions texts.
 */
export function SubscriptionTerms({ subscription, price }: { subscription: CartSubscriptionView; price?: number }) {
  const { t } = useTranslation("subscriptions");
  const format = useFormat();
  if (price === undefined) {
    return (
      <p className="mt-1 text-sm font-semibold text-brand" data-testid="cart-line-frequency">
        {t("subscription")}: {frequencyName(t, subscription)}
      </p>
    );
  }
  return (
    <span className="font-semibold tabular-nums" data-testid="cart-line-period-price">
      {t("perPeriod", { price: format.money(subscription.period_price ?? price), period: periodLabel(t, subscription) })}
    </span>
  );
}
