import { useTranslation } from "react-i18next";
import type { AccreditationLevel } from "../../../server/modules/stores/types";

const tone: Record<AccreditationLevel, string> = {
  junction: "bg-accent/10 text-[#9a3412]",
  hireDock: "bg-sky-100 text-sky-900",
  serviceOnly: "bg-slate-100 text-slate-800",
  electricOnly: "bg-lime-100 text-lime-900",
  gold: "bg-amber-100 text-amber-900",
  silver: "bg-zinc-100 text-zinc-800",
  bronze: "bg-orange-100 text-orange-900",
  approved: "bg-brand-soft text-brand",
};

/** The store's accreditation level (001 §4) as a small label. */
export function StoreTypeBadge({ level, brand }: { level: AccreditationLevel; brand: string }) {
  const { t } = useTranslation("stores");
  return <span className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[level]}`}>{t(`levels.${level}`, { brand })}</span>;
}
