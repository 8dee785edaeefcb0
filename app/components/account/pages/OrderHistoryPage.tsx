import { useTranslation } from "react-i18next";
import { OrderHistory } from "../../orders/AccountOrderPages";
import type { PageProps } from "./page-props";
import { EmptyState } from "./EmptyState";

/** Order history: the customer's orders, newest first (001 §2 My account). */
export function OrderHistoryPage({ data }: PageProps) {
  const { t } = useTranslation("account");
  const empty = <EmptyState text={t("orders.empty")} action={{ label: t("orders.startShopping"), to: "/" }} />;
  return data.orders ? <OrderHistory list={data.orders} empty={empty} /> : empty;
}
