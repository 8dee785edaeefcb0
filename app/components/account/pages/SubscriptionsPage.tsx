import { useTranslation } from "react-i18next";
import { EmptyState } from "./EmptyState";

/** Filled by the subscriptions feature. */
export function SubscriptionsPage() {
  const { t } = useTranslation("account");
  return <EmptyState text={t("subscriptions.empty")} />;
}
