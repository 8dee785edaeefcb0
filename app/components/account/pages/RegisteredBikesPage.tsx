import { useTranslation } from "react-i18next";
import { EmptyState } from "./EmptyState";

/** Filled by the bike-registration feature. */
export function RegisteredBikesPage() {
  const { t } = useTranslation("account");
  return <EmptyState text={t("bikes.empty")} action={{ label: t("bikes.register"), to: "/bike-registration" }} />;
}
