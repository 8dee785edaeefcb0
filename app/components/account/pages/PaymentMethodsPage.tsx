import { useTranslation } from "react-i18next";
import { PaymentMethods } from "../../orders/AccountOrderPages";
import { EmptyState } from "./EmptyState";

/** Stored cards: saved at checkout or added here (issue 14), with delete. */
export function PaymentMethodsPage() {
  const { t } = useTranslation("account-subscriptions");
  return <PaymentMethods empty={<EmptyState text={t("paymentMethods.empty")} />} />;
}
