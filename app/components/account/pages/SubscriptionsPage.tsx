import { useTranslation } from "react-i18next";
import { useRootData } from "../../../lib/root-data";
import { AccountSubscriptions } from "../../subscriptions/AccountSubscriptions";
import { EmptyState } from "./EmptyState";

/** Subscriptions (001 §2 My account): plan, product, status, next payment, card, payment history, cancellation. */
export function SubscriptionsPage() {
  const { t } = useTranslation("account-subscriptions");
  const brand = useRootData()?.brandName ?? "";
  return <AccountSubscriptions empty={<EmptyState text={t("empty", { brand })} action={{ label: t("emptyAction"), to: "/c/bikes" }} />} />;
}
