import { useTranslation } from "react-i18next";
import { PaymentMethods } from "../../orders/AccountOrderPages";
import { EmptyState } from "./EmptyState";

/** Stored cards saved at checkout, with delete. */
export function PaymentMethodsPage() {
  const { t } = useTranslation("checkout");
  return <PaymentMethods empty={<EmptyState text={t("cards.empty")} />} />;
}
