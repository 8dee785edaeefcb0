import { useTranslation } from "react-i18next";
import { Badge } from "../admin-ui";

/** Available, pre-order, or disabled (unpublished: not in the shop). */
export function AvailabilityBadge({ availability }: { availability: "available" | "preorder" | "disabled" }) {
  const { t } = useTranslation("admin-catalogue");
  const tone = availability === "available" ? "good" : availability === "preorder" ? "warn" : "bad";
  return <Badge tone={tone}>{t(`availability.${availability}`)}</Badge>;
}
