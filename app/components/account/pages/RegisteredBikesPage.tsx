import { useTranslation } from "react-i18next";
import { RegisteredBikesList } from "../../bikes/RegisteredBikesList";
import { EmptyState } from "./EmptyState";
import type { PageProps } from "./page-props";

/** Registered bikes (001 §2 My account, issue 16): the loader's list and myRegisteredBikesPageConfig's texts. */
export function RegisteredBikesPage({ data }: PageProps) {
  const { t } = useTranslation("account");
  if (!data.bikes) return <EmptyState text={t("bikes.empty")} action={{ label: t("bikes.register"), to: "/bike-registration" }} />;
  return <RegisteredBikesList bikes={data.bikes.list} texts={data.bikes.texts} />;
}
