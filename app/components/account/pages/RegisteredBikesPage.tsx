import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { BikeConfirmationCard, BikeConfirmedNote } from "../../bikes/BikeConfirmationCard";
import { RegisteredBikesList } from "../../bikes/RegisteredBikesList";
import { EmptyState } from "./EmptyState";
import type { PageProps } from "./page-props";

/** Registered bikes (001 §2 My account, issue 16): the loader's list and myRegisteredBikesPageConfig's texts. */
export function RegisteredBikesPage({ data }: PageProps) {
  const { t } = useTranslation("account");
  const confirmed = (useLocation().state as { bikeConfirmed?: boolean } | null)?.bikeConfirmed === true;
  if (!data.bikes) return <EmptyState text={t("bikes.empty")} action={{ label: t("bikes.register"), to: "/bike-registration" }} />;
  return (
    <>
      {confirmed && !data.bikes.confirmation && <BikeConfirmedNote />}
      {data.bikes.confirmation && <BikeConfirmationCard key={data.bikes.confirmation.token} confirmation={data.bikes.confirmation} />}
      <RegisteredBikesList bikes={data.bikes.list} texts={data.bikes.texts} />
    </>
  );
}
