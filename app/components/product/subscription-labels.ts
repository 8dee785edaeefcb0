import type { TFunction } from "i18next";

/** What a frequency needs to be named (a plan's frequency or a subscription cart's). */
export interface FrequencyLabelInput {
  code: string;
  name: string;
  interval_months: number;
}

/** The frequency's name in the shopper's language ("Monthly"); the stored name when it has no translation. */
export function frequencyName(t: TFunction, frequency: FrequencyLabelInput): string {
  return t(`subscriptions:frequencies.${frequency.code}`, { defaultValue: frequency.name });
}

/** "per month", "per quarter", else "every {n} months". */
export function periodLabel(t: TFunction, frequency: FrequencyLabelInput): string {
  return t(`subscriptions:periods.${frequency.code}`, { defaultValue: t("subscriptions:periods.other", { count: frequency.interval_months }) });
}
